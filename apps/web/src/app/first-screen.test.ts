import { describe, expect, it } from 'vitest';
import { productQueryOptions } from '../features/catalog/api/get-product';
import { productsByTypeQueryOptions } from '../features/catalog/api/get-products-by-type';
import { NO_FILTERS } from '@store/shared/discovery';
import {
  SEARCH_DEFAULT_SORT,
  searchDiscoveryParams,
  searchProductsQueryOptions,
} from '../features/search/api/search-products';
import { firstScreenEntries, readFirstScreenData } from './first-screen';

const product = { id: 'p1', title: 'Kurta', imageUrl: '/images/a' } as never;

describe('first-screen data', () => {
  it('seeds the screens’ own query keys', () => {
    const entries = firstScreenEntries({
      listing: { type: 'partyWomen', params: 'brand=Zara&sort=popular', page: { items: [product], total: 9 } },
      search: { query: 'kurta', params: '', page: { items: [], total: 0 } },
      product: { id: 'p1', product },
    });
    expect(entries.map(([key]) => key)).toEqual([
      productsByTypeQueryOptions('partyWomen', 'brand=Zara&sort=popular').queryKey,
      searchProductsQueryOptions('kurta', '').queryKey,
      productQueryOptions('p1').queryKey,
    ]);
    expect(entries[0]![1]).toEqual({ pages: [{ items: [product], total: 9, offset: 0 }], pageParams: [0] });
  });

  it('a search keys its filters and sort as the screen does; a plain search has none', () => {
    const params = searchDiscoveryParams({ ...NO_FILTERS, brand: ['Zara'] }, 'price_asc');
    expect(params).toBe('brand=Zara&sort=price_asc');
    expect(searchDiscoveryParams(NO_FILTERS, SEARCH_DEFAULT_SORT)).toBe('');
    expect(searchDiscoveryParams(NO_FILTERS, undefined)).toBe('');
    const [[key]] = firstScreenEntries({ search: { query: 'kurta', params, page: { items: [], total: 0 } } }) as [
      [unknown, unknown],
    ];
    expect(key).toEqual(searchProductsQueryOptions('kurta', params).queryKey);
  });

  it('seeds nothing for a missing product', () => {
    expect(firstScreenEntries({ product: { id: 'x', product: null } })).toEqual([]);
  });

  it('reads the JSON script, and survives a broken one', () => {
    document.body.innerHTML = '<script type="application/json" id="first-screen-data">{"search":1}</script>';
    expect(readFirstScreenData(document)).toEqual({ search: 1 });
    document.body.innerHTML = '<script type="application/json" id="first-screen-data">{</script>';
    expect(readFirstScreenData(document)).toEqual({});
    document.body.innerHTML = '';
    expect(readFirstScreenData(document)).toEqual({});
  });
});
