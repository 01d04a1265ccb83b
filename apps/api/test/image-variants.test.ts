// Image variants outside import: the route renders a missing variant through the bounded
// encode queue (503 + Retry-After once its line is full, never an unbounded pile of encodes),
// and stored images without variants (the demo catalogue) are pre-rendered in the background.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@store/shared/constants';
import { selectRows } from '../src/db/client';
import { images } from '../src/db/schema/catalog';
import { startBackgroundRenderer } from '../src/modules/images/background-renderer';
import { EncodeQueue } from '../src/modules/images/encode-queue';
import { missingVariants } from '../src/modules/images/make-variants';
import { startPrerender } from '../src/modules/images/prerender';
import { ALL_VARIANTS, imageCacheDir, variantFile } from '../src/modules/images/variants';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

const AVIF = { accept: 'image/avif,image/webp,*/*' };
const NO_WEBP = { accept: 'image/png,image/*;q=0.8,*/*;q=0.5' };

describe.each(DB_KINDS)('image variants on %s', (kind) => {
  let t: TestApp;
  const queue = new EncodeQueue({ maxRunning: 1, maxWaiting: 2 });

  beforeAll(async () => {
    t = await createTestApp(kind, { build: { encodeQueue: queue } });
    // Loading the demo catalogue on a busy shared machine can take minutes.
  }, 300_000);
  afterAll(async () => t?.close());

  const someImages = async (n: number) =>
    (await selectRows<{ id: string }>(t.database.db, sql`SELECT id FROM images ORDER BY id LIMIT ${n}`)).map(
      (r) => r.id,
    );

  it('answers 503 with Retry-After when the line of renders is full, and serves them once it is not', async () => {
    const ids = await someImages(3);
    const urls = ids.flatMap((id) => IMAGE_WIDTHS.slice(-4).map((w) => `/images/${id}?w=${w}`));
    // The one running place is held until every request has reached the line, so which of
    // them wait does not depend on how fast a render finishes (a quick one could free its place
    // before the last requests arrived, and a fourth was served).
    let release!: () => void;
    const held = queue.runNow(() => new Promise<void>((resolve) => (release = resolve)));
    let settled = 0;
    const pending = urls.map((url) =>
      t.app.inject({ method: 'GET', url, headers: AVIF }).finally(() => {
        settled++;
      }),
    );
    await expect.poll(() => settled, { timeout: 30_000 }).toBe(urls.length - 2);
    expect(queue.stats.waiting).toBe(2);
    release();
    await held;
    const answers = await Promise.all(pending);
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    // One running and two waiting at most: the two waiting are rendered, the other ten turned away.
    expect(statuses.filter((s) => s === 200).length).toBe(2);
    const refused = answers.find((r) => r.statusCode === 503)!;
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ message: 'Images are busy; try again shortly' });
    for (const url of urls) {
      const again = await t.app.inject({ method: 'GET', url, headers: AVIF });
      expect(again.statusCode, url).toBe(200);
      expect(again.headers['content-type']).toBe('image/webp');
    }
    expect(queue.stats).toEqual({ running: 0, waiting: 0, background: 0 });
  });

  it('a browser without WebP gets a JPEG of the next made width up, the same bytes for every width below it', async () => {
    const [id] = await someImages(1);
    const jpeg = async (w: number) => {
      const r = await t.app.inject({ method: 'GET', url: `/images/${id}?w=${w}`, headers: NO_WEBP });
      expect(r.statusCode, String(w)).toBe(200);
      expect(r.headers['content-type']).toBe('image/jpeg');
      expect(r.headers.vary).toBe('Accept');
      return r.rawPayload;
    };
    const card = await jpeg(160);
    expect(await jpeg(480)).toEqual(card);
    expect((await sharp(card).metadata()).width).toBe(480);
    const large = await jpeg(640);
    expect(await jpeg(1200)).toEqual(large);
    expect((await sharp(large).metadata()).width).toBe(1200);
    // Nothing was made for the widths in between.
    const cacheDir = imageCacheDir(t.config.dataDir);
    expect(existsSync(variantFile(cacheDir, id!, 160, 'jpeg'))).toBe(false);
    expect(existsSync(variantFile(cacheDir, id!, 640, 'jpeg'))).toBe(false);
  });

  it('pre-renders every variant of stored images in the background, once', async () => {
    const ids = await someImages(2);
    // Keep the run short: only these two images are left without variants.
    const cacheDir = imageCacheDir(t.config.dataDir);
    const others = await selectRows<{ id: string }>(t.database.db, sql`SELECT id FROM images ORDER BY id OFFSET 2`);
    expect(others.length).toBeGreaterThan(0);
    await t.database.db.execute(sql`DELETE FROM images WHERE id NOT IN (${ids[0]}, ${ids[1]})`);
    const first = startPrerender(t.database, t.config.dataDir);
    const result = await first.done;
    expect(result.images).toBe(2);
    for (const id of ids) expect(await missingVariants(cacheDir, id)).toEqual([]);
    const again = await startPrerender(t.database, t.config.dataDir).done;
    expect(again).toEqual({ images: 0, encoded: 0 });
  });

  it('pre-renders nothing while shoppers are browsing, and goes on once they stop', async () => {
    const [id] = await someImages(1);
    const cacheDir = imageCacheDir(t.config.dataDir);
    await t.database.db.execute(sql`DELETE FROM images WHERE id <> ${id}`);
    rmSync(cacheDir, { recursive: true, force: true });
    let busy = true;
    const run = startPrerender(t.database, t.config.dataDir, { isBusy: () => busy });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await missingVariants(cacheDir, id!)).toHaveLength(ALL_VARIANTS.length);
    busy = false;
    expect(await run.done).toEqual({ images: 1, encoded: ALL_VARIANTS.length });
    expect(await missingVariants(cacheDir, id!)).toEqual([]);
  });

  it('encodes in a child process whose every thread runs at the lowest CPU priority, until closed', async () => {
    const [id] = await someImages(1);
    const cacheDir = imageCacheDir(t.config.dataDir);
    rmSync(cacheDir, { recursive: true, force: true });
    const [original] = await t.database.db.select({ data: images.data }).from(images).where(eq(images.id, id!));
    const renderer = startBackgroundRenderer();
    try {
      expect(await renderer.render(cacheDir, id!, original!.data)).toBe(ALL_VARIANTS.length);
      expect(await missingVariants(cacheDir, id!)).toEqual([]);
      // Every thread, libuv's and libvips' included, not just the main one: Linux sets a nice
      // value per thread (/proc/<pid>/task/<tid>/stat, field 19).
      const pid = renderer.pid!;
      expect(pid).not.toBe(process.pid);
      const niceOf = (tid: string) =>
        Number(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
      const threads = readdirSync(`/proc/${pid}/task`);
      expect(threads.length).toBeGreaterThan(1);
      expect(new Set(threads.map(niceOf))).toEqual(new Set([19]));
    } finally {
      await renderer.close();
    }
    expect(renderer.pid).toBeUndefined();
  });
});
