// The unsubscribe page of an alert mail, in the mail's language (ADR 3203): the link of a Hindi
// mail says lang=hi, as a mail app's browser may have neither the lang cookie nor Hindi first.
import { HTML_LANG, type Language } from '@store/shared/language';
import { ALERTS_TEXT } from './service';

interface UnsubscribePageText {
  title: string;
  lead: string;
  button: string;
  badTitle: string;
  badToken: string;
  nothingChanged: string;
  doneTitle: string;
  done: string;
  doneLead: string;
}

export const UNSUBSCRIBE_PAGE_TEXT: Readonly<Record<Language, UnsubscribePageText>> = {
  en: {
    title: 'Unsubscribe from alert e-mails',
    lead: 'You will get no more e-mails about price drops and products back in stock. Alerts stay in your activity.',
    button: 'Unsubscribe',
    badTitle: 'Unsubscribe',
    badToken: ALERTS_TEXT.badToken,
    nothingChanged: 'Nothing was changed.',
    doneTitle: 'Unsubscribed',
    done: 'You are unsubscribed',
    doneLead: 'You will get no more alert e-mails. You can turn them on again in Notifications, in your profile.',
  },
  hi: {
    title: 'अलर्ट ई-मेल बंद करें',
    lead: 'अब आपको कीमत घटने और स्टॉक लौटने के ई-मेल नहीं मिलेंगे। अलर्ट आपकी एक्टिविटी में बने रहेंगे।',
    button: 'ई-मेल बंद करें',
    badTitle: 'अलर्ट ई-मेल बंद करें',
    badToken: 'यह लिंक सही नहीं है',
    nothingChanged: 'कुछ नहीं बदला गया।',
    doneTitle: 'ई-मेल बंद हो गए',
    done: 'अलर्ट ई-मेल बंद हो गए',
    doneLead: 'अब आपको अलर्ट ई-मेल नहीं मिलेंगे। आप इन्हें अपनी प्रोफ़ाइल में, नोटिफ़िकेशन में फिर से चालू कर सकते हैं।',
  },
};

/** A page of one title and a body, in `language`. */
export const unsubscribePageHtml = (language: Language, title: string, body: string) =>
  `<!doctype html><html lang="${language === 'en' ? 'en' : HTML_LANG[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5">${body}</body></html>`;
