// An import: read the whole feed (nothing is written when it cannot be read), match categories,
// then under the feed's lease write new and changed products in batches, images first, and
// finally make the products the feed no longer lists unavailable.
import { createHash, randomUUID } from 'node:crypto';
import { setImmediate as giveBackTheLoop } from 'node:timers/promises';
import { colourFamily } from '@store/shared/colour-family';
import type { Database } from '../../db/client';
import { catalogueChanged } from '../../lib/catalogue-changes';
import type { ImageIngest } from '../images/ingest';
import { matchCategory, type CategoryMapping } from './categories';
import { itemProblem } from './check-item';
import type { FeedFormat, FeedItem, Rejection } from './feed-item';
import { loadSource, type SourceOptions } from './load-source';
import { readFeed } from './read-feed';
import { changeOf } from './price-changes';
import type { BrandSizeChart } from './size-charts';
import { feedsRepository, type ProductRow } from './repository';

/** The neutral picture a product gets when its image cannot be fetched. */
export const PLACEHOLDER_IMAGE_ID = 'placeholder';
const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800"><rect width="600" height="800" fill="#eeeae4"/><path d="M240 330h120l30 40-30 20v110H240V390l-30-20z" fill="#d9d3ca"/></svg>';

export interface ImportOptions {
  /** The feed's name; products are identified by (feed, the feed's own id). */
  feed: string;
  /** A file path or an http(s) URL. */
  source: string;
  /** The feed's bytes (or text) when the caller already has them (the operator route); source then only names it. */
  content?: Buffer | string | undefined;
  dryRun?: boolean;
  shopUrl?: string | undefined;
  categories?: CategoryMapping;
  /** Brands' own size charts from the same mapping file (size-charts.ts), written with the import. */
  sizeCharts?: readonly BrandSizeChart[] | undefined;
  /** How long to wait for another import of the same feed to finish (default 10 minutes). */
  waitMs?: number;
  /** The import's id (import_runs.id) when the caller needs it before the import starts (the console). */
  runId?: string;
}

export interface ImportProgress {
  phase: 'reading' | 'waiting' | 'writing' | 'finishing' | 'done';
  done: number;
  total: number;
}

export interface ImportSummary {
  feed: string;
  format: FeedFormat;
  dryRun: boolean;
  products: number;
  added: number;
  updated: number;
  unchanged: number;
  madeUnavailable: number;
  availableAgain: number;
  skippedDrafts: number;
  rejected: Rejection[];
  images: { fetched: number; failed: { where: string; url: string; reason: string }[] };
  unmatchedCategories: { where: string; title: string; productType: string }[];
  seconds: number;
}

export interface ImportDeps {
  database: Database;
  images?: ImageIngest | undefined;
  /** How a feed URL is fetched: the hosts allowed although not public, and where the download is spooled. */
  sources?: SourceOptions;
}

/** The import stopped for a reason the operator should read (a database error is not one: it stays in the log). */
export class ImportStopped extends Error {}

const BATCH = 500;
const LEASE_SECONDS = 300;
const OWN_IMAGE = /^\/images\/([A-Za-z0-9._-]{1,128})$/;

/** The store id of a feed product: stable for (feed, external id) so every database agrees. */
export function storeIdFor(feed: string, item: FeedItem, format: FeedFormat): string {
  if (format === 'product-jsonl') return item.externalId;
  return `f${createHash('sha256').update(`${feed}\0${item.externalId}`).digest('base64url').slice(0, 15)}`;
}

/** Digest of what an item writes: equal digests mean the row would not change. */
function itemHash(item: FeedItem, category: string): string {
  const { where: _where, ...fields } = item;
  return createHash('sha256')
    .update(JSON.stringify({ ...fields, category }))
    .digest('base64url')
    .slice(0, 22);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The importer over a database (and, when pictures are fetched, the image ingest); each
 * `runImport` reads a feed and writes it under the feed's lease.
 */
export function feedsService({ database, images, sources }: ImportDeps) {
  const repo = feedsRepository(database.db);

  async function takeLease(
    feed: string,
    runId: string,
    waitMs: number,
    onProgress: (p: ImportProgress) => void,
  ): Promise<void> {
    const deadline = Date.now() + waitMs;
    while (!(await repo.tryLease(feed, runId, LEASE_SECONDS))) {
      if (Date.now() > deadline) throw new ImportStopped(`Another import of feed "${feed}" is still running.`);
      onProgress({ phase: 'waiting', done: 0, total: 0 });
      await sleep(250);
    }
  }

  async function ensurePlaceholder(): Promise<void> {
    await repo.ensureImage(PLACEHOLDER_IMAGE_ID, 'image/svg+xml', Buffer.from(PLACEHOLDER_SVG));
  }

  /** The item's image ids: its own `/images/{id}` as they are, others through the ingest. */
  async function imagesOf(item: FeedItem, summary: ImportSummary): Promise<string[]> {
    const ids = await Promise.all(
      item.imageUrls.map(async (url) => {
        const own = OWN_IMAGE.exec(url);
        if (own) return own[1]!;
        if (!images) {
          summary.images.failed.push({ where: item.where, url, reason: 'images are not fetched by this importer' });
          return PLACEHOLDER_IMAGE_ID;
        }
        const result = await images.ingest(url).catch((err: unknown) => ({ ok: false as const, reason: String(err) }));
        if (result.ok) {
          summary.images.fetched++;
          return result.imageId;
        }
        summary.images.failed.push({ where: item.where, url, reason: result.reason });
        return PLACEHOLDER_IMAGE_ID;
      }),
    );
    return [...new Set(ids)];
  }

  return {
    async runImport(
      options: ImportOptions,
      onProgress: (p: ImportProgress) => void = () => {},
    ): Promise<ImportSummary> {
      const started = Date.now();
      onProgress({ phase: 'reading', done: 0, total: 0 });
      const loaded: { content: Buffer | string; shopUrl?: string } =
        options.content !== undefined ? { content: options.content } : await loadSource(options.source, sources);
      const read = readFeed(loaded.content, { shopUrl: options.shopUrl ?? loaded.shopUrl });
      const dryRun = options.dryRun ?? false;

      const summary: ImportSummary = {
        feed: options.feed,
        format: read.format,
        dryRun,
        products: read.items.length,
        added: 0,
        updated: 0,
        unchanged: 0,
        madeUnavailable: 0,
        availableAgain: 0,
        skippedDrafts: read.skipped,
        rejected: [...read.rejected],
        images: { fetched: 0, failed: [] },
        unmatchedCategories: [],
        seconds: 0,
      };
      const writable = read.items.filter((item) => {
        const problem = itemProblem(item);
        if (problem) summary.rejected.push({ where: item.where, reason: problem });
        return !problem;
      });
      summary.products = writable.length;
      const items = writable.map((item) => {
        const category = matchCategory(item, options.categories);
        if (!category)
          summary.unmatchedCategories.push({ where: item.where, title: item.title, productType: item.productType });
        const resolved = category ?? item.productType;
        return { item, category: resolved, hash: itemHash(item, resolved) };
      });

      const runId = options.runId ?? randomUUID();
      if (!dryRun) await takeLease(options.feed, runId, options.waitMs ?? 600_000, onProgress);
      let finished = false;
      try {
        if (!dryRun) {
          await repo.startRun({ id: runId, feed: options.feed, format: read.format, dryRun });
          await repo.setFeedSource(options.feed, /^https?:/i.test(options.source) ? options.source : '');
        }
        const existing = await repo.existingProducts(options.feed);
        const seen = new Set<string>();
        const pending: typeof items = [];
        for (const entry of items) {
          if (seen.has(entry.item.externalId)) {
            summary.rejected.push({
              where: entry.item.where,
              reason: `id ${entry.item.externalId} appears twice; the first is kept`,
            });
            continue;
          }
          seen.add(entry.item.externalId);
          const before = existing.get(entry.item.externalId);
          if (before && before.hash === entry.hash && before.available) summary.unchanged++;
          else pending.push(entry);
        }
        if (!dryRun) {
          await ensurePlaceholder();
          await repo.saveSizeCharts(options.sizeCharts ?? []);
        }

        let done = 0;
        for (let i = 0; i < pending.length; i += BATCH) {
          // The embedded database answers in microtasks: without a turn of the event loop before
          // each batch, a server importing into it would answer no one (not even the import's own
          // progress) until the whole feed was written.
          await giveBackTheLoop();
          const batch = pending.slice(i, i + BATCH);
          const ids = batch.map(
            ({ item }) => existing.get(item.externalId)?.id ?? storeIdFor(options.feed, item, read.format),
          );
          const taken = await repo.idsTakenElsewhere(options.feed, ids);
          const toWrite: { id: string; item: FeedItem; category: string; hash: string }[] = [];
          for (const [n, { item, category, hash }] of batch.entries()) {
            const id = ids[n]!;
            const before = existing.get(item.externalId);
            if (taken.has(id) && taken.get(id) !== null) {
              summary.rejected.push({
                where: item.where,
                reason: `id ${id} is already a product of feed "${taken.get(id)}"`,
              });
              seen.delete(item.externalId);
              continue;
            }
            if (!before) summary.added++;
            else if (before.hash === hash) summary.availableAgain++;
            else summary.updated++;
            toWrite.push({ id, item, category, hash });
          }
          // Images of the whole batch at once: the ingest bounds how many downloads and encodes run.
          const imageIds = dryRun ? [] : await Promise.all(toWrite.map(({ item }) => imagesOf(item, summary)));
          const rows = dryRun ? [] : toWrite.map((w, n) => productRow(options.feed, w, imageIds[n] ?? []));
          if (!dryRun) {
            const changes = toWrite.flatMap(({ item }) => changeOf(existing.get(item.externalId), item.price) ?? []);
            // A price drop or a restock is queued for shoppers in the transaction that makes it:
            // both are written or neither (ADR 3100).
            await database.db.transaction(async (tx) => {
              const writer = feedsRepository(tx);
              await writer.upsertProducts(rows);
              await writer.queueChanges(changes, new Date());
            });
            if (!(await repo.renewLease(options.feed, runId, LEASE_SECONDS)))
              throw new ImportStopped(`The import of feed "${options.feed}" lost its lease.`);
          }
          done += batch.length;
          onProgress({ phase: 'writing', done, total: pending.length });
        }

        onProgress({ phase: 'finishing', done: pending.length, total: pending.length });
        const missing = [...existing]
          .filter(([externalId, p]) => p.available && !seen.has(externalId))
          .map(([, p]) => p.id);
        summary.madeUnavailable = missing.length;
        if (!dryRun)
          for (let i = 0; i < missing.length; i += BATCH) await repo.markUnavailable(missing.slice(i, i + BATCH));
        summary.seconds = Math.round((Date.now() - started) / 100) / 10;
        if (!dryRun) await repo.finishRun(runId, 'done', summary);
        finished = true;
        onProgress({ phase: 'done', done: pending.length, total: pending.length });
        return summary;
      } finally {
        if (!dryRun) {
          // What this process keeps of the catalogue is read again (a failed import may have
          // written some batches too).
          catalogueChanged(database.db);
          if (!finished) await repo.finishRun(runId, 'failed', summary).catch(() => {});
          await repo.releaseLease(options.feed, runId, finished);
        }
      }
    },
  };
}

function productRow(
  feed: string,
  { id, item, category, hash }: { id: string; item: FeedItem; category: string; hash: string },
  imageIds: readonly string[],
): ProductRow {
  const [main, ...additional] = imageIds;
  return {
    id,
    title: item.title,
    brand: item.brand,
    gender: item.gender,
    price: item.price,
    originalPrice: item.originalPrice,
    rating: item.rating,
    category,
    material: item.material,
    size: item.sizes.join(', '),
    sizes: item.sizes,
    color: item.color,
    colorFamily: colourFamily(item.color) ?? '',
    description: item.description,
    url: item.url,
    imageId: main ?? PLACEHOLDER_IMAGE_ID,
    additionalImageIds: additional,
    available: true,
    feed,
    externalId: item.externalId,
    feedHash: hash,
    sizesOutOfStock: (item.sizesOutOfStock ?? []).filter((s) => item.sizes.includes(s)),
    sizeLinks: Object.fromEntries(Object.entries(item.sizeLinks ?? {}).filter(([s]) => item.sizes.includes(s))),
    shippingLabel: item.shipping ?? '',
    returnPolicyLabel: item.returnPolicy ?? '',
  };
}

export type FeedsService = ReturnType<typeof feedsService>;
