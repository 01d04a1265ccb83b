// The facet index (ADR 1602) against the database's own count (facetCounts, the one-pass SQL):
// the same answer for any filters, on both databases; read again as soon as a product's facet
// columns change, and not for a popularity change; and bounded in what it holds.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_STEPS, type Filters } from '@store/shared/discovery';
import { selectRows } from '../src/db/client';
import { DISCOVERY_COLUMNS, facetCounts } from '../src/modules/catalog/discovery-sql';
import { facetIndex } from '../src/modules/catalog/facet-index';
import { scopes, type Scope } from '../src/modules/catalog/repository';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

describe.each(DB_KINDS)('facet index (%s)', (kind) => {
  let t: TestApp;
  const values: Record<'brand' | 'size' | 'color' | 'category', string[]> = {
    brand: [],
    size: [],
    color: [],
    category: [],
  };
  const fromDatabase = (scope: Scope, f: Filters) =>
    facetCounts(t.database.db, sql`SELECT ${DISCOVERY_COLUMNS} FROM products WHERE available AND ${scope.where}`, f);
  const listings: Scope[] = [
    scopes.genderAndCategories('women', ['Kurta', 'Dress', 'Top', 'Saree', 'Jeans']),
    scopes.genderAndCategories('men', ['Shirt', 'T-Shirt', 'Jeans', 'Kurta']),
    scopes.brand('zara'),
    scopes.category('KURTA'),
  ];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const distinct = async (expression: string) =>
      (await selectRows<{ v: string }>(t.database.db, sql.raw(`SELECT DISTINCT ${expression} AS v FROM products`))).map(
        (r) => r.v,
      );
    values.brand = await distinct('brand');
    values.size = await distinct('unnest(sizes)');
    values.color = await distinct('color_family');
    values.category = await distinct('category');
    // The demo catalogue names every value these listings and arbitraries lean on.
    expect(values.brand.length).toBeGreaterThan(3);
    expect(values.size.length).toBeGreaterThan(5);
  }, 120_000);
  afterAll(() => t?.close());

  // Values as a shopper's URL gives them: any case, now and then one the catalogue lacks.
  const someOf = (key: keyof typeof values) =>
    fc.array(
      fc.oneof(
        fc.constantFrom(...values[key]).map((v) => (key === 'size' ? v : v.toUpperCase())),
        fc.constant('no-such-value'),
      ),
      { maxLength: 3 },
    );
  const filters = () =>
    fc.record({
      brand: someOf('brand'),
      size: someOf('size'),
      color: someOf('color'),
      category: someOf('category'),
      minPrice: fc.option(fc.integer({ min: 0, max: 6000 }), { nil: undefined }),
      maxPrice: fc.option(fc.integer({ min: 0, max: 12000 }), { nil: undefined }),
      minDiscount: fc.option(fc.constantFrom(...DISCOUNT_STEPS), { nil: undefined }),
    });

  it('counts what the database counts, for any filters on any listing', async () => {
    const index = facetIndex(t.database.db);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...listings), filters(), async (scope, f) => {
        expect(await index.facets(scope.key, scope.where, f)).toEqual(await fromDatabase(scope, f));
      }),
      { numRuns: 80 },
    );
    // Every listing's rows were read once, however many requests counted from them.
    expect(index.stats()).toMatchObject({ listings: listings.length, reads: listings.length });
  }, 120_000);

  it('reads the rows again once a facet column changed, and not for a popularity change', async () => {
    let clock = 1_000_000;
    const index = facetIndex(t.database.db, { now: () => clock, staleMs: 10_000 });
    const [scope] = listings;
    const none: Filters = { brand: [], size: [], color: [], category: [] };
    const count = () => index.facets(scope!.key, scope!.where, none);
    const before = await count();

    await t.database.db.execute(sql`UPDATE products SET popularity = popularity + 5 WHERE ${scope!.where}`);
    await count();
    expect(index.stats().reads).toBe(1);

    // One product of the listing becomes the cheapest of all, and another goes out of stock.
    const [cheap, gone] = await selectRows<{ id: string }>(
      t.database.db,
      sql`SELECT id FROM products WHERE available AND ${scope!.where} ORDER BY id LIMIT 2`,
    );
    await t.database.db.execute(sql`UPDATE products SET price = 1 WHERE id = ${cheap!.id}`);
    await t.database.db.execute(sql`UPDATE products SET available = false WHERE id = ${gone!.id}`);

    // Within the catalogue answers' life the rows held still count, while the new ones are read…
    clock += 9_000;
    expect(await count()).toEqual(before);
    expect(index.stats().reads).toBe(2);
    // …and the next request counts those.
    await expect.poll(count, { timeout: 10_000 }).toEqual(await fromDatabase(scope!, none));
    const after = await count();
    expect(after.price.min).toBe(1);
    expect(after.total).toBe(before.total - 1);

    // Past that life, a change is counted by the request that follows it.
    await t.database.db.execute(sql`UPDATE products SET price = 2 WHERE id = ${cheap!.id}`);
    clock += 10_001;
    expect((await count()).price.min).toBe(2);
  });

  it('holds at most its bound, dropping the least recently asked listing', async () => {
    const index = facetIndex(t.database.db, { maxRows: 1 });
    const none: Filters = { brand: [], size: [], color: [], category: [] };
    for (const scope of listings) await index.facets(scope.key, scope.where, none);
    // Never fewer than the listing just asked for, however small the bound.
    expect(index.stats().listings).toBe(1);
    const [first] = listings;
    await index.facets(first!.key, first!.where, none);
    expect(index.stats().reads).toBe(listings.length + 1);
  });
});
