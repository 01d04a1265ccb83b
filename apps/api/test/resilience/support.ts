// Shared pieces of the resilience suite: real server processes, a private PostgreSQL instance,
// users written straight to a database, row checksums, outbox codes and error-body checks.
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { startServer, type RunningServer } from '../../../../e2e/server';
import type { Database, RawQuery } from '../../src/db/client';
import { hashToken } from '../../src/lib/session';

export { startServer, type RunningServer };

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

// ---------------------------------------------------------------------------------------------
// Users written straight to the database (no sign-up, no argon2, no rate limit in the way).

export interface SeededUser {
  id: string;
  name: string;
  email: string;
  token: string;
}

let seq = 0;

export async function insertUser(query: RawQuery, name?: string, now = Date.now()): Promise<SeededUser> {
  const n = ++seq;
  const suffix = randomBytes(4).toString('hex');
  const userName = name ?? `Resilient ${n} ${suffix}`;
  const email = `resilient.${n}.${suffix}@example.com`;
  const token = randomBytes(32).toString('base64url');
  const { rows } = await query(
    `INSERT INTO users (name, email, password_hash, verified_at) VALUES ($1, $2, 'not-a-real-hash', $3) RETURNING id`,
    [userName, email, new Date(now).toISOString()],
  );
  const id = String(rows[0]!.id);
  await query(`INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`, [
    hashToken(token),
    id,
    new Date(now).toISOString(),
    new Date(now + 24 * 3600_000).toISOString(),
  ]);
  return { id, name: userName, email, token };
}

/** A live session for an existing user, with an explicit expiry (past = an expired token). */
export async function insertSession(query: RawQuery, userId: string, expiresAt: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await query(`INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`, [
    hashToken(token),
    userId,
    new Date(expiresAt.getTime() - 3600_000).toISOString(),
    expiresAt.toISOString(),
  ]);
  return token;
}

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
  // Shop with friends (issue 17).
  wishlist_items: 'SELECT user_id, product_id FROM wishlist_items',
  shares: 'SELECT id, sender_id, recipient_id, product_id, note FROM shares',
  opinions: 'SELECT owner_id, product_id, voter_id, vote, comment FROM opinions',
  activity_seen: 'SELECT user_id, seen_at FROM activity_seen',
  blocks: 'SELECT blocker_id, blocked_id FROM blocks',
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
// Mail: without SMTP_URL every message is saved as an .eml under DATA_DIR/outbox.

/** The newest 4-digit code mailed to `email`, or null. */
export function latestCode(dataDir: string, email: string, after = 0): string | null {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return null;
  const tag = email.replace(/[^a-z0-9@.-]/gi, '_');
  const files = readdirSync(outbox)
    .filter((f) => f.endsWith(`-${tag}.eml`) && Number(f.split('-')[0]) >= after)
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]));
  const last = files.at(-1);
  if (!last) return null;
  return codeInMail(readFileSync(path.join(outbox, last), 'utf8'));
}

export function codeInMail(eml: string): string | null {
  const decoded = eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  const text = decoded
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n');
  // The code mail puts the code alone on its own line.
  const alone = /^\s*(\d{4})\s*$/m.exec(text);
  if (alone) return alone[1]!;
  // The code sits next to the word "code"; a bare 4-digit number elsewhere may be a year.
  const near = /code[^0-9]{0,80}?\b(\d{4})\b/i.exec(text) ?? /\b(\d{4})\b[^0-9]{0,40}code/i.exec(text);
  if (near) return near[1]!;
  const any = text.match(/(?<![\d#])\d{4}(?!\d)/g)?.filter((c) => !/^20\d\d$/.test(c));
  return any?.[0] ?? null;
}

/** Polls until a code for `email` newer than `after` is in the outbox. */
export async function waitForCode(dataDir: string, email: string, after = 0, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const code = latestCode(dataDir, email, after);
    if (code) return code;
    if (Date.now() > until) throw new Error(`no code mailed to ${email}`);
    await sleep(50);
  }
}

// ---------------------------------------------------------------------------------------------
// Processes.

/** Resident memory of a process in KiB (Linux /proc). */
export function rssKiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  if (!match) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]);
}

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
