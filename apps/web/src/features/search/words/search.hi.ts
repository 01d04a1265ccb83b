// The search screen's words in Hindi (ADR 3203).
import type { WordsIn } from '../../../lib/i18n/words';
import type { SearchWords } from './search';

export const hi: WordsIn<SearchWords> = {
  searchTitle: 'खोजें',
  searchFor: '{query} · खोज',
  camera: 'कैमरा',
  uploadImage: 'फ़ोटो अपलोड करें',
  cameraPreview: 'कैमरे का प्रीव्यू',
  searchHint: 'कोई स्टाइल, रंग, कपड़ा या ब्रांड खोजें: “फ़्लोरल कुर्ता”, “लिनन शर्ट”, “Levi’s जींस”।',
  nothingMatches: '“{query}” से कुछ नहीं मिला। कम शब्द या दूसरी स्पेलिंग आज़माएँ।',
  clearSearch: 'खोज हटाएँ',
  suggestions: 'सुझाव',
  nothingInListing: '{title} में अभी कुछ नहीं है। हर हफ़्ते नए प्रोडक्ट आते हैं।',
};
