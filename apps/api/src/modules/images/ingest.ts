// Images of a feed, fetched at import: downloaded from public addresses only (ADR 1422) with a
// timeout and a size cap, a few at a time, typed from their bytes (JPEG, PNG, WebP, AVIF; never
// SVG), stored once under an id made from their content hash, and with every width variant on
// disk before ingest() resolves, so no shopper waits on an encode and a changed image gets a new
// (immutable) URL.
import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import { createLimit } from '../../lib/limit';
import { UnfetchableUrl, type AllowList } from '../../lib/public-address';
import { BodyTooLarge, bodyChunks, publicFetch } from '../../lib/public-fetch';
import { images } from '../../db/schema/catalog';
import type { EncodeQueue } from './encode-queue';
import { visualSearchRepository } from '../visual-search/repository';
import { describeOnce } from '../visual-search/service';
import { makeAllVariants, processEncodeQueue } from './make-variants';
import { rasterTypeOf } from './sniff';
import { imageCacheDir, loadSharp, MAX_INPUT_PIXELS } from './variants';

export const INGEST_DEFAULTS = { fetchTimeoutMs: 15_000, maxBytes: 15 * 1024 * 1024, concurrency: 4 } as const;

export type IngestResult = { ok: true; imageId: string } | { ok: false; reason: string };

export interface ImageIngestDeps {
  database: Database;
  dataDir: string;
  fetchTimeoutMs?: number;
  maxBytes?: number;
  concurrency?: number;
  /** Hosts fetched from although they are not public (IMPORT_ALLOW_HOSTS); none by default. */
  allow?: AllowList | undefined;
  /** Where the encodes run; the process's shared queue unless a test gives its own. */
  encodeQueue?: EncodeQueue;
}

export interface ImageIngest {
  ingest(url: string): Promise<IngestResult>;
}

/** The id an image is stored under: its content's hash, so new content means a new URL. */
export const imageIdFor = (bytes: Uint8Array) =>
  `sha256-${createHash('sha256').update(bytes).digest('hex').slice(0, 40)}`;

class IngestRefused extends Error {}

export function createImageIngest(deps: ImageIngestDeps): ImageIngest {
  const fetchTimeoutMs = deps.fetchTimeoutMs ?? INGEST_DEFAULTS.fetchTimeoutMs;
  const maxBytes = deps.maxBytes ?? INGEST_DEFAULTS.maxBytes;
  const limit = createLimit(deps.concurrency ?? INGEST_DEFAULTS.concurrency);
  const queue = deps.encodeQueue ?? processEncodeQueue;
  const cacheDir = imageCacheDir(deps.dataDir);
  const allow = deps.allow ?? [];
  const pictures = visualSearchRepository(deps.database.db);
  // One feed names the same picture on many rows: one download per URL and one store per id.
  const byUrl = new Map<string, Promise<IngestResult>>();
  const byId = new Map<string, Promise<void>>();

  async function store(bytes: Buffer, contentType: string): Promise<string> {
    const id = imageIdFor(bytes);
    let job = byId.get(id);
    if (!job) {
      job = (async () => {
        await makeAllVariants(cacheDir, id, bytes, queue);
        // In the same pass, its description for visual search (once per content: ADR 2800).
        await queue.runInBackground(() => describeOnce(pictures, id, bytes, contentType));
        // The row last: an id found in the database has its variants on disk (in this DATA_DIR).
        await deps.database.db.insert(images).values({ id, contentType, data: bytes }).onConflictDoNothing();
      })();
      byId.set(id, job);
      job.catch(() => byId.delete(id));
    }
    await job;
    return id;
  }

  async function ingestOnce(url: string): Promise<IngestResult> {
    try {
      const bytes = await download(url, fetchTimeoutMs, maxBytes, allow);
      const contentType = rasterTypeOf(bytes);
      if (!contentType) throw new IngestRefused(looksLikeSvg(bytes) ? 'SVG images are not accepted' : notAnImage);
      await checkDecodes(bytes);
      return { ok: true, imageId: await store(bytes, contentType) };
    } catch (err) {
      return {
        ok: false,
        reason: err instanceof IngestRefused ? err.message : `could not be stored (${describe(err)})`,
      };
    }
  }

  return {
    ingest(url) {
      let result = byUrl.get(url);
      if (!result) {
        result = limit(() => ingestOnce(url));
        byUrl.set(url, result);
        // A failure may be passing (a timeout): the next import tries again.
        void result.then((r) => {
          if (!r.ok) byUrl.delete(url);
        });
      }
      return result;
    },
  };
}

const notAnImage = 'not a JPEG, PNG, WebP or AVIF image';

async function download(url: string, timeoutMs: number, maxBytes: number, allow: AllowList): Promise<Buffer> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await publicFetch(url, { allow, signal, headers: { accept: 'image/*' } });
    if (!response.ok) {
      await response.body?.cancel();
      throw new IngestRefused(`HTTP ${response.status}`);
    }
    const chunks: Uint8Array[] = [];
    let total = 0;
    for await (const chunk of bodyChunks(response, maxBytes)) {
      total += chunk.byteLength;
      chunks.push(chunk);
    }
    if (total === 0) throw new IngestRefused('empty response');
    return Buffer.concat(chunks, total);
  } catch (err) {
    if (err instanceof IngestRefused) throw err;
    if (err instanceof UnfetchableUrl || err instanceof BodyTooLarge) throw new IngestRefused(err.message);
    if (signal.aborted) throw new IngestRefused(`timed out after ${timeoutMs} ms`);
    throw new IngestRefused(`download failed (${describe(err)})`);
  }
}

/** The bytes start like an image: make sure they decode, and are not a pixel bomb. */
async function checkDecodes(bytes: Buffer): Promise<void> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new IngestRefused('too many pixels');
  } catch (err) {
    if (err instanceof IngestRefused) throw err;
    throw new IngestRefused(`${notAnImage} (${describe(err)})`);
  }
}

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 1024).toString('utf8').trimStart().toLowerCase();
  return head.includes('<svg') || (head.startsWith('<?xml') && head.includes('svg'));
}

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 200);
