// POST /api/vitals: shoppers' browsers report Web Vitals (navigator.sendBeacon; sampled by the
// page). Public, so it is built to be hostile-proof: a small body, every field checked (known
// metric and page kind, a finite value in range, a web-vitals id), a budget per client address,
// a repeated id ignored, and nothing in the answer (204) — no one reads anything through it.
// Nothing that names a person is kept: a count is added to a histogram bucket of that day.
// GET /api/operator/vitals?days=N: p75 per page kind and metric, for the operator only.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@store/shared/http';
import { storeDay, VITAL_ID, VITAL_MAX, VITAL_METRICS, VITAL_PAGES, windowDays } from '@store/shared/operator';
import { summaryQuerySchema, vitalBeaconSchema, vitalRowSchema, type VitalRow } from '@store/shared/operator-schema';
import { batchedCounts } from '../../lib/batched-counts';
import { badRequest } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/module-deps';
import { operatorOnly } from '../../lib/operator-access';
import { bucketOf, p75 } from './buckets';
import { bucketKey, vitalsRepository } from './repository';

/** A page load sends at most four; a shopper opens a few pages a minute. */
export const VITALS_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;
const BODY_LIMIT = 512;
const FLUSH_EVERY_MS = 10_000;
/** Distinct buckets a batch holds: days x pages x metrics x buckets is far fewer in a day. */
const MAX_PENDING = 20_000;
/** Ids of recent reports: the same metric of the same page load counts once. */
const REMEMBERED_IDS = 20_000;

export function vitalsRoutes({ config, database }: Pick<ServiceDeps, 'config' | 'database'>): FastifyPluginAsyncZod {
  const repo = vitalsRepository(database.db);
  return async (app) => {
    const pending = batchedCounts((counts) => repo.add(counts), {
      everyMs: FLUSH_EVERY_MS,
      maxKeys: MAX_PENDING,
      onError: (err) => app.log.warn({ err }, 'web vitals not written yet'),
    });
    app.addHook('preClose', async () => pending.stop());
    const seen = new Set<string>();

    // sendBeacon sends a string as text/plain: it is read as the JSON it is.
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(badRequest('The body must be JSON'), undefined);
      }
    });

    app.post(
      '/api/vitals',
      {
        bodyLimit: BODY_LIMIT,
        config: { rateLimit: VITALS_RATE_LIMIT },
        schema: {
          tags: ['vitals'],
          summary: "A shopper's browser reports one Web Vital of a page load",
          body: vitalBeaconSchema,
          response: { 204: z.null(), 400: messageSchema, 413: messageSchema, 415: messageSchema, 429: messageSchema },
        },
      },
      async (request, reply) => {
        const { name, value, page, id } = request.body;
        if (!VITAL_ID.test(id)) throw badRequest('id is not a web-vitals id');
        if (value > VITAL_MAX[name]) throw badRequest(`value is out of range for ${name}`);
        const once = `${id}\0${name}`;
        if (!seen.has(once)) {
          seen.add(once);
          if (seen.size > REMEMBERED_IDS) seen.delete(seen.values().next().value!);
          pending.add(bucketKey({ day: storeDay(config.now()), page, metric: name, bucket: bucketOf(name, value) }));
        }
        return reply.code(204).header('cache-control', 'no-store').send(null);
      },
    );

    await app.register(async (plain) => {
      const operator = plain.withTypeProvider<ZodTypeProvider>();
      operator.addHook('onRequest', operatorOnly(database, config.now));
      operator.addHook('onSend', async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
      });
      operator.get(
        '/api/operator/vitals',
        {
          schema: {
            tags: ['operator'],
            summary: "Shoppers' Web Vitals: p75 per page kind and metric",
            security: [{ bearer: [] }],
            querystring: summaryQuerySchema,
            response: { 200: z.array(vitalRowSchema), 400: messageSchema, 401: messageSchema, 404: messageSchema },
          },
        },
        async (request) => {
          await pending.flush();
          const days = windowDays(config.now(), request.query.days);
          const rows = await repo.buckets(days[0]!, days.at(-1)!);
          const answer: VitalRow[] = [];
          for (const page of VITAL_PAGES)
            for (const metric of VITAL_METRICS) {
              const of = rows.filter((r) => r.page === page && r.metric === metric);
              const count = of.reduce((n, r) => n + r.n, 0);
              if (count > 0) answer.push({ page, metric, p75: p75(metric, of), count });
            }
          return answer;
        },
      );
    });
  };
}
