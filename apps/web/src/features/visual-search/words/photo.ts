// The photo search's own words (ADR 3203): English here, with the screens that show them;
// Hindi in its own chunk (photo.hi.ts), fetched by Hindi pages only.
import { screenWords } from '../../../lib/i18n/words';

const ENGLISH = {
  searchThisArea: 'Search this area',
  narrowResults: 'Narrow the results',
  women: 'Women',
  men: 'Men',
  yourPhoto: 'Your photo',
  likeYourPhoto: 'Products like your photo',
  nothingInPhoto: 'We found no garment in this photo. Move the box onto the garment and tap Search this area.',
  yourPhotoArea: 'Your photo, with the area searched',
  similarProducts: 'Similar products',
};
export type PhotoWords = typeof ENGLISH;

export const photoWords = screenWords(ENGLISH, () => import('./photo.hi').then((m) => m.hi));
