// The about, contact, terms and privacy pages' words (ADR 3203): English here, Hindi in its own
// chunk (legal.hi.ts), loaded with these pages on a Hindi page only.
import { screenWords } from '../../../lib/i18n/words';

const ENGLISH = {
  termsTitle: 'Terms of Use',
  termsVersion: 'Open Beta Terms · Version Beta 1.0',
  termsEffective: 'Effective date: [to be announced]',
  betaStatus: 'Beta status',
  betaStatusBody:
    'Saath is in open beta. It is still being built and tested, and it may contain errors or behave in ways we did not intend.',
  discretion: 'Use at your own discretion',
  discretionBody:
    'You use the service at your own discretion. We do not guarantee that it will be available at any time or without interruption.',
  usage: 'Usage data and feedback',
  usageBody:
    'We collect usage data and the feedback you give us to understand how the beta is used and to make it better.',
  changes: 'Changes and resets',
  changesBody:
    'Features may change, appear or disappear without notice, and data — including accounts, carts and friend lists — may be reset during the beta.',
  liability: 'No liability',
  liabilityBody:
    'The beta is provided as it is. We accept no liability for any loss or damage arising from its use, including purchases you make through the external links of products.',
  privacyTitle: 'Privacy Policy',
  privacyIntro: 'Open Beta Privacy Policy',
  collect: 'What we collect',
  collectBody:
    'Only the minimum personal data: your name and e-mail address. We also collect device and usage data, such as your browser type and the pages you visit.',
  use: 'How we use it',
  useBody:
    'To keep the service performing well, to find and fix problems, to improve features, and to analyse behaviour anonymously.',
  noSale: 'We do not sell your data',
  noSaleBody: 'Your data is never sold to anyone.',
  analytics: 'Third-party analytics',
  analyticsBody: 'We may use third-party analytics services to understand how the beta is used.',
  security: 'Security',
  securityBody: 'We take reasonable care of your data, but no service can guarantee complete security.',
  choices: 'Your choices',
  choicesBody: 'You may stop using the service at any time and ask us to delete your data by writing to {email}.',
  aboutTitle: 'About Saath',
  aboutIntro: 'Saath means “together”. We think shopping for clothes is better with friends.',
  whatWeDo: 'What we do',
  whatWeDoBody:
    'Saath brings women’s and men’s fashion from brands you know — Zara, H&M, Uniqlo, Levi’s, Yezwe and MissPrint — into one place, by occasion, by category and by brand, with prices in rupees.',
  withFriends: 'Shopping with friends',
  withFriendsBody:
    'Add friends, see what is in their carts and copy a piece you like into your own. When you are ready, Buy Now takes you to the brand’s own shop.',
  openBeta: 'Open beta',
  openBetaBody: 'We are in open beta: things will change, and your feedback shapes what comes next.',
  startShopping: 'Start shopping',
  contactTitle: 'Contact',
  contactIntro: 'We read every message and usually answer within two working days.',
  helpLabel: 'Orders, account and feedback',
  privacyLabel: 'Privacy and data deletion',
  orders: 'Orders',
  ordersBody:
    'Purchases are completed on each brand’s own website, so questions about delivery, payment or returns of an order are best sent to that brand.',
};
export type LegalWords = typeof ENGLISH;

export const legalWords = screenWords(ENGLISH, () => import('./legal.hi').then((m) => m.hi));
