// The public pages' first screen, drawn on the server from the web app's server bundle
// (ADR 0702). Needs the built web app: `npm run build -w @store/web` (npm test builds first).
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Summary } from '@store/shared/operator-schema';
import { PUBLIC_SEARCH_RATE_LIMIT } from '../src/config';
import { operatorRoles } from '../src/modules/operator/roles';
import { SECURITY_HEADERS } from '../src/plugins/security-headers';
import { bearer, createSignedInUser, createTestApp, DB_KINDS, type TestApp } from './helpers';

const webDist = path.resolve(import.meta.dirname, '../../web/dist');
const built =
  existsSync(path.join(webDist, '../dist-ssr/entry-server.js')) && existsSync(path.join(webDist, 'index.html'));
if (!built) console.warn('first-screen tests skipped: build the web app first (npm run build -w @store/web)');

const page = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

function firstScreenData(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="first-screen-data">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!) as Record<string, unknown>;
}

/** The document's titles: exactly one, the page's own. */
const titles = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);

/** The drawn page, without the markers React puts between adjacent texts. */
const root = (html: string) =>
  html.slice(html.indexOf('<div id="root"'), html.indexOf('id="first-screen-data"')).replaceAll('<!-- -->', '');

describe.skipIf(!built).each(DB_KINDS)('server-rendered first screen (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('/home: drawn, with the hero image preloaded and no inline style or script', async () => {
    const res = await page(t, '/home');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy']);
    const html = res.body;
    expect(html).toContain('<div id="root" data-ssr>');
    expect(root(html)).toContain('WOMEN CATEGORIES');
    expect(titles(html)).toEqual(['Saath — fashion with friends']);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" as="image" href="\/images\/hero-[^"]+" imagesrcset="[^"]+" imagesizes="[^"]+" fetchpriority="high">/,
    );
    expect(html).not.toMatch(/ style="/);
    // The only scripts: the app's boot module and the JSON data (not executed).
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.every((s) => / src="\/assets\//.test(s) || s.includes('type="application/json"'))).toBe(true);
  });

  it('/explore/:type: the first page of the listing, the same as the API gives', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/products/type/partyWomen?limit=24' });
    const products = api.json<{ id: string; title: string; imageUrl: string }[]>();
    const res = await page(t, '/explore/partyWomen');
    const data = firstScreenData(res.body) as { listing: { type: string; page: { items: unknown[]; total: number } } };
    expect(data.listing.type).toBe('partyWomen');
    expect(data.listing.page.items).toEqual(products);
    expect(data.listing.page.total).toBe(Number(api.headers['x-total-count']));
    expect(root(res.body)).toContain(`href="/products/${products[0]!.id}"`);
    expect(titles(res.body)).toEqual(['Party Wear · Saath']);
    expect(res.body).toContain(`<link rel="preload" as="image" href="${products[0]!.imageUrl}?w=960"`);
  });

  it('/products/:id: the product; an unknown id is a 404 whose words the browser shows', async () => {
    const [product] = (await t.app.inject({ method: 'GET', url: '/api/products/type/partyWomen?limit=1' })).json<
      { id: string; title: string; brand: string; imageUrl: string }[]
    >();
    const res = await page(t, `/products/${product!.id}`);
    expect(firstScreenData(res.body)).toEqual({
      product: { id: product!.id, product: expect.objectContaining(product) },
    });
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toContain(product!.title.replace(/'/g, '&#x27;'));
    expect(titles(res.body)).toEqual([`${product!.brand} ${product!.title} · Saath`.replace(/'/g, '&#x27;')]);
    expect(res.body).toContain(`<link rel="preload" as="image" href="${product!.imageUrl}?w=960"`);

    const missing = await page(t, '/products/no-such-product');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/text\/html/);
    expect(firstScreenData(missing.body)).toEqual({ product: { id: 'no-such-product', product: null } });
    expect(missing.body).toContain('<div id="root" data-ssr>');
  });

  it('a drawn product page counts one view, as the product’s answer does', async () => {
    const operator = await createSignedInUser(t, 'Operator');
    expect((await operatorRoles({ database: t.database }).change('grant', operator.email)).ok).toBe(true);
    const views = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/operator/summary?days=7', headers: bearer(operator) })
      ).json<Summary>().productViews;
    const [product] = (await t.app.inject({ method: 'GET', url: '/api/products/type/partyWomen?limit=1' })).json<
      { id: string }[]
    >();
    const before = await views();
    expect((await page(t, `/products/${product!.id}`)).statusCode).toBe(200);
    expect(await views()).toBe(before + 1);
  });

  it('/search?q=: the results; the query cannot break out of the data script', async () => {
    const res = await page(t, '/search?q=%20kurta%20');
    const data = firstScreenData(res.body) as { search: { query: string; page: { total: number } } };
    expect(data.search.query).toBe('kurta');
    expect(data.search.page.total).toBeGreaterThan(0);
    expect(root(res.body)).toMatch(/results? for “kurta”/);
    expect(titles(res.body)).toEqual(['kurta · Search · Saath']);

    const hostile = await page(t, `/search?q=${encodeURIComponent('</script><script>alert(1)</script>')}`);
    expect(hostile.body).not.toContain('<script>alert(1)');
    expect((firstScreenData(hostile.body) as { search: { query: string } }).search.query).toBe(
      '</script><script>alert(1)</script>',
    );
  });

  it('/search?q=&filters: the filtered results the API gives, keyed as the browser keys them', async () => {
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/products/hybrid-search?query=kurta&minDiscount=30&sort=price_desc&limit=24',
    });
    const res = await page(t, '/search?q=kurta&sort=price_desc&minDiscount=30');
    const data = firstScreenData(res.body) as {
      search: { query: string; params: string; page: { items: unknown[]; total: number } };
    };
    expect(data.search.params).toBe('minDiscount=30&sort=price_desc');
    expect(data.search.page.items).toEqual(api.json());
    expect(data.search.page.total).toBe(Number(api.headers['x-total-count']));
    expect(data.search.page.total).toBeGreaterThan(0);
    // A plain search: the default sort leaves the key empty, as the browser's is.
    const plain = await page(t, '/search?q=kurta&sort=relevance');
    expect((firstScreenData(plain.body) as { search: { params: string } }).search.params).toBe('');
  });

  it('its own API calls do not count against the shopper, and no client can pass for them', async () => {
    // More drawn searches than a client may make itself in a minute: each still carries its results.
    for (let i = 0; i <= PUBLIC_SEARCH_RATE_LIMIT.max; i++) {
      const res = await page(t, `/search?q=kurta&n=${i}`);
      expect(
        (firstScreenData(res.body) as { search?: { page: { total: number } } }).search?.page.total,
      ).toBeGreaterThan(0);
    }
    let last = 0;
    for (let i = 0; i <= PUBLIC_SEARCH_RATE_LIMIT.max; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/products/hybrid-search?query=kurta&limit=1',
        headers: { 'x-in-process': 'guess' },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });

  it('signed-in pages get the plain page; GET /cart still answers JSON to a fetch', async () => {
    for (const url of ['/cart', '/profile', '/login']) {
      const res = await page(t, url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('first-screen-data');
      expect(titles(res.body)).toEqual(['Saath — fashion with friends']);
    }
    const user = await createSignedInUser(t);
    const json = await t.app.inject({
      method: 'GET',
      url: '/cart',
      headers: { accept: 'application/json', ...bearer(user) },
    });
    expect(json.headers['content-type']).toMatch(/application\/json/);
  });

  it('a client that does not ask for JSON (curl, link previewers) gets every page as HTML', async () => {
    for (const accept of [undefined, '*/*', 'text/*']) {
      const headers = accept ? { accept } : {};
      for (const url of ['/', '/home', '/explore/partyWomen', '/search?q=kurta', '/terms', '/profile']) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${url} ${accept}`).toBe(200);
        expect(res.headers['content-type'], `${url} ${accept}`).toMatch(/^text\/html/);
      }
      // Paths that are only API calls, or both (GET /cart), still answer as the API.
      const cart = await t.app.inject({ method: 'GET', url: '/cart', headers });
      expect(cart.statusCode).toBe(401);
      expect(cart.headers['content-type']).toMatch(/application\/json/);
      const api = await t.app.inject({ method: 'GET', url: '/api/products/type/partyWomen?limit=1', headers });
      expect(api.headers['content-type']).toMatch(/application\/json/);
    }
    // A client that asks for JSON gets the API's 404 for a path that is no API call.
    const json = await t.app.inject({ method: 'GET', url: '/home', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ message: 'Not found' });
  });
});

describe.skipIf(!built)('without the server bundle', () => {
  it('every page gets the plain index.html', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    copyFileSync(path.join(webDist, 'index.html'), path.join(dir, 'index.html'));
    const t = await createTestApp('pglite', { config: { webDistDir: dir } });
    try {
      const res = await page(t, '/home');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
