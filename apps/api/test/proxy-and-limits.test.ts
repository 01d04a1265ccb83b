// The client address behind proxies, per-user limits, the operator routes behind a proxy and a
// 413 a client can read (ADR 2610). On both databases; on PostgreSQL the route limits count in
// Redis when TEST_REDIS_URL is set, on PGlite in process.
import { randomInt } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@store/shared/messages';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { AUTH_RATE_LIMITS } from '../src/modules/auth/routes';
import { AUTH_TEXT } from '../src/modules/auth/service';
import { LINGER } from '../src/plugins/lingering-close';
import { latestCode } from '../../../test-support/mail';
import { uploadAfterAnswer } from '../../../test-support/upload';
import { createSignedInUser, createTestApp, DB_KINDS, type DbKind, type TestApp, type TestUser } from './helpers';

// A fresh address per run, so a shared Redis never carries counts from another run.
const freshAddress = () => `10.${randomInt(20, 250)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const clientAddress = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** TRUST_PROXY as the server reads it from the environment. */
const trustProxy = (TRUST_PROXY: string) =>
  loadConfig({ DATA_DIR: '/nonexistent', APP_SECRET: 'a'.repeat(32), OPERATOR_TOKEN: 'o'.repeat(32), TRUST_PROXY })
    .trustProxy;

describe.each(DB_KINDS)('proxies and limits on %s', (kind: DbKind) => {
  const redisUrl = kind === 'postgres' ? process.env.TEST_REDIS_URL : undefined;
  let oneProxy: TestApp;
  let listed: TestApp;
  beforeAll(async () => {
    oneProxy = await createTestApp(kind, { config: { trustProxy: trustProxy('1'), redisUrl } });
    listed = await createTestApp(kind, {
      config: { trustProxy: trustProxy('127.0.0.1, 10.0.0.0/8'), redisUrl },
      build: { seedDemo: false },
    });
  });
  afterAll(async () => {
    await oneProxy?.close();
    await listed?.close();
  });

  /** Login statuses of `count` tries through `socket`, each with the X-Forwarded-For `xff(i)`. */
  async function logins(app: FastifyInstance, count: number, socket: string, xff: (i: number) => string) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/auth/user/login',
        remoteAddress: socket,
        headers: { 'x-forwarded-for': xff(i) },
        payload: {},
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }
  const limited = (statuses: number[]) => statuses.filter((s) => s === 429).length;
  const max = AUTH_RATE_LIMITS.login.max;

  describe('the client address (TRUST_PROXY)', () => {
    it('one proxy in front: a client rotating the entry it writes itself meets its login limit', async () => {
      const client = clientAddress();
      const statuses = await logins(oneProxy.app, max + 5, '127.0.0.1', () => `${freshAddress()}, ${client}`);
      expect(statuses.slice(0, max).every((s) => s === 400)).toBe(true);
      expect(limited(statuses)).toBe(5);
      // Another shopper behind the same proxy keeps a whole budget.
      expect(await logins(oneProxy.app, 1, '127.0.0.1', () => clientAddress())).toEqual([400]);
    });

    it('listed proxies: the right-most entry no listed proxy wrote is the client', async () => {
      const client = clientAddress();
      const statuses = await logins(listed.app, max + 3, '127.0.0.1', () => `${freshAddress()}, ${client}, 10.1.2.3`);
      expect(limited(statuses)).toBe(3);
      expect(await logins(listed.app, 1, '127.0.0.1', () => `${client}, ${clientAddress()}, 10.1.2.3`)).toEqual([400]);
    });

    it('listed proxies: a caller that is not one is its own socket address, whatever it writes', async () => {
      const direct = `203.0.113.${randomInt(1, 255)}`;
      const statuses = await logins(listed.app, max + 2, direct, () => `${freshAddress()}, ${clientAddress()}`);
      expect(limited(statuses)).toBe(2);
    });

    it('the per-address code-guessing budget counts the client, not what it wrote', async () => {
      // Two server processes on one database, each with its own route limits (no Redis): the
      // database's budget is the one that speaks.
      const a = await createTestApp(kind, { config: { trustProxy: trustProxy('1') }, build: { seedDemo: false } });
      const b = await buildApp(a.config, { database: a.database, seedDemo: false });
      try {
        const client = clientAddress();
        const targets: string[] = [];
        for (let i = 0; i < 8; i++) {
          const user = await createSignedInUser(a);
          const asked = await a.app.inject({
            method: 'POST',
            url: `/auth/user/forgot-password?email=${encodeURIComponent(user.email)}`,
            headers: { 'x-forwarded-for': freshAddress() },
          });
          expect(asked.statusCode).toBe(200);
          targets.push(user.email);
        }
        const answers: { status: number; body: string }[] = [];
        for (let guess = 0; guess < 31; guess++) {
          const email = targets[Math.floor(guess / 4)]!;
          const wrong = String((Number(latestCode(a.config.dataDir, email)) + 1 + (guess % 4)) % 10000).padStart(
            4,
            '0',
          );
          const res = await (guess % 2 ? b : a.app).inject({
            method: 'POST',
            url: `/auth/user/verify-reset-otp?email=${encodeURIComponent(email)}&otp=${wrong}`,
            headers: { 'x-forwarded-for': `${freshAddress()}, ${client}` },
          });
          answers.push({ status: res.statusCode, body: res.body });
        }
        expect(answers.slice(0, 30).every((r) => r.status === 400 && r.body === MSG.invalidOtp)).toBe(true);
        expect(answers[30]).toEqual({ status: 429, body: AUTH_TEXT.clientLocked });
        const { rows } = await a.database.withConnection((q) =>
          q('SELECT client, count(*)::int AS n FROM otp_failures GROUP BY client'),
        );
        expect(rows).toEqual([{ client, n: 30 }]);
      } finally {
        await b.close();
        await a.close();
      }
    });
  });

  describe('per-user limits', () => {
    let me: TestUser;
    let friend: TestUser;
    let productId: string;
    beforeAll(async () => {
      me = await createSignedInUser(oneProxy);
      friend = await createSignedInUser(oneProxy);
      const call = (user: TestUser, url: string) =>
        oneProxy.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${user.token}` } });
      expect((await call(me, `/api/friends/request/${friend.id}`)).statusCode).toBe(201);
      expect((await call(friend, `/api/friends/request/${me.id}`)).statusCode).toBe(200);
      const { rows } = await oneProxy.database.withConnection((q) => q('SELECT id FROM products LIMIT 1'));
      productId = String(rows[0]!.id);
    });

    /** Forty spellings of one token's Authorization header, each a valid sign-in. */
    const spellings = (token: string) =>
      Array.from({ length: 40 }, (_, i) => `Bearer${' '.repeat(1 + (i % 20))}${i >= 20 ? '\t' : ''}${token}`);

    it('another spelling of the Authorization header is the same user: shares meet their limit', async () => {
      const statuses: number[] = [];
      for (const authorization of spellings(me.token)) {
        const res = await oneProxy.app.inject({
          method: 'POST',
          url: '/api/shares',
          headers: { authorization },
          payload: { productId, friendIds: [friend.id] },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(30);
      expect(statuses.slice(30)).toEqual(Array(10).fill(429));
      // From another address too: the count is the user's.
      const elsewhere = await oneProxy.app.inject({
        method: 'POST',
        url: '/api/shares',
        headers: { authorization: `Bearer ${me.token}`, 'x-forwarded-for': clientAddress() },
        payload: { productId, friendIds: [friend.id] },
      });
      expect(elsewhere.statusCode).toBe(429);
    });

    it('blocking is limited per user as friend search is', async () => {
      const statuses: number[] = [];
      for (const authorization of spellings(friend.token)) {
        const res = await oneProxy.app.inject({
          method: 'POST',
          url: `/api/friends/block/${me.id}`,
          headers: { authorization },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
      expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    });
  });

  describe('the operator routes behind a proxy', () => {
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { via: '1.1 nginx' },
    ];
    const operator = () => ({ authorization: `Bearer ${oneProxy.config.operatorToken}` });

    it('answer a local caller with the token, and refuse (404) one a proxy passed on, token or not', async () => {
      const report = (headers: Record<string, string>) =>
        oneProxy.app.inject({ method: 'GET', url: '/operator/report?days=7', headers, remoteAddress: '127.0.0.1' });
      expect((await report(operator())).statusCode).toBe(200);
      for (const headers of forwarded) {
        expect((await report({ ...operator(), ...headers })).statusCode, JSON.stringify(headers)).toBe(404);
        const imported = await oneProxy.app.inject({
          method: 'POST',
          url: '/operator/imports',
          headers: { ...operator(), ...headers, 'content-type': 'multipart/form-data; boundary=x' },
          payload: '--x--\r\n',
          remoteAddress: '127.0.0.1',
        });
        expect(imported.statusCode, JSON.stringify(headers)).toBe(404);
      }
    });
  });

  describe('a body over the limit on a real socket', () => {
    let base: string;
    const serverSockets: Socket[] = [];
    beforeAll(async () => {
      listed.app.server.on('connection', (s: Socket) => serverSockets.push(s));
      await listed.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(listed.app.server.address() as { port: number }).port}`;
    });

    it('a 3 MB sign-up gets its 413 with Connection: close, and the upload ends without a reset', async () => {
      const body = 3 * 1024 * 1024;
      const res = await uploadAfterAnswer(base, body, body);
      expect(res.head).toMatch(/^HTTP\/1\.1 413 /);
      expect(res.head).toMatch(/\r\nconnection: close\r\n/i);
      expect(res.error).toBeUndefined();
      expect(res.written).toBe(body);
    });

    it('the drain stops after LINGER.bytes: a 100 MB upload is cut off', async () => {
      const before = serverSockets.length;
      const res = await uploadAfterAnswer(base, 100 * 1024 * 1024, 100 * 1024 * 1024);
      expect(res.head).toMatch(/^HTTP\/1\.1 413 /);
      expect(res.error).toMatch(/EPIPE|ECONNRESET/);
      const server = serverSockets[before]!;
      expect(server.destroyed).toBe(true);
      expect(server.bytesRead).toBeLessThan(LINGER.bytes + 4 * 1024 * 1024);
    });

    it('the drain stops after LINGER.ms: a client that stops sending is closed', async () => {
      const before = serverSockets.length;
      const { port } = new URL(base);
      const socket = connect({ port: Number(port), host: '127.0.0.1', allowHalfOpen: true });
      socket.on('error', () => {});
      socket.write(
        `POST /auth/user/signup HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n{`,
      );
      await new Promise((r) => socket.once('data', r));
      const answeredAt = Date.now();
      const server = serverSockets[before]!;
      if (!server.destroyed) await new Promise((r) => server.once('close', r));
      const lingered = Date.now() - answeredAt;
      socket.destroy();
      // It lingered (the answer was not cut off at once) but not for the 60 s a request may take.
      expect(lingered).toBeGreaterThanOrEqual(LINGER.ms - 100);
      expect(lingered).toBeLessThan(LINGER.ms + 20_000);
    });
  });
});
