// The account rules: sign-up with an e-mailed code, login, password reset, logout. Codes are
// 4 digits, so they are protected by everything around them: HMAC at rest, 10-minute life,
// single use, newest only, 5 tries per code, 1 code a minute, and the failure budgets of
// ADR 1300 (per e-mail and client address, per client address, per e-mail for 15 minutes).
// A sign-up code only ever activates the attempt it was mailed for (ADR 1300).
import type { Language } from '@store/shared/language';
import {
  OTP_EMAIL_LOCK_WINDOW_MS,
  OTP_MAX_FAILURES_PER_CLIENT_DAY,
  OTP_MAX_FAILURES_PER_EMAIL_CLIENT_DAY,
  OTP_MAX_FAILURES_PER_EMAIL_WINDOW,
  OTP_MAX_TRIES,
  OTP_RESEND_INTERVAL_MS,
  OTP_TTL_MS,
  RESET_TOKEN_TTL_MS,
  SESSION_TTL_MS,
} from '@store/shared/constants';
import { MSG } from '@store/shared/messages';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { codeHmac, generateCode, type CodePurpose } from '../../lib/auth-codes';
import { hashPassword, verifyPassword } from '../../lib/auth-password';
import { issueToken } from '../../lib/auth-tokens';
import { isOperatorAccount } from '../../lib/operator-access';
import { hashToken } from '../../lib/session';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/module-deps';
import { codeMail } from './mail';
import { authRepository, type CodeAttempt, type CodeScope, type CodeState } from './repository';

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
  clientLocked: 'Too many incorrect codes from this connection. Please try again later.',
  severalSignups:
    'More than one sign-up is waiting for this email. Please enter the code on the screen of the sign-up it was sent for.',
  waitForCode: (s: number) => `Please wait ${s} seconds before requesting a new OTP.`,
  mailFailed: 'We could not send the e-mail with your code. Please try again in a moment.',
  invalidResetToken: 'Invalid or expired reset token. Please start again.',
} as const;

export interface PublicUser {
  id: string;
  name: string;
  email: string;
}

export function authService({
  database,
  config,
  mailer,
  now,
}: Pick<ServiceDeps, 'database' | 'config' | 'mailer' | 'now'>) {
  const db = database.db;
  const repo = authRepository(db);
  const hmac = (email: string, purpose: CodePurpose, code: string) => codeHmac(config.appSecret, email, purpose, code);

  /**
   * The failure budgets (ADR 1300), each refusing until its oldest counted failure ages out:
   * this client on this e-mail, this client on every e-mail, and everyone on this e-mail for a
   * short window only, so nobody else can keep an owner from their codes for long.
   */
  async function assertNotLocked(email: string, client: string): Promise<void> {
    const t = now();
    const budgets = [
      {
        scope: { email, client },
        max: OTP_MAX_FAILURES_PER_EMAIL_CLIENT_DAY,
        windowMs: DAY_MS,
        text: AUTH_TEXT.emailLocked,
      },
      { scope: { client }, max: OTP_MAX_FAILURES_PER_CLIENT_DAY, windowMs: DAY_MS, text: AUTH_TEXT.clientLocked },
      {
        scope: { email },
        max: OTP_MAX_FAILURES_PER_EMAIL_WINDOW,
        windowMs: OTP_EMAIL_LOCK_WINDOW_MS,
        text: AUTH_TEXT.emailLocked,
      },
    ];
    for (const budget of budgets) {
      const failures = await repo.recentFailures(budget.scope, t - budget.windowMs, budget.max);
      if (failures.length >= budget.max) {
        const unlocksAt = failures[budget.max - 1]! + budget.windowMs;
        throw tooManyRequests(budget.text, (unlocksAt - t) / 1000);
      }
    }
  }

  /** Stores and mails a fresh code; a mail that cannot be sent takes its code back. */
  async function sendCode(
    log: FastifyBaseLogger,
    client: string,
    mail: { purpose: CodePurpose; email: string; greetName?: string | undefined; language?: Language },
    pending?: { attemptId: string; name: string; passwordHash: string },
  ): Promise<void> {
    const { purpose, email } = mail;
    await assertNotLocked(email, client);
    const code = generateCode();
    const stored = await repo.insertCode({
      email,
      purpose,
      codeHmac: hmac(email, purpose, code),
      now: now(),
      ttlMs: OTP_TTL_MS,
      minIntervalMs: OTP_RESEND_INTERVAL_MS,
      attemptId: pending?.attemptId,
      pendingName: pending?.name,
      pendingPasswordHash: pending?.passwordHash,
    });
    if (!stored.ok) {
      const seconds = Math.max(1, Math.ceil(stored.retryAfterMs / 1000));
      throw tooManyRequests(AUTH_TEXT.waitForCode(seconds), seconds);
    }
    try {
      await mailer.send(codeMail(purpose, email, mail.greetName, code, mail.language));
    } catch (err) {
      log.error({ err, purpose }, 'code e-mail could not be sent');
      await repo.deleteCode(stored.id);
      throw new HttpError(503, AUTH_TEXT.mailFailed, { 'retry-after': '30' });
    }
  }

  /** One guess at a code of a scope; throws the reason when it is not accepted. */
  async function checkCode(scope: CodeScope, code: string, client: string): Promise<CodeAttempt> {
    const { email, purpose } = scope;
    await assertNotLocked(email, client);
    const t = now();
    const attempt = await repo.attemptCode({
      ...scope,
      codeHmac: hmac(email, purpose, code),
      now: t,
      maxTries: OTP_MAX_TRIES,
    });
    if (attempt?.ok) return attempt;
    if (attempt) {
      await repo.recordFailure({ email, client, now: t });
      if (attempt.attempts >= OTP_MAX_TRIES) throw tooManyRequests(AUTH_TEXT.otpDead, waitForNewCode(t, null));
      throw badRequest(MSG.invalidOtp);
    }
    const newest = await repo.newestCode(scope);
    if (!newest || newest.consumed) throw badRequest(MSG.invalidOtp);
    if (newest.attempts >= OTP_MAX_TRIES) throw tooManyRequests(AUTH_TEXT.otpDead, waitForNewCode(t, newest));
    throw badRequest(AUTH_TEXT.otpExpired);
  }

  /**
   * The attempt a sign-up code is checked against: the one named, else the only one pending.
   * With several pending and none named, no code is judged: it could be another attempt's.
   */
  async function signupScope(email: string, attemptId: string | undefined): Promise<CodeScope> {
    if (attemptId) return { email, purpose: 'signup', attemptId };
    const live = await repo.liveSignupAttempts(email, now(), OTP_MAX_TRIES);
    if (live.length > 1) throw badRequest(AUTH_TEXT.severalSignups);
    return { email, purpose: 'signup', attemptId: live[0] };
  }

  const waitForNewCode = (t: number, newest: CodeState | null) =>
    newest ? Math.max(1, (newest.createdAt + OTP_RESEND_INTERVAL_MS - t) / 1000) : 1;

  return {
    async signup(
      log: FastifyBaseLogger,
      client: string,
      input: { name: string; email: string; password: string },
      language: Language = 'en',
    ) {
      if (await repo.findUserByEmail(input.email)) throw conflict(AUTH_TEXT.alreadyRegistered);
      const passwordHash = await hashPassword(input.password);
      const attemptId = randomUUID();
      // The address is not verified yet: the mail carries no text the sign-up chose (ADR 1300).
      await sendCode(
        log,
        client,
        { purpose: 'signup', email: input.email, language },
        { attemptId, name: input.name, passwordHash },
      );
      return { message: AUTH_TEXT.signupCodeSent, attemptId };
    },

    async resendSignupCode(
      log: FastifyBaseLogger,
      client: string,
      email: string,
      attemptId?: string,
      language: Language = 'en',
    ) {
      if (await repo.findUserByEmail(email)) throw conflict(AUTH_TEXT.alreadyRegistered);
      const newest = await repo.newestCode({ email, purpose: 'signup', attemptId });
      if (!newest?.attemptId || !newest.pendingName || !newest.pendingPasswordHash || newest.consumed) {
        throw notFound(AUTH_TEXT.noPendingSignup);
      }
      await sendCode(
        log,
        client,
        { purpose: 'signup', email, language },
        { attemptId: newest.attemptId, name: newest.pendingName, passwordHash: newest.pendingPasswordHash },
      );
      return AUTH_TEXT.codeResent;
    },

    async verifySignup(client: string, input: { email: string; otp: string; attemptId?: string | undefined }) {
      const { email } = input;
      const attempt = await checkCode(await signupScope(email, input.attemptId), input.otp, client);
      const userId = await repo.insertVerifiedUser({
        name: attempt.pendingName ?? 'User',
        email,
        passwordHash: attempt.pendingPasswordHash!,
        now: now(),
      });
      if (!userId) throw conflict(AUTH_TEXT.alreadyRegistered);
      return MSG.accountCreated;
    },

    async login(input: { email: string; password: string }) {
      const user = await repo.findUserByEmail(input.email);
      if (!user) {
        // Same cost as a real check; a correct password of a sign-up not yet verified says so.
        const pending = await repo.newestCode({ email: input.email, purpose: 'signup' });
        if (await verifyPassword(pending && !pending.consumed ? pending.pendingPasswordHash : null, input.password)) {
          throw forbidden(AUTH_TEXT.notVerified);
        }
        throw unauthorized(MSG.invalidCredentials);
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) throw unauthorized(MSG.invalidCredentials);
      const t = now();
      const { token, tokenHash } = issueToken();
      await repo.insertSession({ tokenHash, userId: user.id, now: t, expiresAt: t + SESSION_TTL_MS });
      return {
        token,
        user: { id: user.id, name: user.name, email: user.email } satisfies PublicUser,
        message: MSG.loginSuccessful,
      };
    },

    async logout(tokenHash: string) {
      await repo.revokeSession(tokenHash, now());
    },

    /** The account; an operator's also says so, for the console's entry in the menu (ADR 3300). */
    async profile(userId: string): Promise<PublicUser & { operator?: true }> {
      const user = await repo.findUserById(userId);
      if (!user) throw unauthorized(MSG.notLoggedIn);
      return (await isOperatorAccount(database.db, userId)) ? { ...user, operator: true } : user;
    },

    async forgotPassword(log: FastifyBaseLogger, client: string, email: string, language: Language = 'en') {
      const user = await repo.findUserByEmail(email);
      if (!user) throw notFound(MSG.emailNotFound);
      await sendCode(log, client, { purpose: 'reset', email, greetName: user.name, language });
      return AUTH_TEXT.resetCodeSent;
    },

    async verifyResetCode(client: string, email: string, otp: string) {
      await checkCode({ email, purpose: 'reset' }, otp, client);
      const user = await repo.findUserByEmail(email);
      if (!user) throw badRequest(MSG.invalidOtp);
      const { token, tokenHash } = issueToken();
      await repo.insertResetToken({ tokenHash, userId: user.id, expiresAt: now() + RESET_TOKEN_TTL_MS });
      return { resetToken: token, message: AUTH_TEXT.resetCodeVerified };
    },

    async resetPassword(input: { email: string; resetToken: string; newPassword: string }) {
      const tokenHash = hashToken(input.resetToken);
      // A wrong token costs no argon2 hash: it is refused before the new password is hashed.
      if (!(await repo.isResetTokenLive({ tokenHash, email: input.email, now: now() }))) {
        throw badRequest(AUTH_TEXT.invalidResetToken);
      }
      const passwordHash = await hashPassword(input.newPassword);
      const t = now();
      const done = await db.transaction(async (tx) => {
        const inTx = authRepository(tx);
        const userId = await inTx.consumeResetToken({
          tokenHash,
          email: input.email,
          now: t,
        });
        if (!userId) return false;
        await inTx.setPasswordHash(userId, passwordHash);
        await inTx.revokeAllSessions(userId, t);
        await inTx.spendAllResetTokens(userId, t);
        return true;
      });
      if (!done) throw badRequest(AUTH_TEXT.invalidResetToken);
      return AUTH_TEXT.passwordReset;
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
