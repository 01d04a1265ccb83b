// What an alert says: a push message's title, body and link, and an alert mail (subject, plain
// text, HTML). Prices in rupees with the store's formatting. In the shopper's language, one
// catalogue per language (ADR 3203); product titles, brands and names stay as they are.
import type { PushPayload } from '@store/shared/alerts';
import type { Language } from '@store/shared/language';
import { formatRupees } from '@store/shared/money';
import type { MailMessage } from '../../lib/mail-types';
import type { MailRow, PushRow } from './repository';
import { escapeHtml } from '../../lib/html-escape';

export const productPath = (id: string) => `/products/${encodeURIComponent(id)}`;

/** Everything an alert says, in one language. Prices come formatted (₹1,23,456). */
interface AlertText {
  aFriend: string;
  priceDropTitle(title: string): string;
  priceDropPush(now: string, was: string, wisher: string | null): string;
  backInStockTitle(title: string): string;
  backInStockPush(price: string): string;
  shared(from: string): string;
  opinion(from: string): string;
  friendRequest(from: string): string;
  seeFriendRequests: string;
  /** A mail line's prices and whose wish it is. */
  priceDropLine(now: string, was: string): string;
  backInStockLine(price: string): string;
  wishedBy(friend: string): string;
  /** The subject of a mail with several alerts (two or more). */
  manyAlerts(count: number): string;
  hello(name: string): string;
  settings: string;
  notificationSettings: string;
  unsubscribe: string;
}

const ALERT_TEXT: Readonly<Record<Language, AlertText>> = {
  en: {
    aFriend: 'A friend',
    priceDropTitle: (title) => `Price drop: ${title}`,
    priceDropPush: (now, was, wisher) => `${wisher ? `${wisher} wished for it. ` : ''}Now ${now}, was ${was}`,
    backInStockTitle: (title) => `Back in stock: ${title}`,
    backInStockPush: (price) => `Available again at ${price}`,
    shared: (from) => `${from} shared a product with you`,
    opinion: (from) => `${from} gave an opinion`,
    friendRequest: (from) => `${from} sent you a friend request`,
    seeFriendRequests: 'See your friend requests',
    priceDropLine: (now, was) => `now ${now}, was ${was}`,
    backInStockLine: (price) => `back in stock at ${price}`,
    wishedBy: (friend) => ` (${friend} wished for it)`,
    manyAlerts: (count) => `${count} alerts on products you want`,
    hello: (name) => `Hello ${name},`,
    settings: 'Settings',
    notificationSettings: 'Notification settings',
    unsubscribe: 'Unsubscribe from alert e-mails',
  },
  // "अलर्ट" is the same word for one and for many, so a count needs no second form.
  hi: {
    aFriend: 'एक दोस्त',
    priceDropTitle: (title) => `कीमत घटी: ${title}`,
    priceDropPush: (now, was, wisher) => `${wisher ? `${wisher} ने इसे विशलिस्ट में रखा है। ` : ''}अब ${now}, पहले ${was}`,
    backInStockTitle: (title) => `फिर से स्टॉक में: ${title}`,
    backInStockPush: (price) => `फिर से उपलब्ध, ${price} में`,
    shared: (from) => `${from} ने आपको एक प्रोडक्ट भेजा`,
    opinion: (from) => `${from} ने अपनी राय दी`,
    friendRequest: (from) => `${from} ने आपको फ़्रेंड रिक्वेस्ट भेजी`,
    seeFriendRequests: 'अपनी फ़्रेंड रिक्वेस्ट देखें',
    priceDropLine: (now, was) => `अब ${now}, पहले ${was}`,
    backInStockLine: (price) => `फिर से स्टॉक में, ${price} में`,
    wishedBy: (friend) => ` (${friend} ने इसे विशलिस्ट में रखा है)`,
    manyAlerts: (count) => `आपके पसंदीदा प्रोडक्ट पर ${count} अलर्ट`,
    hello: (name) => `नमस्ते ${name},`,
    settings: 'नोटिफ़िकेशन सेटिंग',
    notificationSettings: 'नोटिफ़िकेशन सेटिंग',
    unsubscribe: 'अलर्ट ई-मेल बंद करें',
  },
};

/** A push for one outbox row; undefined when what it was about is gone (the product deleted). */
export function pushPayload(row: PushRow): PushPayload | undefined {
  const w = ALERT_TEXT[row.language];
  const from = row.fromName ?? w.aFriend;
  const title = row.productTitle;
  switch (row.kind) {
    case 'price-drop':
      if (!title || row.oldPrice === null || row.newPrice === null || !row.productId) return undefined;
      return {
        title: w.priceDropTitle(title),
        body: w.priceDropPush(formatRupees(row.newPrice), formatRupees(row.oldPrice), row.fromName),
        url: productPath(row.productId),
      };
    case 'back-in-stock':
      if (!title || row.newPrice === null || !row.productId) return undefined;
      return {
        title: w.backInStockTitle(title),
        body: w.backInStockPush(formatRupees(row.newPrice)),
        url: productPath(row.productId),
      };
    case 'share':
      if (!title || !row.productId) return undefined;
      return { title: w.shared(from), body: title, url: productPath(row.productId) };
    case 'opinion':
      if (!title || !row.productId) return undefined;
      return { title: w.opinion(from), body: title, url: '/profile/activity' };
    case 'friend-request':
      return {
        title: w.friendRequest(from),
        body: w.seeFriendRequests,
        url: '/profile/friend-requests',
      };
  }
}

function withLanguage(link: string, language: Language): string {
  const url = new URL(link);
  url.searchParams.set('lang', language);
  return url.toString();
}

function lineOf(row: MailRow, w: AlertText): string {
  const prices =
    row.kind === 'price-drop'
      ? w.priceDropLine(formatRupees(row.newPrice), formatRupees(row.oldPrice))
      : w.backInStockLine(formatRupees(row.newPrice));
  const whose = row.friendName ? w.wishedBy(row.friendName) : '';
  return `${row.brand} ${row.productTitle}: ${prices}${whose}`;
}

/**
 * One mail with every alert of one shopper (one for instant mail, a day's for the digest), in
 * the shopper's language.
 */
export function alertMail(rows: readonly MailRow[], origin: string, unsubscribeLink: string): MailMessage {
  const first = rows[0]!;
  const w = ALERT_TEXT[first.language];
  // The unsubscribe page speaks the mail's language (unsubscribe-page.ts).
  const unsubscribeUrl = first.language === 'en' ? unsubscribeLink : withLanguage(unsubscribeLink, first.language);
  const subject =
    rows.length === 1
      ? first.kind === 'price-drop'
        ? w.priceDropTitle(first.productTitle)
        : w.backInStockTitle(first.productTitle)
      : w.manyAlerts(rows.length);
  const items = rows.map((r) => ({ line: lineOf(r, w), url: `${origin}${productPath(r.productId)}` }));
  const text = [
    w.hello(first.name),
    '',
    ...items.flatMap((i) => [i.line, i.url, '']),
    `${w.settings}: ${origin}/profile/notifications`,
    `${w.unsubscribe}: ${unsubscribeUrl}`,
    '',
  ].join('\n');
  const body = [
    `<p>${escapeHtml(w.hello(first.name))}</p>`,
    '<ul>',
    ...items.map((i) => `<li><a href="${escapeHtml(i.url)}">${escapeHtml(i.line)}</a></li>`),
    '</ul>',
    `<p><a href="${escapeHtml(`${origin}/profile/notifications`)}">${w.notificationSettings}</a> · `,
    `<a href="${escapeHtml(unsubscribeUrl)}">${w.unsubscribe}</a></p>`,
  ];
  // English keeps its HTML as it was; Hindi says its language, for screen readers and fonts.
  const html = (first.language === 'en' ? body : ['<div lang="hi">', ...body, '</div>']).join('\n');
  return {
    to: first.email,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
