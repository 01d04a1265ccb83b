// Vitest global setup of the API projects: databases made once per run that createTestDatabase
// (helpers.ts) copies instead of building each anew.
// - An empty PGlite data directory. A new one runs initdb, about 8 CPU seconds; a copy opens in
//   one or two. It is not migrated: a test database made from it migrates itself, as the server
//   does on a new machine.
// - The demo store: migrated and holding the demo catalogue, as a server's first start leaves it,
//   in PGlite and (when TEST_DATABASE_URL is set) as a PostgreSQL template database. Loading the
//   catalogue takes 2–3 CPU seconds a database, and about a hundred test apps start on it.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedDemoCatalogue } from '../src/db/seed';
import { DEMO_STORE_ENV } from '../../../test-support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR whose pgdata is a new, closed, empty PGlite database. */
    pgliteTemplate: string;
    /** A DATA_DIR whose pgdata is a closed PGlite database, migrated, with the demo catalogue. */
    pgliteDemoTemplate: string;
    /** A PostgreSQL database to CREATE DATABASE … TEMPLATE from: migrated, with the demo catalogue. */
    postgresDemoTemplate: string | undefined;
  }
}

async function loadDemoStore(database: Database): Promise<void> {
  try {
    await migrate(database);
    await seedDemoCatalogue(database);
  } finally {
    await database.close();
  }
}

async function withAdmin<T>(adminUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/** A PostgreSQL database holding the demo store, and how to drop it. */
async function postgresDemoTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `store_template_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-pg-template-'));
  try {
    await loadDemoStore(await openDatabase({ dataDir, databaseUrl: url.toString() }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    name,
    drop: async () => {
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

interface Templates {
  empty: string;
  demo: string;
  postgres: { name: string; drop: () => Promise<void> } | undefined;
}

async function makeTemplates(): Promise<Templates> {
  const empty = mkdtempSync(path.join(tmpdir(), 'store-pglite-template-'));
  await (await openDatabase({ dataDir: empty })).close();
  const demo = mkdtempSync(path.join(tmpdir(), 'store-pglite-demo-template-'));
  cpSync(path.join(empty, 'pgdata'), path.join(demo, 'pgdata'), { recursive: true });
  await loadDemoStore(await openDatabase({ dataDir: demo }));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl ? await postgresDemoTemplate(adminUrl) : undefined;
  return { empty, demo, postgres };
}

/**
 * The api and resilience projects both name this setup: a run of both makes the databases once
 * (7 s of CPU each time), kept on globalThis since each project may load this module anew, and
 * removes them after the last project is done.
 */
const run = globalThis as { storeTemplates?: { made: Promise<Templates>; users: number } };

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  run.storeTemplates ??= { made: makeTemplates(), users: 0 };
  const shared = run.storeTemplates;
  shared.users++;
  const { empty, demo, postgres } = await shared.made;
  project.provide('pgliteTemplate', empty);
  project.provide('pgliteDemoTemplate', demo);
  project.provide('postgresDemoTemplate', postgres?.name);
  // For the real server processes the tests start (test-support/server.ts); the test workers,
  // started after this, inherit it.
  process.env[DEMO_STORE_ENV] = demo;
  return async () => {
    if (--shared.users > 0) return;
    run.storeTemplates = undefined;
    rmSync(empty, { recursive: true, force: true });
    rmSync(demo, { recursive: true, force: true });
    await postgres?.drop();
  };
}
