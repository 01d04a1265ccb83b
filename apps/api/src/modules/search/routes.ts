// Search routes (filled in by its issue).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps';

export function searchRoutes(_deps: ModuleDeps): FastifyPluginAsyncZod {
  return async () => {};
}
