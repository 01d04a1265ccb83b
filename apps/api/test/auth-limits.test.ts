// Per-client-address rate limits on the account calls: in process by default, and shared
// through Redis by two server processes when TEST_REDIS_URL is set.
import { randomInt } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../src/modules/auth/routes';
import { createTestApp, DB_KINDS, form, type TestApp } from './helpers';

// A fresh address per test, so a shared Redis never carries counts from another run.
const freshAddress = () => `10.${randomInt(20, 250)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

type Call = {
  name: string;
  max: number;
  text: boolean;
  request: (ip: string) => InjectOptions;
};

const calls: Call[] = [
  {
    name: 'login',
    max: AUTH_RATE_LIMITS.login.max,
    text: false,
    request: (ip) => ({ method: 'POST', url: '/auth/user/login', remoteAddress: ip, payload: {} }),
  },
  {
    name: 'signup',
    max: AUTH_RATE_LIMITS.signup.max,
    text: false,
    request: (ip) => ({ method: 'POST', url: '/auth/user/signup', remoteAddress: ip, payload: {} }),
  },
  {
    name: 'forgot-password',
    max: AUTH_RATE_LIMITS.forgotPassword.max,
    text: true,
    request: (ip) => ({ method: 'POST', url: '/auth/user/forgot-password?email=x', remoteAddress: ip }),
  },
  {
    name: 'verify-otp',
    max: AUTH_RATE_LIMITS.code.max,
    text: true,
    request: (ip) => ({
      method: 'POST',
      url: '/auth/user/verify-otp',
      remoteAddress: ip,
      ...form({ email: 'x', otp: '1' }),
    }),
  },
  {
    name: 'resend-otp',
    max: AUTH_RATE_LIMITS.code.max,
    text: true,
    request: (ip) => ({ method: 'POST', url: '/auth/user/resend-otp?email=x', remoteAddress: ip }),
  },
  {
    name: 'verify-reset-otp',
    max: AUTH_RATE_LIMITS.code.max,
    text: true,
    request: (ip) => ({ method: 'POST', url: '/auth/user/verify-reset-otp?email=x&otp=1', remoteAddress: ip }),
  },
];

describe.each(DB_KINDS)('account rate limits on %s', (kind) => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.close()));
  });
  const newApp = async (config: Parameters<typeof createTestApp>[1] = {}) => {
    const t = await createTestApp(kind, { build: { seedDemo: false }, ...config });
    apps.push(t);
    return t;
  };

  // One app serves every per-call case: each route counts on its own, from a fresh address.
  let shared: TestApp;
  beforeAll(async () => {
    shared = await createTestApp(kind, { build: { seedDemo: false } });
  });
  afterAll(async () => shared?.close());

  it.each(calls)('limits $name per client address, with Retry-After', async (call) => {
    const t = shared;
    const ip = freshAddress();
    for (let i = 0; i < call.max; i++) {
      const res = await t.app.inject(call.request(ip));
      expect(res.statusCode, `request ${i + 1}`).not.toBe(429);
    }
    const limited = await t.app.inject(call.request(ip));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['content-type']).toMatch(call.text ? /^text\/plain/ : /^application\/json/);
    expect(limited.body).toMatch(/Too many attempts/);
    // Another address still has its whole budget.
    expect((await t.app.inject(call.request(freshAddress()))).statusCode).not.toBe(429);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.runIf(redisUrl && kind === 'pglite')('shares one budget between two processes through Redis', async () => {
    const a = await newApp({ config: { redisUrl } });
    const b = await newApp({ config: { redisUrl } });
    const ip = freshAddress();
    const login = calls[0]!;
    for (let i = 0; i < login.max; i++) {
      const res = await (i % 2 ? b : a).app.inject(login.request(ip));
      expect(res.statusCode, `request ${i + 1}`).toBe(400);
    }
    expect((await a.app.inject(login.request(ip))).statusCode).toBe(429);
    expect((await b.app.inject(login.request(ip))).statusCode).toBe(429);
    expect((await b.app.inject(login.request(freshAddress()))).statusCode).toBe(400);
  });
});
