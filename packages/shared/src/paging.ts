// Paged product lists (docs/api.md, Catalogue): `limit` and `offset` in the query, the whole list's
// size in the X-Total-Count header. No zod: the web app reads pages at runtime.

/** The header that carries a list's total, so a grid can load more as the shopper scrolls. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** On a text search that found nothing: a query that finds something ("jeans" for "jaens"; ADR 2908). */
export const DID_YOU_MEAN_HEADER = 'x-did-you-mean';

/** One page of a list and the size of the whole list (the header's number). */
export interface Page<T> {
  items: T[];
  total: number;
}
