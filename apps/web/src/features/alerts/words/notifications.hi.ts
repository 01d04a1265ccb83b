// The Notifications screen's words in Hindi (ADR 3203).
import type { WordsIn } from '../../../lib/i18n/words';
import type { NOTIFICATIONS_TEXT } from './notifications';

export const hi: WordsIn<typeof NOTIFICATIONS_TEXT> = {
  title: 'नोटिफ़िकेशन',
  card: 'कीमत घटने, स्टॉक लौटने और दोस्तों की ख़बर, ई-मेल या पुश से',
  tellMe: 'मुझे बताएँ जब',
  priceDrop: 'मेरी विशलिस्ट या कार्ट के किसी आइटम की कीमत घटे',
  priceDropHelp: 'कम से कम 5 % और ₹50',
  backInStock: 'मेरी विशलिस्ट या कार्ट का कोई ख़त्म हुआ आइटम फिर से आए',
  friends: 'किसी दोस्त की पसंद के आइटम की कीमत घटे',
  friendsHelp: 'ताकि आप उन्हें बता सकें',
  email: 'ई-मेल',
  emailOff: 'बंद',
  emailDaily: 'रोज़ एक बार',
  emailInstant: 'तुरंत',
  push: 'पुश नोटिफ़िकेशन',
  pushHelp: 'कीमत घटना, स्टॉक लौटना, और दोस्तों के शेयर, राय और रिक्वेस्ट; हर प्रोडक्ट पर दिन में ज़्यादा से ज़्यादा एक',
  allow: 'नोटिफ़िकेशन चालू करें',
  allowHelp: 'आपका ब्राउज़र पूछेगा कि क्या यह स्टोर आपको नोटिफ़िकेशन भेज सकता है।',
  allowed: 'इस ब्राउज़र पर नोटिफ़िकेशन चालू हैं',
  denied: 'आपके ब्राउज़र की सेटिंग में इस स्टोर के नोटिफ़िकेशन बंद हैं',
  unsupported: 'यह ब्राउज़र पुश नोटिफ़िकेशन नहीं ले सकता',
  saved: 'सेव हो गया',
  failed: 'आपकी नोटिफ़िकेशन सेटिंग लोड नहीं हो सकी',
};
