// Shared pieces of the resilience suite: a private PostgreSQL instance, row checksums, error-body
// checks and process probes. Servers, users and mail come from test-support/ (shared with the
// API tests, the browser tests and the benchmarks).
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Database, RawQuery } from '../../src/db/client';

const run = promisify(execFile);

export const APP_SECRET = 'resilience-secret-resilience-secret-0123456789';

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const bearerOf = (token: string) => ({ authorization: `Bearer ${token}` });

export const rawQuery =
  (database: Database): RawQuery =>
  (text, params) =>
    database.withConnection((q) => q(text, params));

/** A pg client on a database URL as a RawQuery, for tests that drive a separate server. */
export async function pgQuery(url: string): Promise<{ query: RawQuery; close(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async (text, params) => ({ rows: (await client.query(text, params)).rows as Record<string, unknown>[] }),
    close: () => client.end(),
  };
}

// ---------------------------------------------------------------------------------------------
// "Never a changed row": one checksum per table the API writes.

const SNAPSHOT_TABLES: Record<string, string> = {
  users: 'SELECT id, name, email, password_hash, verified_at FROM users',
  sessions: 'SELECT token_hash, user_id, expires_at, revoked_at FROM sessions',
  reset_tokens: 'SELECT token_hash, user_id, used_at FROM reset_tokens',
  // attempts is left out on purpose: counting wrong guesses is the point of a wrong guess.
  otp_codes: 'SELECT id, email, purpose, consumed_at FROM otp_codes',
  cart_items: 'SELECT user_id, product_id, quantity FROM cart_items',
  friend_requests: 'SELECT id, sender_id, recipient_id, status FROM friend_requests',
  friendships: 'SELECT user_a, user_b FROM friendships',
  products: 'SELECT id, price, title FROM products',
  // Shop with friends (ADR 1700).
  wishlist_items: 'SELECT user_id, product_id FROM wishlist_items',
  shares: 'SELECT id, sender_id, recipient_id, product_id, note FROM shares',
  opinions: 'SELECT owner_id, product_id, voter_id, vote, comment FROM opinions',
  activity_seen: 'SELECT user_id, seen_at FROM activity_seen',
  blocks: 'SELECT blocker_id, blocked_id FROM blocks',
  // The operator's console (ADR 3300).
  operators: 'SELECT user_id FROM operators',
  operator_audit: 'SELECT id, actor, action, subject FROM operator_audit',
  import_runs: 'SELECT id, feed, status FROM import_runs',
};

export async function snapshotRows(query: RawQuery): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [table, select] of Object.entries(SNAPSHOT_TABLES)) {
    const { rows } = await query(
      `SELECT count(*)::int AS n, coalesce(md5(string_agg(md5(t::text), ',' ORDER BY md5(t::text))), '') AS sum FROM (${select}) t`,
    );
    out[table] = `${String(rows[0]!.n)}:${String(rows[0]!.sum)}`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Error bodies: readable, and nothing of the machinery (stacks, SQL, file paths) in them.

const LEAKS: RegExp[] = [
  /\bat [\w.<>]+ \(/, // stack frame "at fn ("
  /\s+at \/|\(\/[\w/.-]+:\d+:\d+\)/, // file paths with line numbers
  /node_modules/,
  /\bSELECT\b.*\bFROM\b/i,
  /\bINSERT INTO\b/i,
  /\bUPDATE\b \w+ \bSET\b/i,
  /\bDELETE FROM\b/i,
  /syntax error at/i,
  /Failed query/i,
  /duplicate key value/i,
  /violates (foreign key|unique|check|not-null) constraint/i,
  /invalid input syntax for type/i,
  /relation "[^"]+"/i,
  /\bPG[A-Z]|\bpostgres(ql)?:\/\//i,
  /ZodError|"code":\s*"invalid_/,
  /TypeError|ReferenceError|Cannot read propert/i,
];

/** Returns what is wrong with an error answer's body, or null when it is clean. */
export function errorBodyProblem(contentType: string | undefined, body: string): string | null {
  for (const leak of LEAKS) if (leak.test(body)) return `leaks internals (${String(leak)}): ${body.slice(0, 300)}`;
  const type = contentType ?? '';
  if (type.startsWith('application/json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `JSON error body does not parse: ${body.slice(0, 200)}`;
    }
    const message = (parsed as { message?: unknown } | null)?.message;
    if (typeof message !== 'string' || message.trim() === '') return `no {message}: ${body.slice(0, 200)}`;
    if (message.length > 600) return `message too long (${message.length} chars)`;
    return null;
  }
  if (type.startsWith('text/plain')) {
    if (body.trim() === '') return 'empty text error body';
    if (body.length > 600) return `text error too long (${body.length} chars)`;
    return null;
  }
  return `unexpected error content type "${type}"`;
}

// ---------------------------------------------------------------------------------------------
// Processes.

/** A memory figure of a process in KiB (Linux /proc): VmRSS now, VmHWM its peak so far. */
function statusKiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(status);
  if (!match) throw new Error(`no ${field} for ${pid}`);
  return Number(match[1]);
}

/** Resident memory of a process in KiB. */
export const rssKiB = (pid: number) => statusKiB(pid, 'VmRSS');

/** The most resident memory the process has had since it started, in KiB. */
export const peakRssKiB = (pid: number) => statusKiB(pid, 'VmHWM');

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** fetch with a hard deadline, answering status, headers, text and how long it took. */
export async function timedFetch(
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<{ status: number; headers: Headers; text: string; ms: number }> {
  const started = performance.now();
  const { timeoutMs = 10_000, ...rest } = init;
  const res = await fetch(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, ms: performance.now() - started };
}

// ---------------------------------------------------------------------------------------------
// A private PostgreSQL instance (initdb into a temp dir, its own port), for tests that stop it.
// The machine's shared PostgreSQL is never touched.

export interface PrivatePostgres {
  port: number;
  url(database?: string): string;
  stopImmediate(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

function postgresBinDir(): string | null {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // no pg_config
  }
  candidates.push('/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin');
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

/** Why a private PostgreSQL cannot be made here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  if (!postgresBinDir()) return 'PostgreSQL server binaries (initdb, pg_ctl) are not installed';
  if (process.getuid?.() === 0) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    } catch {
      return 'running as root and there is no postgres user to run initdb as';
    }
  }
  return null;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('no PostgreSQL binaries');
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'store-private-pg-'));
  const dataDir = path.join(dir, 'data');
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  // initdb refuses to run as root: run the server's tools as the postgres user.
  const asOwner = (tool: string, args: string[]) =>
    root
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { cwd: dir, timeout: 60_000 })
      : run(path.join(bin, tool), args, { cwd: dir, timeout: 60_000 });
  await asOwner('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=40`;
  const start = async () => {
    await asOwner('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  };
  await start();
  let stopped = false;
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async stopImmediate() {
      await asOwner('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    },
    start,
    async destroy() {
      if (stopped) return;
      stopped = true;
      await asOwner('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Floods: clients hammer a server while cheap requests are timed beside them.

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!);
};

export interface FloodFigures {
  probes: number;
  /** p50, p99 and max in ms of each probed URL, by its path. */
  timings: Record<string, { p50: number; p99: number; max: number }>;
  /** How the flood's requests were answered: count by status (0: the connection failed). */
  answers: Record<number, number>;
}

/**
 * Runs `clients` flood loops (each calls `send(client, n)` and reports the status it got) and,
 * after a second of build-up, fetches every probe URL together every 40 ms for `floodMs`: each
 * probe must answer 200. The flood stops when the probing does.
 */
export async function probeUnderFlood(options: {
  clients: number;
  floodMs: number;
  probes: string[];
  send: (client: number, n: number) => Promise<number>;
  /** Each client starts a request at most this often (none: as soon as the last is answered). */
  everyMs?: number;
}): Promise<FloodFigures> {
  let stop = false;
  const answers: Record<number, number> = {};
  const flood = Array.from({ length: options.clients }, async (_, client) => {
    for (let n = 0; !stop; n++) {
      const started = Date.now();
      // A connection the server reset or dropped counts as status 0.
      const status = await options.send(client, n).catch(() => 0);
      answers[status] = (answers[status] ?? 0) + 1;
      if (options.everyMs) await sleep(options.everyMs - (Date.now() - started));
    }
  });
  const times = options.probes.map(() => [] as number[]);
  try {
    await sleep(1000);
    const started = Date.now();
    while (Date.now() - started < options.floodMs) {
      const answered = await Promise.all(options.probes.map((url) => timedFetch(url, { timeoutMs: 60_000 })));
      answered.forEach((res, i) => {
        if (res.status !== 200) throw new Error(`${options.probes[i]} answered ${res.status} under the flood`);
        times[i]!.push(res.ms);
      });
      await sleep(40);
    }
  } finally {
    stop = true;
    await Promise.all(flood);
  }
  const timings = Object.fromEntries(
    options.probes.map((url, i) => [
      new URL(url).pathname,
      { p50: percentile(times[i]!, 0.5), p99: percentile(times[i]!, 0.99), max: percentile(times[i]!, 1) },
    ]),
  );
  return { probes: times[0]!.length, timings, answers };
}
