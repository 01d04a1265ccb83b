// The filter and sort bar's and panel's own words (ADR 3203): English here, in the listing's chunk;
// Hindi in its own (discovery.hi.ts), fetched by Hindi pages only. The filters' and sorts' names
// are the shared DISCOVERY_WORDS and the catalogue's names (nameOf).
import { screenWords } from '../../../lib/i18n/words';

const ENGLISH = {
  products: 'Products',
  /** The count line over a listing: {n} is the count with the Indian grouping. */
  productCount: { one: '{n} product', other: '{n} products' },
  /** The count line over a search's results. */
  resultCount: { one: '{n} result for “{query}”', other: '{n} results for “{query}”' },
  closeFilters: 'Close filters',
  tryAgain: 'Try again',
  /** What a filter value's count says to a screen reader. */
  valueCount: '{n} products',
};
export type DiscoveryScreenWords = typeof ENGLISH;

export const discoveryScreenWords = screenWords(ENGLISH, () => import('./discovery.hi').then((m) => m.hi));
