// Text holding a NUL character can never be stored (PostgreSQL refuses U+0000 in text) and no
// field of this API needs one: such a request is a 400 before any route runs, so a route whose
// schema forgot about it cannot turn the database's refusal into a 500.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest(NUL_MESSAGE);
    }
  });
}
