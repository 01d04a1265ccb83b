// Drizzle mirror of the account tables (the SQL in ../migrations is the source of truth).
import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  verifiedAt: ts('verified_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A required reference to a user; the row goes with its user. */
const userRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const otpCodes = pgTable('otp_codes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  purpose: text('purpose', { enum: ['signup', 'reset'] }).notNull(),
  codeHmac: text('code_hmac').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  consumedAt: ts('consumed_at'),
  createdAt: ts('created_at').notNull(),
  // 0200: the credentials of the sign-up that asked for this code.
  pendingName: text('pending_name'),
  pendingPasswordHash: text('pending_password_hash'),
  // 1300: the sign-up attempt this code belongs to (null for reset codes).
  attemptId: uuid('attempt_id'),
});

export const otpFailures = pgTable('otp_failures', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  failedAt: ts('failed_at').notNull(),
  // 1300: the client address that guessed.
  client: text('client').notNull().default(''),
});

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: userRef('user_id'),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
});

export const resetTokens = pgTable('reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: userRef('user_id'),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});
