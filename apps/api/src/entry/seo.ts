// /sitemap.xml (an index of the files listing the public pages and every product still sold;
// entry/sitemap.ts) and /robots.txt (which points at it and keeps crawlers out of the API and the
// signed-in screens). Links start with the store's own origin, never with what a request's Host
// says (ADR 2613).
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { selectRows, type Database } from '../db/client';
import { onCatalogueChange } from '../lib/catalogue-changes';
import { COSTLY_READS_BUSY, type CostlyReads } from '../lib/costly-reads';
import { HttpError, notFound } from '../lib/http-error';
import { READ_LOG_LEVEL } from '../lib/http-schemas';
import { sitemapStore, type SitemapFile, type SitemapSource } from './sitemap';

/** Signed-in screens and the API: nothing there for a search engine. */
const PRIVATE_PREFIXES = [
  '/api/',
  '/auth/',
  '/cart',
  '/profile',
  '/login',
  '/signup',
  '/verify-',
  '/reset-',
  '/forgot-',
];

/** Per client address: a crawler reads the index and its files now and then, not a hundred a minute. */
export const SITEMAP_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;
/**
 * Plain (not gzipped) answers being sent at once, each decompressed for its client; one more is
 * refused with 503. Crawlers take gzip, which is sent as it is kept.
 */
export const SITEMAP_PLAIN_AT_ONCE = 4;

const FILE = /^([1-9]\d{0,5})\.xml$/;

/** Whether If-None-Match names this ETag (a list, a weak form, or any). */
function isCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

function sitemapSource(database: Database, turns: CostlyReads['sitemap']): SitemapSource {
  return {
    async version() {
      const [row] = await selectRows<{ n: string }>(database.db, sql`SELECT n FROM catalogue_version`);
      return String(row?.n ?? '0');
    },
    ids: (after, limit) =>
      turns.run(async () => {
        const rows = await selectRows<{ id: string }>(
          database.db,
          sql`SELECT id FROM products WHERE available AND ${after === undefined ? sql`true` : sql`id > ${after}`}
              ORDER BY id LIMIT ${limit}`,
        );
        return rows.map((r) => r.id);
      }),
  };
}

export function registerSeo(
  app: FastifyInstance,
  database: Database,
  origin: () => string,
  { now, reads, sitemapFileUrls }: { now: () => number; reads: CostlyReads; sitemapFileUrls?: number | undefined },
): void {
  const store = sitemapStore(sitemapSource(database, reads.sitemap), origin, {
    now,
    onError: (err) => app.log.warn({ err }, 'sitemap build failed; the last one is still answered'),
    ...(sitemapFileUrls ? { fileUrls: sitemapFileUrls } : {}),
  });
  onCatalogueChange(database.db, store.forget);
  let plainAnswers = 0;

  function send(request: FastifyRequest, reply: FastifyReply, file: SitemapFile | undefined) {
    if (!file) throw notFound('Not found');
    void reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'accept-encoding')
      .header('etag', file.etag);
    if (isCurrent(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(file.gzip);
    }
    if (plainAnswers >= SITEMAP_PLAIN_AT_ONCE) throw new HttpError(503, COSTLY_READS_BUSY, { 'retry-after': '1' });
    plainAnswers++;
    const plain = createGunzip();
    plain.once('close', () => plainAnswers--);
    plain.end(file.gzip);
    return reply.send(plain);
  }

  // Kept bytes are sent as they are: the compress plugin must not compress them again.
  const options = {
    schema: { hide: true, summary: 'The sitemap: an index, and its files of product and listing pages' },
    compress: false,
    logLevel: READ_LOG_LEVEL,
    config: { rateLimit: SITEMAP_RATE_LIMIT },
  } as const;
  app.get('/sitemap.xml', options, async (request, reply) => send(request, reply, (await store.current()).index));
  app.get('/sitemaps/:file', options, async (request, reply) => {
    const n = FILE.exec((request.params as { file: string }).file)?.[1];
    return send(request, reply, n === undefined ? undefined : (await store.current()).files[Number(n) - 1]);
  });

  app.get(
    '/robots.txt',
    { schema: { hide: true, summary: 'What crawlers may read, and where the sitemap is' } },
    async (_request, reply) => {
      const body = [
        'User-agent: *',
        'Allow: /',
        ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`),
        '',
        `Sitemap: ${origin()}/sitemap.xml`,
        '',
      ].join('\n');
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
    },
  );
}
