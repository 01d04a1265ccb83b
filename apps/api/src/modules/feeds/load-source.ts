// Where a feed comes from: a file, a URL, or a Shopify store whose products.json is paged
// (?page=N&limit=250 until a page comes back empty).
import { readFile } from 'node:fs/promises';
import { FeedError } from './read-feed';

const FETCH_TIMEOUT_MS = 60_000;
const MAX_FEED_BYTES = 512 * 1024 * 1024;
const MAX_PAGES = 2000;
const PAGE_SIZE = 250;

export interface LoadedSource {
  /** The feed's bytes: a table is parsed from them as they are (read-feed.ts). */
  content: Buffer;
  /** For a store URL: the shop, so products get their links. */
  shopUrl?: string;
}

export async function loadSource(source: string, fetchImpl: typeof fetch = fetch): Promise<LoadedSource> {
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
  if (isShopifyStoreUrl(url)) return loadShopifyStore(url, fetchImpl);
  return { content: await fetchBytes(url, fetchImpl) };
}

/** A store address or its /products.json without a page: page through the whole catalogue. */
function isShopifyStoreUrl(url: URL): boolean {
  return (
    (url.pathname === '/' || url.pathname === '' || /\/products\.json$/.test(url.pathname)) &&
    !url.searchParams.has('page')
  );
}

async function loadShopifyStore(url: URL, fetchImpl: typeof fetch): Promise<LoadedSource> {
  const base = new URL(url.pathname.endsWith('/products.json') ? url.pathname : '/products.json', url);
  const products: unknown[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    base.searchParams.set('page', String(page));
    base.searchParams.set('limit', String(PAGE_SIZE));
    const content = await fetchBytes(base, fetchImpl);
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

async function fetchBytes(url: URL, fetchImpl: typeof fetch): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  } catch (err) {
    throw new FeedError(`The feed cannot be fetched from ${url.origin}: ${(err as Error).message}`);
  }
  if (!response.ok) throw new FeedError(`The feed at ${url.toString()} answered ${response.status}.`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_FEED_BYTES) throw new FeedError('The feed is larger than 512 MB.');
  return Buffer.from(await response.arrayBuffer());
}
