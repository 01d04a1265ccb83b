// The product gallery's and its full-screen viewer's words in Hindi (ADR 3203).
import type { WordsIn } from '../words';
import type { GalleryWords } from './gallery';

export const hi: WordsIn<GalleryWords> = {
  picturesOf: '{title} की तस्वीरें',
  view: '{title}, तस्वीर {n}',
  showImage: '{count} में से तस्वीर {n} दिखाएँ',
  moreImages: 'और तस्वीरें',
  open: '{count} में से तस्वीर {n} पूरी स्क्रीन पर खोलें',
  viewer: '{title} की तस्वीरें, पूरी स्क्रीन पर',
  position: '{count} में से {n}',
  pictures: 'तस्वीरें',
  show: '{count} में से तस्वीर {n} दिखाएँ',
  previous: 'पिछली तस्वीर',
  next: 'अगली तस्वीर',
  zoomIn: 'ज़ूम इन करें',
  zoomOut: 'ज़ूम आउट करें',
  close: 'बंद करें',
  hint: 'ज़ूम करने के लिए पिंच करें या दो बार टैप करें',
};
