// A short-life, bounded, in-process cache of catalogue answers (ADR 0700). What it keeps is
// public, read-only catalogue data, already serialized: the same bytes for every shopper, so
// no one's cart or account can ever be in it. An entry lives CATALOGUE_CACHE_TTL_MS at most:
// a price change reaches every listing within that life. Concurrent misses of one key share
// one database read (no stampede when an entry expires on a sale day).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The stated life of a cached catalogue answer (ADR 0700). */
export const CATALOGUE_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 20_000;
/** Bodies plus their compressed forms, counted in bytes: keeps the server's memory bounded. */
const MAX_BYTES = 16 * 1024 * 1024;
/** The compress plugin's threshold: smaller answers are sent as they are. */
const COMPRESS_THRESHOLD = 1024;

export interface CachedAnswer {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  br?: Buffer;
  gzip?: Buffer;
}

interface Entry {
  answer: CachedAnswer;
  expires: number;
  bytes: number;
}

export interface ResponseCache {
  /**
   * The cached answer for key, or what load() gives (undefined: nothing to cache, e.g. a 404).
   * `fresh` loads (and keeps) a new answer whatever is cached.
   */
  get(
    key: string,
    load: () => Promise<{ value: unknown; headers?: Record<string, string> } | undefined>,
    fresh?: boolean,
  ): Promise<CachedAnswer | undefined>;
  /**
   * Forgets every answer, and every read already under way: an answer read before the catalogue
   * changed is never kept after it (the caller of that read still gets it).
   */
  clear(): void;
  readonly size: number;
  readonly bytes: number;
}

export function createResponseCache(now: () => number, ttlMs = CATALOGUE_CACHE_TTL_MS): ResponseCache {
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recent.
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<CachedAnswer | undefined>>();
  let bytes = 0;
  /** Moves on each clear(): a read started before it is not stored. */
  let generation = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const store = (key: string, entry: Entry) => {
    drop(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    while (entries.size > MAX_ENTRIES || bytes > MAX_BYTES) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      drop(oldest);
    }
  };

  return {
    async get(key, load, fresh = false) {
      const entry = entries.get(key);
      if (entry && entry.expires > now() && !fresh) {
        entries.delete(key);
        entries.set(key, entry);
        return entry.answer;
      }
      if (entry) drop(key);
      const inFlight = loading.get(key);
      if (inFlight && !fresh) return inFlight;
      const started = now();
      const startedIn = generation;
      const promise = (async () => {
        const loaded = await load();
        if (!loaded) return undefined;
        const body = Buffer.from(JSON.stringify(loaded.value));
        const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
        const answer: CachedAnswer = { body, etag, headers: loaded.headers ?? {} };
        // Life counts from when the read started: nothing older than the TTL is ever served.
        if (startedIn === generation) store(key, { answer, expires: started + ttlMs, bytes: body.length + key.length });
        return answer;
      })().finally(() => {
        if (loading.get(key) === promise) loading.delete(key);
      });
      loading.set(key, promise);
      return promise;
    },
    clear() {
      generation++;
      entries.clear();
      loading.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accept = request.headers['accept-encoding'];
  if (typeof accept !== 'string') return undefined;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

/**
 * Sends a cached answer: 304 when the client's copy is current (ETag), else the stored bytes,
 * compressed once per entry and encoding rather than once per request.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  void reply.headers(answer.headers);
  // Public catalogue data: any cache may keep it, but must ask again (a cheap 304) before use,
  // so the server's cache life is the only staleness a shopper can see.
  void reply.header('cache-control', 'public, no-cache');
  void reply.header('etag', answer.etag);
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  void reply.type('application/json; charset=utf-8');
  const encoding = answer.body.length >= COMPRESS_THRESHOLD ? preferredEncoding(request) : undefined;
  if (!encoding) return reply.send(answer.body);
  void reply.header('vary', 'accept-encoding');
  void reply.header('content-encoding', encoding);
  if (encoding === 'br') {
    answer.br ??= brotliCompressSync(answer.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.send(answer.br);
  }
  answer.gzip ??= gzipSync(answer.body, { level: 6 });
  return reply.send(answer.gzip);
}
