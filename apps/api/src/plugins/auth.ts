// Bearer token to request.user. Tokens are random; only their SHA-256 is stored, with an
// expiry and a revocation time, so logout and password resets take effect at once everywhere.
// The lookups themselves are in lib/session.ts; this plugin hangs them on the app.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { unauthorized } from '../lib/http-error';
import { bearerToken, findSessionUser, hashToken } from '../lib/session';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes that need sign-in: 401 without a live session. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

export function registerAuth(app: FastifyInstance, database: Database, now: () => number): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Not logged in');
    const tokenHash = hashToken(token);
    const user = await findSessionUser(database, tokenHash, new Date(now()));
    if (!user) throw unauthorized('Session expired. Please login again.');
    request.user = user;
    request.sessionTokenHash = tokenHash;
  });
}
