import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '@store/shared/discovery';
import type { FirstScreenData } from '@store/shared/first-screen';
import { productQueryOptions } from '../features/catalog/api/get-product';
import { productsByTypeQueryOptions } from '../features/catalog/api/get-products-by-type';
import {
  SEARCH_DEFAULT_SORT,
  searchDiscoveryParams,
  searchProductsQueryOptions,
} from '../features/search/api/search-products';
import { browserFirstScreen, readFirstScreenData, type ScreenLoader } from './first-screen';
import { loader as exploreLoader } from './routes/explore';
import { loader as productLoader } from './routes/product';
import { loader as searchLoader } from './routes/search';

const product = { id: 'p1', title: 'Kurta', imageUrl: '/images/a' } as never;

/** [query key, cached value] pairs the page's loader leaves in a hydrating browser's cache. */
async function seeded(loader: ScreenLoader, url: string, params: Record<string, string>, data: FirstScreenData) {
  const client = new QueryClient();
  const request = new Request(new URL(url, 'http://localhost'));
  await loader(browserFirstScreen(client, data))({ request, params } as LoaderFunctionArgs);
  return client
    .getQueryCache()
    .getAll()
    .map((q): [unknown, unknown] => [q.queryKey, q.state.data]);
}

describe('first-screen data', () => {
  it('seeds the screens’ own query keys', async () => {
    const data: FirstScreenData = {
      listing: { type: 'partyWomen', params: 'brand=Zara&sort=popular', page: { items: [product], total: 9 } },
      search: { query: 'kurta', params: '', page: { items: [], total: 0 } },
      product: { id: 'p1', product },
    };
    const entries = [
      ...(await seeded(exploreLoader, '/explore/partyWomen?brand=Zara', { type: 'partyWomen' }, data)),
      ...(await seeded(searchLoader, '/search?q=kurta', {}, data)),
      ...(await seeded(productLoader, '/products/p1', { id: 'p1' }, data)),
    ];
    expect(entries.map(([key]) => key)).toEqual([
      productsByTypeQueryOptions('partyWomen', 'brand=Zara&sort=popular').queryKey,
      searchProductsQueryOptions('kurta', '').queryKey,
      productQueryOptions('p1').queryKey,
    ]);
    expect(entries[0]![1]).toEqual({ pages: [{ items: [product], total: 9, offset: 0 }], pageParams: [0] });
  });

  it('a search keys its filters and sort as the screen does; a plain search has none', async () => {
    const params = searchDiscoveryParams({ ...NO_FILTERS, brand: ['Zara'] }, 'price_asc');
    expect(params).toBe('brand=Zara&sort=price_asc');
    expect(searchDiscoveryParams(NO_FILTERS, SEARCH_DEFAULT_SORT)).toBe('');
    expect(searchDiscoveryParams(NO_FILTERS, undefined)).toBe('');
    const [[key]] = (await seeded(
      searchLoader,
      `/search?q=kurta&${params}`,
      {},
      {
        search: { query: 'kurta', params, page: { items: [], total: 0 } },
      },
    )) as [[unknown, unknown]];
    expect(key).toEqual(searchProductsQueryOptions('kurta', params).queryKey);
  });

  it('seeds nothing for a missing product', async () => {
    expect(await seeded(productLoader, '/products/x', { id: 'x' }, { product: { id: 'x', product: null } })).toEqual(
      [],
    );
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
