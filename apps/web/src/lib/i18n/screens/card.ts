// The product cards' own words (price, rating, View similar) (ADR 3203): English here, with the screens that show them;
// Hindi in its own chunk (card.hi.ts), fetched by Hindi pages only.
import { screenWords } from '../words';

const ENGLISH = {
  originalPrice: 'Original price {price}',
  percentOff: '{off}% OFF',
  rated: 'Rated {rating} out of 5',
  viewSimilar: 'View similar',
};
export type CardWords = typeof ENGLISH;

export const cardWords = screenWords(ENGLISH, () => import('./card.hi').then((m) => m.hi));
