import { describe, expect, it } from 'vitest';
import { productQuery } from '../features/catalog/api/get-product';
import { productsByTypeQuery } from '../features/catalog/api/get-products-by-type';
import { searchQuery } from '../features/search/api/search-products';
import { firstScreenEntries, readFirstScreenData } from './first-screen';

const product = { id: 'p1', title: 'Kurta', imageUrl: '/images/a' } as never;

describe('first-screen data', () => {
  it('seeds the screens’ own query keys', () => {
    const entries = firstScreenEntries({
      listing: { type: 'partyWomen', params: 'brand=Zara&sort=popular', page: { items: [product], total: 9 } },
      search: { query: 'kurta', page: { items: [], total: 0 } },
      product: { id: 'p1', product },
    });
    expect(entries.map(([key]) => key)).toEqual([
      productsByTypeQuery('partyWomen', 'brand=Zara&sort=popular').queryKey,
      searchQuery('kurta').queryKey,
      productQuery('p1').queryKey,
    ]);
    expect(entries[0]![1]).toEqual({ pages: [{ items: [product], total: 9, offset: 0 }], pageParams: [0] });
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
