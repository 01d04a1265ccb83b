// Catalogue routes (issue 3 fills these in).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps';

export function catalogRoutes(_deps: ModuleDeps): FastifyPluginAsyncZod {
  return async () => {};
}
