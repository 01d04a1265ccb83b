// The data a server-rendered first screen was drawn with (ADR 0702, 2700): the web app's route
// loaders load it on the server and seed the browser's query cache with it before hydrating
// (apps/web/src/app/first-screen.ts). It travels as JSON in the page.
import type { Page } from './paging';
import type { Product } from './product';

/** A list's first page; a search that found nothing may carry the query offered instead (ADR 2908). */
export type FirstScreenPage = Page<Product> & { didYouMean?: string };

export interface FirstScreenData {
  /** /explore/:type: the first page of the listing, with its discovery query (listingParams). */
  listing?: { type: string; params: string; page: FirstScreenPage };
  /** /search?q=: the first page of the results (q trimmed, as the screen reads it), with its
   * discovery query (searchDiscoveryParams: '' for a plain search). */
  search?: { query: string; params: string; page: FirstScreenPage };
  /** /products/:id: the product, or null when there is none. */
  product?: { id: string; product: Product | null };
}
