// Images at import (ADR 1420): a real local HTTP server hands out good images, a 404,
// a slow one, a page of HTML, an SVG and an oversized file; ingest keeps the good ones once
// by content hash with every variant on disk, and refuses the rest with a reason.
import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@store/shared/constants';
import { parseAllowList } from '../src/config';
import { selectRows, type Database } from '../src/db/client';
import type { AllowList } from '../src/lib/public-address';
import { migrate } from '../src/db/migrate';
import { EncodeQueue } from '../src/modules/images/encode-queue';
import { createImageIngest, imageIdFor } from '../src/modules/images/ingest';
import { rasterTypeOf } from '../src/modules/images/sniff';
import { ALL_VARIANTS, imageCacheDir, variantFile } from '../src/modules/images/variants';
import { createTestDatabase, DB_KINDS, type TestDatabase } from './helpers';

const picture = (r: number, g: number, b: number) =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: { r, g, b } } });

interface Fixtures {
  jpeg: Buffer;
  otherJpeg: Buffer;
  png: Buffer;
  webp: Buffer;
  avif: Buffer;
}

async function makeFixtures(): Promise<Fixtures> {
  return {
    jpeg: await picture(200, 40, 60).jpeg().toBuffer(),
    otherJpeg: await picture(20, 140, 60).jpeg().toBuffer(),
    png: await picture(10, 20, 200).png().toBuffer(),
    webp: await picture(90, 90, 10).webp().toBuffer(),
    avif: await picture(5, 200, 200).avif({ effort: 0 }).toBuffer(),
  };
}

const SVG = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>';

/** The feed's image host: paths map to answers; counts requests and the most at once. */
function startImageServer(fx: Fixtures) {
  // Counts only /concurrent/ downloads, so a request an earlier test gave up on cannot skew it.
  let active = 0;
  const stats = { requests: 0, maxActive: 0 };
  const server: Server = createServer((req, res) => {
    stats.requests++;
    const send = (type: string, body: Buffer | string, delayMs = 0) =>
      setTimeout(() => {
        if (!res.destroyed) res.writeHead(200, { 'content-type': type }).end(body);
      }, delayMs);
    const path = (req.url ?? '').split('?')[0];
    if (path === '/a.jpg' || path === '/copy-of-a.jpg') return send('image/jpeg', fx.jpeg);
    // A server that labels a PNG as JPEG: the bytes decide.
    if (path === '/mislabelled.jpg') return send('image/jpeg', fx.png);
    if (path === '/b.webp') return send('image/webp', fx.webp);
    if (path === '/c.avif') return send('image/avif', fx.avif);
    if (path?.startsWith('/slowish/')) return send('image/jpeg', fx.otherJpeg, 20);
    if (path?.startsWith('/concurrent/')) {
      stats.maxActive = Math.max(stats.maxActive, ++active);
      // Counted down before the answer leaves: the client's next request cannot race it.
      return setTimeout(() => {
        active--;
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(fx.otherJpeg);
      }, 150);
    }
    if (path === '/slow.jpg') return send('image/jpeg', fx.otherJpeg, 5_000);
    if (path === '/page.jpg') return send('text/html', '<!doctype html><p>Not here</p>');
    if (path === '/logo.svg') return send('image/jpeg', SVG);
    if (path === '/huge.jpg') return send('image/jpeg', Buffer.concat([fx.jpeg, Buffer.alloc(300_000)]));
    if (path === '/changing.jpg') return send('image/jpeg', stats.requests % 2 ? fx.jpeg : fx.otherJpeg);
    res.writeHead(404).end('missing');
  });
  return { server, stats };
}

describe.each(DB_KINDS)('image ingest on %s', (kind) => {
  let testDatabase: TestDatabase;
  let database: Database;
  let fx: Fixtures;
  let host: ReturnType<typeof startImageServer>;
  let base: string;
  /** The image host is on loopback: let it through, as IMPORT_ALLOW_HOSTS does. */
  let allow: AllowList;

  beforeAll(async () => {
    fx = await makeFixtures();
    testDatabase = await createTestDatabase(kind);
    database = await testDatabase.open();
    await migrate(database);
    host = startImageServer(fx);
    host.server.listen(0, '127.0.0.1');
    await once(host.server, 'listening');
    base = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
    allow = parseAllowList(new URL(base).host);
  });

  afterAll(async () => {
    host?.server.close();
    await database?.close();
    await testDatabase?.drop();
  });

  const ingestWith = (options: { maxBytes?: number; fetchTimeoutMs?: number; concurrency?: number } = {}) =>
    createImageIngest({ database, dataDir: testDatabase.dataDir, fetchTimeoutMs: 1_500, allow, ...options });

  const storedRows = async (id: string) =>
    selectRows<{ content_type: string; n: number }>(
      database.db,
      sql`SELECT content_type, octet_length(data)::int AS n FROM images WHERE id = ${id}`,
    );

  it('stores a JPEG under its content hash with WebP at every width and JPEG at two on disk', async () => {
    const result = await ingestWith().ingest(`${base}/a.jpg`);
    expect(result).toEqual({ ok: true, imageId: imageIdFor(fx.jpeg) });
    if (!result.ok) return;
    expect(await storedRows(result.imageId)).toEqual([{ content_type: 'image/jpeg', n: fx.jpeg.length }]);
    const cacheDir = imageCacheDir(testDatabase.dataDir);
    const files = new Set(await readdir(cacheDir));
    expect(ALL_VARIANTS).toHaveLength(IMAGE_WIDTHS.length + 2);
    for (const { width, format } of ALL_VARIANTS) {
      const file = variantFile(cacheDir, result.imageId, width, format);
      expect(files.has(file.slice(cacheDir.length + 1)), `${width} ${format}`).toBe(true);
    }
    expect(files.size).toBe(ALL_VARIANTS.length);
    const webp = await sharp(variantFile(cacheDir, result.imageId, 320, 'webp')).metadata();
    expect({ width: webp.width, format: webp.format }).toEqual({ width: 320, format: 'webp' });
    const jpeg = await sharp(variantFile(cacheDir, result.imageId, 1200, 'jpeg')).metadata();
    expect({ width: jpeg.width, format: jpeg.format }).toEqual({ width: 1200, format: 'jpeg' });
  });

  it('stores one copy for the same bytes at two URLs, and a new id when content changes', async () => {
    const ingest = ingestWith();
    const [first, copy] = await Promise.all([ingest.ingest(`${base}/a.jpg`), ingest.ingest(`${base}/copy-of-a.jpg`)]);
    expect(first).toEqual(copy);
    const rows = await selectRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM images`);
    const other = await ingest.ingest(`${base}/slowish/1.jpg`);
    expect(other.ok && other.imageId).toBe(imageIdFor(fx.otherJpeg));
    const after = await selectRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM images`);
    expect(after[0]!.n).toBe(rows[0]!.n + 1);
  });

  it('types images by their bytes: PNG labelled JPEG, WebP and AVIF are kept as what they are', async () => {
    const ingest = ingestWith();
    const results = await Promise.all(['/mislabelled.jpg', '/b.webp', '/c.avif'].map((p) => ingest.ingest(base + p)));
    const types = [];
    for (const r of results) {
      expect(r.ok).toBe(true);
      if (r.ok) types.push((await storedRows(r.imageId))[0]?.content_type);
    }
    expect(types).toEqual(['image/png', 'image/webp', 'image/avif']);
  });

  it('refuses a 404, a slow image, a web page, an SVG and an oversized file, storing nothing', async () => {
    const before = await selectRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM images`);
    const ingest = ingestWith({ maxBytes: fx.jpeg.length + 100_000, fetchTimeoutMs: 1_000 });
    const answers = await Promise.all(
      ['/gone.jpg', '/slow.jpg', '/page.jpg', '/logo.svg', '/huge.jpg', 'ftp://127.0.0.1/a.jpg', 'not a url'].map((p) =>
        ingest.ingest(p.startsWith('/') ? base + p : p),
      ),
    );
    expect(answers).toEqual([
      { ok: false, reason: 'HTTP 404' },
      { ok: false, reason: 'timed out after 1000 ms' },
      { ok: false, reason: 'not a JPEG, PNG, WebP or AVIF image' },
      { ok: false, reason: 'SVG images are not accepted' },
      { ok: false, reason: `larger than ${fx.jpeg.length + 100_000} bytes` },
      { ok: false, reason: 'not an http(s) URL' },
      { ok: false, reason: 'not a valid URL' },
    ]);
    const after = await selectRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM images`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('downloads at most `concurrency` images at once, and each URL once', async () => {
    const ingest = ingestWith({ concurrency: 2 });
    const requestsBefore = host.stats.requests;
    const urls = Array.from({ length: 8 }, (_, i) => `${base}/concurrent/${i}.jpg`);
    const results = await Promise.all([...urls, ...urls].map((u) => ingest.ingest(u)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(host.stats.requests - requestsBefore).toBe(8);
    expect(host.stats.maxActive).toBeLessThanOrEqual(2);
  });
});

describe('image type sniffing', () => {
  it('knows the four raster types by their first bytes and nothing else', async () => {
    const fx = await makeFixtures();
    expect([fx.jpeg, fx.png, fx.webp, fx.avif].map(rasterTypeOf)).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/avif',
    ]);
    for (const other of [Buffer.from(SVG), Buffer.from('GIF89a......'), Buffer.alloc(0), Buffer.from('RIFF')]) {
      expect(rasterTypeOf(other)).toBeUndefined();
    }
  });
});

describe('encode queue', () => {
  it('runs at most maxRunning at once, shoppers first, and refuses a shopper when the line is full', async () => {
    const queue = new EncodeQueue({ maxRunning: 1, maxWaiting: 1 });
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = queue.runInBackground(async () => {
      order.push('background-1');
      await gate;
    });
    const second = queue.runInBackground(async () => void order.push('background-2'));
    const shopper = queue.runNow(async () => void order.push('shopper'));
    await expect(queue.runNow(async () => 'too many')).rejects.toMatchObject({ retryAfterSeconds: 1 });
    release();
    await Promise.all([first, second, shopper]);
    expect(order).toEqual(['background-1', 'shopper', 'background-2']);
  });
});
