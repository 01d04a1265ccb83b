// The activity feed's words in Hindi (ADR 3203).
import type { WordsIn } from '../words';
import type { ActivityWords } from './activity';

export const hi: WordsIn<ActivityWords> = {
  someItem: 'आपकी पसंद का एक आइटम',
  backInStock: 'फिर से स्टॉक में: {title}',
  backInStockAt: 'फिर से स्टॉक में: {title}, {price} में',
  priceDrop: 'कीमत घटी: {title}',
  priceDropFromTo: 'कीमत घटी: {title} अब {price}, पहले {oldPrice}',
  wishedBy: ' ({name} की विशलिस्ट में)',
};
