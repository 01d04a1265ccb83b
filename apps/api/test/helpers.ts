// Test harness: a real app (buildApp + inject) on a real database — embedded PGlite always,
// and PostgreSQL when TEST_DATABASE_URL is set — with a movable clock and a fresh DATA_DIR.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { insertUser, type SeededUser } from '../../../test-support/users';
import { openDatabase, type Database } from '../src/db/client';

export type DbKind = 'pglite' | 'postgres';

/** The databases every API test runs on. */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestClock {
  now: number;
  advance(ms: number): void;
}

export interface TestDatabase {
  kind: DbKind;
  url: string | undefined;
  dataDir: string;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/**
 * A fresh database: a PGlite directory, or a new database on the PostgreSQL server. Empty, or
 * with `demo`, migrated and holding the demo catalogue as a server's first start leaves it.
 */
export async function createTestDatabase(kind: DbKind, { demo = false } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-test-'));
  if (kind === 'pglite') {
    // A copy of one of the run's databases (pglite-template.ts) rather than a new one: the same
    // database, without initdb's (or the catalogue's) CPU seconds.
    const template = inject(demo ? 'pgliteDemoTemplate' : 'pgliteTemplate');
    if (template) cpSync(path.join(template, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
    return {
      kind,
      url: undefined,
      dataDir,
      open: () => openDatabase({ dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `store_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = demo ? inject('postgresDemoTemplate') : undefined;
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    url: url.toString(),
    dataDir,
    open: () => openDatabase({ dataDir, databaseUrl: url.toString() }),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ DATA_DIR: dataDir, APP_SECRET: 'test-secret-test-secret-test-secret-0123' }),
    logLevel: 'silent',
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  testDatabase: TestDatabase;
  clock: TestClock;
  close(): Promise<void>;
}

/** A whole app on a fresh database of the given kind, with the demo catalogue unless told not to. */
export async function createTestApp(
  kind: DbKind,
  options: {
    config?: Partial<Config>;
    build?: Omit<BuildOptions, 'database'>;
    /** Start on an empty database, as on a new machine: buildApp migrates it and loads the catalogue itself. */
    fromScratch?: boolean;
  } = {},
): Promise<TestApp> {
  const demo = !options.fromScratch && options.build?.seedDemo !== false;
  const testDatabase = await createTestDatabase(kind, { demo });
  const database = await testDatabase.open();
  const clock: TestClock = {
    now: Date.now(),
    advance(ms) {
      this.now += ms;
    },
  };
  const config = testConfig(testDatabase.dataDir, {
    now: () => clock.now,
    databaseUrl: testDatabase.url,
    ...options.config,
  });
  const app = await buildApp(config, { ...options.build, database });
  return {
    app,
    config,
    database,
    testDatabase,
    clock,
    async close() {
      await app.close();
      await database.close();
      await testDatabase.drop();
    },
  };
}

export type TestUser = SeededUser;

/**
 * A verified user with a live session, written straight to the database (at the test clock's
 * time): for tests of signed-in features that are not about signing in.
 */
export function createSignedInUser(t: TestApp, name?: string): Promise<TestUser> {
  return insertUser((text, params) => t.database.withConnection((q) => q(text, params)), { name, now: t.clock.now });
}

export const bearer = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });

/** An x-www-form-urlencoded body for `app.inject`, as the account forms send. */
export const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});
