// Discovery on a real database (docs/api.md, Discovery): every sort and filter of listings and search,
// facet counts checked against the listing's own products and against the filtered totals, bad
// numbers and unknown values, suggestions (typos, limits, rate limit) and the popularity sort fed
// by real cart adds.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colourFamily } from '@store/shared/colour-family';
import { DISCOUNT_STEPS, MAX_SUGGESTIONS, type Facets, type Filters } from '@store/shared/discovery';
import { facetsSchema, suggestionsSchema } from '@store/shared/discovery-schema';
import { CATALOGUE_CACHE_TTL_MS } from '../src/modules/catalog/response-cache';
import type { Product } from '@store/shared/product';
import { bearer, createSignedInUser, createTestApp, DB_KINDS, type TestApp } from './helpers';

/** The listing under test: chosen in beforeAll as the widest of these (most brands). */
const CANDIDATE_TYPES = ['casualWomen', 'partyWomen', 'casuals', 'topsWomen', 'formalMen'];
let TYPE = '';

/** What a filter keeps, computed here from the products themselves (the test's own oracle). */
function keeps(p: Product, f: Partial<Filters>, except?: string): boolean {
  const inList = (values: string[] | undefined, v: string) =>
    !values?.length || values.some((x) => x.toLowerCase() === v.toLowerCase());
  return (
    (except === 'brand' || inList(f.brand, p.brand)) &&
    (except === 'category' || inList(f.category, p.category)) &&
    (except === 'color' || inList(f.color, colourFamily(p.color) ?? '\0')) &&
    (except === 'size' || !f.size?.length || p.sizes.some((s) => f.size!.includes(s))) &&
    (except === 'price' || ((f.minPrice ?? 0) <= p.price && p.price <= (f.maxPrice ?? Infinity))) &&
    (except === 'discount' || p.discount >= (f.minDiscount ?? 0))
  );
}

function query(f: Partial<Filters>): string {
  const out = new URLSearchParams();
  for (const key of ['brand', 'size', 'color', 'category'] as const) for (const v of f[key] ?? []) out.append(key, v);
  for (const key of ['minPrice', 'maxPrice', 'minDiscount'] as const)
    if (f[key] !== undefined) out.set(key, String(f[key]));
  return out.toString();
}

function tally(values: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  return m;
}

describe.each(DB_KINDS)('discovery (%s)', (kind) => {
  let t: TestApp;
  let all: Product[];
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { suggestRateLimit: 1000 } });
    let widest = 0;
    for (const type of CANDIDATE_TYPES) {
      const products: Product[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = (await get(`/api/products/type/${type}?limit=100&offset=${offset}`)).json() as Product[];
        products.push(...page);
        if (page.length < 100) break;
      }
      const brands = new Set(products.map((p) => p.brand)).size;
      if (brands > widest) [widest, TYPE, all] = [brands, type, products];
    }
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const list = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return { body: res.json() as Product[], total: Number(res.headers['x-total-count']) };
  };
  const facets = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return facetsSchema.parse(res.json());
  };
  /** Every product of a filtered listing, page by page. */
  const listAll = async (url: string) => {
    const out: Product[] = [];
    for (let offset = 0; ; offset += 100) {
      const { body } = await list(`${url}&limit=100&offset=${offset}`);
      out.push(...body);
      if (body.length < 100) return out;
    }
  };

  /** A filter of each kind that keeps some but not all of the listing. */
  const sample = () => {
    const brands = [...tally(all.map((p) => p.brand))].sort((a, b) => b[1] - a[1]).map(([b]) => b);
    const sizes = [...tally(all.flatMap((p) => p.sizes))].sort((a, b) => b[1] - a[1]).map(([s]) => s);
    const colors = [...tally(all.map((p) => colourFamily(p.color) ?? ''))]
      .filter(([c]) => c)
      .sort((a, b) => b[1] - a[1])
      .map(([c]) => c);
    const prices = all.map((p) => p.price).sort((a, b) => a - b);
    const categories = [...tally(all.map((p) => p.category))].sort((a, b) => b[1] - a[1]).map(([c]) => c);
    return { brands, sizes, colors, prices, categories };
  };

  it('the listing under test has enough variety to filter', () => {
    const s = sample();
    expect(all.length).toBeGreaterThan(50);
    expect(s.brands.length).toBeGreaterThan(2);
    expect(s.sizes.length).toBeGreaterThan(2);
    expect(s.colors.length).toBeGreaterThan(2);
    expect(s.categories.length).toBeGreaterThan(1);
  });

  it('each filter alone and together: exactly the products that match, counted in X-Total-Count', async () => {
    const s = sample();
    const cases: Partial<Filters>[] = [
      { brand: [s.brands[0]!] },
      { brand: [s.brands[0]!.toUpperCase(), s.brands[1]!] },
      { size: [s.sizes[0]!] },
      { size: [s.sizes[0]!, s.sizes[1]!] },
      { color: [s.colors[0]!] },
      { color: [s.colors[0]!.toLowerCase(), s.colors[1]!] },
      { category: [s.categories[0]!.toLowerCase(), s.categories[1]!] },
      { minPrice: s.prices[Math.floor(s.prices.length / 3)]! },
      { maxPrice: s.prices[Math.floor(s.prices.length / 2)]! },
      { minPrice: s.prices[10]!, maxPrice: s.prices[s.prices.length - 10]! },
      { minDiscount: 30 },
      { brand: [s.brands[0]!, s.brands[1]!], color: [s.colors[0]!], size: [s.sizes[0]!] },
      { brand: [s.brands[0]!], minDiscount: 10, maxPrice: s.prices[s.prices.length - 5]! },
    ];
    for (const f of cases) {
      const want = all.filter((p) => keeps(p, f)).map((p) => p.id);
      const got = await listAll(`/api/products/type/${TYPE}?${query(f)}`);
      expect(
        got.map((p) => p.id),
        query(f),
      ).toEqual(want); // today's order, narrowed
      expect((await list(`/api/products/type/${TYPE}?${query(f)}&limit=5`)).total, query(f)).toBe(want.length);
    }
  });

  it('facets: each filter counted with every other filter applied, and they agree with the filtered totals', async () => {
    const s = sample();
    const f: Partial<Filters> = {
      brand: [s.brands[0]!, s.brands[1]!],
      color: [s.colors[0]!, s.colors[1]!],
      size: [s.sizes[0]!],
      minDiscount: 10,
    };
    const got = await facets(`/api/products/facets?type=${TYPE}&${query(f)}`);
    const expected = (key: string, valueOf: (p: Product) => string[]) =>
      [...tally(all.filter((p) => keeps(p, f, key)).flatMap(valueOf))].filter(([v]) => v !== '');
    const asMap = (vs: Facets['brands']) => new Map(vs.map((v) => [v.value, v.count]));
    expect(asMap(got.brands)).toEqual(new Map(expected('brand', (p) => [p.brand])));
    expect(asMap(got.sizes)).toEqual(new Map(expected('size', (p) => p.sizes)));
    expect(asMap(got.colors)).toEqual(new Map(expected('color', (p) => [colourFamily(p.color) ?? ''])));
    expect(asMap(got.categories)).toEqual(new Map(expected('category', (p) => [p.category])));
    const priced = all.filter((p) => keeps(p, f, 'price'));
    expect(got.price).toEqual({
      min: Math.min(...priced.map((p) => p.price)),
      max: Math.max(...priced.map((p) => p.price)),
    });
    expect(got.discounts.map((d) => d.min)).toEqual([...DISCOUNT_STEPS]);
    for (const d of got.discounts) {
      expect(d.count).toBe(all.filter((p) => keeps(p, { ...f, minDiscount: d.min })).length);
    }
    const { total } = await list(`/api/products/type/${TYPE}?${query(f)}&limit=1`);
    expect(got.total).toBe(total);
    // Picking one value of a facet instead gives exactly its count.
    for (const b of got.brands.slice(0, 3)) {
      expect((await list(`/api/products/type/${TYPE}?${query({ ...f, brand: [b.value] })}&limit=1`)).total).toBe(
        b.count,
      );
    }
    for (const c of got.colors.slice(0, 3)) {
      expect((await list(`/api/products/type/${TYPE}?${query({ ...f, color: [c.value] })}&limit=1`)).total).toBe(
        c.count,
      );
    }
    for (const z of got.sizes.slice(0, 3)) {
      expect((await list(`/api/products/type/${TYPE}?${query({ ...f, size: [z.value] })}&limit=1`)).total).toBe(
        z.count,
      );
    }
  });

  it('facets without filters count the whole listing', async () => {
    const got = await facets(`/api/products/facets?type=${TYPE}`);
    expect(got.total).toBe(all.length);
    expect(got.brands.reduce((n, b) => n + b.count, 0)).toBe(all.length);
    expect(got.categories.reduce((n, b) => n + b.count, 0)).toBe(all.length);
  });

  it('every sort orders the listing as it says, pages stay stable', async () => {
    const check = async (sort: string, before: (a: Product, b: Product) => boolean) => {
      const got = await listAll(`/api/products/type/${TYPE}?sort=${sort}`);
      expect(got).toHaveLength(all.length);
      expect(new Set(got.map((p) => p.id)).size).toBe(all.length);
      for (let i = 1; i < got.length; i++) expect(before(got[i - 1]!, got[i]!), `${sort} at ${i}`).toBe(true);
    };
    const tie = (a: Product, b: Product) => a.rating > b.rating || (a.rating === b.rating && a.id < b.id);
    await check('price_asc', (a, b) => a.price < b.price || (a.price === b.price && tie(a, b)));
    await check('price_desc', (a, b) => a.price > b.price || (a.price === b.price && tie(a, b)));
    await check('discount', (a, b) => a.discount > b.discount || (a.discount === b.discount && tie(a, b)));
    await check('rating', tie);
    const plain = await listAll(`/api/products/type/${TYPE}?`);
    expect((await listAll(`/api/products/type/${TYPE}?sort=rating`)).map((p) => p.id)).toEqual(plain.map((p) => p.id));
    const newest = await listAll(`/api/products/type/${TYPE}?sort=newest`);
    expect(newest).toHaveLength(all.length);
  });

  it('popular: cart adds (every product event, through the trigger) move a product up', async () => {
    const last = (await list(`/api/products/type/${TYPE}?sort=popular&limit=100&offset=${all.length - 1}`)).body[0]!;
    const shoppers = [await createSignedInUser(t), await createSignedInUser(t)];
    for (const s of shoppers) {
      const res = await t.app.inject({ method: 'POST', url: `/cart/add/${last.id}`, headers: bearer(s) });
      expect(res.statusCode).toBeLessThan(300);
    }
    t.clock.advance(CATALOGUE_CACHE_TTL_MS + 1);
    const top = await list(`/api/products/type/${TYPE}?sort=popular&limit=3`);
    expect(top.body[0]!.id).toBe(last.id);
    // Without a sort the order is still today's.
    expect((await list(`/api/products/type/${TYPE}?limit=3`)).body[0]!.id).toBe(all[0]!.id);
  });

  it('unknown values give an empty list and zero facets, not an error', async () => {
    for (const q of ['brand=NoSuchBrand', 'color=Chartreuse', 'size=XXXXXXL', 'category=Nothing', 'minPrice=9999999']) {
      const r = await list(`/api/products/type/${TYPE}?${q}`);
      expect(r.body, q).toEqual([]);
      expect(r.total, q).toBe(0);
      expect((await facets(`/api/products/facets?type=${TYPE}&${q}`)).total, q).toBe(0);
    }
    expect((await facets('/api/products/facets?type=nothing-here')).brands).toEqual([]);
  });

  it('bad numbers and unknown sorts are 400 with a message naming the field, on every call', async () => {
    const bad = [
      'minPrice=abc',
      'minPrice=-1',
      'minPrice=1e3',
      'maxPrice=12.5',
      'maxPrice=',
      'maxPrice=99999999999',
      'minDiscount=101',
      'minDiscount=ten',
      'sort=cheapest',
      'sort=',
      `brand=${'x'.repeat(101)}`,
      `${Array.from({ length: 31 }, (_, i) => `size=${i}`).join('&')}`,
    ];
    for (const q of bad) {
      for (const base of [
        `/api/products/type/${TYPE}?`,
        '/api/products/by-brand?brand=Zara&',
        '/api/products/by-category?category=Kurta&',
        '/api/products/hybrid-search?query=kurta&',
        `/api/products/facets?type=${TYPE}&`,
      ]) {
        if (base.includes('facets') && q.startsWith('sort')) continue;
        const res = await get(base + q);
        expect(res.statusCode, base + q).toBe(400);
        const field = q.split('=')[0]!;
        expect((res.json() as { message: string }).message, base + q).toContain(field);
      }
    }
    expect((await get('/api/products/facets')).statusCode).toBe(400);
    expect((await get(`/api/products/facets?type=${TYPE}&query=kurta`)).statusCode).toBe(400);
  });

  it('by-brand and by-category take the filters and sorts too', async () => {
    const s = sample();
    const r = await listAll(`/api/products/by-category?category=kurta&sort=price_asc&color=${s.colors[0]}`);
    expect(r.length).toBeGreaterThan(0);
    for (const p of r) {
      expect(p.category).toBe('Kurta');
      expect(colourFamily(p.color)).toBe(s.colors[0]);
    }
    for (let i = 1; i < r.length; i++) expect(r[i - 1]!.price).toBeLessThanOrEqual(r[i]!.price);
    const b = await list(`/api/products/by-brand?brand=zara&minDiscount=20`);
    expect(b.body.every((p) => p.brand === 'Zara' && p.discount >= 20)).toBe(true);
  });

  it('search takes filters and sorts; its facets total is its X-Total-Count', async () => {
    const plain = await list('/api/products/hybrid-search?query=kurta&limit=100');
    expect(plain.total).toBeGreaterThan(0);
    const fam = colourFamily(plain.body[0]!.color)!;
    const url = `query=kurta&color=${fam}&minDiscount=10`;
    const filtered = await list(`/api/products/hybrid-search?${url}&limit=100`);
    expect(filtered.total).toBeGreaterThan(0);
    for (const p of filtered.body) {
      expect(colourFamily(p.color)).toBe(fam);
      expect(p.discount).toBeGreaterThanOrEqual(10);
    }
    const f = await facets(`/api/products/facets?${url}`);
    expect(f.total).toBe(filtered.total);
    expect(f.colors.find((c) => c.value === fam)?.count).toBe(filtered.total);
    const cheap = await list(`/api/products/hybrid-search?${url}&sort=price_asc&limit=100`);
    expect(new Set(cheap.body.map((p) => p.id))).toEqual(new Set(filtered.body.map((p) => p.id)));
    for (let i = 1; i < cheap.body.length; i++)
      expect(cheap.body[i - 1]!.price).toBeLessThanOrEqual(cheap.body[i]!.price);
    // Relevance is the search's own order.
    const rel = await list('/api/products/hybrid-search?query=kurta&sort=relevance&limit=100');
    expect(rel.body.map((p) => p.id)).toEqual(plain.body.map((p) => p.id));
    expect((await list('/api/products/hybrid-search?query=kurta&brand=NoSuchBrand')).total).toBe(0);
  });

  it('suggestions: a last word of one or two letters narrows the whole words to titles and brands with a word so starting', async () => {
    const products = async (q: string) =>
      suggestionsSchema.parse((await get(`/api/products/suggest?q=${encodeURIComponent(q)}`)).json()).products;
    const kurtas = await products('kurta');
    expect(kurtas.length).toBeGreaterThan(0);
    // A letter that starts a word of some kurta's title or brand: those kurtas, and only such.
    const letter = kurtas[0]!.title
      .split(' ')
      .find((w) => !/^kurta/i.test(w))![0]!
      .toLowerCase();
    const narrowed = await products(`kurta ${letter}`);
    expect(narrowed.length).toBeGreaterThan(0);
    for (const p of narrowed) {
      expect(`${p.title} ${p.brand}`).toMatch(/kurta/i);
      expect(
        `${p.title} ${p.brand}`
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .some((w) => w.startsWith(letter)),
      ).toBe(true);
    }
    expect(await products('kurta qx')).toEqual([]);
  });

  it('suggestions: a word new to the catalogue is suggested once the catalogue answers have lived their life', async () => {
    const titles = async (q: string) =>
      suggestionsSchema
        .parse((await get(`/api/products/suggest?q=${encodeURIComponent(q)}`)).json())
        .products.map((p) => p.title);
    expect(await titles('zylop')).toEqual([]);
    await t.database.db.execute(sql`
      INSERT INTO products (id, title, brand, gender, price, original_price, rating, category, material, size, color, description, image_id)
      SELECT 'zylo-1', 'Zylophane Kurta', brand, gender, price, original_price, rating, category, material, size, color, description, image_id
      FROM products WHERE available ORDER BY id LIMIT 1`);
    t.clock.advance(CATALOGUE_CACHE_TTL_MS + 1);
    expect(await titles('zylop')).toEqual(['Zylophane Kurta']);
    await t.database.db.execute(sql`DELETE FROM products WHERE id = 'zylo-1'`);
    t.clock.advance(CATALOGUE_CACHE_TTL_MS + 1);
  });

  it('suggestions: brands and categories as explore keys, products with image and price, typo-tolerant, at most 8', async () => {
    const suggest = async (q: string) => {
      const res = await get(`/api/products/suggest?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      const body = suggestionsSchema.parse(res.json());
      expect(body.brands.length + body.categories.length + body.products.length, q).toBeLessThanOrEqual(
        MAX_SUGGESTIONS,
      );
      return body;
    };
    expect((await suggest('za')).brands).toContainEqual({ name: 'Zara', type: 'Zara' });
    expect((await suggest('missprint')).brands).toContainEqual({ name: 'MissPrint', type: 'MissPrint Jaipur' });
    expect((await suggest('misprnt')).brands.map((b) => b.name)).toContain('MissPrint');
    expect((await suggest('levi')).brands).toContainEqual({ name: "Levi's", type: "Levi's" });
    const kurt = await suggest('kurt');
    expect(kurt.categories).toContainEqual({ name: 'Kurta', type: 'Kurta' });
    expect(kurt.products.length).toBeGreaterThan(0);
    for (const p of kurt.products) {
      expect(p.imageUrl).toMatch(/^\/images\//);
      expect(Number.isInteger(p.price)).toBe(true);
    }
    const typo = await suggest('kurtta');
    expect(
      typo.categories
        .map((c) => c.name)
        .concat(typo.products.map((p) => p.title))
        .join(' '),
    ).toMatch(/kurta/i);
    // Typos nothing is as close to as 0.4: the nearest words stand in, for products too.
    const jens = await suggest('jens');
    expect(jens.categories.map((c) => c.name)).toContain('Jeans');
    expect(jens.products.length).toBeGreaterThan(0);
    for (const p of jens.products) expect(p.title).toMatch(/jeans/i);
    const levs = await suggest('levs');
    expect(levs.brands.map((b) => b.name)).toContain("Levi's");
    expect(levs.products.length).toBeGreaterThan(0);
    for (const p of levs.products) expect(p.brand).toBe("Levi's");
    const one = await suggest('k');
    expect(one.brands.length + one.categories.length + one.products.length).toBeGreaterThan(0);
    for (const p of one.products) expect(p.title.toLowerCase().startsWith('k')).toBe(true);
    expect(await suggest('qqqqzzzz')).toEqual({ brands: [], categories: [], products: [] });
    for (const q of ['%', '_', '\\', "'", 'a%b']) await suggest(q);
    for (const q of ['', '   ', 'x'.repeat(101)]) {
      expect((await get(`/api/products/suggest?q=${q}`)).statusCode, q).toBe(400);
    }
  });
});

describe('suggestions rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { suggestRateLimit: 3 } });
  });
  afterAll(async () => t?.close());

  it('past SUGGEST_RATE_LIMIT a minute a client gets 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'GET', url: `/api/products/suggest?q=k${i}` })).statusCode).toBe(200);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/products/suggest?q=k9' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
