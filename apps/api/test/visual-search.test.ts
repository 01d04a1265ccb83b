// Visual search on a real database (docs/api.md, Search; ADR 2800): a small drawn catalogue
// is described in the background at start (503 until then, never after), a product's own
// picture finds it first, unavailable products never come back, every bad upload is a clear
// 4xx, a blank picture finds nothing, "similar" never answers the product itself, and an
// unchanged re-import describes nothing.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FEED, demoFeedText, demoImages } from '@store/demo-catalogue/demo-feed';
import { generateDemoCatalogue } from '@store/demo-catalogue/generate-products';
import type { CatalogueProduct } from '@store/demo-catalogue/types';
import { IMAGE_UPLOAD_MAX_BYTES } from '@store/shared/constants';
import type { Product } from '@store/shared/product';
import { buildApp } from '../src/app';
import { parseAllowList, PUBLIC_SEARCH_RATE_LIMIT } from '../src/config';
import { selectRows, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { images } from '../src/db/schema/catalog';
import { createImageIngest } from '../src/modules/images/ingest';
import { EncodeQueue } from '../src/modules/images/encode-queue';
import { feedsService } from '../src/modules/feeds/service';
import { productKind } from '../src/modules/visual-search/garment-kind';
import { visualSearchRepository } from '../src/modules/visual-search/repository';
import { createTestDatabase, DB_KINDS, testConfig, type TestDatabase } from './helpers';

// Each request from its own client address: the per-address limit is not what is tested here.
let client = 0;
const nextClient = () => `10.88.${(++client >> 8) & 255}.${client & 255}`;

/** A multipart body, built by hand so the test controls every byte. */
function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = '----visual-search-test-boundary';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const lastWord = (title: string) => (title.split(' ').at(-1) ?? '').toLowerCase().replace(/s$/, '');

const photo = (data: Buffer, type = 'image/jpeg') =>
  multipart([
    { name: 'searchType', data: 'image' },
    { name: 'image', filename: 'photo', type, data },
  ]);

// A slice of the drawn catalogue (30 products): a few of most kinds, women's and men's; small, since
// every picture goes through the network (ADR 2801).
const CATALOGUE: CatalogueProduct[] = generateDemoCatalogue().filter((_, i) => i % 18 === 0);
const svgOf = new Map(demoImages(CATALOGUE).map((d) => [d.id, d.svg]));

/** A product's main picture as a shop's JPEG would be. */
const pictureOf = (p: CatalogueProduct, view = 0) =>
  sharp(Buffer.from(svgOf.get(p.imageIds[view]!)!))
    .resize(450)
    .jpeg({ quality: 85 })
    .toBuffer();

async function loadCatalogue(database: Database): Promise<void> {
  const pictures = demoImages(CATALOGUE).map(({ id, svg }) => ({
    id,
    contentType: 'image/svg+xml',
    data: Buffer.from(svg),
  }));
  // One main picture is a shop's JPEG, not a drawing described ahead (ADR 2801): the index then
  // opens only once the describer has described it, so the first search comes before it is built.
  const first = pictures.find((p) => p.id === CATALOGUE[0]!.imageIds[0])!;
  Object.assign(first, { contentType: 'image/jpeg', data: await pictureOf(CATALOGUE[0]!) });
  await database.db.insert(images).values(pictures).onConflictDoNothing();
  const summary = await feedsService({ database }).runImport({
    feed: DEMO_FEED,
    source: 'demo-catalogue',
    content: demoFeedText(CATALOGUE),
  });
  expect(summary.rejected).toEqual([]);
}

describe.each(DB_KINDS)('visual search (%s)', (kind) => {
  let testDatabase: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let firstAnswer: number;

  const search = (body: ReturnType<typeof multipart>, query = '') =>
    app.inject({ method: 'POST', url: `/api/products/hybrid-search${query}`, remoteAddress: nextClient(), ...body });
  const similar = (id: string, query = '') =>
    app.inject({ method: 'GET', url: `/api/products/similar/${id}${query}`, remoteAddress: nextClient() });

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    database = await testDatabase.open();
    await migrate(database);
    await loadCatalogue(database);
    app = await buildApp(testConfig(testDatabase.dataDir, { databaseUrl: testDatabase.url }), {
      database,
      seedDemo: false,
      describePictures: true,
    });
    // At once after start, the pictures are still being described.
    firstAnswer = (await search(photo(await pictureOf(CATALOGUE[0]!)))).statusCode;
    const deadline = Date.now() + 100_000;
    while ((await search(photo(await pictureOf(CATALOGUE[0]!)))).statusCode === 503) {
      if (Date.now() > deadline) throw new Error('the picture index was never built');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await testDatabase?.drop();
  });

  it('answers the maintenance message only before the index is built', async () => {
    expect(firstAnswer).toBe(503);
    for (let i = 0; i < 3; i++) {
      const res = await search(photo(await pictureOf(CATALOGUE[i]!)));
      expect(res.statusCode).toBe(200);
    }
    const before = await app.inject({
      method: 'GET',
      url: `/api/products/similar/${CATALOGUE[0]!.id}`,
      remoteAddress: nextClient(),
    });
    expect(before.statusCode).toBe(200);
  });

  it('describes every product picture once, in the database (main pictures before it opens, then the rest)', async () => {
    const count = async () =>
      Number(
        (await selectRows<{ n: string | number }>(database.db, sql`SELECT count(*) AS n FROM picture_descriptions`))[0]!
          .n,
      );
    const every = new Set(CATALOGUE.flatMap((p) => p.imageIds)).size;
    expect(await count()).toBeGreaterThanOrEqual(CATALOGUE.length);
    const deadline = Date.now() + 60_000;
    while ((await count()) < every && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await count()).toBe(every);
  }, 70_000);

  it("a product's own picture finds it first, most often (the issue's bars: 60 % first, 90 % in the top 10)", async () => {
    // The drawn catalogue has near-twins (two maroon striped kurtas of one cut): one of them may
    // come first, so the bars are shares, as in bench/visual-search.ts.
    const sample = CATALOGUE.filter((_, i) => i % 2 === 0);
    let first = 0;
    let topTen = 0;
    for (const p of sample) {
      const res = await search(photo(await pictureOf(p)), '?limit=10');
      const ids = (res.json() as Product[]).map((b) => b.id);
      if (ids[0] === p.id) first++;
      if (ids.includes(p.id)) topTen++;
    }
    expect(first / sample.length).toBeGreaterThanOrEqual(0.6);
    expect(topTen / sample.length).toBeGreaterThanOrEqual(0.9);
  });

  it('Women and Men narrow the results, and the results page', async () => {
    const p = CATALOGUE.find((c) => c.gender === 'men')!;
    const men = (await search(photo(await pictureOf(p)), '?gender=men&limit=10')).json() as Product[];
    expect(men.length).toBeGreaterThan(0);
    expect(men.every((m) => m.gender === 'men')).toBe(true);
    const women = (await search(photo(await pictureOf(p)), '?gender=women&limit=10')).json() as Product[];
    expect(women.every((w) => w.gender === 'women')).toBe(true);
    const first = (await search(photo(await pictureOf(p)), '?limit=5')).json() as Product[];
    const second = (await search(photo(await pictureOf(p)), '?limit=5&offset=5')).json() as Product[];
    expect(first).toHaveLength(5);
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((s) => first.some((f) => f.id === s.id))).toBe(false);
  });

  it("a photo's answer is a short list: at most 24 products, so counted, its kind first (ADR 4901)", async () => {
    const p = CATALOGUE[3]!;
    const res = await search(photo(await pictureOf(p)), '?limit=48');
    const items = res.json() as Product[];
    // The slice holds 30 products: every one came back before, counted 30.
    expect(items.length).toBeLessThanOrEqual(24);
    expect(res.headers['x-total-count']).toBe(String(items.length));
    expect(productKind(items[0]!.title, items[0]!.category)).toBe(productKind(p.title, p.category));
  });

  it('a picture of nothing (a blank wall) finds nothing, calmly', async () => {
    const wall = await sharp({
      create: { width: 800, height: 1000, channels: 3, background: { r: 232, g: 228, b: 220 } },
    })
      .jpeg({ quality: 70 })
      .toBuffer();
    const res = await search(photo(wall));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it('every bad upload is a clear 4xx', async () => {
    const jpeg = await pictureOf(CATALOGUE[1]!);
    const none = await search(multipart([{ name: 'searchType', data: 'image' }]));
    expect(none.statusCode).toBe(400);
    const empty = await search(photo(Buffer.alloc(0)));
    expect(empty.statusCode).toBe(400);
    const big = await search(photo(Buffer.concat([jpeg, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1 - jpeg.length)])));
    expect(big.statusCode).toBe(413);
    expect((big.json() as { message: string }).message).toMatch(/5 MB/);
    const svg = await search(photo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'));
    expect(svg.statusCode).toBe(415);
    const text = await search(photo(Buffer.from('this is not an image at all')));
    expect(text.statusCode).toBe(415);
    // Starts like a JPEG, but is not one.
    const broken = await search(photo(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 7)])));
    expect(broken.statusCode).toBe(415);
    expect((broken.json() as { message: string }).message).toMatch(/image/);
    const notMultipart = await app.inject({
      method: 'POST',
      url: '/api/products/hybrid-search',
      headers: { 'content-type': 'image/jpeg' },
      payload: jpeg,
      remoteAddress: nextClient(),
    });
    expect(notMultipart.statusCode).toBe(415);
    // A PNG declared as text is still a PNG: the bytes decide.
    const png = await sharp(jpeg).png().toBuffer();
    const declaredText = await search(photo(png, 'text/plain'));
    expect(declaredText.statusCode).toBe(200);
  });

  it('is rate limited like text search', async () => {
    const jpeg = await pictureOf(CATALOGUE[2]!);
    const codes: number[] = [];
    for (let i = 0; i <= PUBLIC_SEARCH_RATE_LIMIT.max; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/products/hybrid-search',
        remoteAddress: '10.99.0.1',
        ...photo(jpeg),
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, PUBLIC_SEARCH_RATE_LIMIT.max).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('similar products: never itself, its own kind first; unknown id 404', async () => {
    const kindOf = (p: { category: string; title: string }) => [p.category, lastWord(p.title)];
    const sameKind = (a: { category: string; title: string }, b: { category: string; title: string }) =>
      kindOf(a).some((k, i) => k === kindOf(b)[i]);
    // Products whose kind another product of this small catalogue shares.
    const withSiblings = CATALOGUE.filter((p) => CATALOGUE.some((o) => o.id !== p.id && sameKind(o, p))).slice(0, 16);
    let firstSameKind = 0;
    for (const p of withSiblings) {
      const res = await similar(p.id, '?limit=6');
      expect(res.statusCode).toBe(200);
      const body = res.json() as Product[];
      expect(body.length).toBeGreaterThan(0);
      expect(body.some((s) => s.id === p.id)).toBe(false);
      if (sameKind(body[0]!, p)) firstSameKind++;
    }
    expect(firstSameKind / withSiblings.length).toBeGreaterThanOrEqual(0.7);
    expect((await similar('no-such-product')).statusCode).toBe(404);
    expect((await similar('bad id!')).statusCode).toBe(400);
  });

  it('unavailable products never come back', async () => {
    const gone = CATALOGUE[3]!;
    const neighbour = ((await similar(gone.id, '?limit=1')).json() as Product[])[0]!;
    await database.db.execute(sql`UPDATE products SET available = false WHERE id = ${gone.id}`);
    try {
      const found = (await search(photo(await pictureOf(gone)), '?limit=48')).json() as Product[];
      expect(found.length).toBeGreaterThan(0);
      expect(found.some((f) => f.id === gone.id)).toBe(false);
      const alike = (await similar(neighbour.id, '?limit=48')).json() as Product[];
      expect(alike.some((f) => f.id === gone.id)).toBe(false);
    } finally {
      await database.db.execute(sql`UPDATE products SET available = true WHERE id = ${gone.id}`);
    }
  });

  it('a found picture leads to every available product showing it, first or another view, of the gender asked', async () => {
    const shown = CATALOGUE[5]!;
    const other = shown.gender === 'women' ? 'men' : 'women';
    const showing = (ids: string[], gender?: 'women' | 'men') =>
      visualSearchRepository(database.db)
        .productsShowing(ids, gender, 10)
        .then((rows) => rows.map((r) => r.id));
    expect(await showing([shown.imageIds[0]!])).toEqual([shown.id]);
    expect(await showing([shown.imageIds.at(-1)!, 'no-such-picture'])).toEqual([shown.id]);
    expect(await showing(shown.imageIds, shown.gender)).toEqual([shown.id]);
    expect(await showing(shown.imageIds, other)).toEqual([]);
    await database.db.execute(sql`UPDATE products SET available = false WHERE id = ${shown.id}`);
    try {
      expect(await showing(shown.imageIds)).toEqual([]);
    } finally {
      await database.db.execute(sql`UPDATE products SET available = true WHERE id = ${shown.id}`);
    }
  });

  it('an unchanged re-import describes nothing; a changed picture is described anew', async () => {
    const jpeg = await pictureOf(CATALOGUE[4]!, 1);
    let body = jpeg;
    const server: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(body));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/shirt.jpg`;
    const allow = parseAllowList(new URL(url).host);
    const ingest = () =>
      createImageIngest({
        database,
        dataDir: testDatabase.dataDir,
        allow,
        encodeQueue: new EncodeQueue({ maxRunning: 1 }),
      }).ingest(url);
    const described = () =>
      selectRows<{ image_id: string; seq: string | number }>(
        database.db,
        sql`SELECT image_id, seq FROM picture_descriptions ORDER BY seq`,
      );
    try {
      const first = await ingest();
      expect(first.ok).toBe(true);
      const after = await described();
      expect(after.some((r) => first.ok && r.image_id === first.imageId)).toBe(true);
      // An import that finds the same picture again (a new ingest, as a new import makes).
      expect(await ingest()).toEqual(first);
      expect(await described()).toEqual(after);
      body = await sharp(jpeg).negate().jpeg().toBuffer();
      const changed = await ingest();
      expect(changed.ok && first.ok && changed.imageId !== first.imageId).toBe(true);
      expect((await described()).length).toBe(after.length + 1);
    } finally {
      server.close();
    }
  });
});
