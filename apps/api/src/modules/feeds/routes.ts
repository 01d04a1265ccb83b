// POST /operator/imports: the import command's way into a running server (PGlite is one
// process, so the command cannot open the database beside it). Local only, behind the
// operator token; answers a stream of JSON lines: progress, then the summary or the error.
// A multipart form: the options as fields, the feed's bytes as the file `content`, so the
// server holds a 100 MB feed once, as bytes (a JSON body held it three times, as strings).
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError } from '../../lib/http-error';
import { requireOperator } from '../../lib/operator';
import { auditRepository, COMMAND_LINE } from '../audit/repository';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { parseCategoryMapping } from './categories';
import { parseSizeCharts } from './size-charts';
import { FeedError } from './read-feed';
import { ImportStopped, type FeedsService, type ImportProgress } from './service';

/** A whole feed travels in the body: 100,000 products are some 100 MB. */
const MAX_FEED_BYTES = 512 * 1024 * 1024;
const MAX_FIELD_BYTES = 1_000_000;
const PROGRESS_EVERY_MS = 500;
export const IMPORT_FAILED = "The import failed; the server's log says why.";

export const FEED_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** The form's text fields; the feed itself is the file part `content`. */
const importFieldsSchema = z.object({
  feed: z.string().regex(FEED_NAME, 'feed must be 1–64 letters, digits, ".", "_" or "-"'),
  /** An http(s) URL the server fetches (Shopify stores are paged), or the name of the file sent as `content`. */
  source: z.string().min(1).max(2000),
  dryRun: z.enum(['true', 'false']).default('false'),
  shopUrl: z.url({ protocol: /^https?$/ }).optional(),
  categories: z.string().max(MAX_FIELD_BYTES).optional(),
});

export type ImportFields = z.input<typeof importFieldsSchema>;

/** Reads the form: its fields, checked, and the feed's bytes when a file was sent. */
async function readImportForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the import as multipart/form-data');
  const fields: Record<string, string> = {};
  let content: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'content') throw badRequest(`unexpected file ${part.fieldname}`);
      content = await part.toBuffer();
    } else fields[part.fieldname] = String(part.value);
  }
  const parsed = importFieldsSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  const { categories, dryRun, ...options } = parsed.data;
  if (content === undefined && !/^https?:\/\//i.test(options.source))
    throw badRequest('send the feed as the file content, or give an http(s) URL as source');
  let mapping;
  let sizeCharts;
  try {
    mapping = categories ? parseCategoryMapping(categories) : undefined;
    sizeCharts = categories ? parseSizeCharts(categories) : undefined;
  } catch (err) {
    throw badRequest(`The categories file: ${(err as Error).message}`);
  }
  return { ...options, dryRun: dryRun === 'true', content, categories: mapping, sizeCharts };
}

/** What the audit log says of an import's source: the URL, or the file's name. */
export const importDetail = (options: { source: string; content?: unknown }) => ({
  source: options.content === undefined ? options.source : `file ${options.source}`,
});

export function feedsRoutes({
  config,
  database,
  importer,
}: {
  config: Config;
  database: Database;
  importer: FeedsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_FEED_BYTES, files: 1, fields: 8, fieldSize: MAX_FIELD_BYTES, parts: 9 },
      throwFileSizeLimit: true,
    });
    app.post(
      '/operator/imports',
      {
        bodyLimit: MAX_FEED_BYTES + 2 * MAX_FIELD_BYTES,
        schema: { hide: true, summary: 'Import a feed, for `npm run import`' },
        // Before the body is read: a stranger never makes the server take in a large upload.
        onRequest: async (request) => requireOperator(request, config.operatorToken),
      },
      async (request, reply) => {
        const options = await readImportForm(request);
        if (!options.dryRun)
          await auditRepository(database.db).record(COMMAND_LINE, 'import', options.feed, importDetail(options));
        reply.hijack();
        const out = reply.raw;
        out.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' });
        const send = (line: unknown) => out.write(`${JSON.stringify(line)}\n`);
        let lastProgress = 0;
        const onProgress = (progress: ImportProgress) => {
          const now = Date.now();
          if (now - lastProgress < PROGRESS_EVERY_MS && progress.phase === 'writing') return;
          lastProgress = now;
          send({ progress });
        };
        try {
          const summary = await importer.runImport(options, onProgress);
          send({ summary });
        } catch (err) {
          // A feed's own fault is the operator's to read; anything else (a database error carries
          // its SQL and parameters) stays in the server's log.
          if (!(err instanceof FeedError)) request.log.error({ err }, 'feed import failed');
          const told = err instanceof FeedError || err instanceof ImportStopped;
          send({ error: told ? err.message : IMPORT_FAILED, unreadable: err instanceof FeedError });
        } finally {
          out.end();
        }
      },
    );
  };
}
