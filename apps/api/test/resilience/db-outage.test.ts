// Database outage: a private PostgreSQL (initdb into a temp dir, its own port) is stopped with
// `pg_ctl stop -m immediate` in the middle of a load and started again. While it is down the
// API answers 503 quickly (no hang, no crash) and /readyz says so; afterwards it serves again
// without a restart of the server. The machine's shared PostgreSQL is never touched.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { isDatabaseUnavailable } from '../../src/lib/db-errors';
import { insertUser, type SeededUser } from '../../../../test-support/users';
import { startServer, type RunningServer } from '../../../../test-support/server';
import {
  APP_SECRET,
  bearerOf,
  errorBodyProblem,
  isAlive,
  pgQuery,
  privatePostgresUnavailable,
  sleep,
  startPrivatePostgres,
  timedFetch,
  type PrivatePostgres,
} from './support';

const unavailable = privatePostgresUnavailable();
if (unavailable) console.warn(`db-outage: skipped: ${unavailable}`);

/** The API must answer within this while the database is down (pool connect timeout is 2 s). */
const FAST_MS = 4000;

interface Sample {
  path: string;
  cacheable?: boolean;
  started: number;
  ended: number;
  status: number;
  ms: number;
  text: string;
  contentType: string | undefined;
}

describe.skipIf(unavailable)('database outage on a private PostgreSQL', () => {
  let pgServer: PrivatePostgres;
  let server: RunningServer;
  let user: SeededUser;
  let serverLog = '';
  let stopping = false;

  beforeAll(async () => {
    pgServer = await startPrivatePostgres();
    const admin = await pgQuery(pgServer.url());
    await admin.query('CREATE DATABASE store');
    await admin.close();
    // Behind a trusted proxy, so the searches below come from many shoppers' addresses and stay
    // within the per-address search limit (ADR 1300): this test is about the outage, not the limit.
    server = await startServer({ DATABASE_URL: pgServer.url('store'), APP_SECRET, TRUST_PROXY: 'true' });
    // Keep the server's last words: if it dies during the outage, they say why.
    const keep = (chunk: Buffer) => {
      serverLog = (serverLog + chunk.toString()).slice(-8000);
    };
    server.process.stdout!.on('data', keep);
    server.process.stderr!.on('data', keep);
    server.process.once('exit', (code, signal) => {
      if (!stopping) console.error(`db-outage: the server exited (${code ?? signal}) during the test:\n${serverLog}`);
    });
    const db = await pgQuery(pgServer.url('store'));
    user = await insertUser(db.query);
    await db.close();
  });

  afterAll(async () => {
    stopping = true;
    await server?.stop();
    await pgServer?.destroy();
  });

  it('answers 503 fast during the outage, reports it on /readyz, and recovers without a restart', async () => {
    const pid = server.process.pid!;
    const samples: Sample[] = [];
    const paths = [
      { path: '/readyz' },
      { path: '/healthz' },
      // Catalogue reads may be served from the catalogue's in-process cache while the database
      // is away (200, the same answer as before) or answer 503; never anything else.
      { path: '/api/products/by-brand?brand=Zara', cacheable: true },
      { path: '/products/getId/p00001', cacheable: true },
      { path: '/api/products/hybrid-search?query=dress&searchType=text', cacheable: true, shopper: true },
      { path: '/cart', auth: true },
      { path: '/api/friends/requests', auth: true },
      { path: '/cart/add/p00002', method: 'POST', auth: true },
    ];
    let stop = false;
    const worker = async (offset: number) => {
      for (let i = offset; !stop && samples.length < 4000; i++) {
        const p = paths[i % paths.length]!;
        const started = Date.now();
        try {
          const r = await timedFetch(server.url + p.path, {
            method: p.method ?? 'GET',
            headers: {
              accept: 'application/json',
              ...(p.auth ? bearerOf(user.token) : {}),
              ...(p.shopper ? { 'x-forwarded-for': `10.1.${(i >> 8) & 255}.${i & 255}` } : {}),
            },
            timeoutMs: 15_000,
          });
          samples.push({
            path: p.path,
            cacheable: p.cacheable,
            started,
            ended: Date.now(),
            status: r.status,
            ms: r.ms,
            text: r.text,
            contentType: r.headers.get('content-type') ?? undefined,
          });
        } catch (err) {
          samples.push({
            path: p.path,
            started,
            ended: Date.now(),
            status: 0,
            ms: 0,
            text: String(err),
            contentType: '',
          });
        }
        await sleep(20);
      }
    };
    const workers = [0, 1, 2, 3].map((k) => worker(k * 2));

    await sleep(1500);
    const stopAt = Date.now();
    await pgServer.stopImmediate();
    const downAt = Date.now();
    await sleep(5000);
    // While down, /readyz says so, quickly.
    const ready = await timedFetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.text)).toEqual({ status: 'database unavailable' });
    expect(ready.ms).toBeLessThan(FAST_MS);
    const upAt = Date.now();
    await pgServer.start();
    const restartedAt = Date.now();

    // Serves again without a restart: same process, /readyz back within seconds.
    let recoveredAt = 0;
    for (let i = 0; i < 100 && !recoveredAt; i++) {
      const r = await timedFetch(`${server.url}/readyz`).catch(() => null);
      if (r?.status === 200) recoveredAt = Date.now();
      else await sleep(100);
    }
    expect(recoveredAt, 'the API came back after the database did').toBeGreaterThan(0);
    await sleep(1500);
    stop = true;
    await Promise.all(workers);

    expect(isAlive(pid)).toBe(true);
    expect(server.process.exitCode).toBeNull();

    // What each catalogue read answered before the outage: a cached answer must be the same.
    const healthyAnswers = new Map(
      samples.filter((s) => s.ended < stopAt && s.status === 200).map((s) => [s.path, s.text] as const),
    );
    const problems: string[] = [];
    for (const s of samples) {
      if (s.status === 0) problems.push(`${s.path}: no answer (${s.text})`);
      if (s.status >= 500 && s.status !== 503) problems.push(`${s.path}: ${s.status} ${s.text.slice(0, 200)}`);
      if (s.status >= 400) {
        const problem = errorBodyProblem(s.contentType, s.text);
        if (problem && !s.path.startsWith('/readyz')) problems.push(`${s.path}: ${problem}`);
      }
      // Every request made while the server was fully down answers 503 (or 200 for liveness), fast.
      if (s.started >= downAt && s.ended <= upAt) {
        if (s.path === '/healthz') {
          if (s.status !== 200) problems.push(`/healthz during outage: ${s.status}`);
        } else if (s.cacheable && s.status === 200) {
          if (s.text !== healthyAnswers.get(s.path)) problems.push(`${s.path} during outage: a different 200 answer`);
        } else if (s.status !== 503) {
          problems.push(`${s.path} during outage: ${s.status} ${s.text.slice(0, 120)}`);
        }
        if (s.ms > FAST_MS) problems.push(`${s.path} took ${Math.round(s.ms)} ms during the outage`);
      }
    }
    expect(problems).toEqual([]);
    const during = samples.filter((s) => s.started >= downAt && s.ended <= upAt);
    const after = samples.filter((s) => s.started >= recoveredAt + 500);
    expect(during.length).toBeGreaterThan(10);
    expect(after.length).toBeGreaterThan(4);
    // After recovery every call answers as usual (the cart add answers 201 once, then 409).
    expect(after.filter((s) => s.status >= 500)).toEqual([]);
    const outage503 = during.filter((s) => s.status === 503);
    console.info(
      `db-outage: ${samples.length} requests; stop took ${downAt - stopAt} ms; ${during.length} during the outage ` +
        `(${outage503.length} answered 503, slowest ${Math.round(Math.max(...during.map((s) => s.ms)))} ms); ` +
        `back ${recoveredAt - restartedAt} ms after the database restarted`,
    );
  });
  it('survives the database dying under a connection that is checked out between two queries', async () => {
    // A transaction holds its connection between statements; when the server dies right then,
    // node-postgres emits 'error' on a client nobody listens to, which kills the process
    // unless the pool's clients always have a listener (db/client.ts).
    const dataDir = mkdtempSync(path.join(tmpdir(), 'store-outage-'));
    const database = await openDatabase({ dataDir, databaseUrl: pgServer.url('store') });
    try {
      const failure = await database.withConnection(async (query) => {
        await query('SELECT 1');
        await pgServer.stopImmediate();
        await sleep(300);
        return query('SELECT 1').then(
          () => null,
          (err: unknown) => err,
        );
      });
      expect(failure).not.toBeNull();
      expect(isDatabaseUnavailable(failure)).toBe(true);
      await expect(database.ping()).rejects.toSatisfy(isDatabaseUnavailable);
      await pgServer.start();
      // The dead connection was thrown away: the pool serves again.
      await database.ping();
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
