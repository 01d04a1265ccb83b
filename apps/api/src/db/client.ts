// One database interface over two engines: embedded PGlite (on disk under DATA_DIR) or a
// PostgreSQL server (DATABASE_URL). Same SQL, same migrations, same Drizzle queries.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as accounts from './schema/accounts';
import * as catalog from './schema/catalog';
import * as social from './schema/social';

export const schema = { ...catalog, ...accounts, ...social };
export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database or an open transaction: both run SQL. */
export type Executor = Pick<AppDb, 'execute'>;

/** Runs raw SQL and returns its rows (node-postgres and PGlite both answer `{ rows }`). */
export async function selectRows<T = Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type RawQuery = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: AppDb;
  /** Runs fn on one dedicated connection (migrations hold an advisory lock on it). */
  withConnection<T>(fn: (query: RawQuery) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.join(dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  // Loaded here, not at the top: a server on PostgreSQL never needs the embedded one.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema }) as unknown as AppDb;
  const query: RawQuery = async (text, params) => {
    const result = await client.query<Record<string, unknown>>(text, params);
    return { rows: result.rows };
  };
  return {
    kind: 'pglite',
    db,
    // PGlite has one connection; a multi-statement script needs exec().
    withConnection: (fn) =>
      fn(async (text, params) => {
        if (params?.length) return query(text, params);
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }),
    ping: async () => {
      await client.query('SELECT 1');
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Fail fast when the server is down: the API answers 503 instead of hanging.
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
    // No JIT: it compiled each facet and filtered-listing query for ~55 ms, longer than the
    // query itself once the facet indexes answer it (ADR 1600). 8 MB of work memory keeps the
    // facet counts' rows of a broad listing (~30,000) in memory rather than a temporary file.
    options: '-c jit=off -c work_mem=8MB',
  });
  // A connection dropped by the server must not crash the process. The pool listens on idle
  // clients only; a client checked out between two queries (a transaction) emits 'error' with
  // nobody listening, which throws. Every client gets a listener for its whole life: the query
  // on it fails (503), and the pool discards it on release because it is no longer queryable.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as AppDb;
  return {
    kind: 'postgres',
    db,
    withConnection: async (fn) => {
      const conn = await pool.connect();
      try {
        return await fn(async (text, params) => {
          const result = await conn.query(text, params);
          // A multi-statement script answers an array of results.
          const last = Array.isArray(result) ? result.at(-1) : result;
          return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
        });
      } finally {
        conn.release();
      }
    },
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: () => pool.end(),
  };
}
