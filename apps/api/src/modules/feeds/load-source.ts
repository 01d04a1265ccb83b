// Where a feed comes from: a file, a URL, or a Shopify store whose products.json is paged
// (?page=N&limit=250 until a page comes back empty). A URL is fetched only from a public address
// or a host the operator allowed (ADR 1422), and its bytes, counted as they come, go to a file
// first: a feed refused at the cap never sat in memory.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UnfetchableUrl, type AllowList } from '../../lib/public-address';
import { BodyTooLarge, bodyChunks, publicFetch } from '../../lib/public-fetch';
import { FeedError } from './read-feed';

const FETCH_TIMEOUT_MS = 60_000;
/** Over every page of a paged store together. */
export const MAX_FEED_BYTES = 512 * 1024 * 1024;
const MAX_PAGES = 2000;
const PAGE_SIZE = 250;

export interface LoadedSource {
  /** The feed's bytes: a table is parsed from them as they are (read-feed.ts). */
  content: Buffer;
  /** For a store URL: the shop, so products get their links. */
  shopUrl?: string;
}

export interface SourceOptions {
  /** Hosts fetched from although they are not public (IMPORT_ALLOW_HOSTS). */
  allow?: AllowList | undefined;
  /** Where a download is written while it comes (DATA_DIR's tmp); the system's temp dir by default. */
  spoolDir?: string | undefined;
  /** The cap; MAX_FEED_BYTES unless a test gives a smaller one. */
  maxBytes?: number;
}

export async function loadSource(source: string, options: SourceOptions = {}): Promise<LoadedSource> {
  if (!/^https?:\/\//i.test(source)) {
    try {
      return { content: await readFile(source) };
    } catch (err) {
      throw new FeedError(
        `The feed file cannot be read: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
      );
    }
  }
  const url = new URL(source);
  const download = downloader(options);
  if (isShopifyStoreUrl(url)) return loadShopifyStore(url, download);
  return { content: await download(url) };
}

/** A store address or its /products.json without a page: page through the whole catalogue. */
function isShopifyStoreUrl(url: URL): boolean {
  return (
    (url.pathname === '/' || url.pathname === '' || /\/products\.json$/.test(url.pathname)) &&
    !url.searchParams.has('page')
  );
}

async function loadShopifyStore(url: URL, download: (url: URL) => Promise<Buffer>): Promise<LoadedSource> {
  const base = new URL(url.pathname.endsWith('/products.json') ? url.pathname : '/products.json', url);
  const products: unknown[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    base.searchParams.set('page', String(page));
    base.searchParams.set('limit', String(PAGE_SIZE));
    const content = await download(base);
    let body: unknown;
    try {
      body = JSON.parse(content.toString('utf8'));
    } catch {
      if (page === 1) return { content }; // not a Shopify store: let the format detection say what it is
      throw new FeedError(`Page ${page} of ${base.origin}/products.json is not JSON.`);
    }
    const list = (body as { products?: unknown }).products;
    if (!Array.isArray(list)) {
      if (page === 1) return { content };
      throw new FeedError(`Page ${page} of ${base.origin}/products.json has no products list.`);
    }
    if (list.length === 0) break;
    products.push(...list);
  }
  return { content: Buffer.from(JSON.stringify({ products })), shopUrl: url.origin };
}

/** Fetches URLs one after another, all of them together within the cap. */
function downloader({
  allow,
  spoolDir = path.join(tmpdir(), 'saath-feeds'),
  maxBytes = MAX_FEED_BYTES,
}: SourceOptions) {
  let left = maxBytes;
  return async (url: URL): Promise<Buffer> => {
    const file = path.join(spoolDir, `feed-${randomUUID()}`);
    try {
      const response = await publicFetch(url, { allow, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new FeedError(`The feed at ${url.toString()} answered ${response.status}.`);
      }
      await mkdir(spoolDir, { recursive: true });
      await pipeline(Readable.from(bodyChunks(response, left)), createWriteStream(file, { mode: 0o600 }));
      const content = await readFile(file);
      left -= content.length;
      return content;
    } catch (err) {
      if (err instanceof FeedError) throw err;
      if (err instanceof BodyTooLarge) throw new FeedError(`The feed is larger than ${maxBytes / 1024 / 1024} MB.`);
      throw new FeedError(`The feed cannot be fetched from ${url.origin}: ${fetchFailure(err)}`);
    } finally {
      await rm(file, { force: true });
    }
  };
}

/** What went wrong, in words that say nothing of the network behind the server. */
function fetchFailure(err: unknown): string {
  if (err instanceof Error && err.name === 'TimeoutError') return `no answer within ${FETCH_TIMEOUT_MS / 1000} s`;
  return err instanceof UnfetchableUrl ? err.message : 'the download broke off';
}
