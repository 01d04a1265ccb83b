// Links that preview (docs/api.md, Conventions): a product page fetched as a link previewer does (curl,
// `Accept: */*`) is HTML whose Open Graph tags name the product, its 1200-wide JPEG and its rupee
// price, with schema.org Product data; /sitemap.xml and /robots.txt. Needs the built web app.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

const webDist = path.resolve(import.meta.dirname, '../../web/dist');
const built =
  existsSync(path.join(webDist, '../dist-ssr/entry-server.js')) && existsSync(path.join(webDist, 'index.html'));
if (!built) console.warn('link preview tests skipped: build the web app first (npm run build -w @store/web)');

const PUBLIC_URL = 'https://saath.example';

/** The content of each `<meta property=…>` in the head. */
function ogTags(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const decode = (v: string) =>
    v
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return Object.fromEntries(
    [...head.matchAll(/<meta property="([^"]+)" content="([^"]*)">/g)].map((m) => [m[1]!, decode(m[2]!)]),
  );
}

function jsonLd(html: string): Record<string, unknown> {
  const found = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  expect(found).toBeDefined();
  return JSON.parse(found!) as Record<string, unknown>;
}

describe.each(DB_KINDS)('link previews (%s)', (kind) => {
  let t: TestApp;
  let product: { id: string; title: string; price: number; imageUrl: string; available: boolean };
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { publicUrl: PUBLIC_URL } });
    const res = await t.app.inject({ method: 'GET', url: '/api/products/type/partyWomen?limit=1' });
    product = res.json<(typeof product)[]>()[0]!;
  });
  afterAll(async () => t?.close());

  it.skipIf(!built)('a product link fetched like curl is HTML with Open Graph tags and JSON-LD in INR', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/products/${product.id}`, headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const og = ogTags(res.body);
    expect(og).toMatchObject({
      'og:type': 'product',
      'og:title': product.title,
      'og:url': `${PUBLIC_URL}/products/${product.id}`,
      'og:image': `${PUBLIC_URL}${product.imageUrl}?w=1200&format=jpeg`,
      'og:image:width': '1200',
      'og:image:type': 'image/jpeg',
      'product:price:amount': String(product.price),
      'product:price:currency': 'INR',
    });

    const ld = jsonLd(res.body);
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe(product.title);
    expect(ld.image).toEqual(expect.arrayContaining([og['og:image']]));
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      url: og['og:url'],
      price: product.price.toFixed(2),
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    });
    // Every absolute URL starts with PUBLIC_URL, whatever Host the request named.
    const forged = await t.app.inject({
      method: 'GET',
      url: `/products/${product.id}`,
      headers: { accept: '*/*', host: 'evil.example' },
    });
    expect(forged.body).not.toContain('evil.example');
  });

  it.skipIf(!built)('an unavailable product says OutOfStock; a missing one has no product tags', async () => {
    await t.database.withConnection((q) => q('UPDATE products SET available = false WHERE id = $1', [product.id]));
    try {
      const res = await t.app.inject({ method: 'GET', url: `/products/${product.id}`, headers: { accept: '*/*' } });
      expect((jsonLd(res.body).offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
    } finally {
      await t.database.withConnection((q) => q('UPDATE products SET available = true WHERE id = $1', [product.id]));
    }
    const missing = await t.app.inject({ method: 'GET', url: '/products/no-such-product', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    expect(ogTags(missing.body)['og:title']).toBeUndefined();
  });

  it('og:image is a real 1200-wide JPEG, whatever the previewer accepts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${product.imageUrl}?w=1200&format=jpeg`,
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const sharp = (await import('sharp')).default;
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(1200);
    expect((await t.app.inject({ method: 'GET', url: `${product.imageUrl}?format=png` })).statusCode).toBe(400);
  });

  it('the sitemap lists the public pages and every available product; robots.txt points at it', async () => {
    const { rows } = await t.database.withConnection((q) => q('SELECT count(*) AS n FROM products WHERE available'));
    // An index of files (ADR 2613); the demo catalogue fits in one.
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain(`<sitemap><loc>${PUBLIC_URL}/sitemaps/1.xml</loc></sitemap>`);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemaps/1.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${PUBLIC_URL}/home`);
    expect(locs).toContain(`${PUBLIC_URL}/products/${product.id}`);
    expect(locs.filter((l) => l!.includes('/products/'))).toHaveLength(Number(rows[0]!.n));

    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { accept: '*/*' } });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Disallow: /profile');
  });
});
