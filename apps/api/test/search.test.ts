// Search endpoints on a real database: ranked, typo- and order-tolerant text search (the same
// answers on PGlite and PostgreSQL) and bad queries. Image search: visual-search.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListSchema, type Product } from '@store/shared/product';
import { sql } from 'drizzle-orm';
import { PUBLIC_SEARCH_RATE_LIMIT } from '../src/config';
import { selectRows } from '../src/db/client';
import { inTitleOrBrand, matchingProducts, matchQuery, withIndexScans } from '../src/modules/search/repository';
import { nearest, slips } from '../src/modules/search/did-you-mean';
import { DID_YOU_MEAN_HEADER } from '@store/shared/paging';
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

  it('"kurta" finds kurtas only: a description saying jeans go with kurtas does not make them one', async () => {
    const kurta = await search(t, 'kurta', '&limit=100');
    expect(kurta.body.length).toBeGreaterThan(10);
    expect(kurta.total).toBe(kurta.body.length);
    for (const p of kurta.body) expect(`${p.title} ${p.category}`).toMatch(/kurta/i);
    // The catalogue's jeans do say so: "kurtas" alone is in their descriptions.
    const jeans = await search(t, 'jeans', '&limit=100');
    expect(jeans.body.some((p) => /kurtas/i.test(p.description))).toBe(true);
    // A word no product's name has is still found in descriptions.
    const tumble = await search(t, 'tumble', '&limit=100');
    expect(tumble.body.length).toBeGreaterThan(0);
    for (const p of tumble.body) expect(p.description).toMatch(/tumble/i);
  });

  it('an exact brand is that brand: "zara" is not a typo of "zari", nor "zari" of "zara"', async () => {
    const zara = await search(t, 'zara', '&limit=100');
    expect(zara.total).toBeGreaterThan(20);
    expect(zara.body.every((p) => p.brand === 'Zara')).toBe(true);
    const zari = await search(t, 'zari', '&limit=100');
    expect(zari.body.length).toBeGreaterThan(0);
    for (const p of zari.body) expect(p.title).toMatch(/zari/i);
    // A typo of it still finds the brand.
    const zaraTypo = await search(t, 'zarra', '&limit=5');
    expect(zaraTypo.body.length).toBeGreaterThan(0);
  });

  it('a query that finds nothing offers the nearest one that finds something ("Did you mean jeans?")', async () => {
    for (const [typed, meant] of [
      ['jaens', 'jeans'],
      ['kutra', 'kurta'],
      ['kutra jaens', 'kurta jeans'],
    ] as const) {
      const r = await search(t, typed);
      expect(r.body, typed).toEqual([]);
      expect(r.res.headers[DID_YOU_MEAN_HEADER], typed).toBe(meant);
      expect((await search(t, meant)).total, meant).toBeGreaterThan(0);
    }
    // Found, or nothing near: no offer.
    for (const q of ['jeans', 'jins', 'qwxzv', 'the']) {
      expect((await search(t, q)).res.headers[DID_YOU_MEAN_HEADER], q).toBeUndefined();
    }
    // "jins" is in the spelling table (ADR 3200): it finds the jeans themselves.
    expect((await search(t, 'jins')).total).toBe((await search(t, 'jeans')).total);
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

  it('ADR 1300 §5: text search is rate limited per client address (PUBLIC_SEARCH_RATE_LIMIT)', async () => {
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

  it('the names-only match (weights A–C) agrees with ts_filter on every product', async () => {
    for (const groups of [[['kurta']], [['floral'], ['dress', 'dresses']], [['t-shirt']], [['tumble']]]) {
      const anywhere = matchQuery(groups, { mode: 'all', namesOnly: false });
      const inNames = matchQuery(groups, { mode: 'all', namesOnly: true });
      const [row] = await selectRows<{ differ: string | number }>(
        t.database.db,
        sql`SELECT count(*) FILTER (WHERE (ts_filter(search_doc, '{a,b,c}') @@ ${anywhere}) <> (search_doc @@ ${inNames})) AS differ
            FROM products`,
      );
      expect(Number(row!.differ), JSON.stringify(groups)).toBe(0);
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

describe('the OpenAPI document (pglite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

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

describe('did-you-mean spelling', () => {
  it('counts slips: a swap of neighbours is one, and allows one in a short word, two from six letters', () => {
    expect(slips('jaens', 'jeans')).toBe(1);
    expect(slips('kutra', 'kurta')).toBe(1);
    expect(slips('jins', 'jeans')).toBe(2);
    expect(slips('dress', 'dress')).toBe(0);
    const sim = 0.2;
    expect(
      nearest('jaens', [
        { term: 'jeans', sim },
        { term: 'jackets', sim: 0.3 },
      ]),
    ).toBe('jeans');
    expect(nearest('jns', [{ term: 'jeans', sim }])).toBeUndefined();
    expect(
      nearest('sarees', [
        { term: 'saree', sim },
        { term: 'sarong', sim: 0.3 },
      ]),
    ).toBe('saree');
    expect(nearest('lehnnga', [{ term: 'lehenga', sim }])).toBe('lehenga');
  });
});
