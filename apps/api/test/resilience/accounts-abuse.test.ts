// ADR 1300: the accounts and friends attacks, kept closed. Each scenario is played as an
// attacker would script it, and the attack must fail: sign-up takeover of an unverified e-mail,
// a stranger locking an owner out of reset, one address guessing codes across many accounts,
// loose e-mail syntax reaching the mailer, strangers' e-mails from friend search, a rejected
// request re-sent without end, an upper-case id answered 404, and a request that never ends.
import { connect } from 'node:net';
import {
  OTP_EMAIL_LOCK_WINDOW_MS,
  OTP_MAX_FAILURES_PER_CLIENT_DAY,
  OTP_RESEND_INTERVAL_MS,
} from '@store/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TIMEOUTS } from '../../src/app';
import { latestCode, outboxMessages } from '../../../../test-support/mail';
import { bearer, createSignedInUser, createTestApp, DB_KINDS, form, type TestApp } from '../helpers';
import { startServer, type RunningServer } from '../../../../test-support/server';
import { APP_SECRET } from './support';

const q = encodeURIComponent;
const wrong = (code: string, by = 1) => String((Number(code) + by) % 10000).padStart(4, '0');

describe.each(DB_KINDS)('accounts abuse on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const email = (tag: string) => `${tag}.${Date.now().toString(36)}.${++n}@example.com`;
  beforeAll(async () => {
    t = await createTestApp(kind, { build: { seedDemo: false } });
  });
  afterAll(async () => t?.close());

  const post = (ip: string, url: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, remoteAddress: ip, ...extra });
  const signup = (ip: string, address: string, password: string, name: string) =>
    post(ip, '/auth/user/signup', { payload: { name, email: address, password } });
  const login = (address: string, password: string) =>
    post('10.13.9.9', '/auth/user/login', { payload: { email: address, password } });
  const account = async (ip: string) => {
    const address = email('owner');
    expect((await signup(ip, address, 'Owner#pass1', 'Owner')).statusCode).toBe(201);
    const verified = await post(
      ip,
      '/auth/user/verify-otp',
      form({ email: address, otp: latestCode(t.config.dataDir, address) }),
    );
    expect(verified.statusCode).toBe(200);
    return address;
  };

  it('sign-up takeover: the newest mail in the owner inbox never activates the thief password', async () => {
    const victim = email('victim');
    const owner = await signup('10.13.1.1', victim, 'Owner#pass1', 'Owner');
    t.clock.advance(OTP_RESEND_INTERVAL_MS);
    expect((await signup('10.13.1.2', victim, 'Thief#pass2', 'Thief')).statusCode).toBe(201);
    // The owner, reading the newest mail, enters its code on the owner's own screen.
    const newest = latestCode(t.config.dataDir, victim);
    const attemptId = owner.json<{ attemptId: string }>().attemptId;
    await post('10.13.1.1', '/auth/user/verify-otp', form({ email: victim, otp: newest, attemptId }));
    await post('10.13.1.1', '/auth/user/verify-otp', form({ email: victim, otp: newest }));
    expect((await login(victim, 'Thief#pass2')).statusCode).not.toBe(200);
  });

  it('reset lock-out: a stranger keeps the owner from resetting for at most 15 minutes', async () => {
    const victim = await account('10.13.2.1');
    for (let round = 0; round < 2; round++) {
      await post('10.13.2.66', `/auth/user/forgot-password?email=${q(victim)}`);
      const code = latestCode(t.config.dataDir, victim);
      for (let i = 1; i <= 5; i++)
        await post('10.13.2.66', `/auth/user/verify-reset-otp?email=${q(victim)}&otp=${wrong(code, i)}`);
      t.clock.advance(OTP_RESEND_INTERVAL_MS);
    }
    t.clock.advance(OTP_EMAIL_LOCK_WINDOW_MS);
    expect((await post('10.13.2.1', `/auth/user/forgot-password?email=${q(victim)}`)).statusCode).toBe(200);
    const code = latestCode(t.config.dataDir, victim);
    expect((await post('10.13.2.1', `/auth/user/verify-reset-otp?email=${q(victim)}&otp=${code}`)).statusCode).toBe(
      200,
    );
  });

  it('cross-account guessing: one address is judged at most 30 wrong guesses a day, over any e-mails', async () => {
    const attacker = '10.13.3.66';
    let judged = 0;
    for (let account = 0; account < 8; account++) {
      const target = email('target');
      if ((await signup(`10.13.3.${account + 1}`, target, 'Target#pass1', 'Target')).statusCode !== 201) continue;
      const code = latestCode(t.config.dataDir, target);
      for (let i = 1; i <= 5; i++) {
        const res = await post(attacker, '/auth/user/verify-otp', form({ email: target, otp: wrong(code, i) }));
        if (res.statusCode === 400 || (res.statusCode === 429 && i === 5 && res.body.includes('OTP'))) judged++;
      }
    }
    const failures = await t.database.withConnection((run) =>
      run('SELECT count(*) AS n FROM otp_failures WHERE client = $1', [attacker]),
    );
    expect(Number(failures.rows[0]!.n)).toBe(OTP_MAX_FAILURES_PER_CLIENT_DAY);
    expect(judged).toBeLessThanOrEqual(OTP_MAX_FAILURES_PER_CLIENT_DAY);
  });

  it.each([
    'a@x.com,evil.com',
    'a<b>@evil.com',
    'g:a@evil.com;',
    'Asha <a@x.com>',
    'a\u200b@x.com',
    'a@\u0440aypal.com',
  ])('e-mail syntax: %j is refused with 400 and nothing is mailed', async (address) => {
    const res = await signup('10.13.4.1', address, 'Secret#123', 'Asha');
    expect(res.statusCode).toBe(400);
    const forgot = await post('10.13.4.2', `/auth/user/forgot-password?email=${q(address)}`);
    expect(forgot.statusCode).toBe(400);
    expect(outboxMessages(t.config.dataDir, 'evil.com')).toEqual([]);
  });

  it("friend search: a stranger's whole e-mail is never handed out by name", async () => {
    const me = await createSignedInUser(t);
    const stranger = await createSignedInUser(t, 'Abuse Common Name');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/friends/search?query=${q(stranger.name)}`,
      headers: bearer(me),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(stranger.email);
  });

  it('a rejected friend request cannot be re-sent at once; an upper-case id is the same id', async () => {
    const [a, b] = [await createSignedInUser(t), await createSignedInUser(t)];
    const ask = () =>
      t.app.inject({ method: 'POST', url: `/api/friends/request/${b.id.toUpperCase()}`, headers: bearer(a) });
    expect((await ask()).statusCode).toBe(201);
    const [request] = (await t.app.inject({ method: 'GET', url: '/api/friends/requests', headers: bearer(b) })).json<
      { id: string }[]
    >();
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/friends/reject/${request!.id.toUpperCase()}`,
      headers: bearer(b),
    });
    expect(reject.statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(429);
  });
});

describe('a request that never finishes', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ APP_SECRET });
  });
  afterAll(async () => server?.stop());

  it('is cut off after the headers timeout instead of holding the connection', async () => {
    const { hostname, port } = new URL(server.url);
    const started = Date.now();
    const closed = await new Promise<{ ms: number; answer: string }>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () =>
        socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: '),
      );
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve({ ms: Date.now() - started, answer }));
      socket.on('error', reject);
      socket.setTimeout(SERVER_TIMEOUTS.headersMs * 4, () => {
        socket.destroy();
        reject(new Error('the server kept a never-finished request open'));
      });
    });
    expect(closed.ms).toBeGreaterThanOrEqual(SERVER_TIMEOUTS.headersMs - 1000);
    expect(closed.ms).toBeLessThan(SERVER_TIMEOUTS.headersMs + SERVER_TIMEOUTS.checkEveryMs + 10_000);
    if (closed.answer) expect(closed.answer).toMatch(/^HTTP\/1\.1 408/);
  }, 60_000);
});
