// The sitemap (ADR 2613): an index of files of at most so many URLs holding every public
// page and available product once, built once per catalogue change and kept (the same bytes
// until the catalogue moves), served with an ETag (304), gzipped as kept or plain. And the links
// of the sitemap, robots.txt and a product page's head never come from a request's headers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CACHE_TTL_MS } from '../src/modules/catalog/response-cache';
import { startServer } from '../../../test-support/server';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

const PUBLIC_URL = 'https://saath.example';
/** URLs a file: the demo catalogue's 538 products and 6 pages make three files. */
const FILE_URLS = 250;
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const filePath = (loc: string) => new URL(loc).pathname;

describe.each(DB_KINDS)('sitemap (%s)', (kind) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const availableIds = async () =>
    (await t.database.withConnection((q) => q('SELECT id FROM products WHERE available'))).rows.map((r) =>
      String(r.id),
    );
  /** Every URL the sitemap lists now, file by file. */
  async function listed(): Promise<string[][]> {
    const index = await get('/sitemap.xml');
    return Promise.all(locs(index.body).map(async (loc) => locs((await get(filePath(loc))).body)));
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { publicUrl: PUBLIC_URL }, build: { sitemapFileUrls: FILE_URLS } });
  });
  afterAll(async () => t?.close());

  it('is an index of files of at most so many URLs that list every public page and available product once', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(index.body)).toEqual([1, 2, 3].map((n) => `${PUBLIC_URL}/sitemaps/${n}.xml`));
    const files = await listed();
    expect(files.map((urls) => urls.length)).toEqual([FILE_URLS, FILE_URLS, (await availableIds()).length + 6 - 500]);
    const all = files.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain(`${PUBLIC_URL}/home`);
    const products = all.filter((u) => u.startsWith(`${PUBLIC_URL}/products/`));
    expect(products.sort()).toEqual((await availableIds()).map((id) => `${PUBLIC_URL}/products/${id}`).sort());
    expect((await get('/sitemaps/4.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/0.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/..%2F1.xml')).statusCode).toBe(404);
  });

  it('answers an ETag, 304 for a current copy, and the same bytes gzipped as plain', async () => {
    for (const path of ['/sitemap.xml', '/sitemaps/1.xml']) {
      const plain = await get(path);
      const etag = String(plain.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const current = await get(path, { 'if-none-match': etag });
      expect(current.statusCode).toBe(304);
      expect(current.body).toBe('');
      expect((await get(path, { 'if-none-match': `W/"other", ${etag}` })).statusCode).toBe(304);
      expect((await get(path, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
      const gz = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers.etag).toBe(etag);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('is kept until the catalogue changes: built again after the cache life, then answered new', async () => {
    const before = await get('/sitemaps/1.xml');
    const [gone] = (await availableIds()).sort();
    await t.database.withConnection((q) => q('UPDATE products SET available = false WHERE id = $1', [gone]));
    try {
      // Within the life the kept bytes are answered: nothing is read per request.
      t.clock.advance(CATALOGUE_CACHE_TTL_MS - 1);
      const kept = await get('/sitemaps/1.xml');
      expect(kept.body).toBe(before.body);
      expect(kept.headers.etag).toBe(before.headers.etag);

      // After it, the version has moved: the kept sitemap is answered while the new one is built.
      t.clock.advance(1);
      let now = await get('/sitemaps/1.xml');
      for (let i = 0; i < 100 && now.headers.etag === before.headers.etag; i++) {
        await new Promise((r) => setTimeout(r, 20));
        now = await get('/sitemaps/1.xml');
      }
      expect(now.headers.etag).not.toBe(before.headers.etag);
      expect(now.body).not.toContain(`/products/${gone}<`);
      expect((await listed()).flat().length).toBe((await availableIds()).length + 6);
    } finally {
      await t.database.withConnection((q) => q('UPDATE products SET available = true WHERE id = $1', [gone]));
    }
  });

  it('is limited per client address', async () => {
    const from = { remoteAddress: '198.51.100.7' };
    let status = 200;
    for (let i = 0; i < 70 && status !== 429; i++)
      status = (await t.app.inject({ method: 'GET', url: '/sitemap.xml', ...from })).statusCode;
    expect(status).toBe(429);
  });
});

describe.each(DB_KINDS)('links never come from request headers (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('with PUBLIC_URL unset the sitemap and robots.txt name http://localhost:PORT', async () => {
    const own = `http://localhost:${t.config.port}`;
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: FORGED });
    expect(robots.body).toContain(`Sitemap: ${own}/sitemap.xml`);
    expect(robots.body).not.toContain('evil.example');
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: FORGED });
    expect(locs(index.body)[0]).toBe(`${own}/sitemaps/1.xml`);
    const file = await t.app.inject({ method: 'GET', url: '/sitemaps/1.xml', headers: FORGED });
    expect(locs(file.body).every((u) => u.startsWith(`${own}/`))).toBe(true);

    // Listening, the port is the one the server took.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const listening = await fetch(`http://127.0.0.1:${port}/robots.txt`, { headers: FORGED });
    expect(await listening.text()).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);
  });

  it("a product page's canonical link and og:image do not name the forged host", async () => {
    const [product] = (await t.app.inject({ method: 'GET', url: '/api/products/type/partyWomen?limit=1' })).json<
      { id: string }[]
    >();
    const page = await t.app.inject({
      method: 'GET',
      url: `/products/${product!.id}`,
      headers: { ...FORGED, accept: '*/*' },
    });
    expect(page.body).not.toContain('evil.example');
    const canonical = /<link rel="canonical" href="([^"]+)">/.exec(page.body)?.[1];
    // The drawn head is there only when the web app is built.
    // The test before made the server listen: its links name the port it took.
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : t.config.port;
    if (canonical) expect(canonical).toBe(`http://localhost:${port}/products/${product!.id}`);
  });
});

describe('a server started without PUBLIC_URL', () => {
  it('says so in one line and still serves, naming its own http://localhost:PORT', async () => {
    const server = await startServer(
      { APP_SECRET: 'test-secret-test-secret-test-secret-0123', PRERENDER_IMAGES: 'off' },
      { logToFile: true },
    );
    try {
      const robots = await fetch(`${server.url}/robots.txt`, { headers: FORGED });
      const port = new URL(server.url).port;
      expect(await robots.text()).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);
      const lines = readFileSync(path.join(server.dataDir, 'server.log'), 'utf8')
        .split('\n')
        .filter((line) => line.includes('PUBLIC_URL'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`PUBLIC_URL is not set`);
      expect(lines[0]).toContain(`http://localhost:${port}`);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
