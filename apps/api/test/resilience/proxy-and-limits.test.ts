// The limits and what people write (ADR 2610, 2611, 2612), played against a real server process
// behind one proxy (TRUST_PROXY=1, the test plays the proxy): a client rotating the X-Forwarded-For
// entry it writes itself meets its login limit and its code-guessing budget; other spellings of the
// Authorization header share one user's limit; the operator routes refuse a forwarded request;
// names with control or invisible characters are refused; the reset code never reaches the log; an
// id alone cannot be blocked; and a 3 MB sign-up's 413 arrives. On PGlite, and on PostgreSQL with
// Redis when TEST_DATABASE_URL and TEST_REDIS_URL are set. The code guesses come last: they
// restart the server.
import { randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAIN_TEXT_MESSAGES } from '@store/shared/plain-text';
import { VALIDATION } from '@store/shared/validation-words';
import { AUTH_RATE_LIMITS } from '../../src/modules/auth/routes';
import { AUTH_TEXT } from '../../src/modules/auth/service';
import { waitForCode } from '../../../../test-support/mail';
import { startServer, type RunningServer } from '../../../../test-support/server';
import { uploadAfterAnswer } from '../../../../test-support/upload';
import { createTestDatabase, type TestDatabase } from '../helpers';
import { APP_SECRET, sleep, timedFetch } from './support';

const spoofed = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const clientAddress = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;

const setups = [
  { name: 'PGlite, limits in process', postgres: false, redisUrl: undefined },
  ...(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
    ? [{ name: 'PostgreSQL, limits in Redis', postgres: true, redisUrl: process.env.TEST_REDIS_URL }]
    : []),
];

describe.each(setups)('proxies, limits and human text on $name', ({ postgres, redisUrl }) => {
  let db: TestDatabase | undefined;
  let server: RunningServer;
  let env: Record<string, string>;
  beforeAll(async () => {
    if (postgres) db = await createTestDatabase('postgres', { demo: true });
    // A DATA_DIR of the test's own, kept when the server stops: the code guesses restart it.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'store-proxy-'));
    env = { APP_SECRET, TRUST_PROXY: '1', DATA_DIR: dataDir, ...(db ? { DATABASE_URL: db.url! } : {}) };
    server = await startServer({ ...env, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) }, { logToFile: true });
  });
  afterAll(async () => {
    await server?.stop();
    if (env) rmSync(env.DATA_DIR!, { recursive: true, force: true });
    await db?.drop();
  });

  const call = (
    url: string,
    {
      method = 'POST',
      xff,
      json,
      form,
      token,
    }: { method?: string; xff?: string; json?: unknown; form?: Record<string, string>; token?: string } = {},
    base = server.url,
  ) =>
    timedFetch(`${base}${url}`, {
      method,
      timeoutMs: 30_000,
      headers: {
        'x-forwarded-for': xff ?? clientAddress(),
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(token ? { authorization: token } : {}),
      },
      ...(json !== undefined
        ? { body: JSON.stringify(json) }
        : form
          ? { body: new URLSearchParams(form).toString() }
          : {}),
    });

  let n = 0;
  /** A verified account made through the API, as a shopper makes one; its e-mail and token. */
  async function account(name = `Proxy Shopper ${++n}`) {
    const email = `proxy.${Date.now().toString(36)}.${++n}@example.com`;
    const password = 'Proxy#pass1';
    const started = Date.now();
    expect((await call('/auth/user/signup', { json: { name, email, password } })).status).toBe(201);
    const otp = await waitForCode(server.dataDir, email, started - 1000);
    expect((await call('/auth/user/verify-otp', { form: { email, otp } })).status).toBe(200);
    const login = await call('/auth/user/login', { json: { email, password } });
    const { token, user } = JSON.parse(login.text) as { token: string; user: { id: string } };
    return { email, token, id: user.id, name };
  }

  it('25 logins rotating the left-most X-Forwarded-For entry meet the login limit', async () => {
    const client = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await call('/auth/user/login', {
        xff: `${spoofed()}, ${client}`,
        json: { email: 'nobody.here@example.com', password: 'not-the-password' },
      });
      statuses.push(res.status);
    }
    console.log('rotated logins:', {
      '401': statuses.filter((s) => s === 401).length,
      '429': statuses.filter((s) => s === 429).length,
    });
    expect(statuses.slice(0, AUTH_RATE_LIMITS.login.max).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(AUTH_RATE_LIMITS.login.max)).toEqual(Array(25 - AUTH_RATE_LIMITS.login.max).fill(429));
  });

  it('another spelling of the Authorization header is the same user: the 31st share is refused', async () => {
    const me = await account();
    const friend = await account();
    expect((await call(`/api/friends/request/${friend.id}`, { token: `Bearer ${me.token}` })).status).toBe(201);
    expect((await call(`/api/friends/request/${me.id}`, { token: `Bearer ${friend.token}` })).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const token = `Bearer${' '.repeat(1 + (i % 20))}${i >= 20 ? '\t' : ''}${me.token}`;
      statuses.push(
        (await call('/api/shares', { token, json: { productId: 'p00001', friendIds: [friend.id] } })).status,
      );
    }
    console.log('shares with 40 header spellings:', {
      '201': statuses.filter((s) => s === 201).length,
      '429': statuses.filter((s) => s === 429).length,
    });
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(201));
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
  });

  it('the operator report refuses a request a proxy passed on, even with the token', async () => {
    const token = `Bearer ${readFileSync(path.join(server.dataDir, 'operator-token'), 'utf8').trim()}`;
    const direct = await timedFetch(`${server.url}/operator/report?days=7`, { headers: { authorization: token } });
    expect(direct.status).toBe(200);
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const res = await timedFetch(`${server.url}/operator/report?days=7`, {
        headers: { authorization: token, [header]: header === 'forwarded' ? 'for=203.0.113.9' : '203.0.113.9' },
      });
      expect(res.status, header).toBe(404);
    }
  });

  it('names with control or invisible characters are refused; a Devanagari name is welcome', async () => {
    for (const name of [
      'Asha\u001b[2J',
      'Asha\u0007',
      'Asha\u202eoaR',
      'Asha\nRao',
      '\u200b\u200b\u200b',
      '\u3164\u3164',
    ]) {
      const res = await call('/auth/user/signup', {
        json: { name, email: `odd.${++n}@example.com`, password: 'Proxy#pass1' },
      });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.text, JSON.stringify(name)).toMatch(
        new RegExp(`${PLAIN_TEXT_MESSAGES.name}|${VALIDATION.fullNameRequired}`),
      );
    }
    expect((await account('क्\u200dष सिंह')).name).toBe('क्\u200dष सिंह');
  });

  it('an id alone cannot be blocked: no name comes back for it', async () => {
    const me = await account();
    const stranger = await account('Resilience Stranger');
    const blocked = await call(`/api/friends/block/${stranger.id}`, { token: `Bearer ${me.token}` });
    expect([blocked.status, JSON.parse(blocked.text)]).toEqual([404, { message: 'User not found' }]);
    const list = await call('/api/friends/blocked', { method: 'GET', token: `Bearer ${me.token}` });
    expect(JSON.parse(list.text)).toEqual([]);
    expect(list.text).not.toContain('Resilience Stranger');
  });

  it('20 sign-ups with a 3 MB body each read their 413: none is reset', async () => {
    const body = JSON.stringify({ name: 'Big Body', email: 'big@example.com', password: 'x'.repeat(3 * 1024 * 1024) });
    const outcomes: string[] = [];
    for (let i = 0; i < 20; i++) {
      try {
        const res = await fetch(`${server.url}/auth/user/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
          body,
        });
        outcomes.push(`${res.status} ${res.headers.get('connection')}`);
        await res.text();
      } catch (err) {
        outcomes.push(String((err as { cause?: { code?: string } }).cause?.code ?? err));
      }
    }
    // A client that writes its body only after the answer came: the slowest reader there is.
    const late: string[] = [];
    for (let i = 0; i < 20; i++) {
      const { head, error } = await uploadAfterAnswer(server.url, 3 * 1024 * 1024, 3 * 1024 * 1024);
      late.push(`${head.split(' ')[1] ?? 'no answer'}, ${error ?? 'no reset'}`);
    }
    console.log('3 MB sign-ups:', { fetch: count(outcomes), 'body after the answer': count(late) });
    expect(outcomes).toEqual(Array(20).fill('413 close'));
    expect(late).toEqual(Array(20).fill('413, no reset'));
  });

  it('code guesses rotating the left-most entry meet the per-address limit and budget; the reset code is not logged', async () => {
    const client = clientAddress();
    const targets: string[] = [];
    for (let i = 0; i < 8; i++) {
      const { email } = await account();
      const asked = Date.now();
      expect((await call(`/auth/user/forgot-password?email=${encodeURIComponent(email)}`)).status).toBe(200);
      await waitForCode(server.dataDir, email, asked - 1000);
      targets.push(email);
    }
    const guess = async (base: string, email: string, offset: number) => {
      const code = await waitForCode(server.dataDir, email);
      const wrong = String((Number(code) + offset) % 10000).padStart(4, '0');
      const url = `/auth/user/verify-reset-otp?email=${encodeURIComponent(email)}&otp=${wrong}`;
      return call(url, { xff: `${spoofed()}, ${client}` }, base);
    };
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push((await guess(server.url, targets[Math.floor(i / 4)]!, 1 + (i % 4))).status);
    console.log('rotated code guesses:', {
      '400': statuses.filter((s) => s === 400).length,
      '429': statuses.filter((s) => s === 429).length,
    });
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);

    // The log has every guess's line, with the code redacted.
    await sleep(600); // the log is written at least every 250 ms
    const log = readFileSync(path.join(server.dataDir, 'server.log'), 'utf8');
    expect(log).toContain('verify-reset-otp?email=');
    expect(log).toContain('otp=[redacted]');
    expect(log).not.toMatch(/otp=\d/);

    // A restarted server (route limits in process start afresh) keeps the database's budget:
    // the address's 30 failures of the day refuse its next guess.
    await server.stop();
    server = await startServer(env); // its output on a pipe: server.log still names the old port
    const after = await guess(server.url, targets[7]!, 5);
    expect([after.status, after.text]).toEqual([429, AUTH_TEXT.clientLocked]);
  });
});

const count = (outcomes: string[]) =>
  outcomes.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o]: (acc[o] ?? 0) + 1 }), {});
