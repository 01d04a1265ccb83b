// Users written straight to the database (no sign-up, no argon2, no rate limit in the way): a
// verified user with a live session, for the API tests, the resilience suite and the benchmarks.
import { randomBytes } from 'node:crypto';
import type { RawQuery } from '../apps/api/src/db/client';
import { hashToken } from '../apps/api/src/lib/session';

export interface SeededUser {
  id: string;
  name: string;
  email: string;
  token: string;
}

export interface UserOptions {
  /** Default: "Shopper <n>". */
  name?: string;
  /** Default: made of the name, a counter and random hex, so it is unique. */
  email?: string;
  /** Default: a string no password matches (log-in is not what the test is about). */
  passwordHash?: string;
  /** When the user was verified and the session began (the session lasts a day). */
  now?: number;
}

let seq = 0;

export async function insertUser(query: RawQuery, options: UserOptions = {}): Promise<SeededUser> {
  const n = ++seq;
  const name = options.name ?? `Shopper ${n}`;
  const email =
    options.email ??
    `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${n}.${randomBytes(4).toString('hex')}@example.com`;
  const now = options.now ?? Date.now();
  const { rows } = await query(
    `INSERT INTO users (name, email, password_hash, verified_at) VALUES ($1, $2, $3, $4) RETURNING id`,
    [name, email, options.passwordHash ?? 'not-a-real-hash', new Date(now).toISOString()],
  );
  const id = String(rows[0]!.id);
  const token = await insertSession(query, id, new Date(now + 24 * 3600_000), now);
  return { id, name, email, token };
}

/** A session for an existing user, with an explicit expiry (past = an expired token). */
export async function insertSession(
  query: RawQuery,
  userId: string,
  expiresAt: Date,
  createdAt = expiresAt.getTime() - 3600_000,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await query(`INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`, [
    hashToken(token),
    userId,
    new Date(createdAt).toISOString(),
    expiresAt.toISOString(),
  ]);
  return token;
}
