// The operator's console (docs/api.md, Operator console; ADR 3300). /api/operator/*: a signed-in
// operator only (lib/operator-access.ts: 401 without a token, 404 for anyone else), every
// answer no-store. The summary and its CSV, the feeds and their imports, "Import now" (a URL or
// an uploaded file, through the same importer as `npm run import`), the audit log.
// And the command line's local routes, behind the operator token like POST /operator/imports:
// GET /operator/report (what `npm run report` prints) and POST /operator/roles (`npm run
// operator -- grant|revoke EMAIL` while the server holds the embedded database).
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@store/shared/http';
import {
  auditEntrySchema,
  feedStatusSchema,
  importJobSchema,
  importRunSchema,
  summaryQuerySchema,
  summarySchema,
} from '@store/shared/operator-schema';
import { badRequest, notFound } from '../../lib/http-error';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { FeedsService } from '../feeds/service';
import { requireOperator } from '../../lib/operator';
import { operatorOnly } from '../../lib/operator-access';
import { auditRepository } from '../audit/repository';
import { defaultFeedName } from '../feeds/feed-name';
import { FEED_NAME } from '../feeds/routes';
import { feedsStatusRepository } from './feeds-status';
import type { OperatorFigures } from './figures';
import { importJobs } from './import-jobs';
import type { OperatorRoles } from './roles';
import { summaryCsv } from './summary-csv';

/** A feed uploaded from the console: a large catalogue export, held in memory once. */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
const LISTED_IMPORTS = 20;
const LISTED_AUDIT = 50;

const feedName = z.string().regex(FEED_NAME, 'feed must be 1–64 letters, digits, ".", "_" or "-"');
const importBodySchema = z.strictObject({
  source: z.url({ protocol: /^https?$/, message: 'source must be an http(s) URL' }).max(2000),
  feed: feedName.optional(),
});
const security = [{ bearer: [] }];
const refusals = { 400: messageSchema, 401: messageSchema, 404: messageSchema };

/** A multipart form: the file `file` and, optionally, the field `feed`. */
async function readUpload(request: FastifyRequest) {
  let feed: string | undefined;
  let file: { name: string; content: Buffer } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file) throw badRequest('send one file, as the field "file"');
      file = { name: part.filename || 'upload', content: await part.toBuffer() };
    } else if (part.fieldname === 'feed') feed = String(part.value);
    else throw badRequest(`unexpected field ${part.fieldname}`);
  }
  if (!file) throw badRequest('send the feed as the file "file", or a JSON body {source: URL}');
  if (!file.content.length) throw badRequest('the file is empty');
  return { feed, source: file.name, content: file.content };
}

export function operatorRoutes({
  config,
  database,
  importer,
  figures,
  roles,
}: {
  config: Config;
  database: Database;
  importer: FeedsService;
  figures: OperatorFigures;
  roles: OperatorRoles;
}): FastifyPluginAsyncZod {
  const feeds = feedsStatusRepository(database.db);
  const audit = auditRepository(database.db);

  return async (app) => {
    const jobs = importJobs({ database, importer, log: app.log });

    // The command line's routes: this machine only, with the operator token.
    await app.register(async (plain) => {
      const local = plain.withTypeProvider<ZodTypeProvider>();
      local.addHook('onRequest', async (request) => requireOperator(request, config.operatorToken));
      local.get(
        '/operator/report',
        {
          schema: {
            hide: true,
            summary: 'The console’s summary, for `npm run report`',
            querystring: summaryQuerySchema,
            response: { 200: summarySchema },
          },
        },
        async (request, reply) => {
          void reply.header('cache-control', 'no-store');
          return figures.summary(request.query.days);
        },
      );
      local.post(
        '/operator/roles',
        {
          schema: {
            hide: true,
            summary: 'Grant or revoke the operator role, for `npm run operator`',
            body: z.strictObject({ action: z.enum(['grant', 'revoke']), email: z.string().min(3).max(320) }),
            response: { 200: messageSchema, 404: messageSchema },
          },
        },
        async (request, reply) => {
          const outcome = await roles.change(request.body.action, request.body.email);
          return reply.code(outcome.ok ? 200 : 404).send({ message: outcome.message });
        },
      );
    });

    // The console's routes: a signed-in operator only.
    await app.register(async (plain) => {
      const operatorApp = plain.withTypeProvider<ZodTypeProvider>();
      operatorApp.addHook('onRequest', operatorOnly(database, config.now));
      operatorApp.addHook('onSend', async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
      });
      await operatorApp.register(multipart, {
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, fieldSize: 1000, parts: 3 },
        throwFileSizeLimit: true,
      });
      const route = (summary: string) => ({ tags: ['operator'], summary, security });

      operatorApp.get(
        '/api/operator/summary',
        {
          schema: {
            ...route('Click-outs, views, cart adds, top products and brands, sign-ups and social, per day'),
            querystring: summaryQuerySchema,
            response: { 200: summarySchema, ...refusals },
          },
        },
        async (request) => figures.summary(request.query.days),
      );

      operatorApp.get(
        '/api/operator/summary.csv',
        {
          schema: {
            ...route('The same figures as CSV'),
            querystring: summaryQuerySchema,
            response: { 200: z.string(), ...refusals },
          },
        },
        async (request, reply) => {
          const summary = await figures.summary(request.query.days);
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="saath-${summary.from}-to-${summary.to}.csv"`)
            .send(summaryCsv(summary));
        },
      );

      operatorApp.get(
        '/api/operator/feeds',
        {
          schema: {
            ...route('Each feed: its last import and its products'),
            response: { 200: z.array(feedStatusSchema), ...refusals },
          },
        },
        async () => feeds.feeds(),
      );

      operatorApp.get(
        '/api/operator/imports',
        {
          schema: {
            ...route('The last imports with their whole summaries'),
            querystring: z.object({ feed: feedName.optional() }),
            response: { 200: z.array(importRunSchema), ...refusals },
          },
        },
        async (request) => feeds.imports(request.query.feed, LISTED_IMPORTS),
      );

      operatorApp.post(
        '/api/operator/imports',
        {
          bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
          schema: {
            ...route('Import a feed now, from a URL or an uploaded file; 202 with its id'),
            response: {
              202: z.object({ id: z.string() }),
              413: messageSchema,
              415: messageSchema,
              429: messageSchema,
              ...refusals,
            },
          },
        },
        async (request, reply) => {
          let options: { feed?: string | undefined; source: string; content?: Buffer };
          if (request.isMultipart()) options = await readUpload(request);
          else {
            const parsed = importBodySchema.safeParse(request.body);
            if (!parsed.success) throw badRequest(parsed.error.issues.map((i) => i.message).join('; '));
            options = parsed.data;
          }
          const feed = options.feed ?? defaultFeedName(options.source, options.content === undefined);
          if (!FEED_NAME.test(feed)) throw badRequest('feed must be 1–64 letters, digits, ".", "_" or "-"');
          const started = await jobs.start(request.user!.email, { ...options, feed });
          return reply.code(202).send(started);
        },
      );

      operatorApp.get(
        '/api/operator/imports/:id',
        {
          schema: {
            ...route("An import's progress, then its summary or its error"),
            params: z.object({ id: z.uuid('is not an import id') }),
            response: { 200: importJobSchema, ...refusals },
          },
        },
        async (request) => {
          const { id } = request.params;
          const job = jobs.get(id);
          if (job) return job;
          const run = await feeds.importRun(id);
          if (!run) throw notFound('No import has this id');
          return {
            id,
            feed: run.feed,
            status: run.status,
            progress: { phase: run.status === 'running' ? 'writing' : 'done', done: 0, total: 0 },
            summary: run.summary,
            error: run.status === 'failed' ? 'The import failed.' : null,
          } as const;
        },
      );

      operatorApp.get(
        '/api/operator/audit',
        {
          schema: {
            ...route('The operator actions: imports, grants and revokes'),
            response: { 200: z.array(auditEntrySchema), ...refusals },
          },
        },
        async () => audit.latest(LISTED_AUDIT),
      );
    });
  };
}
