// The filter and sort bar's and panel's words in Hindi (ADR 3203).
import type { WordsIn } from '../../../lib/i18n/words';
import type { DiscoveryScreenWords } from './discovery';

export const hi: WordsIn<DiscoveryScreenWords> = {
  products: 'प्रोडक्ट',
  productCount: { one: '{n} प्रोडक्ट', other: '{n} प्रोडक्ट' },
  resultCount: { one: '“{query}” के लिए {n} नतीजा', other: '“{query}” के लिए {n} नतीजे' },
  closeFilters: 'फ़िल्टर बंद करें',
  tryAgain: 'फिर कोशिश करें',
  valueCount: '{n} प्रोडक्ट',
};
