// The photo search's words in Hindi (ADR 3203).
import type { WordsIn } from '../../../lib/i18n/words';
import type { PhotoWords } from './photo';

export const hi: WordsIn<PhotoWords> = {
  searchThisArea: 'इस हिस्से को खोजें',
  narrowResults: 'नतीजे छाँटें',
  women: 'महिला',
  men: 'पुरुष',
  yourPhoto: 'आपकी फ़ोटो',
  likeYourPhoto: 'आपकी फ़ोटो जैसे प्रोडक्ट',
  nothingInPhoto: 'फ़ोटो में कुछ साफ़ नहीं दिखा। सादे बैकग्राउंड पर एक कपड़े की फ़ोटो आज़माएँ।',
  yourPhotoArea: 'आपकी फ़ोटो, खोजे गए हिस्से के साथ',
  similarProducts: 'मिलते-जुलते प्रोडक्ट',
};
