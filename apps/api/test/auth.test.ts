// Accounts (docs/api.md, Accounts): sign-up with an e-mailed code, login, profile, logout, password reset,
// and every rule that keeps 4-digit codes safe, on each database.
import {
  OTP_EMAIL_LOCK_WINDOW_MS,
  OTP_RESEND_INTERVAL_MS,
  OTP_TTL_MS,
  RESET_TOKEN_TTL_MS,
  SESSION_TTL_MS,
} from '@store/shared/constants';
import { MSG } from '@store/shared/messages';
import { VALIDATION } from '@store/shared/validation-words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXT } from '../src/modules/auth/service';
import { createTestApp, DB_KINDS, form, type TestApp } from './helpers';
import { latestCode, outboxMessages, textPartOf } from '../../../test-support/mail';

const PASSWORD = 'Secret#123';
let seq = 0;
const newEmail = (tag = 'shopper') => `${tag}.${Date.now().toString(36)}.${++seq}@example.com`;

describe.each(DB_KINDS)('accounts on %s', (kind) => {
  let t: TestApp;
  // Each test uses its own client address so the per-address rate limits stay out of the way.
  let ip = 0;
  const addr = () => `10.1.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

  beforeAll(async () => {
    t = await createTestApp(kind, { build: { seedDemo: false } });
  });
  afterAll(async () => t?.close());

  const post = (url: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, remoteAddress: addr(), ...extra });
  const signup = (email: string, password = PASSWORD, name = 'Asha Rao') =>
    post('/auth/user/signup', { payload: { name, email, password } });
  const verify = (email: string, otp: string, attemptId?: string) =>
    post('/auth/user/verify-otp', form(attemptId ? { email, otp, attemptId } : { email, otp }));
  const attemptOf = (res: { json: () => unknown }) => (res.json() as { attemptId: string }).attemptId;
  const login = (email: string, password = PASSWORD) => post('/auth/user/login', { payload: { email, password } });
  const profile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/auth/user/profile', headers: { authorization: `Bearer ${token}` } });
  const count = async (sqlText: string, params: unknown[]) =>
    Number((await t.database.withConnection((q) => q(sqlText, params))).rows[0]?.n);

  async function registered(password = PASSWORD) {
    const email = newEmail();
    expect((await signup(email, password)).statusCode).toBe(201);
    expect((await verify(email, latestCode(t.config.dataDir, email))).statusCode).toBe(200);
    return email;
  }

  it('signs up with an e-mailed code, then logs in, shows the profile and logs out', async () => {
    const email = newEmail();
    const res = await signup(`  ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: AUTH_TEXT.signupCodeSent,
      attemptId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    const mails = outboxMessages(t.config.dataDir, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/Content-Type: text\/html/i);
    expect(textPartOf(mails[0]!)).toMatch(/^\d{4}$/m);
    const code = latestCode(t.config.dataDir, email);

    // Nothing usable at rest: no account yet, and the code is stored only as an HMAC.
    expect(await count('SELECT count(*) AS n FROM users WHERE email = $1', [email])).toBe(0);
    const stored = await t.database.withConnection((q) => q('SELECT * FROM otp_codes WHERE email = $1', [email]));
    expect(JSON.stringify(stored.rows)).not.toContain(`"${code}"`);
    expect(String(stored.rows[0]!.code_hmac)).toMatch(/^[0-9a-f]{64}$/);

    // Not verified yet: the right password says so, a wrong one is just wrong.
    expect((await login(email)).statusCode).toBe(403);
    expect((await login(email, 'nope-nope')).statusCode).toBe(401);

    const json = await post('/auth/user/verify-otp', { payload: { email, otp: code } });
    expect(json.statusCode).toBe(415);

    const ok = await verify(email, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect(ok.body).toBe(MSG.accountCreated);
    const again = await verify(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.headers['content-type']).toMatch(/^text\/plain/);

    const hash = await t.database.withConnection((q) => q('SELECT password_hash FROM users WHERE email = $1', [email]));
    expect(String(hash.rows[0]!.password_hash)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const signedIn = await login(email.toUpperCase());
    expect(signedIn.statusCode).toBe(200);
    const body = signedIn.json<{ token: string; user: { id: string; name: string; email: string }; message: string }>();
    expect(body.message).toBe(MSG.loginSuccessful);
    expect(body.user).toMatchObject({ name: 'Asha Rao', email });
    expect(Buffer.from(body.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(await count('SELECT count(*) AS n FROM sessions WHERE token_hash = $1', [body.token])).toBe(0);

    const me = await profile(body.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.user);

    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/user/logout',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await profile(body.token)).statusCode).toBe(401);
  });

  it('refuses a second sign-up of a verified e-mail with 409', async () => {
    const email = await registered();
    const res = await signup(email);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: AUTH_TEXT.alreadyRegistered });
  });

  it('validates the sign-up and login payloads with the form messages, changing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', email: 'a@b.co', password: PASSWORD }, VALIDATION.fullNameRequired],
      [{ name: ' x ', email: 'a@b.co', password: PASSWORD }, VALIDATION.nameMin],
      [{ name: 'Asha', email: '', password: PASSWORD }, VALIDATION.emailAddressRequired],
      [{ name: 'Asha', email: 'not-an-email', password: PASSWORD }, VALIDATION.emailInvalid],
      [{ name: 'Asha', email: 'a@b.co', password: '' }, VALIDATION.passwordRequired],
      [{ name: 'Asha', email: 'a@b.co', password: '12345' }, VALIDATION.passwordMinLogin],
      [{ name: 'Asha', email: 'a@b.co', password: 'x'.repeat(257) }, VALIDATION.passwordMax],
      [{ name: 'Asha', email: 42, password: PASSWORD }, VALIDATION.emailAddressRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/auth/user/signup', { payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    const bad = await post('/auth/user/login', { payload: { email: 'x', password: PASSWORD } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain(VALIDATION.emailInvalid);
    const junk = await post('/auth/user/login', {
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(junk.statusCode).toBe(400);
    expect(await count("SELECT count(*) AS n FROM otp_codes WHERE email = 'a@b.co'", [])).toBe(0);
  });

  it('answers the same 401 for an unknown e-mail and a wrong password, spending an argon2 check on both', async () => {
    const email = await registered();
    const time = async (e: string) => {
      const started = performance.now();
      const res = await login(e, 'Wrong#pass1');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MSG.invalidCredentials });
      return performance.now() - started;
    };
    await time('nobody@example.com'); // warms the dummy hash
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(email));
      unknown.push(await time(`nobody.${i}@example.com`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it('hashes the whole password: a long one is never truncated', async () => {
    const long = `${'a'.repeat(80)}Z#1`;
    const email = await registered(long);
    expect((await login(email, long.slice(0, 72))).statusCode).toBe(401);
    expect((await login(email, long)).statusCode).toBe(200);
  });

  it('ADR 1300 §1: a second sign-up of an unverified e-mail cannot take it over', async () => {
    const email = newEmail('victim');
    const a = await signup(email, 'Owner#pass1', 'Owner Name');
    const ownerCode = latestCode(t.config.dataDir, email);
    const tooSoon = await signup(email, 'Thief#pass2', 'Thief Name');
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    t.clock.advance(OTP_RESEND_INTERVAL_MS);
    const b = await signup(email, 'Thief#pass2', 'Thief Name');
    expect(b.statusCode).toBe(201);
    expect(attemptOf(b)).not.toBe(attemptOf(a));
    const thiefCode = latestCode(t.config.dataDir, email);
    const mails = outboxMessages(t.config.dataDir, email);
    expect(mails).toHaveLength(2);
    // The mail to an address nobody has proved carries no text a sign-up chose.
    for (const mail of mails) expect(mail).not.toMatch(/Owner Name|Thief Name/);

    // With two attempts pending, a code alone is judged against neither.
    const bare = await verify(email, thiefCode);
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toBe(AUTH_TEXT.severalSignups);
    // The newest mail's code does not activate the owner's attempt (unless the codes collide).
    if (thiefCode !== ownerCode) expect((await verify(email, thiefCode, attemptOf(a))).statusCode).toBe(400);
    // The owner's first code still works for the owner's attempt, with the owner's credentials.
    expect((await verify(email, ownerCode, attemptOf(a).toUpperCase())).statusCode).toBe(200);
    expect((await login(email, 'Thief#pass2')).statusCode).toBe(401);
    const ok = await login(email, 'Owner#pass1');
    expect(ok.json<{ user: { name: string } }>().user.name).toBe('Owner Name');
    // And the other attempt can no longer create anything.
    expect((await verify(email, thiefCode, attemptOf(b))).statusCode).toBe(409);
  });

  it('verifies with e-mail and code alone when one sign-up is pending', async () => {
    const email = newEmail();
    await signup(email);
    expect((await verify(email, latestCode(t.config.dataDir, email))).statusCode).toBe(200);
    const bad = await verify(newEmail(), '1234', 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
  });

  it('resends a sign-up code at most once a minute, as text', async () => {
    const email = newEmail();
    await signup(email);
    const first = latestCode(t.config.dataDir, email);
    const soon = await post(`/auth/user/resend-otp?email=${encodeURIComponent(email)}`);
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['content-type']).toMatch(/^text\/plain/);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    t.clock.advance(OTP_RESEND_INTERVAL_MS + 1);
    const res = await post(`/auth/user/resend-otp?email=${encodeURIComponent(email)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(AUTH_TEXT.codeResent);
    expect(outboxMessages(t.config.dataDir, email)).toHaveLength(2);
    const second = latestCode(t.config.dataDir, email);
    if (first !== second) expect((await verify(email, first)).statusCode).toBe(400);
    expect((await verify(email, second)).statusCode).toBe(200);

    expect((await post(`/auth/user/resend-otp?email=${encodeURIComponent(email)}`)).statusCode).toBe(409);
    const none = await post(`/auth/user/resend-otp?email=${encodeURIComponent(newEmail())}`);
    expect(none.statusCode).toBe(404);
    expect(none.body).toBe(AUTH_TEXT.noPendingSignup);
  });

  it('expires a code after 10 minutes', async () => {
    const email = newEmail();
    await signup(email);
    const code = latestCode(t.config.dataDir, email);
    t.clock.advance(OTP_TTL_MS + 1);
    const res = await verify(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(AUTH_TEXT.otpExpired);
  });

  it('kills a code after 5 wrong tries', async () => {
    const email = newEmail();
    await signup(email);
    const code = latestCode(t.config.dataDir, email);
    const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');
    for (let i = 0; i < 4; i++) {
      const res = await verify(email, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(MSG.invalidOtp);
    }
    const fifth = await verify(email, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.body).toBe(AUTH_TEXT.otpDead);
    const right = await verify(email, code);
    expect(right.statusCode).toBe(429);
    expect(await count('SELECT count(*) AS n FROM users WHERE email = $1', [email])).toBe(0);
  });

  // ADR 1300: failures count per (e-mail, client address) and per client address for a day, and per
  // e-mail from everyone for 15 minutes only.
  const wrongFor = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');
  const as =
    (ip: string) =>
    (url: string, extra: Record<string, unknown> = {}) =>
      t.app.inject({ method: 'POST', url, remoteAddress: ip, ...extra });
  const q = (email: string) => encodeURIComponent(email);

  /** Ten wrong guesses at an e-mail's reset codes from one address (two codes of five tries). */
  async function tenWrongResetGuesses(ip: string, email: string) {
    for (let round = 0; round < 2; round++) {
      expect((await as(ip)(`/auth/user/forgot-password?email=${q(email)}`)).statusCode).toBe(200);
      const code = latestCode(t.config.dataDir, email);
      for (let i = 0; i < 5; i++) await as(ip)(`/auth/user/verify-reset-otp?email=${q(email)}&otp=${wrongFor(code)}`);
      t.clock.advance(OTP_RESEND_INTERVAL_MS);
    }
  }

  it('ADR 1300 §2: a stranger locks an owner out of reset for at most 15 minutes', async () => {
    const email = await registered();
    const attacker = '10.66.0.1';
    const owner = '10.66.0.2';
    await tenWrongResetGuesses(attacker, email);

    const blocked = await as(owner)(`/auth/user/forgot-password?email=${q(email)}`);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toBe(AUTH_TEXT.emailLocked);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    t.clock.advance(OTP_EMAIL_LOCK_WINDOW_MS);
    expect((await as(owner)(`/auth/user/forgot-password?email=${q(email)}`)).statusCode).toBe(200);
    const right = await as(owner)(
      `/auth/user/verify-reset-otp?email=${q(email)}&otp=${latestCode(t.config.dataDir, email)}`,
    );
    expect(right.statusCode).toBe(200);

    // The attacker's own budget on this e-mail stays spent for the day.
    const again = await as(attacker)(`/auth/user/forgot-password?email=${q(email)}`);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(23 * 3600);
  });

  it('ADR 1300 §3: one address gets 30 wrong guesses a day across all e-mails', async () => {
    const attacker = '10.67.0.1';
    const victims = [await registered(), await registered(), await registered(), await registered()];
    for (const email of victims.slice(0, 3)) await tenWrongResetGuesses(attacker, email);
    expect(await count('SELECT count(*) AS n FROM otp_failures WHERE client = $1', [attacker])).toBe(30);

    const fourth = await as(attacker)(`/auth/user/forgot-password?email=${q(victims[3]!)}`);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.body).toBe(AUTH_TEXT.clientLocked);
    const retryAfter = Number(fourth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    // Another address is not held back by it, and the budget comes back after a day.
    expect((await as('10.67.0.2')(`/auth/user/forgot-password?email=${q(victims[3]!)}`)).statusCode).toBe(200);
    t.clock.advance(retryAfter * 1000 + OTP_RESEND_INTERVAL_MS);
    expect((await as(attacker)(`/auth/user/forgot-password?email=${q(victims[3]!)}`)).statusCode).toBe(200);
  });

  it('accepts a right code exactly once among 50 simultaneous verifies', async () => {
    const email = newEmail();
    await signup(email);
    const code = latestCode(t.config.dataDir, email);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/auth/user/verify-otp',
          remoteAddress: `10.9.0.${i + 1}`,
          ...form({ email, otp: code }),
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200 && c !== 400)).toEqual([]);
    expect(await count('SELECT count(*) AS n FROM users WHERE email = $1', [email])).toBe(1);
  });

  it('judges at most 5 of 50 simultaneous guesses at one code', async () => {
    const email = newEmail();
    await signup(email);
    const code = latestCode(t.config.dataDir, email);
    const guesses = Array.from({ length: 50 }, (_, i) => String((Number(code) + 1 + i) % 10000).padStart(4, '0'));
    await Promise.all(
      guesses.map((otp, i) =>
        t.app.inject({
          method: 'POST',
          url: '/auth/user/verify-otp',
          remoteAddress: `10.8.0.${i + 1}`,
          ...form({ email, otp }),
        }),
      ),
    );
    expect(await count('SELECT count(*) AS n FROM otp_failures WHERE email = $1', [email])).toBe(5);
    expect((await verify(email, code)).statusCode).toBe(429);
  });

  it('resets a forgotten password with a code, revoking every session', async () => {
    const email = await registered();
    const a = (await login(email)).json<{ token: string }>().token;
    const b = (await login(email)).json<{ token: string }>().token;

    const unknown = await post('/auth/user/forgot-password?email=nobody%40example.com');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/plain/);
    expect(unknown.body).toBe(MSG.emailNotFound);

    const sent = await post(`/auth/user/forgot-password?email=${encodeURIComponent(email)}`);
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['content-type']).toMatch(/^text\/plain/);
    expect(sent.body).toBe(AUTH_TEXT.resetCodeSent);
    const code = latestCode(t.config.dataDir, email);
    const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');

    const bad = await post(`/auth/user/verify-reset-otp?email=${encodeURIComponent(email)}&otp=${wrong}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^text\/plain/);
    expect(bad.body).toBe(MSG.invalidOtp);
    const short = await post(`/auth/user/verify-reset-otp?email=${encodeURIComponent(email)}&otp=12`);
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(VALIDATION.otpIncompleteReset);

    const verified = await post(`/auth/user/verify-reset-otp?email=${encodeURIComponent(email)}&otp=${code}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.headers['content-type']).toMatch(/^application\/json/);
    const { resetToken } = verified.json<{ resetToken: string; message: string }>();
    expect(Buffer.from(resetToken, 'base64url').length).toBeGreaterThanOrEqual(16);

    const tooShort = await post('/auth/user/reset-password', { payload: { email, resetToken, newPassword: '12345' } });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.headers['content-type']).toMatch(/^text\/plain/);
    expect(tooShort.body).toContain(VALIDATION.passwordMinReset);
    const otherUser = await post('/auth/user/reset-password', {
      payload: { email: await registered(), resetToken, newPassword: 'Another#1' },
    });
    expect(otherUser.statusCode).toBe(400);

    const done = await post('/auth/user/reset-password', { payload: { email, resetToken, newPassword: 'Brand#new9' } });
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toMatch(/^text\/plain/);
    expect(done.body).toBe(AUTH_TEXT.passwordReset);
    expect((await profile(a)).statusCode).toBe(401);
    expect((await profile(b)).statusCode).toBe(401);
    expect((await login(email)).statusCode).toBe(401);
    expect((await login(email, 'Brand#new9')).statusCode).toBe(200);

    const reused = await post('/auth/user/reset-password', {
      payload: { email, resetToken, newPassword: 'Third#pass3' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.body).toBe(AUTH_TEXT.invalidResetToken);
  });

  it('expires a reset token after 15 minutes', async () => {
    const email = await registered();
    await post(`/auth/user/forgot-password?email=${encodeURIComponent(email)}`);
    const code = latestCode(t.config.dataDir, email);
    const verified = await post(`/auth/user/verify-reset-otp?email=${encodeURIComponent(email)}&otp=${code}`);
    const { resetToken } = verified.json<{ resetToken: string }>();
    t.clock.advance(RESET_TOKEN_TTL_MS + 1);
    const res = await post('/auth/user/reset-password', { payload: { email, resetToken, newPassword: 'Brand#new9' } });
    expect(res.statusCode).toBe(400);
    expect((await login(email)).statusCode).toBe(200);
  });

  it('accepts a right reset code exactly once among 50 simultaneous verifies', async () => {
    const email = await registered();
    await post(`/auth/user/forgot-password?email=${encodeURIComponent(email)}`);
    const code = latestCode(t.config.dataDir, email);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/auth/user/verify-reset-otp?email=${encodeURIComponent(email)}&otp=${code}`,
          remoteAddress: `10.7.0.${i + 1}`,
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(
      await count('SELECT count(*) AS n FROM reset_tokens rt JOIN users u ON u.id = rt.user_id WHERE u.email = $1', [
        email,
      ]),
    ).toBe(1);
  });

  it('expires sessions and refuses bad tokens with 401', async () => {
    const email = await registered();
    const { token } = (await login(email)).json<{ token: string }>();
    expect((await profile(token)).statusCode).toBe(200);
    expect((await profile(`${token}x`)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/auth/user/profile' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/auth/user/logout' })).statusCode).toBe(401);
    t.clock.advance(SESSION_TTL_MS + 1);
    expect((await profile(token)).statusCode).toBe(401);
  });
});
