// The activity feed's own words (ADR 3203): an alert's line and a row's time. English here, with
// the feed; Hindi in its own chunk (activity.hi.ts), fetched by Hindi pages only. The feed's other
// words are SOCIAL_TEXT's (socialText()).
import { language } from '../messages';
import { screenWords } from '../words';

const ENGLISH = {
  someItem: 'An item you want',
  backInStock: 'Back in stock: {title}',
  backInStockAt: 'Back in stock: {title} at {price}',
  priceDrop: 'Price drop: {title}',
  priceDropFromTo: 'Price drop: {title} now {price}, was {oldPrice}',
  /** After an alert about a friend's wish. */
  wishedBy: ' ({name} wished for it)',
};
export type ActivityWords = typeof ENGLISH;

export const activityWords = screenWords(ENGLISH, () => import('./activity.hi').then((m) => m.hi));

const WHEN = {
  en: new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }),
  // Hindi: the month in full (its short forms read as cut off) and a 24-hour clock (its am/pm are Latin).
  hi: new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }),
};

/** A row's time in the page's language. */
export const activityTime = (iso: string) => WHEN[language()].format(new Date(iso));
