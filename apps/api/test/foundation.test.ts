import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_TYPE_KEYS, TYPE_SOURCES } from '@store/shared/catalogue';
import { IMAGE_WIDTHS } from '@store/shared/constants';
import sharp from 'sharp';
import { migrate } from '../src/db/migrate';
import { isCatalogueEmpty, seedDemoCatalogue } from '../src/db/seed';
import { createTestApp, createTestDatabase, DB_KINDS, type TestApp } from './helpers';

describe.each(DB_KINDS)('foundation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { fromScratch: true });
  });
  afterAll(async () => t?.close());

  const count = async (sqlText: string, params: unknown[] = []) => {
    const { rows } = await t.database.withConnection((q) => q(sqlText, params));
    return Number(rows[0]?.n);
  };

  it('applies migrations once: running them again changes nothing', async () => {
    expect(await migrate(t.database)).toEqual([]);
    expect(await count('SELECT count(*) AS n FROM schema_migrations')).toBeGreaterThanOrEqual(1);
  });

  it('has full-text search and pg_trgm', async () => {
    const { rows } = await t.database.withConnection((q) =>
      q(
        "SELECT similarity('florl', 'floral') AS s, to_tsvector('english', 'Floral dresses') @@ plainto_tsquery('english', 'dress') AS fts",
      ),
    );
    expect(Number(rows[0]?.s)).toBeGreaterThan(0.3);
    expect(rows[0]?.fts).toBe(true);
  });

  it('loads the demo catalogue: 400+ products, both genders, every field filled', async () => {
    expect(await count('SELECT count(*) AS n FROM products')).toBeGreaterThanOrEqual(400);
    expect(await count("SELECT count(*) AS n FROM products WHERE gender = 'women'")).toBeGreaterThan(100);
    expect(await count("SELECT count(*) AS n FROM products WHERE gender = 'men'")).toBeGreaterThan(100);
    const incomplete = await count(
      `SELECT count(*) AS n FROM products WHERE title = '' OR brand = '' OR category = '' OR material = ''
         OR size = '' OR color = '' OR length(description) < 40 OR url NOT LIKE 'https://%'
         OR price < 299 OR price > 9999 OR original_price <= price OR discount <= 0
         OR cardinality(additional_image_ids) NOT BETWEEN 2 AND 4 OR rating < 1`,
    );
    expect(incomplete).toBe(0);
    const missingImages = await count(
      `SELECT count(*) AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM images i WHERE i.id = p.image_id)
         OR EXISTS (SELECT 1 FROM unnest(p.additional_image_ids) a(id) WHERE NOT EXISTS (SELECT 1 FROM images i WHERE i.id = a.id))`,
    );
    expect(missingImages).toBe(0);
  });

  it.each(ALL_TYPE_KEYS)('has products for the type key %s', async (type) => {
    const source = TYPE_SOURCES[type]!;
    const n =
      source.kind === 'brand'
        ? await count('SELECT count(*) AS n FROM products WHERE brand = $1', [source.brand])
        : await count('SELECT count(*) AS n FROM products WHERE gender = $1 AND category = ANY($2::text[])', [
            source.gender,
            source.categories,
          ]);
    expect(n).toBeGreaterThanOrEqual(12);
  });

  it('seeding again adds nothing', async () => {
    const before = await count('SELECT count(*) AS n FROM products');
    expect(await isCatalogueEmpty(t.database)).toBe(false);
    await seedDemoCatalogue(t.database);
    expect(await count('SELECT count(*) AS n FROM products')).toBe(before);
  });

  it('answers /healthz and /readyz', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('sets security headers and a request id on every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-request-id']).toBe('abc-123');
    const generated = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('adds HSTS when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await createTestApp(kind, { config: { trustProxy: 1 }, build: { seedDemo: false } });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await proxied.close();
    }
  });

  it('compresses large answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz', '/images/{id}']));
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  describe('image route', () => {
    let imageId: string;
    beforeAll(async () => {
      const { rows } = await t.database.withConnection((q) => q('SELECT image_id FROM products ORDER BY id LIMIT 1'));
      imageId = String(rows[0]?.image_id);
    });

    // WebP to every browser that takes it; JPEG, from the next made width up (480), otherwise.
    it.each([
      ['image/avif,image/webp,*/*', 'image/webp', 'webp', 320],
      ['image/webp,*/*', 'image/webp', 'webp', 320],
      ['*/*', 'image/jpeg', 'jpeg', 480],
    ])('serves %s as %s', async (accept, contentType, sharpFormat, width) => {
      const res = await t.app.inject({ method: 'GET', url: `/images/${imageId}?w=320`, headers: { accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(contentType);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toContain('Accept');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe(sharpFormat);
      expect(meta.width).toBe(width);
    });

    it('renders every allowed width, and serves the cached copy the second time', async () => {
      for (const w of IMAGE_WIDTHS) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/images/${imageId}?w=${w}`,
          headers: { accept: 'image/webp' },
        });
        expect(res.statusCode).toBe(200);
        expect((await sharp(res.rawPayload).metadata()).width).toBe(w);
      }
      const again = await t.app.inject({
        method: 'GET',
        url: `/images/${imageId}?w=160`,
        headers: { accept: 'image/webp' },
      });
      expect(again.statusCode).toBe(200);
    });

    it.each(['0', '-5', '161', '5000', 'abc', '1e9', ''])('refuses width %j with a 400', async (w) => {
      const res = await t.app.inject({ method: 'GET', url: `/images/${imageId}?w=${w}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/w/);
    });

    it('answers 404 for a missing image and 400 for a malformed id', async () => {
      const missing = await t.app.inject({ method: 'GET', url: '/images/no-such-image?w=320' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Image not found' });
      const bad = await t.app.inject({
        method: 'GET',
        url: `/images/${encodeURIComponent("x';drop table images;--")}`,
      });
      expect(bad.statusCode).toBe(400);
    });
  });
});

describe.each(DB_KINDS)('readiness without a database on %s', (kind) => {
  it('reports 503 on /readyz once the database is gone, and /healthz still answers', async () => {
    const t = await createTestApp(kind, { build: { seedDemo: false } });
    try {
      await t.database.close();
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
    } finally {
      await t.app.close();
      await t.testDatabase.drop();
    }
  });
});

describe.runIf(DB_KINDS.includes('postgres'))('migrations from two processes at once', () => {
  it('apply exactly once', async () => {
    const tdb = await createTestDatabase('postgres');
    const [a, b] = [await tdb.open(), await tdb.open()];
    try {
      const results = await Promise.all([migrate(a), migrate(b)]);
      expect(results.flat().sort()).toEqual((await migrate(a)).concat(results.flat()).sort());
      expect(results[0]!.length + results[1]!.length).toBeGreaterThan(0);
      expect(Math.min(results[0]!.length, results[1]!.length)).toBe(0);
    } finally {
      await a.close();
      await b.close();
      await tdb.drop();
    }
  });
});
