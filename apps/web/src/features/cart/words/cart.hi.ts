// The cart's rows' and summary's words in Hindi (ADR 3203).
import type { WordsIn } from '../../../lib/i18n/words';
import type { CartWords } from './cart';

export const hi: WordsIn<CartWords> = {
  product: 'प्रोडक्ट',
  buyOnBrandSite: '{title} ब्रांड की साइट पर ख़रीदें',
  buy: 'ख़रीदें',
  remove: 'हटाएँ',
  removing: 'हटाया जा रहा है...',
  sizeOf: '{title} का साइज़',
  quantityOf: '{title} की मात्रा',
  oneFewer: '{title} एक कम करें',
  oneMore: '{title} एक और जोड़ें',
  qty: 'मात्रा: {count}',
  clearing: 'ख़ाली हो रहा है...',
  clearCart: 'कार्ट ख़ाली करें',
  boughtOnBrandSite: 'हर आइटम उसके ब्रांड की साइट पर, उसके "ख़रीदें" लिंक से ख़रीदा जाता है।',
};
