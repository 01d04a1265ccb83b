// After an import through the server commits, that server answers the new catalogue at once
// (ADR 2613): its listings, facet counts, product answers and sitemap, all cached a moment before,
// are read again. The clock does not move: the answer cache's life (ADR 0700) is not what ends it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/shared/product';
import { importForm } from './feed-server';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

const BRAND = 'Freshly Imported';

const feedLine = (price: number) =>
  JSON.stringify({
    id: 'fresh-1',
    title: 'Indigo Block Print Kurta',
    brand: BRAND,
    gender: 'women',
    price,
    originalPrice: 2999,
    rating: 4.5,
    category: 'Kurta',
    sizes: ['S', 'M'],
    color: 'Indigo',
    url: 'https://fresh.example/p/fresh-1',
    imageUrl: '/images/placeholder',
  });

describe.each(DB_KINDS)('an import through the server (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  async function importThroughServer(price: number) {
    const form = await importForm({ feed: 'fresh', source: 'fresh.jsonl' }, `${feedLine(price)}\n`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/operator/imports',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${t.config.operatorToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"summary"');
  }
  const listing = `/api/products/by-brand?brand=${encodeURIComponent(BRAND)}`;
  const facets = `/api/products/facets?type=${encodeURIComponent(BRAND)}`;

  it('answers the new listing, facet counts, product and sitemap at once', async () => {
    // Cached before the import: an empty listing, zero counts, and a sitemap without it.
    expect((await get(listing)).json()).toEqual([]);
    expect((await get(facets)).json<{ total: number }>().total).toBe(0);
    const sitemapBefore = await get('/sitemaps/1.xml');
    expect(sitemapBefore.body).not.toContain('/products/fresh-1<');

    await importThroughServer(1499);
    expect((await get(listing)).json<Product[]>().map((p) => p.id)).toEqual(['fresh-1']);
    expect((await get(facets)).json<{ total: number }>().total).toBe(1);
    expect((await get('/products/getId/fresh-1')).json<Product>().price).toBe(1499);
    expect((await get('/sitemaps/1.xml')).body).toContain('/products/fresh-1<');

    // A new price, imported again, reaches the product answer cached a moment ago.
    await importThroughServer(1299);
    expect((await get('/products/getId/fresh-1')).json<Product>().price).toBe(1299);
    expect((await get(listing)).json<Product[]>()[0]!.price).toBe(1299);
  });
});
