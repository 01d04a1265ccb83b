// Two server processes on one PostgreSQL and one Redis, as behind a load balancer: a token from
// one works on the other, the rate limits are one budget, a logout on one is seen on the other.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers';
import { startServer, type RunningServer } from '../../../../test-support/server';
import { waitForCode } from '../../../../test-support/mail';
import { APP_SECRET, bearerOf, timedFetch } from './support';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const missing = !databaseUrl ? 'TEST_DATABASE_URL' : !redisUrl ? 'TEST_REDIS_URL' : null;
if (missing) console.warn(`two-processes: skipped: ${missing} is not set`);

describe.skipIf(missing)('two server processes on one PostgreSQL and Redis', () => {
  let db: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;
  // Behind the (pretend) load balancer every client has its own address.
  const client = `198.51.100.${randomInt(1, 254)}`;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    const env = { DATABASE_URL: db.url!, REDIS_URL: redisUrl!, APP_SECRET, TRUST_PROXY: 'true' };
    a = await startServer(env);
    b = await startServer(env);
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await db?.drop();
  });

  const post = (
    server: RunningServer,
    url: string,
    init: { json?: object; form?: Record<string, string>; headers?: Record<string, string>; from?: string } = {},
  ) =>
    timedFetch(server.url + url, {
      method: 'POST',
      headers: {
        'x-forwarded-for': init.from ?? client,
        ...(init.json ? { 'content-type': 'application/json' } : {}),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...init.headers,
      },
      body: init.json ? JSON.stringify(init.json) : init.form ? new URLSearchParams(init.form).toString() : undefined,
    });

  it('signs up on one, verifies and uses the token on the other, and a logout on one is seen on the other', async () => {
    const email = `two.processes.${Date.now()}@example.com`;
    const started = Date.now();
    const signup = await post(a, '/auth/user/signup', {
      json: { name: 'Two Processes', email, password: 'shared-secret-1' },
    });
    expect(signup.status, signup.text).toBe(201);
    const otp = await waitForCode(a.dataDir, email, started - 1000);
    const verify = await post(b, '/auth/user/verify-otp', { form: { email, otp } });
    expect(verify.status, verify.text).toBe(200);
    const login = await post(a, '/auth/user/login', { json: { email, password: 'shared-secret-1' } });
    expect(login.status, login.text).toBe(200);
    const { token } = JSON.parse(login.text) as { token: string };

    for (const server of [a, b]) {
      const profile = await timedFetch(`${server.url}/auth/user/profile`, { headers: bearerOf(token) });
      expect(profile.status).toBe(200);
      expect(JSON.parse(profile.text)).toMatchObject({ email });
    }
    // A cart line added through one is listed by the other.
    expect((await post(b, '/cart/add/p00007', { headers: bearerOf(token) })).status).toBe(201);
    const cart = await timedFetch(`${a.url}/cart`, { headers: { ...bearerOf(token), accept: 'application/json' } });
    expect((JSON.parse(cart.text) as Array<{ productId: string }>).map((c) => c.productId)).toEqual(['p00007']);

    const logout = await post(b, '/auth/user/logout', { headers: bearerOf(token) });
    expect(logout.status).toBe(204);
    for (const server of [a, b]) {
      const profile = await timedFetch(`${server.url}/auth/user/profile`, { headers: bearerOf(token) });
      expect(profile.status).toBe(401);
    }
  });

  it('shares one rate-limit budget between the processes', async () => {
    const from = `203.0.113.${randomInt(1, 254)}`;
    const url = `/auth/user/forgot-password?email=${encodeURIComponent(`nobody.${Date.now()}@example.com`)}`;
    const first = await post(a, url, { from });
    expect(first.status).toBe(404);
    const limit = Number(first.headers.get('x-ratelimit-limit'));
    expect(limit).toBeGreaterThan(1);
    const statuses = [first.status];
    const remaining = [Number(first.headers.get('x-ratelimit-remaining'))];
    // Alternate between the two: together they allow `limit` calls, not twice that.
    for (let i = 1; i < limit; i++) {
      const res = await post(i % 2 ? b : a, url, { from });
      statuses.push(res.status);
      remaining.push(Number(res.headers.get('x-ratelimit-remaining')));
    }
    expect(
      statuses.every((s) => s === 404),
      statuses.join(','),
    ).toBe(true);
    expect(remaining).toEqual(Array.from({ length: limit }, (_, i) => limit - 1 - i));
    for (const server of [a, b]) {
      const over = await post(server, url, { from });
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another client is not affected.
    expect((await post(b, url, { from: `192.0.2.${randomInt(1, 254)}` })).status).toBe(404);
  });
});
