// Search endpoints on a real database: ranked, typo- and order-tolerant text search (the same
// answers on PGlite and PostgreSQL), bad queries, and the image upload rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES } from '@store/shared/constants';
import { MSG } from '@store/shared/messages';
import { productListSchema, type Product } from '@store/shared/product';
import { sql } from 'drizzle-orm';
import { PUBLIC_SEARCH_RATE_LIMIT } from '../src/config';
import { selectRows } from '../src/db/client';
import { inTitleOrBrand, matchingProducts, withIndexScans } from '../src/modules/search/repository';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

// Each search from its own client address: the per-address limit has its own test below.
let client = 0;
const nextClient = () => `10.77.${(++client >> 8) & 255}.${client & 255}`;

const search = async (t: TestApp, query: string, extra = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products/hybrid-search?query=${encodeURIComponent(query)}&searchType=text${extra}`,
    remoteAddress: nextClient(),
  });
  return { res, body: res.json() as Product[], total: Number(res.headers['x-total-count']) };
};

const QUALITY_QUERIES = [
  'florl kurta',
  'kurta floral',
  'floral kurta',
  'LEVIS jeans',
  "levi's",
  'h&m',
  't-shirt',
  'red dress',
  'linen shirt',
  'silk saree',
  'kurti',
  'blue jeans xyzzy',
];

describe.each(DB_KINDS)('text search (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('"florl kurta" and "kurta floral" find floral kurtas, in the same order as "floral kurta"', async () => {
    const exact = await search(t, 'floral kurta');
    expect(exact.body.length).toBeGreaterThan(0);
    for (const p of exact.body) {
      expect(p.title).toMatch(/kurta/i);
      expect(`${p.title} ${p.description}`).toMatch(/floral/i);
    }
    const typo = await search(t, 'florl kurta');
    const reordered = await search(t, 'kurta floral');
    expect(typo.body.map((p) => p.id)).toEqual(exact.body.map((p) => p.id));
    expect(reordered.body.map((p) => p.id)).toEqual(exact.body.map((p) => p.id));
    expect(typo.total).toBe(exact.total);
  });

  it('"LEVIS jeans" finds Levi\'s jeans first', async () => {
    const { res, body } = await search(t, 'LEVIS jeans');
    expect(res.statusCode).toBe(200);
    expect(productListSchema.parse(body).length).toBeGreaterThanOrEqual(5);
    for (const p of body.slice(0, 5)) {
      expect(p.brand).toBe("Levi's");
      expect(p.title).toMatch(/jeans/i);
    }
  });

  it('brands with punctuation, hyphenated words and one-word typos', async () => {
    const hm = await search(t, 'h&m');
    expect(hm.body.length).toBeGreaterThan(0);
    expect(hm.body.every((p) => p.brand === 'H&M')).toBe(true);
    const tees = await search(t, 't-shirt');
    for (const p of tees.body.slice(0, 5)) expect(p.category).toBe('T-Shirts');
    const kurti = await search(t, 'kurti');
    expect(kurti.body.slice(0, 5).every((p) => /kurta/i.test(p.title))).toBe(true);
    const dress = await search(t, 'red dres');
    expect(dress.body.slice(0, 5).every((p) => /dress/i.test(p.title))).toBe(true);
  });

  it('a typo nothing is as close to as 0.4 finds the nearest words; a word with a close one keeps to it', async () => {
    // "jens" is 0.375 from "jeans", "kurat" 0.33 from "kurta": both found nothing before.
    const jens = await search(t, 'jens');
    expect(jens.total).toBe((await search(t, 'jeans')).total);
    expect(jens.body.slice(0, 5).every((p) => /jeans/i.test(p.title))).toBe(true);
    const kurat = await search(t, 'kurat');
    expect(kurat.body.length).toBeGreaterThan(0);
    expect(kurat.body.slice(0, 5).every((p) => /kurta/i.test(p.title))).toBe(true);
    // "shirt" is itself in the vocabulary: "skirt" (0.33) does not stand in for it.
    const shirts = await search(t, 'shirt', '&limit=100');
    expect(shirts.body.length).toBeGreaterThan(0);
    expect(shirts.body.filter((p) => /skirt/i.test(p.title) && !/shirt/i.test(p.title))).toEqual([]);
  });

  it('title and brand matches rank above matches in the description only', async () => {
    const { body } = await search(t, 'linen', '&limit=100');
    const firstDescriptionOnly = body.findIndex((p) => !/linen/i.test(`${p.title} ${p.brand}`));
    const lastTitle = body.findLastIndex((p) => /linen/i.test(p.title));
    if (firstDescriptionOnly >= 0) expect(lastTitle).toBeLessThan(firstDescriptionOnly);
  });

  it('when no product has every word, products with any word come back', async () => {
    const { body } = await search(t, 'blue jeans xyzzy');
    expect(body.length).toBeGreaterThan(0);
    expect(body.slice(0, 5).every((p) => /jeans/i.test(p.title))).toBe(true);
  });

  it('nothing found: 200 [] and a zero total', async () => {
    for (const q of ['qwxzv', 'the', '!!!', '漢字']) {
      const r = await search(t, q);
      expect(r.res.statusCode, q).toBe(200);
      expect(r.body, q).toEqual([]);
      expect(r.total, q).toBe(0);
    }
  });

  it('paging: limit and offset walk the same ranking, X-Total-Count is the whole result', async () => {
    const whole = await search(t, 'dress', '&limit=100');
    expect(whole.total).toBeGreaterThan(10);
    const a = await search(t, 'dress', '&limit=5');
    const b = await search(t, 'dress', '&limit=5&offset=5');
    expect([...a.body, ...b.body].map((p) => p.id)).toEqual(whole.body.slice(0, 10).map((p) => p.id));
    expect(a.total).toBe(whole.total);
  });

  it.each([
    ['', 'query'],
    ['   ', 'query'],
    ['x'.repeat(201), 'query'],
    ['dress&searchType=image', 'searchType'],
    ['dress&limit=0', 'limit'],
    ['dress&offset=-3', 'offset'],
    ['a%00b', 'query|NUL'],
  ])('bad query %j → 400 naming %s', async (query, param) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/hybrid-search?query=${query}` });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toMatch(new RegExp(param));
  });

  it('finding 5: text search is rate limited per client address (PUBLIC_SEARCH_RATE_LIMIT)', async () => {
    const from = (ip: string) =>
      t.app.inject({ method: 'GET', url: '/api/products/hybrid-search?query=dress', remoteAddress: ip });
    for (let i = 0; i < PUBLIC_SEARCH_RATE_LIMIT.max; i++) expect((await from('10.78.0.1')).statusCode).toBe(200);
    const limited = await from('10.78.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many attempts/) });
    expect((await from('10.78.0.2')).statusCode).toBe(200);
  });

  it('a missing query is 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/hybrid-search?searchType=text' });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain('query');
  });

  it('hostile queries never give a 5xx', async () => {
    for (const q of [
      "' OR 1=1 --",
      '&&&|||!!!',
      ':*',
      "'a' & 'b'",
      '\\',
      '%_%',
      'ü'.repeat(150),
      'a b c d e f g h i j k',
    ]) {
      const r = await search(t, q);
      expect(r.res.statusCode, q).toBe(200);
    }
  });

  it('reads the catalogue slice by slice through the partial indexes, and stops once it has enough', async () => {
    const plan = await withIndexScans(t.database.db, (tx) =>
      selectRows<Record<string, string>>(
        tx,
        sql`EXPLAIN (ANALYZE, COSTS OFF) SELECT * FROM (${matchingProducts(sql`plainto_tsquery('english', 'kurta')`, sql`id`)}) m LIMIT 1`,
      ),
    );
    const text = plan.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toContain('products_search_doc_s0');
    expect(text).toContain('products_search_doc_s7');
    expect(text).not.toMatch(/Seq Scan/);
    // One product fills the limit: the later slices are never read.
    expect(text.match(/never executed/g)?.length ?? 0).toBeGreaterThanOrEqual(6);
  });

  it('the title-or-brand test (weight A) agrees with ts_filter on every product, for every query shape', async () => {
    const queries = [
      sql`plainto_tsquery('english', 'kurta')`,
      sql`(plainto_tsquery('english', 'floral') && (plainto_tsquery('english', 'dress') || plainto_tsquery('english', 'dresses')))`,
      sql`(plainto_tsquery('english', 'levis') || plainto_tsquery('english', 'zara'))`,
      sql`plainto_tsquery('english', 't-shirt')`,
      sql`plainto_tsquery('english', 'h&m jeans')`,
    ];
    for (const q of queries) {
      const [row] = await selectRows<{ a: string | number; differ: string | number }>(
        t.database.db,
        sql`SELECT count(*) FILTER (WHERE ts_filter(search_doc, '{a}') @@ ${q}) AS a,
                   count(*) FILTER (WHERE (ts_filter(search_doc, '{a}') @@ ${q}) <> (search_doc @@ ${inTitleOrBrand(q)})) AS differ
            FROM products`,
      );
      expect(Number(row!.differ)).toBe(0);
      expect(Number(row!.a)).toBeGreaterThan(0);
    }
  });

  it('the vocabulary follows new products (trigger on insert and update)', async () => {
    await t.database.withConnection((q) =>
      q(
        `INSERT INTO products (id, title, brand, gender, price, original_price, rating, category, material, size, color, description, image_id)
         VALUES ('test-zardozi', 'Zardozi Embroidered Bandhgala', 'Zara', 'men', 4999, 6999, 4.2, 'Ethnic', 'Silk', 'M', 'Ivory', 'A festive jacket.', 'x')`,
      ),
    );
    const typo = await search(t, 'zardosi');
    expect(typo.body.map((p) => p.id)).toContain('test-zardozi');
    await t.database.withConnection((q) =>
      q(`UPDATE products SET title = 'Chikankari Bandhgala' WHERE id = 'test-zardozi'`),
    );
    expect((await search(t, 'chikankary')).body.map((p) => p.id)).toContain('test-zardozi');
  });
});

describe.runIf(DB_KINDS.includes('postgres'))('text search: the same answers on both databases', () => {
  let lite: TestApp;
  let server: TestApp;
  beforeAll(async () => {
    // One after the other: PGlite's set-up holds this process's event loop for seconds at a
    // time, and a PostgreSQL connection opened meanwhile would miss its 2 s connect timeout.
    lite = await createTestApp('pglite');
    server = await createTestApp('postgres');
  });
  afterAll(async () => {
    await Promise.all([lite?.close(), server?.close()]);
  });

  it.each(QUALITY_QUERIES)('%s: same ids, same order, same total', async (q) => {
    const [a, b] = await Promise.all([search(lite, q, '&limit=100'), search(server, q, '&limit=100')]);
    expect(a.body.map((p) => p.id)).toEqual(b.body.map((p) => p.id));
    expect(a.total).toBe(b.total);
  });
});

// A multipart body, built by hand so the test controls every byte.
function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = '----storefront-test-boundary';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const pad = (head: number[] | Buffer, size = 256) => Buffer.concat([Buffer.from(head), Buffer.alloc(size)]);
const IMAGES: Record<string, Buffer> = {
  'image/jpeg': pad([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  'image/png': pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/gif': pad(Buffer.from('GIF89a')),
  'image/webp': pad(Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 1, 0, 0]), Buffer.from('WEBPVP8 ')])),
  'image/avif': pad(
    Buffer.concat([
      Buffer.from([0, 0, 0, 0x1c]),
      Buffer.from('ftypavif'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('avifmif1miaf'),
    ]),
  ),
};

describe('image search uploads (pglite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  const post = (body: ReturnType<typeof multipart>) =>
    t.app.inject({ method: 'POST', url: '/api/products/hybrid-search', ...body });

  it.each(Object.keys(IMAGES))('a valid %s image: 503 with the maintenance message', async (type) => {
    const res = await post(
      multipart([
        { name: 'searchType', data: 'image' },
        { name: 'image', filename: 'photo', type, data: IMAGES[type]! },
      ]),
    );
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: MSG.imageSearchMaintenance });
  });

  it('an image of exactly 5 MB is accepted; one byte more is 413', async () => {
    const jpeg = IMAGES['image/jpeg']!;
    const exact = Buffer.concat([jpeg, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES - jpeg.length)]);
    const ok = await post(multipart([{ name: 'image', filename: 'a.jpg', type: 'image/jpeg', data: exact }]));
    expect(ok.statusCode).toBe(503);
    const big = Buffer.concat([exact, Buffer.alloc(1)]);
    const res = await post(multipart([{ name: 'image', filename: 'a.jpg', type: 'image/jpeg', data: big }]));
    expect(res.statusCode).toBe(413);
    expect((res.json() as { message: string }).message).toMatch(/5 MB/);
  });

  it.each([
    ['declared JPEG, bytes are text', 'image/jpeg', Buffer.from('this is not an image at all')],
    ['declared text, bytes are PNG', 'text/plain', IMAGES['image/png']!],
    ['a PDF', 'application/pdf', pad(Buffer.from('%PDF-1.7'))],
    [
      'an SVG (scripts inside images are refused)',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ],
  ])('%s: 415', async (_label, type, data) => {
    const res = await post(multipart([{ name: 'image', filename: 'x', type, data }]));
    expect(res.statusCode).toBe(415);
    expect((res.json() as { message: string }).message).toMatch(/image/i);
  });

  it('no file: 400; an empty file: 400', async () => {
    const none = await post(multipart([{ name: 'searchType', data: 'image' }]));
    expect(none.statusCode).toBe(400);
    const empty = await post(
      multipart([{ name: 'image', filename: 'a.jpg', type: 'image/jpeg', data: Buffer.alloc(0) }]),
    );
    expect(empty.statusCode).toBe(400);
  });

  it('not multipart: 415', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/products/hybrid-search', payload: { image: 'x' } });
    expect(json.statusCode).toBe(415);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/products/hybrid-search',
      headers: { 'content-type': 'image/jpeg' },
      payload: IMAGES['image/jpeg']!,
    });
    expect(raw.statusCode).toBe(415);
  });

  it('the OpenAPI document lists the catalogue and search calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      '/api/products/type/{type}',
      '/api/products/by-brand',
      '/api/products/by-category',
      '/products/getId/{id}',
      '/api/products/hybrid-search',
    ])
      expect(Object.keys(doc.paths)).toContain(path);
  });
});
