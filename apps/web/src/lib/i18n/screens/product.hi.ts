// The product page's words in Hindi (ADR 3203).
import type { WordsIn } from '../words';
import type { ProductWords } from './product';

export const hi: WordsIn<ProductWords> = {
  tryAgain: 'फिर कोशिश करें',
  product: 'प्रोडक्ट',
  category: 'कैटेगरी',
  material: 'मटीरियल',
  size: 'साइज़',
  color: 'रंग',
  description: 'विवरण',
  productDetails: 'प्रोडक्ट की जानकारी',
  deliveryReturns: 'डिलीवरी और रिटर्न',
  freeDelivery: '{amount} से ज़्यादा के ऑर्डर पर फ़्री डिलीवरी',
  easyReturns: { one: '{count} दिन में आसान रिटर्न', other: '{count} दिन में आसान रिटर्न' },
  cashOnDelivery: 'कैश ऑन डिलीवरी उपलब्ध',
  buyOnSeller: 'आप {seller} की अपनी साइट पर ख़रीदते हैं: डिलीवरी, रिटर्न और पेमेंट {seller} के ज़िम्मे हैं।',
  sellerDelivery: '{seller} की डिलीवरी',
  sellerReturns: '{seller} के रिटर्न',
  brandMeasurements: '{brand} के अपने नाप।',
  bodyMeasurements: 'शरीर के नाप।',
  close: 'बंद करें',
  moreFrom: '{brand} के और प्रोडक्ट',
  similarProducts: 'मिलते-जुलते प्रोडक्ट',
};
