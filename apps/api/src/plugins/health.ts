// Liveness (/healthz: the process answers) and readiness (/readyz: the database answers).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';

const READY_TIMEOUT_MS = 1500;

export function registerHealth(app: FastifyInstance, database: Database): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const status = z.object({ status: z.string() });
  r.get('/healthz', { schema: { tags: ['operations'], response: { 200: status } } }, async () => ({ status: 'ok' }));
  r.get(
    '/readyz',
    { schema: { tags: ['operations'], response: { 200: status, 503: status } } },
    async (_request, reply) => {
      try {
        await withTimeout(database.ping(), READY_TIMEOUT_MS);
        return { status: 'ready' };
      } catch {
        return reply.code(503).send({ status: 'database unavailable' });
      }
    },
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
