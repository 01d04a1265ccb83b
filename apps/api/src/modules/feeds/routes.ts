// POST /operator/imports: the import command's way into a running server (PGlite is one
// process, so the command cannot open the database beside it). Local only, behind the
// operator token; answers a stream of JSON lines: progress, then the summary or the error.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound, unauthorized } from '../../lib/http-error';
import { isOperator, LOOPBACK } from '../../lib/operator';
import { createImageIngest } from '../images/ingest';
import type { ModuleDeps } from '../../lib/module-deps';
import { parseCategoryMapping } from './categories';
import { FeedError } from './read-feed';
import { runImport, type ImportProgress } from './service';

/** A whole feed travels in the body: 100,000 products are some 100 MB. */
const MAX_FEED_BYTES = 512 * 1024 * 1024;
const PROGRESS_EVERY_MS = 500;

export const FEED_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const importBodySchema = z
  .object({
    feed: z.string().regex(FEED_NAME, 'feed must be 1–64 letters, digits, ".", "_" or "-"'),
    /** An http(s) URL the server fetches (Shopify stores are paged), or the name of the file sent in `text`. */
    source: z.string().min(1).max(2000),
    text: z.string().optional(),
    dryRun: z.boolean().default(false),
    shopUrl: z.url({ protocol: /^https?$/ }).optional(),
    categories: z.string().max(1_000_000).optional(),
  })
  .refine((b) => b.text !== undefined || /^https?:\/\//i.test(b.source), {
    message: 'send the feed in text, or give an http(s) URL as source',
  });

export type ImportRequestBody = z.input<typeof importBodySchema>;

export function feedRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/operator/imports',
      {
        bodyLimit: MAX_FEED_BYTES,
        schema: { hide: true, body: importBodySchema },
        // Before the body is read: a stranger never makes the server take in a large upload.
        onRequest: async (request) => {
          if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) throw notFound('Not found');
          if (!isOperator(request, deps.config.operatorToken)) throw unauthorized();
        },
      },
      async (request, reply) => {
        const body = request.body;
        let categories;
        try {
          categories = body.categories ? parseCategoryMapping(body.categories) : undefined;
        } catch (err) {
          throw badRequest(`The categories file: ${(err as Error).message}`);
        }
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
          const summary = await runImport(
            {
              database: deps.database,
              images: createImageIngest({ database: deps.database, dataDir: deps.config.dataDir }),
            },
            { ...body, categories },
            onProgress,
          );
          send({ summary });
        } catch (err) {
          if (!(err instanceof FeedError)) request.log.error({ err }, 'feed import failed');
          send({ error: (err as Error).message, unreadable: err instanceof FeedError });
        } finally {
          out.end();
        }
      },
    );
  };
}
