// The product gallery's and its full-screen viewer's words (ADR 3203): English here, with the
// gallery the product page draws (the viewer, loaded later, reads the same object, so its Hindi
// comes with the route); Hindi in its own chunk (gallery.hi.ts), fetched by Hindi pages only.
import { screenWords } from '../words';

const ENGLISH = {
  picturesOf: 'Pictures of {title}',
  /** A picture after the first: its title and which view it is. */
  view: '{title}, view {n}',
  showImage: 'Show image {n} of {count}',
  moreImages: 'More images',
  open: 'Open picture {n} of {count} full screen',
  viewer: 'Pictures of {title}, full screen',
  position: '{n} of {count}',
  pictures: 'Pictures',
  show: 'Show picture {n} of {count}',
  previous: 'Previous picture',
  next: 'Next picture',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  close: 'Close',
  hint: 'Pinch or double-tap to zoom',
};
export type GalleryWords = typeof ENGLISH;

export const galleryWords = screenWords(ENGLISH, () => import('./gallery.hi').then((m) => m.hi));
