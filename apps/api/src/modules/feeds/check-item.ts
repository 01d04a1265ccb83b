// The last look at a feed's product before it is written, whatever format it came in: text the
// database cannot store (a NUL character) and a link a shopper must not be sent to reject the row
// with a reason, and the rest of the feed goes on (ADR 1422).
import { httpUrl } from '../../lib/http-url';
import type { FeedItem } from './feed-item';

/** The fields as the summary names them. */
const FIELD_NAMES: Partial<Record<keyof FeedItem, string>> = {
  externalId: 'id',
  productType: 'product type',
  imageUrls: 'image link',
  url: 'link',
};

const SHOWN_LINK = 80;

/** Why this product cannot be written, or undefined when it can. */
export function itemProblem(item: FeedItem): string | undefined {
  for (const [field, value] of Object.entries(item) as [keyof FeedItem, unknown][]) {
    if (field === 'where') continue;
    const texts = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
    if (texts.some((t) => typeof t === 'string' && t.includes('\0')))
      return `${FIELD_NAMES[field] ?? field} contains a NUL character`;
  }
  // An empty link is a product without one (allowed); any other must be a web address.
  if (item.url && !httpUrl(item.url)) {
    const shown = item.url.length > SHOWN_LINK ? `${item.url.slice(0, SHOWN_LINK)}…` : item.url;
    return `link "${shown}" is not an http(s) address`;
  }
  return undefined;
}
