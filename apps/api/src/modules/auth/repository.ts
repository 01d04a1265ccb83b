// The account SQL, nothing else. Every rule that must hold under concurrency is one statement
// (or one transaction holding a lock), never a read followed by a write in code.
import { sql } from 'drizzle-orm';
import { selectRows, type AppDb } from '../../db/client';
import type { CodePurpose } from '../../lib/auth-codes';

const iso = (ms: number) => new Date(ms).toISOString();
const ms = (value: unknown) => new Date(value as string | Date).getTime();

export interface UserRow {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
}

export interface NewCode {
  email: string;
  purpose: CodePurpose;
  codeHmac: string;
  now: number;
  ttlMs: number;
  minIntervalMs: number;
  /** Sign-up codes: the attempt they belong to and the credentials it activates. */
  attemptId?: string | undefined;
  pendingName?: string | undefined;
  pendingPasswordHash?: string | undefined;
}

export interface CodeAttempt {
  ok: boolean;
  attempts: number;
  pendingName: string | null;
  pendingPasswordHash: string | null;
}

/** Which codes a guess or a question is about: an e-mail's and purpose's, or one sign-up attempt's. */
export interface CodeScope {
  email: string;
  purpose: CodePurpose;
  /** Sign-up: only this attempt's codes. */
  attemptId?: string | undefined;
}

const scopeFilter = (scope: CodeScope) =>
  scope.attemptId
    ? sql`email = ${scope.email} AND purpose = ${scope.purpose} AND attempt_id = ${scope.attemptId}::uuid`
    : sql`email = ${scope.email} AND purpose = ${scope.purpose}`;

export interface CodeState {
  consumed: boolean;
  expiresAt: number;
  createdAt: number;
  attempts: number;
  pendingName: string | null;
  pendingPasswordHash: string | null;
  attemptId: string | null;
}

/** Whose failures a budget counts: an e-mail's, a client address's, or both together. */
export type FailureScope = { email: string; client?: string } | { email?: string; client: string };

/** The reset token row, when it is live and belongs to this e-mail's user. */
const liveResetToken = (token: { tokenHash: string; email: string; now: number }) =>
  sql`token_hash = ${token.tokenHash} AND used_at IS NULL AND expires_at > ${iso(token.now)}::timestamptz
      AND user_id = (SELECT id FROM users WHERE email = ${token.email})`;

/** Made for the database or a transaction on it (a password reset's writes run in one). */
export function authRepository(db: AppDb) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const rows = await selectRows(
        db,
        sql`SELECT id, name, email, password_hash FROM users WHERE email = ${email} AND verified_at IS NOT NULL`,
      );
      const r = rows[0];
      return r
        ? { id: String(r.id), name: String(r.name), email: String(r.email), passwordHash: String(r.password_hash) }
        : null;
    },

    async findUserById(id: string): Promise<Omit<UserRow, 'passwordHash'> | null> {
      const rows = await selectRows(db, sql`SELECT id, name, email FROM users WHERE id = ${id}`);
      const r = rows[0];
      return r ? { id: String(r.id), name: String(r.name), email: String(r.email) } : null;
    },

    /** Creates the verified account; null when the e-mail is already taken. */
    async insertVerifiedUser(user: {
      name: string;
      email: string;
      passwordHash: string;
      now: number;
    }): Promise<string | null> {
      const rows = await selectRows(
        db,
        sql`INSERT INTO users (name, email, password_hash, verified_at, created_at)
            VALUES (${user.name}, ${user.email}, ${user.passwordHash}, ${iso(user.now)}::timestamptz, ${iso(user.now)}::timestamptz)
            ON CONFLICT (email) DO NOTHING RETURNING id`,
      );
      return rows[0] ? String(rows[0].id) : null;
    },

    /**
     * Stores a new code unless one was issued for this e-mail and purpose within minIntervalMs.
     * An advisory lock on the e-mail serialises concurrent requests, so two can never both pass.
     */
    async insertCode(code: NewCode): Promise<{ ok: true; id: number } | { ok: false; retryAfterMs: number }> {
      return db.transaction(async (tx) => {
        await selectRows(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${`otp:${code.purpose}:${code.email}`}))`);
        const recent = await selectRows(
          tx,
          sql`SELECT created_at FROM otp_codes
              WHERE email = ${code.email} AND purpose = ${code.purpose}
                AND created_at > ${iso(code.now - code.minIntervalMs)}::timestamptz
              ORDER BY created_at DESC LIMIT 1`,
        );
        if (recent[0]) return { ok: false, retryAfterMs: ms(recent[0].created_at) + code.minIntervalMs - code.now };
        const rows = await selectRows(
          tx,
          sql`INSERT INTO otp_codes (email, purpose, code_hmac, expires_at, created_at, attempt_id, pending_name, pending_password_hash)
              VALUES (${code.email}, ${code.purpose}, ${code.codeHmac}, ${iso(code.now + code.ttlMs)}::timestamptz,
                      ${iso(code.now)}::timestamptz, ${code.attemptId ?? null}::uuid, ${code.pendingName ?? null},
                      ${code.pendingPasswordHash ?? null})
              RETURNING id`,
        );
        return { ok: true, id: Number(rows[0]!.id) };
      });
    },

    /** Takes back a code whose e-mail could not be sent, so the shopper may ask again at once. */
    async deleteCode(id: number): Promise<void> {
      await selectRows(db, sql`DELETE FROM otp_codes WHERE id = ${id}`);
    },

    /**
     * One guess at the newest live code of a scope, as a single UPDATE: it spends an attempt and,
     * when the HMAC matches, consumes the code. The row lock makes concurrent guesses take turns,
     * so a code is consumed at most once and judged at most maxTries times.
     * null: there is no live code (none, consumed, expired or dead).
     */
    async attemptCode(
      guess: CodeScope & { codeHmac: string; now: number; maxTries: number },
    ): Promise<CodeAttempt | null> {
      const now = iso(guess.now);
      const rows = await selectRows(
        db,
        sql`UPDATE otp_codes
            SET attempts = attempts + 1,
                consumed_at = CASE WHEN code_hmac = ${guess.codeHmac} THEN ${now}::timestamptz ELSE NULL END
            WHERE id = (SELECT id FROM otp_codes WHERE ${scopeFilter(guess)} ORDER BY id DESC LIMIT 1)
              AND consumed_at IS NULL AND expires_at > ${now}::timestamptz AND attempts < ${guess.maxTries}
            RETURNING attempts, consumed_at IS NOT NULL AS ok, pending_name, pending_password_hash`,
      );
      const r = rows[0];
      if (!r) return null;
      return {
        ok: r.ok === true,
        attempts: Number(r.attempts),
        pendingName: r.pending_name == null ? null : String(r.pending_name),
        pendingPasswordHash: r.pending_password_hash == null ? null : String(r.pending_password_hash),
      };
    },

    /** The sign-up attempts of an e-mail whose newest code can still be used. */
    async liveSignupAttempts(email: string, now: number, maxTries: number): Promise<string[]> {
      const rows = await selectRows(
        db,
        sql`SELECT attempt_id FROM (
              SELECT DISTINCT ON (attempt_id) attempt_id, consumed_at, attempts FROM otp_codes
              WHERE email = ${email} AND purpose = 'signup' AND expires_at > ${iso(now)}::timestamptz
              ORDER BY attempt_id, id DESC) newest
            WHERE consumed_at IS NULL AND attempts < ${maxTries}`,
      );
      return rows.map((r) => String(r.attempt_id));
    },

    /** The newest code of a scope (to explain a failed guess, or to resend). */
    async newestCode(scope: CodeScope): Promise<CodeState | null> {
      const rows = await selectRows(
        db,
        sql`SELECT consumed_at, expires_at, created_at, attempts, pending_name, pending_password_hash, attempt_id
            FROM otp_codes WHERE ${scopeFilter(scope)} ORDER BY id DESC LIMIT 1`,
      );
      const r = rows[0];
      if (!r) return null;
      return {
        consumed: r.consumed_at != null,
        expiresAt: ms(r.expires_at),
        createdAt: ms(r.created_at),
        attempts: Number(r.attempts),
        pendingName: r.pending_name == null ? null : String(r.pending_name),
        pendingPasswordHash: r.pending_password_hash == null ? null : String(r.pending_password_hash),
        attemptId: r.attempt_id == null ? null : String(r.attempt_id),
      };
    },

    async recordFailure(failure: { email: string; client: string; now: number }): Promise<void> {
      await selectRows(
        db,
        sql`INSERT INTO otp_failures (email, client, failed_at)
            VALUES (${failure.email}, ${failure.client}, ${iso(failure.now)}::timestamptz)`,
      );
    },

    /** The times of the newest `limit` failures of a scope since `since`, newest first. */
    async recentFailures(scope: FailureScope, since: number, limit: number): Promise<number[]> {
      const filters = [
        sql`failed_at > ${iso(since)}::timestamptz`,
        ...(scope.email === undefined ? [] : [sql`email = ${scope.email}`]),
        ...(scope.client === undefined ? [] : [sql`client = ${scope.client}`]),
      ];
      const rows = await selectRows(
        db,
        sql`SELECT failed_at FROM otp_failures WHERE ${sql.join(filters, sql` AND `)}
            ORDER BY failed_at DESC LIMIT ${limit}`,
      );
      return rows.map((r) => ms(r.failed_at));
    },

    async insertSession(session: { tokenHash: string; userId: string; now: number; expiresAt: number }): Promise<void> {
      await selectRows(
        db,
        sql`INSERT INTO sessions (token_hash, user_id, created_at, expires_at)
            VALUES (${session.tokenHash}, ${session.userId}, ${iso(session.now)}::timestamptz, ${iso(session.expiresAt)}::timestamptz)`,
      );
    },

    async revokeSession(tokenHash: string, now: number): Promise<void> {
      await selectRows(
        db,
        sql`UPDATE sessions SET revoked_at = ${iso(now)}::timestamptz WHERE token_hash = ${tokenHash} AND revoked_at IS NULL`,
      );
    },

    async revokeAllSessions(userId: string, now: number): Promise<void> {
      await selectRows(
        db,
        sql`UPDATE sessions SET revoked_at = ${iso(now)}::timestamptz WHERE user_id = ${userId} AND revoked_at IS NULL`,
      );
    },

    async insertResetToken(token: { tokenHash: string; userId: string; expiresAt: number }): Promise<void> {
      await selectRows(
        db,
        sql`INSERT INTO reset_tokens (token_hash, user_id, expires_at)
            VALUES (${token.tokenHash}, ${token.userId}, ${iso(token.expiresAt)}::timestamptz)`,
      );
    },

    /** Whether a reset token of this e-mail's user is live (checked before any costly work). */
    async isResetTokenLive(token: { tokenHash: string; email: string; now: number }): Promise<boolean> {
      return (await selectRows(db, sql`SELECT 1 FROM reset_tokens WHERE ${liveResetToken(token)}`)).length > 0;
    },

    /** Spends a reset token of this e-mail's user in one statement; null when it is not live. */
    async consumeResetToken(token: { tokenHash: string; email: string; now: number }): Promise<string | null> {
      const rows = await selectRows(
        db,
        sql`UPDATE reset_tokens SET used_at = ${iso(token.now)}::timestamptz WHERE ${liveResetToken(token)} RETURNING user_id`,
      );
      return rows[0] ? String(rows[0].user_id) : null;
    },

    /** Every other reset token of the user stops working too. */
    async spendAllResetTokens(userId: string, now: number): Promise<void> {
      await selectRows(
        db,
        sql`UPDATE reset_tokens SET used_at = ${iso(now)}::timestamptz WHERE user_id = ${userId} AND used_at IS NULL`,
      );
    },

    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await selectRows(db, sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${userId}`);
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
