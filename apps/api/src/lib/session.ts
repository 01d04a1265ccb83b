// Who a request is: the bearer token it carries, the session that token's SHA-256 names (live:
// not expired, not revoked) and that session's user. Pure helpers; plugins/auth.ts hangs them on
// every request, and routes read the result with currentUser().
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema/accounts';
import { unauthorized } from './http-error';

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

/** The signed-in user of a route guarded by app.authenticate. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized('Not logged in');
  return request.user;
}
