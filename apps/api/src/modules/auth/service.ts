// The account rules: sign-up with an e-mailed code, login, password reset, logout. Codes are
// 4 digits, so they are protected by everything around them: HMAC at rest, 10-minute life,
// single use, newest only, 5 tries per code, 10 failures per e-mail per 24 h, 1 code a minute.
import {
  OTP_MAX_FAILURES_PER_DAY,
  OTP_MAX_TRIES,
  OTP_RESEND_INTERVAL_MS,
  OTP_TTL_MS,
  RESET_TOKEN_TTL_MS,
  SESSION_TTL_MS,
} from '@store/shared/constants';
import { MSG } from '@store/shared/messages';
import type { FastifyBaseLogger } from 'fastify';
import { codeHmac, generateCode, type CodePurpose } from '../../lib/auth-codes';
import { hashPassword, verifyPassword } from '../../lib/auth-password';
import { issueToken } from '../../lib/auth-tokens';
import { hashToken } from '../../plugins/auth';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../lib/http-error';
import type { ModuleDeps } from '../module-deps';
import { codeMail } from './mail';
import * as repo from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export const AUTH_TEXT = {
  signupCodeSent: 'OTP sent to your email. Please verify to complete registration.',
  codeResent: 'A new OTP has been sent to your email.',
  resetCodeSent: 'OTP sent to your email.',
  resetCodeVerified: 'OTP verified. You can now reset your password.',
  passwordReset: 'Password reset successfully. Please sign in with your new password.',
  alreadyRegistered: 'This email is already registered. Please sign in.',
  notVerified: 'Please verify your email before signing in.',
  noPendingSignup: 'No pending sign-up for this email. Please sign up again.',
  otpExpired: 'OTP has expired. Please request a new one.',
  otpDead: 'Too many incorrect attempts. Please request a new OTP.',
  emailLocked: 'Too many incorrect codes for this email. Please try again later.',
  waitForCode: (s: number) => `Please wait ${s} seconds before requesting a new OTP.`,
  mailFailed: 'We could not send the e-mail with your code. Please try again in a moment.',
  invalidResetToken: 'Invalid or expired reset token. Please start again.',
} as const;

export interface PublicUser {
  id: string;
  name: string;
  email: string;
}

export function createAuthService(deps: ModuleDeps) {
  const { database, config, mailer } = deps;
  const db = database.db;
  const now = () => config.now();
  const hmac = (email: string, purpose: CodePurpose, code: string) => codeHmac(config.appSecret, email, purpose, code);

  /** 10 failures in the last 24 h lock the e-mail's codes until the oldest of them ages out. */
  async function assertNotLocked(email: string): Promise<void> {
    const t = now();
    const failures = await repo.recentFailures(db, email, t - DAY_MS, OTP_MAX_FAILURES_PER_DAY);
    if (failures.length >= OTP_MAX_FAILURES_PER_DAY) {
      const unlocksAt = failures[OTP_MAX_FAILURES_PER_DAY - 1]! + DAY_MS;
      throw tooManyRequests(AUTH_TEXT.emailLocked, (unlocksAt - t) / 1000);
    }
  }

  /** Stores and mails a fresh code; a mail that cannot be sent takes its code back. */
  async function sendCode(
    log: FastifyBaseLogger,
    purpose: CodePurpose,
    email: string,
    name: string,
    pending?: { name: string; passwordHash: string },
  ): Promise<void> {
    await assertNotLocked(email);
    const code = generateCode();
    const stored = await repo.insertCode(db, {
      email,
      purpose,
      codeHmac: hmac(email, purpose, code),
      now: now(),
      ttlMs: OTP_TTL_MS,
      minIntervalMs: OTP_RESEND_INTERVAL_MS,
      pendingName: pending?.name,
      pendingPasswordHash: pending?.passwordHash,
    });
    if (!stored.ok) {
      const seconds = Math.max(1, Math.ceil(stored.retryAfterMs / 1000));
      throw tooManyRequests(AUTH_TEXT.waitForCode(seconds), seconds);
    }
    try {
      await mailer.send(codeMail(purpose, email, name, code));
    } catch (err) {
      log.error({ err, purpose }, 'code e-mail could not be sent');
      await repo.deleteCode(db, stored.id);
      throw new HttpError(503, AUTH_TEXT.mailFailed, { 'retry-after': '30' });
    }
  }

  /** One guess at a code; throws the reason when it is not accepted. */
  async function checkCode(email: string, purpose: CodePurpose, code: string): Promise<repo.CodeAttempt> {
    await assertNotLocked(email);
    const t = now();
    const attempt = await repo.attemptCode(db, {
      email,
      purpose,
      codeHmac: hmac(email, purpose, code),
      now: t,
      maxTries: OTP_MAX_TRIES,
    });
    if (attempt?.ok) return attempt;
    if (attempt) {
      await repo.recordFailure(db, email, t);
      if (attempt.attempts >= OTP_MAX_TRIES) throw tooManyRequests(AUTH_TEXT.otpDead, waitForNewCode(t, null));
      throw badRequest(MSG.invalidOtp);
    }
    const newest = await repo.newestCode(db, email, purpose);
    if (!newest || newest.consumed) throw badRequest(MSG.invalidOtp);
    if (newest.attempts >= OTP_MAX_TRIES) throw tooManyRequests(AUTH_TEXT.otpDead, waitForNewCode(t, newest));
    throw badRequest(AUTH_TEXT.otpExpired);
  }

  const waitForNewCode = (t: number, newest: repo.CodeState | null) =>
    newest ? Math.max(1, (newest.createdAt + OTP_RESEND_INTERVAL_MS - t) / 1000) : 1;

  return {
    async signup(log: FastifyBaseLogger, input: { name: string; email: string; password: string }) {
      if (await repo.findUserByEmail(db, input.email)) throw conflict(AUTH_TEXT.alreadyRegistered);
      const passwordHash = await hashPassword(input.password);
      await sendCode(log, 'signup', input.email, input.name, { name: input.name, passwordHash });
      return { message: AUTH_TEXT.signupCodeSent };
    },

    async resendSignupCode(log: FastifyBaseLogger, email: string) {
      if (await repo.findUserByEmail(db, email)) throw conflict(AUTH_TEXT.alreadyRegistered);
      const newest = await repo.newestCode(db, email, 'signup');
      if (!newest?.pendingName || !newest.pendingPasswordHash || newest.consumed) {
        throw notFound(AUTH_TEXT.noPendingSignup);
      }
      await sendCode(log, 'signup', email, newest.pendingName, {
        name: newest.pendingName,
        passwordHash: newest.pendingPasswordHash,
      });
      return AUTH_TEXT.codeResent;
    },

    async verifySignup(email: string, otp: string) {
      const attempt = await checkCode(email, 'signup', otp);
      const userId = await repo.insertVerifiedUser(db, {
        name: attempt.pendingName ?? 'User',
        email,
        passwordHash: attempt.pendingPasswordHash!,
        now: now(),
      });
      if (!userId) throw conflict(AUTH_TEXT.alreadyRegistered);
      return MSG.accountCreated;
    },

    async login(input: { email: string; password: string }) {
      const user = await repo.findUserByEmail(db, input.email);
      if (!user) {
        // Same cost as a real check; a correct password of a sign-up not yet verified says so.
        const pending = await repo.newestCode(db, input.email, 'signup');
        if (await verifyPassword(pending && !pending.consumed ? pending.pendingPasswordHash : null, input.password)) {
          throw forbidden(AUTH_TEXT.notVerified);
        }
        throw unauthorized(MSG.invalidCredentials);
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) throw unauthorized(MSG.invalidCredentials);
      const t = now();
      const { token, tokenHash } = issueToken();
      await repo.insertSession(db, { tokenHash, userId: user.id, now: t, expiresAt: t + SESSION_TTL_MS });
      return {
        token,
        user: { id: user.id, name: user.name, email: user.email } satisfies PublicUser,
        message: MSG.loginSuccessful,
      };
    },

    async logout(tokenHash: string) {
      await repo.revokeSession(db, tokenHash, now());
    },

    async profile(userId: string): Promise<PublicUser> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw unauthorized(MSG.notLoggedIn);
      return user;
    },

    async forgotPassword(log: FastifyBaseLogger, email: string) {
      const user = await repo.findUserByEmail(db, email);
      if (!user) throw notFound(MSG.emailNotFound);
      await sendCode(log, 'reset', email, user.name);
      return AUTH_TEXT.resetCodeSent;
    },

    async verifyResetCode(email: string, otp: string) {
      await checkCode(email, 'reset', otp);
      const user = await repo.findUserByEmail(db, email);
      if (!user) throw badRequest(MSG.invalidOtp);
      const { token, tokenHash } = issueToken();
      await repo.insertResetToken(db, { tokenHash, userId: user.id, expiresAt: now() + RESET_TOKEN_TTL_MS });
      return { resetToken: token, message: AUTH_TEXT.resetCodeVerified };
    },

    async resetPassword(input: { email: string; resetToken: string; newPassword: string }) {
      const passwordHash = await hashPassword(input.newPassword);
      const t = now();
      const done = await db.transaction(async (tx) => {
        const userId = await repo.consumeResetToken(tx, {
          tokenHash: hashToken(input.resetToken),
          email: input.email,
          now: t,
        });
        if (!userId) return false;
        await repo.setPasswordHash(tx, userId, passwordHash);
        await repo.revokeAllSessions(tx, userId, t);
        await repo.spendAllResetTokens(tx, userId, t);
        return true;
      });
      if (!done) throw badRequest(AUTH_TEXT.invalidResetToken);
      return AUTH_TEXT.passwordReset;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
