// The sitemap, built once per catalogue change and kept (ADR 2613): a sitemap index naming files
// of at most SITEMAP_FILE_URLS URLs each, the public pages first and then every available
// product by id. Each file is kept gzipped with a strong ETag of its plain bytes. The bytes
// depend only on the catalogue and the origin, so every server process on one database answers
// the same sitemap. A build reads ids a page at a time, each page a turn of the costly reads,
// and compresses off the event loop.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { CATALOGUE_CACHE_TTL_MS } from '../modules/catalog/response-cache';
import { productPageUrl } from './page-meta';

const gzip = promisify(gzipCallback);

/** URLs in one file: the protocol allows 50,000; smaller files keep each answer small. */
export const SITEMAP_FILE_URLS = 10_000;
/** Product ids read in one query (one turn): 5,000 held the embedded database's loop for 0.2 s. */
const IDS_PER_READ = 1_000;
export const PUBLIC_PATHS = ['/home', '/explore', '/about', '/contact', '/terms', '/privacy'];

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface SitemapFile {
  /** The file's XML, gzipped (level 9: made once, sent many times). */
  gzip: Buffer;
  etag: string;
}

export interface Sitemap {
  /** The catalogue version it was built from. */
  version: string;
  index: SitemapFile;
  /** Files 1…n of the index. */
  files: SitemapFile[];
}

const sitemapFilePath = (n: number) => `/sitemaps/${n}.xml`;

async function keep(text: string): Promise<SitemapFile> {
  const plain = Buffer.from(text);
  const etag = `"${createHash('sha1').update(plain).digest('base64url')}"`;
  return { gzip: await gzip(plain, { level: 9 }), etag };
}

const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n` +
  urls.map((u) => `<url><loc>${xml(u)}</loc></url>\n`).join('') +
  '</urlset>\n';

export interface SitemapSource {
  /** The catalogue's version now. */
  version(): Promise<string>;
  /** Up to `limit` available product ids after `after` (all from the start), in id order. */
  ids(after: string | undefined, limit: number): Promise<string[]>;
}

/** Builds the whole sitemap at `version`, a page of ids and a file of `fileUrls` at a time. */
export async function buildSitemap(
  source: SitemapSource,
  origin: string,
  version: string,
  fileUrls = SITEMAP_FILE_URLS,
): Promise<Sitemap> {
  const files: SitemapFile[] = [];
  let urls = PUBLIC_PATHS.map((p) => origin + p);
  let after: string | undefined;
  for (let more = true; more;) {
    const ids = await source.ids(after, IDS_PER_READ);
    more = ids.length === IDS_PER_READ;
    after = ids.at(-1);
    for (const id of ids) {
      urls.push(productPageUrl(origin, id));
      if (urls.length === fileUrls) {
        files.push(await keep(urlset(urls)));
        urls = [];
      }
    }
  }
  if (urls.length > 0 || files.length === 0) files.push(await keep(urlset(urls)));
  const index =
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n` +
    files.map((_, i) => `<sitemap><loc>${xml(origin + sitemapFilePath(i + 1))}</loc></sitemap>\n`).join('') +
    '</sitemapindex>\n';
  return { version, index: await keep(index), files };
}

export interface SitemapStore {
  /** The sitemap to answer with: the kept one, or the first build's. */
  current(): Promise<Sitemap>;
  /** The catalogue changed in this process: the next request waits for a sitemap of it. */
  forget(): void;
}

/**
 * Keeps the last built sitemap. It is trusted for the catalogue answers' life (ADR 0700); after
 * that a request reads the catalogue's version (one row), and when it moved, the sitemap is
 * built again in the background while the kept one is still answered. One build at a time.
 */
export function sitemapStore(
  source: SitemapSource,
  origin: () => string,
  options: { now: () => number; onError: (err: unknown) => void; fileUrls?: number },
): SitemapStore {
  let kept: Sitemap | undefined;
  let checkedAt = -Infinity;
  let checking: Promise<Sitemap> | undefined;
  let building: Promise<Sitemap> | undefined;
  /** The catalogue changed in this process: the next answer waits for the new build. */
  let mustWait = false;
  /** The newest version seen: a build under way for an older one is followed by another. */
  let wanted = '';

  function build(version: string): Promise<Sitemap> {
    wanted = version;
    building ??= (async () => {
      do kept = await buildSitemap(source, origin(), wanted, options.fileUrls);
      while (kept.version !== wanted);
      return kept;
    })().finally(() => (building = undefined));
    return building;
  }

  async function check(): Promise<Sitemap> {
    const at = options.now();
    const version = await source.version();
    checkedAt = at;
    if (kept?.version === version) {
      mustWait = false;
      return kept;
    }
    const built = build(version);
    if (!kept || mustWait) {
      const sitemap = await built;
      mustWait = false;
      return sitemap;
    }
    built.catch(options.onError); // the kept one is answered; a failed build is tried again later
    return kept;
  }

  return {
    current() {
      if (kept && options.now() - checkedAt < CATALOGUE_CACHE_TTL_MS) return Promise.resolve(kept);
      checking ??= check().finally(() => (checking = undefined));
      return checking;
    },
    forget() {
      checkedAt = -Infinity;
      mustWait = true;
    },
  };
}
