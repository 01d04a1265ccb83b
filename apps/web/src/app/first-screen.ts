// The data a server-rendered first screen was rendered with (ADR 0702): the API server gathers
// it, the server render and the browser's hydration seed their query caches with it under the
// screens' own query keys (first-screen.test.ts keeps these keys equal to the screens').
import type { FirstScreenData, FirstScreenPage } from '@store/shared/first-screen';
import type { QueryKey } from '@tanstack/react-query';
import { catalogKeys } from '../features/catalog/api/keys';
import { searchKeys } from '../features/search/api/keys';

/** The id of the JSON script that carries FirstScreenData in the server's HTML. */
export const FIRST_SCREEN_SCRIPT_ID = 'first-screen-data';

const infinite = (page: FirstScreenPage) => ({ pages: [{ ...page, offset: 0 }], pageParams: [0] });

/** [query key, cached value] pairs, as useProduct, useProductsByType and useSearchProducts keep them. */
export function firstScreenEntries(data: FirstScreenData): [QueryKey, unknown][] {
  const entries: [QueryKey, unknown][] = [];
  if (data.listing)
    entries.push([catalogKeys.productsByType(data.listing.type, data.listing.params), infinite(data.listing.page)]);
  if (data.search)
    entries.push([searchKeys.products(data.search.query, data.search.params), infinite(data.search.page)]);
  if (data.product?.product) entries.push([catalogKeys.product(data.product.id), data.product.product]);
  return entries;
}

/** Reads the server's FirstScreenData from the page, if it is there and well formed. */
export function readFirstScreenData(doc: Document): FirstScreenData {
  const text = doc.getElementById(FIRST_SCREEN_SCRIPT_ID)?.textContent;
  if (!text) return {};
  try {
    const data = JSON.parse(text) as unknown;
    return typeof data === 'object' && data !== null ? (data as FirstScreenData) : {};
  } catch {
    return {};
  }
}
