// The catalogue's in-process answer cache (ADR 0700): a price change reaches listings and the
// product within the stated life, ETags give 304s, compressed bodies match, 404s are not kept.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/shared/product';
import { CATALOGUE_CACHE_TTL_MS } from '../src/modules/catalog/response-cache';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

describe.each(DB_KINDS)('catalogue answer cache (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const setPrice = (id: string, price: number) =>
    t.database.withConnection((q) =>
      q('UPDATE products SET price = $2, original_price = GREATEST(original_price, $2) WHERE id = $1', [id, price]),
    );

  it('a price change reaches the listing and the product page within the cache life', async () => {
    const first = (await get('/api/products/type/partyWomen?limit=5')).json() as Product[];
    const target = first[0]!;
    await get(`/products/getId/${encodeURIComponent(target.id)}`);
    const newPrice = target.price + 7;
    await setPrice(target.id, newPrice);

    t.clock.advance(CATALOGUE_CACHE_TTL_MS - 1);
    const stillCached = (await get('/api/products/type/partyWomen?limit=5')).json() as Product[];
    expect(stillCached.find((p) => p.id === target.id)?.price).toBe(target.price);

    t.clock.advance(1);
    const listed = (await get('/api/products/type/partyWomen?limit=5')).json() as Product[];
    expect(listed.find((p) => p.id === target.id)?.price).toBe(newPrice);
    const one = (await get(`/products/getId/${encodeURIComponent(target.id)}`)).json() as Product;
    expect(one.price).toBe(newPrice);
  });

  it('answers carry an ETag; a matching If-None-Match is a 304 without a body', async () => {
    const res = await get('/api/products/by-brand?brand=Zara&limit=3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers['x-total-count']).toBeDefined();
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/api/products/by-brand?brand=Zara&limit=3', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/api/products/by-brand?brand=Zara&limit=3', { 'if-none-match': '"stale"' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(res.json());
  });

  it('compressed answers decode to the same JSON', async () => {
    const plain = await get('/api/products/type/casualWomen?limit=20');
    const br = await get('/api/products/type/casualWomen?limit=20', { 'accept-encoding': 'br, gzip' });
    const gz = await get('/api/products/type/casualWomen?limit=20', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('an unknown product is a 404 every time, and is not kept', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/products/getId/no-such-product');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toHaveProperty('message');
    }
  });
});
