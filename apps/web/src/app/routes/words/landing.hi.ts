// The landing page's words in Hindi (ADR 3203).
import type { WordsIn } from '../../../lib/i18n/words';
import type { LandingWords } from './landing';

export const hi: WordsIn<LandingWords> = {
  openBeta: 'ओपन बीटा',
  pitch: 'फ़ैशन दोस्तों के साथ और अच्छा लगता है। महिलाओं और पुरुषों के स्टाइल ख़रीदें और देखें कि आपके दोस्तों को क्या पसंद है।',
  enter: 'स्टोर में चलें',
};
