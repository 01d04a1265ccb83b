// Importing feeds into a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL) from a
// real local HTTP server: field mapping, images, idempotent re-import, unavailable and back,
// cart behaviour, concurrent imports of one feed, and shoppers browsing during an import.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@store/shared/messages';
import { selectRows } from '../src/db/client';
import { CATALOGUE_CACHE_TTL_MS } from '../src/modules/catalog/response-cache';
import { feedsService, type ImportOptions } from '../src/modules/feeds/service';
import { createImageIngest } from '../src/modules/images/ingest';
import { startFeedServer, type FeedServer } from './feed-server';
import { bearer, createSignedInUser, createTestApp, DB_KINDS, type TestApp } from './helpers';

describe.each(DB_KINDS)('feed import on %s', (kind) => {
  let t: TestApp;
  let feeds: FeedServer;
  const dir = mkdtempSync(path.join(tmpdir(), 'feeds-'));

  beforeAll(async () => {
    t = await createTestApp(kind, { build: { seedDemo: false } });
    feeds = await startFeedServer({ slowImageMs: 20_000 });
  });
  afterAll(async () => {
    await feeds?.close();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const importFeed = (options: Partial<ImportOptions> & { source: string }) =>
    feedsService({
      database: t.database,
      images: createImageIngest({
        database: t.database,
        dataDir: t.config.dataDir,
        fetchTimeoutMs: 1500,
        allow: feeds.allow,
      }),
      sources: { allow: feeds.allow },
    }).runImport({ feed: 'shop', ...options });
  const product = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/products/getId/${id}` });
    expect(res.statusCode).toBe(200);
    return res.json<Record<string, unknown>>();
  };
  const idOf = async (feed: string, externalId: string) =>
    (
      await selectRows<{ id: string }>(
        t.database.db,
        sql`SELECT id FROM products WHERE feed = ${feed} AND external_id = ${externalId}`,
      )
    )[0]!.id;
  const rowVersions = async (feed: string) =>
    selectRows<{ id: string; v: string }>(
      t.database.db,
      sql`SELECT id, xmin::text AS v FROM products WHERE feed = ${feed} ORDER BY id`,
    );

  it('pages a Shopify store, maps every field, fetches images and lists what failed', async () => {
    const summary = await importFeed({ source: `${feeds.base}/store/products.json` });
    expect(feeds.requests).toContain('/store/products.json?page=3&limit=250');
    expect(summary).toMatchObject({ format: 'shopify-json', added: 3, updated: 0, unchanged: 0, skippedDrafts: 1 });
    expect(summary.images.fetched).toBe(2);
    expect(summary.images.failed.map((f) => [f.url.replace(feeds.base, ''), f.reason])).toEqual(
      expect.arrayContaining([
        ['/img/missing.jpg', 'HTTP 404'],
        ['/img/slow.jpg', expect.stringContaining('timed out')],
        ['/img/not-image.jpg', expect.stringContaining('not a JPEG')],
      ]),
    );
    expect(summary.unmatchedCategories).toEqual([
      { where: 'id 7004', title: 'Sage Green Co-ord Set', productType: 'Loungewear' },
    ]);

    const kurti = await product(await idOf('shop', '7001'));
    expect(kurti).toMatchObject({
      title: 'Indigo Block Print Kurti',
      brand: 'MissPrint',
      gender: 'women',
      price: 1299,
      originalPrice: 1999,
      discount: 35,
      category: 'Kurta',
      size: 'S, M, XXL',
      sizes: ['S', 'M', 'XXL'],
      color: 'Indigo Blue',
      url: `${feeds.base}/products/indigo-block-print-kurti`,
      available: true,
      description: 'Hand block printed in Jaipur & cut from soft cotton.\n\n• Straight fit\n• Machine wash',
    });
    expect(kurti.imageUrl).toMatch(/\/images\/sha256-/);
    expect(kurti.additionalImages).toEqual([expect.stringContaining('/images/placeholder')]);
    const image = await t.app.inject({ method: 'GET', url: String(kurti.imageUrl) });
    expect(image.statusCode).toBe(200);
    // The kurti is found by the store's type key for traditional wear.
    const listing = await t.app.inject({ method: 'GET', url: '/api/products/type/wethnic' });
    expect(listing.json<{ id: string }[]>().map((p) => p.id)).toContain(kurti.id);
  });

  it('changes no row when the same feed comes again', async () => {
    const before = await rowVersions('shop');
    const summary = await importFeed({ source: `${feeds.base}/store/products.json` });
    expect(summary).toMatchObject({ added: 0, updated: 0, unchanged: 3, madeUnavailable: 0 });
    expect(await rowVersions('shop')).toEqual(before);
  });

  it('updates changed products, makes missing ones unavailable and brings them back', async () => {
    const file = path.join(dir, 'products.json');
    const original = feeds.fixture('shopify-products.json');
    const feed = JSON.parse(original) as { products: { id: number; variants: { price: string }[] }[] };
    feed.products[1]!.variants[0]!.price = '2199.00';
    feed.products = feed.products.filter((p) => p.id !== 7004);
    writeFileSync(file, JSON.stringify(feed));
    const shopUrl = feeds.base;
    const first = await importFeed({ feed: 'shop', source: file, shopUrl });
    expect(first).toMatchObject({ added: 0, updated: 1, unchanged: 1, madeUnavailable: 1 });

    const goneId = await idOf('shop', '7004');
    const gone = await product(goneId);
    expect(gone).toMatchObject({ available: false, title: 'Sage Green Co-ord Set' });
    expect((await product(await idOf('shop', '7002'))).price).toBe(2199);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/products/hybrid-search?query=sage%20green%20co-ord',
    });
    expect(search.json<{ id: string }[]>().map((p) => p.id)).not.toContain(goneId);
    const user = await createSignedInUser(t);
    const add = await t.app.inject({ method: 'POST', url: `/cart/add/${goneId}`, headers: bearer(user) });
    expect(add.statusCode).toBe(409);
    expect(add.json()).toEqual({ message: MSG.productUnavailable });

    writeFileSync(file, original);
    const back = await importFeed({ feed: 'shop', source: file, shopUrl });
    expect(back).toMatchObject({ added: 0, updated: 1, availableAgain: 1, madeUnavailable: 0 });
    t.clock.advance(CATALOGUE_CACHE_TTL_MS + 1); // past the catalogue's answer cache
    expect((await product(goneId)).available).toBe(true);
    const again = await t.app.inject({ method: 'POST', url: `/cart/add/${goneId}`, headers: bearer(user) });
    expect(again.statusCode).toBeLessThan(300);
  });

  it.each([
    ['google.xml', 'google-xml', 2, 'EUR'],
    ['google.tsv', 'google-tabular', 2, 'USD'],
    ['shopify.csv', 'shopify-csv', 2, 'USD'],
    ['products.jsonl', 'product-jsonl', 2, 'price'],
  ])('imports %s (%s) and rejects the bad rows with their reason', async (name, format, added, reason) => {
    const summary = await importFeed({ feed: name.replace('.', '-'), source: `${feeds.base}/feeds/${name}` });
    expect(summary).toMatchObject({ format, added });
    expect(summary.rejected.map((r) => r.reason).join(' ')).toContain(reason);
    expect(summary.images.failed).toEqual([]);
  });

  const jsonl = (rows: Record<string, unknown>[]) => Buffer.from(rows.map((r) => JSON.stringify(r)).join('\n'));
  const kurta = (id: string, fields: Record<string, unknown> = {}) => ({
    id,
    title: `Plain Kurta ${id}`,
    price: 1299,
    url: `https://shop.example.in/p/${id}`,
    imageUrl: '/images/placeholder',
    ...fields,
  });
  const lastRun = async (feed: string) =>
    (
      await selectRows<{ status: string; summary: string }>(
        t.database.db,
        sql`SELECT status, summary::text AS summary FROM import_runs WHERE feed = ${feed} ORDER BY started_at DESC LIMIT 1`,
      )
    )[0];

  it('rejects a row with a NUL character, with its reason, and writes the valid product beside it', async () => {
    const summary = await importFeed({
      feed: 'nul',
      source: 'nul.jsonl',
      content: jsonl([
        kurta('nul-ok'),
        kurta('nul-title', { title: 'Bad\u0000Kurta' }),
        kurta('nul-tags', { tags: ['cotton', 'a\u0000b'] }),
        kurta('nul-link', { url: 'https://shop.example.in/p/\u0000' }),
        kurta('nul-price', { price: '12\u000099' }),
      ]),
    });
    expect(summary.added).toBe(1);
    expect(summary.rejected).toEqual(
      expect.arrayContaining([
        { where: 'line 2 (id nul-title)', reason: 'title contains a NUL character' },
        { where: 'line 3 (id nul-tags)', reason: 'tags contains a NUL character' },
        { where: 'line 4 (id nul-link)', reason: 'link contains a NUL character' },
        { where: 'line 5', reason: 'price "12\u000099" is not a number' },
      ]),
    );
    expect(summary.rejected).toHaveLength(4);
    expect((await product('nul-ok')).title).toBe('Plain Kurta nul-ok');
    const missing = await t.app.inject({ method: 'GET', url: '/products/getId/nul-title' });
    expect(missing.statusCode).toBe(404);
    // The run's summary is stored although it quotes the feed's NUL (jsonb refuses \u0000).
    const run = await lastRun('nul');
    expect(run?.status).toBe('done');
    expect(run?.summary).toContain('price \\"12\\\\x0099\\" is not a number');
  });

  it('rejects a product link that is not http(s) and says why, and keeps a product that has no link', async () => {
    const hostile = [
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/p',
      '/p/relative',
      'ftp://files.example/p',
      'http://',
      ` javascript:${'x'.repeat(200)}`,
    ];
    const summary = await importFeed({
      feed: 'links',
      source: 'links.jsonl',
      content: jsonl([
        kurta('link-ok'),
        kurta('link-none', { url: '' }),
        ...hostile.map((url, i) => kurta(`link-bad-${i}`, { url })),
      ]),
    });
    expect(summary.added).toBe(2);
    expect(summary.rejected.map((r) => r.reason)).toEqual([
      'link "javascript:alert(document.cookie)" is not an http(s) address',
      'link "data:text/html,<script>alert(1)</script>" is not an http(s) address',
      'link "//evil.example/p" is not an http(s) address',
      'link "/p/relative" is not an http(s) address',
      'link "ftp://files.example/p" is not an http(s) address',
      'link "http://" is not an http(s) address',
      `link " javascript:${'x'.repeat(68)}…" is not an http(s) address`,
    ]);
    expect(summary.rejected[0]!.where).toBe('line 3 (id link-bad-0)');
    for (const i of hostile.keys()) {
      const res = await t.app.inject({ method: 'GET', url: `/products/getId/link-bad-${i}` });
      expect(res.statusCode).toBe(404);
    }
    expect((await product('link-none')).url).toBe('');
    // A link that turns hostile later takes the product off sale; the stored link stays the good one.
    const later = await importFeed({
      feed: 'links',
      source: 'links.jsonl',
      content: jsonl([kurta('link-ok', { url: 'javascript:alert(1)' }), kurta('link-none', { url: '' })]),
    });
    expect(later).toMatchObject({ madeUnavailable: 1, unchanged: 1 });
    t.clock.advance(CATALOGUE_CACHE_TTL_MS + 1);
    expect(await product('link-ok')).toMatchObject({ available: false, url: 'https://shop.example.in/p/link-ok' });
  });

  it('runs two imports of one feed one after the other, never interleaved', async () => {
    const lines = Array.from({ length: 300 }, (_, i) =>
      JSON.stringify({ id: `twice-${i}`, title: `Twice ${i} Top`, price: 500 + i, imageUrl: '/images/placeholder' }),
    );
    const file = path.join(dir, 'twice.jsonl');
    writeFileSync(file, lines.join('\n'));
    const [a, b] = await Promise.all([
      importFeed({ feed: 'twice', source: file }),
      importFeed({ feed: 'twice', source: file }),
    ]);
    expect([a.added, b.added].sort()).toEqual([0, 300]);
    expect([a.unchanged, b.unchanged].sort()).toEqual([0, 300]);
  });

  it('never shows a shopper a half-written product or a 5xx while a feed is imported', async () => {
    const write = (round: number) => {
      const file = path.join(dir, `bulk-${round}.jsonl`);
      const lines = Array.from({ length: 1500 }, (_, i) => {
        const price = 1000 + i + round * 7;
        return JSON.stringify({
          id: `bulk-${i}`,
          title: `Bulk Tee ${i} at ${price}`,
          brand: 'Bulkwear',
          category: 'T-Shirts',
          gender: 'men',
          price,
          originalPrice: price * 2,
          imageUrl: '/images/placeholder',
        });
      });
      writeFileSync(file, lines.join('\n'));
      return file;
    };
    const check = (p: { title: string; price: number; originalPrice: number }) => {
      const m = /^Bulk Tee \d+ at (\d+)$/.exec(p.title);
      if (m) {
        expect(p.price).toBe(Number(m[1]));
        expect(p.originalPrice).toBe(p.price * 2);
      }
    };
    for (const round of [1, 2]) {
      const file = write(round);
      let running = true;
      const importing = importFeed({ feed: 'bulk', source: file }).finally(() => (running = false));
      let reads = 0;
      try {
        while (running) {
          // Past the answer cache, so every read reaches the database; and a turn of the event
          // loop, so cached answers (all microtasks) cannot starve the import.
          t.clock.advance(CATALOGUE_CACHE_TTL_MS + 1);
          await new Promise((resolve) => setImmediate(resolve));
          for (const url of [
            '/api/products/by-brand?brand=Bulkwear&limit=50',
            '/api/products/hybrid-search?query=bulk%20tee',
            '/products/getId/bulk-700',
          ]) {
            // Each read from its own shopper: a fast machine makes more reads a minute than one
            // address may search (PUBLIC_SEARCH_RATE_LIMIT), and a 429 is not what this checks.
            const remoteAddress = `10.7.${(reads >> 8) & 255}.${reads & 255}`;
            const res = await t.app.inject({ method: 'GET', url, remoteAddress });
            expect([200, 404]).toContain(res.statusCode);
            if (res.statusCode === 200) {
              const body = res.json<unknown>();
              for (const p of Array.isArray(body) ? body : [body])
                check(p as { title: string; price: number; originalPrice: number });
            }
            reads++;
          }
        }
      } finally {
        // A failed read must not leave the import writing into a pool afterAll has closed.
        await importing.catch(() => undefined);
      }
      const summary = await importing;
      expect(summary.added + summary.updated).toBe(1500);
      expect(reads).toBeGreaterThan(0);
    }
  });
});
