// Catalogue endpoints on a real database: listings by explore key (every key of the shared
// mapping), by brand and by category, paging with X-Total-Count, one product, bad parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_TYPE_KEYS, BRAND_TILES, CATEGORY_TILES, HERO_SLIDES, TYPE_SOURCES } from '@store/shared/catalogue';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from '@store/shared/constants';
import { MSG } from '@store/shared/messages';
import { discountPercent } from '@store/shared/money';
import { productListSchema, productSchema, type Product } from '@store/shared/product';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

describe.each(DB_KINDS)('catalogue (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const list = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { res, body: res.json() as Product[], total: Number(res.headers['x-total-count']) };
  };

  it('every key the home page links to is in the mapping and lists products of its source', async () => {
    const linked = new Set([
      ...HERO_SLIDES.women.map((s) => s.type),
      ...HERO_SLIDES.men.map((s) => s.type),
      ...CATEGORY_TILES.women.map((c) => c.link),
      ...CATEGORY_TILES.men.map((c) => c.link),
      ...BRAND_TILES.map((b) => b.link),
    ]);
    for (const key of linked) expect(ALL_TYPE_KEYS).toContain(key);
    for (const key of ALL_TYPE_KEYS) {
      const source = TYPE_SOURCES[key]!;
      const { res, body, total } = await list(`/api/products/type/${encodeURIComponent(key)}?limit=100`);
      expect(res.statusCode, key).toBe(200);
      expect(productListSchema.parse(body).length, key).toBeGreaterThan(0);
      expect(total, key).toBeGreaterThanOrEqual(body.length);
      for (const p of body) {
        if (source.kind === 'categories') {
          expect(p.gender, key).toBe(source.gender);
          expect(source.categories, key).toContain(p.category);
        } else {
          expect(p.brand, key).toBe(source.brand);
        }
      }
    }
  });

  it('the examples of docs/product.md: party wear, casual, formal and beach map to their categories', async () => {
    const cats = async (key: string) =>
      new Set((await list(`/api/products/type/${key}?limit=100`)).body.map((p) => p.category));
    expect([...(await cats('partyWomen'))].sort()).toEqual(['Birthday', 'Dance', 'Party', 'Wedding']);
    expect(await cats('casualWomen')).toEqual(new Set(['Casual', 'Everyday', 'Holiday']));
    for (const c of await cats('formalWomen')) expect(['Formal', 'School', 'Office']).toContain(c);
    for (const c of await cats('beachW')) expect(['Beach', 'Holiday']).toContain(c);
  });

  it("a brand link with characters that need encoding: H&M, Levi's, MissPrint Jaipur", async () => {
    expect((await list('/api/products/type/H%26M')).body.every((p) => p.brand === 'H&M')).toBe(true);
    expect((await list("/api/products/type/Levi's")).body.every((p) => p.brand === "Levi's")).toBe(true);
    const mp = await list('/api/products/type/MissPrint%20Jaipur');
    expect(mp.body.length).toBeGreaterThan(0);
    expect(mp.body.every((p) => p.brand === 'MissPrint')).toBe(true);
  });

  it('a key outside the mapping is tried as a category, then as a brand (case-insensitive), else []', async () => {
    const kurta = await list('/api/products/type/kurta');
    expect(kurta.body.length).toBeGreaterThan(0);
    expect(kurta.body.every((p) => p.category === 'Kurta')).toBe(true);
    expect(new Set(kurta.body.map((p) => p.gender))).toEqual(new Set(['women', 'men']));
    const zara = await list('/api/products/type/zara');
    expect(zara.body.length).toBeGreaterThan(0);
    expect(zara.body.every((p) => p.brand === 'Zara')).toBe(true);
    for (const unknown of ['nothing-here', 'constructor', '__proto__', 'toString']) {
      const r = await list(`/api/products/type/${unknown}`);
      expect(r.res.statusCode, unknown).toBe(200);
      expect(r.body, unknown).toEqual([]);
      expect(r.total, unknown).toBe(0);
    }
  });

  it('pages are stable: rating desc then id, default 48, X-Total-Count is the whole list', async () => {
    const first = await list('/api/products/type/H%26M');
    expect(first.body).toHaveLength(LIST_DEFAULT_LIMIT);
    expect(first.total).toBeGreaterThan(LIST_DEFAULT_LIMIT);
    const all: Product[] = [];
    for (let offset = 0; offset < first.total; offset += 20) {
      all.push(...(await list(`/api/products/type/H%26M?limit=20&offset=${offset}`)).body);
    }
    expect(all).toHaveLength(first.total);
    expect(new Set(all.map((p) => p.id)).size).toBe(first.total);
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!];
      expect(a.rating > b.rating || (a.rating === b.rating && a.id < b.id)).toBe(true);
    }
    const past = await list(`/api/products/type/H%26M?offset=${first.total}`);
    expect(past.body).toEqual([]);
    expect(past.total).toBe(first.total);
  });

  it('product objects: image route paths, discount as docs/product.md rounds it, numbers', async () => {
    const { body } = await list(`/api/products/type/wethnic?limit=${LIST_MAX_LIMIT}`);
    for (const p of body) {
      expect(p.imageUrl).toMatch(/^\/images\/[A-Za-z0-9._%-]+$/);
      for (const a of p.additionalImages) expect(a).toMatch(/^\/images\//);
      expect(p.discount).toBe(discountPercent(p.price, p.originalPrice));
      expect(typeof p.rating).toBe('number');
    }
    const img = await t.app.inject({ method: 'GET', url: `${body[0]!.imageUrl}?w=160` });
    expect(img.statusCode).toBe(200);
  });

  it('by-brand and by-category: case-insensitive, paged, counted', async () => {
    const brand = await list("/api/products/by-brand?brand=LEVI'S&limit=5");
    expect(brand.res.statusCode).toBe(200);
    expect(brand.body).toHaveLength(5);
    expect(brand.body.every((p) => p.brand === "Levi's")).toBe(true);
    expect(brand.total).toBeGreaterThan(5);
    const cat = await list('/api/products/by-category?category=dresses');
    expect(cat.body.length).toBeGreaterThan(0);
    expect(cat.body.every((p) => p.category === 'Dresses')).toBe(true);
    expect(cat.total).toBe(cat.body.length);
    const none = await list('/api/products/by-category?category=Spacesuits');
    expect(none.body).toEqual([]);
    expect(none.total).toBe(0);
  });

  it('sizes as a list and the size line agree; every product is available at first', async () => {
    const { body } = await list(`/api/products/type/wethnic?limit=${LIST_MAX_LIMIT}`);
    for (const p of body) {
      expect(p.sizes.length).toBeGreaterThan(0);
      expect(p.sizes.join(', ')).toBe(p.size);
      expect(p.available).toBe(true);
    }
    const { rows } = await t.database.withConnection((q) =>
      q(`SELECT count(*)::int AS n FROM products WHERE color_family = ''`),
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('an unavailable product leaves every list and search, and stays readable by id', async () => {
    const { body } = await list('/api/products/by-brand?brand=Yezwe&limit=100');
    const gone = body[0]!;
    const before = {
      brand: (await list('/api/products/by-brand?brand=Yezwe&limit=1')).total,
      category: (await list(`/api/products/by-category?category=${encodeURIComponent(gone.category)}&limit=1`)).total,
    };
    await t.database.withConnection((q) => q('UPDATE products SET available = false WHERE id = $1', [gone.id]));
    try {
      t.clock.advance(60_000); // past the catalogue cache's life (ADR 0700)
      const brand = await list('/api/products/by-brand?brand=Yezwe&limit=100');
      expect(brand.total).toBe(before.brand - 1);
      expect(brand.body.map((p) => p.id)).not.toContain(gone.id);
      const category = await list(`/api/products/by-category?category=${encodeURIComponent(gone.category)}&limit=1`);
      expect(category.total).toBe(before.category - 1);
      const search = await list(`/api/products/hybrid-search?query=${encodeURIComponent(gone.title)}&limit=100`);
      expect(search.body.map((p) => p.id)).not.toContain(gone.id);
      const one = await t.app.inject({ method: 'GET', url: `/products/getId/${gone.id}` });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual({ ...gone, available: false });
    } finally {
      await t.database.withConnection((q) => q('UPDATE products SET available = true WHERE id = $1', [gone.id]));
      t.clock.advance(60_000);
    }
  });

  it('one product by id; an unknown id is 404 "Product not found"', async () => {
    const { body } = await list('/api/products/type/dressesW?limit=1');
    const res = await t.app.inject({ method: 'GET', url: `/products/getId/${body[0]!.id}` });
    expect(res.statusCode).toBe(200);
    expect(productSchema.parse(res.json())).toEqual(body[0]);
    const missing = await t.app.inject({ method: 'GET', url: '/products/getId/no-such-product' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MSG.productNotFound });
  });

  it.each([
    ['/api/products/type/wethnic?limit=0', 'limit'],
    ['/api/products/type/wethnic?limit=101', 'limit'],
    ['/api/products/type/wethnic?limit=abc', 'limit'],
    ['/api/products/type/wethnic?limit=2.5', 'limit'],
    ['/api/products/type/wethnic?offset=-1', 'offset'],
    ['/api/products/type/wethnic?offset=10001', 'offset'],
    ['/api/products/type/wethnic?limit=1&limit=2', 'limit'],
    ['/api/products/by-brand', 'brand'],
    ['/api/products/by-brand?brand=%20%20', 'brand'],
    [`/api/products/by-brand?brand=${'x'.repeat(101)}`, 'brand'],
    ['/api/products/by-category', 'category'],
    ['/api/products/by-category?category=Dresses&offset=x', 'offset'],
  ])('bad parameters: %s → 400 naming %s', async (url, param) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain(param);
  });

  it('hostile keys and ids never give a 5xx', async () => {
    for (const key of [
      "'; DROP TABLE products; --",
      '%00',
      '..%2F..%2Fetc',
      'é漢字',
      '%F0%9F%91%97',
      'a'.repeat(100),
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/type/${key}` });
      expect([200, 400, 404], key).toContain(res.statusCode);
      const byId = await t.app.inject({ method: 'GET', url: `/products/getId/${key}` });
      expect([400, 404], key).toContain(byId.statusCode);
    }
  });
});
