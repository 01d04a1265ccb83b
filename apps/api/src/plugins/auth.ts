// Bearer token to request.user. Tokens are random; only their SHA-256 is stored, with an
// expiry and a revocation time, so logout and password resets take effect at once everywhere.
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema/accounts';
import { unauthorized } from '../lib/http-error';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** The hash of the bearer token that authenticated this request. */
    sessionTokenHash: string | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need sign-in: 401 without a live session. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,200})\s*$/.exec(header);
  return match?.[1] ?? null;
}

export async function findSessionUser(database: Database, tokenHash: string, now: Date): Promise<AuthUser | null> {
  const rows = await database.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
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

/** The signed-in user of a route guarded by app.authenticate. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized('Not logged in');
  return request.user;
}
