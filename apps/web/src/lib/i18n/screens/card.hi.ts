// The product cards' words in Hindi (ADR 3203).
import type { WordsIn } from '../words';
import type { CardWords } from './card';

export const hi: WordsIn<CardWords> = {
  originalPrice: 'असली कीमत {price}',
  percentOff: '{off}% छूट',
  rated: '5 में से {rating} रेटिंग',
  viewSimilar: 'मिलते-जुलते देखें',
};
