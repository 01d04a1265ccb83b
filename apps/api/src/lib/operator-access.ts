// Who may use the operator console's routes (/api/operator/*, ADR 3300): a signed-in account
// with the operator role. Without a token the answer is 401, as for any signed-in route; with
// anyone else's live session it is 404, the answer of a route that does not exist, so a shopper
// learns nothing of the console. The check runs before the body is read: a shopper never makes
// the server take in an upload.
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { selectRows, type Database, type Executor } from '../db/client';
import { notFound, unauthorized } from './http-error';
import { bearerToken, findSessionUser, hashToken } from './session';

export async function isOperatorAccount(db: Executor, userId: string): Promise<boolean> {
  const rows = await selectRows(db, sql`SELECT 1 FROM operators WHERE user_id = ${userId}::uuid`);
  return rows.length > 0;
}

/** An `onRequest` hook: request.user is the operator afterwards. */
export function operatorOnly(database: Database, now: () => number) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Not logged in');
    const tokenHash = hashToken(token);
    const user = await findSessionUser(database, tokenHash, new Date(now()));
    if (!user) throw unauthorized('Session expired. Please login again.');
    if (!(await isOperatorAccount(database.db, user.id))) throw notFound('Not found');
    request.user = user;
    request.sessionTokenHash = tokenHash;
  };
}
