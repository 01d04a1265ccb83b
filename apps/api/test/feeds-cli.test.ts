// `npm run import` as an operator runs it: a real process, through the running server's
// operator route, or straight into the database when no server runs. Dry runs and unreadable
// feeds change nothing; the operator route refuses strangers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, selectRows, type Database } from '../src/db/client';
import { IMPORT_FAILED } from '../src/modules/feeds/routes';
import type { ImportSummary } from '../src/modules/feeds/service';
import { importForm, startFeedServer, type FeedServer } from './feed-server';
import { createTestApp, createTestDatabase, DB_KINDS, type TestApp } from './helpers';
import { runCommand } from './run-command';

const CLI = path.join(import.meta.dirname, '../src/cli/import.ts');
const REPORT_CLI = path.join(import.meta.dirname, '../src/cli/report.ts');

const runCli = (args: string[], env: Record<string, string>) => runCommand(CLI, args, env);
const runReport = (args: string[], env: Record<string, string>) => runCommand(REPORT_CLI, args, env);

const count = async (database: Database, feed: string) =>
  Number(
    (await selectRows<{ n: string }>(database.db, sql`SELECT count(*) AS n FROM products WHERE feed = ${feed}`))[0]!.n,
  );

describe.each(DB_KINDS)('npm run import on %s', (kind) => {
  let t: TestApp;
  let feeds: FeedServer;
  let server: string;
  let env: Record<string, string>;
  const dir = mkdtempSync(path.join(tmpdir(), 'feeds-cli-'));

  beforeAll(async () => {
    feeds = await startFeedServer();
    t = await createTestApp(kind, { build: { seedDemo: false }, config: { importAllowHosts: feeds.allow } });
    server = await t.app.listen({ port: 0, host: '127.0.0.1' });
    env = { DATA_DIR: t.config.dataDir, APP_SECRET: 'test-secret-test-secret-test-secret-0123' };
    writeFileSync(path.join(dir, 'products.jsonl'), feeds.fixture('products.jsonl'));
    writeFileSync(path.join(dir, 'garbage.txt'), 'this is no feed\nat all\n');
  });
  afterAll(async () => {
    await feeds?.close();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a dry run prints what would happen and changes nothing', async () => {
    const run = await runCli([path.join(dir, 'products.jsonl'), '--feed', 'own', '--dry-run', '--server', server], env);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Dry run (nothing changed) of feed "own"');
    expect(run.stdout).toMatch(/added: +2/);
    expect(run.stdout).toContain('line 3: not JSON');
    expect(await count(t.database, 'own')).toBe(0);
  });

  it('an unreadable feed exits non-zero and changes nothing', async () => {
    const run = await runCli([path.join(dir, 'garbage.txt'), '--feed', 'own', '--server', server], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('The feed format is not recognised');
    const missing = await runCli([path.join(dir, 'nope.csv'), '--server', server], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('The feed file cannot be read');
    expect(await count(t.database, 'own')).toBe(0);
  });

  it('imports through the running server and prints the summary', async () => {
    const run = await runCli([path.join(dir, 'products.jsonl'), '--feed', 'own', '--server', server], env);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('importing through the server');
    expect(run.stdout).toMatch(/added: +2/);
    expect(run.stdout).toMatch(/images fetched: +2/);
    expect(await count(t.database, 'own')).toBe(2);
  });

  it('prints what a feed wrote with its control characters escaped, in the import and in the report', async () => {
    const hostile = 'Evil\u001b[2J\u001b]0;owned\u0007Thing\rFAKE LINE\nadded: 999\u202e';
    const file = path.join(dir, 'hostile.jsonl');
    writeFileSync(
      file,
      [
        { id: 'esc-1', title: hostile, brand: 'Brand\u001b[31m', productType: `Loungewear\u0007`, price: 999 },
        { id: 'esc-2', title: 'Bad price', price: '\u001b[2J99' },
      ]
        .map((row) => JSON.stringify({ url: 'https://shop.example.in/p', imageUrl: '/images/placeholder', ...row }))
        .join('\n'),
    );
    // Every control character but the newline, and the direction overrides.
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    const unsafe = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
    const run = await runCli([file, '--feed', 'hostile', '--server', server], env);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(unsafe);
    expect(run.stdout).toContain(
      'Evil\\x1b[2J\\x1b]0;owned\\x07Thing\\x0dFAKE LINE\\x0aadded: 999\\u202e [Loungewear\\x07]',
    );
    expect(run.stdout).toContain('price "\\x1b[2J99" is not a number');
    expect(run.stdout.match(/^ *added: /gm)).toHaveLength(1); // no line forged by the title

    const out = await t.app.inject({ method: 'GET', url: '/out/esc-1?from=product', remoteAddress: '10.9.9.9' });
    expect(out.statusCode).toBe(302);
    const report = await runReport(['--days', '1', '--server', server], env);
    expect(report.code).toBe(0);
    expect(report.stdout).not.toMatch(unsafe);
    expect(report.stdout).toContain('Brand\\x1b[31m — Evil\\x1b[2J');
  });

  it('the operator route rejects a NUL row with its reason and never sends a database error', async () => {
    const operator = { authorization: `Bearer ${t.config.operatorToken}` };
    const post = async (fields: Record<string, string>, content: string) => {
      const form = await importForm(fields, content);
      const res = await t.app.inject({
        method: 'POST',
        url: '/operator/imports',
        payload: form.payload,
        headers: { ...form.headers, ...operator },
      });
      expect(res.statusCode).toBe(200);
      return res.body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { summary?: ImportSummary; error?: string })
        .filter((line) => line.summary ?? line.error);
    };
    const rows = [
      { id: 'route-ok', title: 'Fine Kurta', price: 999, imageUrl: '/images/placeholder' },
      { id: 'route-nul', title: 'Nul\u0000Kurta', price: 999, imageUrl: '/images/placeholder' },
    ];
    const text = rows.map((r) => JSON.stringify(r)).join('\n');
    const [nul] = await post({ feed: 'route', source: 'route.jsonl' }, text);
    expect(nul?.error).toBeUndefined();
    expect(nul?.summary?.added).toBe(1);
    expect(nul?.summary?.rejected).toEqual([
      { where: 'line 2 (id route-nul)', reason: 'title contains a NUL character' },
    ]);
    expect(await count(t.database, 'route')).toBe(1);

    // A failure that is the database's: the client reads that the import failed, not its SQL.
    await t.database.withConnection((q) => q('ALTER TABLE import_runs RENAME TO import_runs_away'));
    try {
      const [failed] = await post({ feed: 'route-2', source: 'route.jsonl' }, text);
      expect(failed).toEqual({ error: IMPORT_FAILED, unreadable: false });
    } finally {
      await t.database.withConnection((q) => q('ALTER TABLE import_runs_away RENAME TO import_runs'));
    }
  });

  it('the operator route answers only the operator, only locally', async () => {
    const form = await importForm({ feed: 'x', source: 'x.jsonl' }, '');
    const anon = await t.app.inject({ method: 'POST', url: '/operator/imports', ...form });
    expect(anon.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/operator/imports',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${'x'.repeat(t.config.operatorToken.length)}` },
    });
    expect(wrong.statusCode).toBe(401);
    const remote = await t.app.inject({
      method: 'POST',
      url: '/operator/imports',
      payload: form.payload,
      remoteAddress: '203.0.113.9',
      headers: { ...form.headers, authorization: `Bearer ${t.config.operatorToken}` },
    });
    expect(remote.statusCode).toBe(404);
  });

  it('the operator route refuses a bad form with a 4xx and imports nothing', async () => {
    const operator = { authorization: `Bearer ${t.config.operatorToken}` };
    const send = async (form: { payload: Buffer | string; headers: Record<string, string> }) => {
      const r = await t.app.inject({
        method: 'POST',
        url: '/operator/imports',
        payload: form.payload,
        headers: { ...form.headers, ...operator },
      });
      return { status: r.statusCode, message: r.json<{ message: string }>().message };
    };
    const feed = '{"id":"x1","title":"X"}\n';
    const json = await send({
      payload: JSON.stringify({ feed: 'bad', source: 'x.jsonl', text: feed }),
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(415);
    const mapping = await send(
      await importForm({ feed: 'bad', source: 'x.jsonl', categories: 'Loungewear = Pyjamas' }, feed),
    );
    expect(mapping.status).toBe(400);
    expect(mapping.message).toContain('not a store category');
    const noContent = await send(await importForm({ feed: 'bad', source: 'x.jsonl' }));
    expect(noContent.status).toBe(400);
    expect(noContent.message).toContain('send the feed as the file content');
    const badName = await send(await importForm({ feed: '../etc', source: 'x.jsonl' }, feed));
    expect(badName.status).toBe(400);
    expect(badName.message).toContain('feed must be');
    expect(await count(t.database, 'bad')).toBe(0);
  });
});

describe('npm run import with no server running', () => {
  it('opens the embedded database itself', async () => {
    // A new PGlite database, not migrated (a copy of the run's, without initdb's CPU seconds).
    const store = await createTestDatabase('pglite');
    const { dataDir } = store;
    const feeds = await startFeedServer();
    try {
      const file = path.join(dataDir, 'google.tsv');
      writeFileSync(file, feeds.fixture('google.tsv'));
      // A port nobody listens on: the command finds no server and writes directly.
      const run = await runCli([file, '--server', 'http://127.0.0.1:9'], {
        DATA_DIR: dataDir,
        APP_SECRET: 'test-secret-test-secret-test-secret-0123',
        IMPORT_ALLOW_HOSTS: feeds.allowHosts,
      });
      expect(run.stderr).not.toContain('importing through the server');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/added: +2/);
      expect(run.stdout).toContain('line 5:');
      const database = await openDatabase({ dataDir });
      try {
        expect(await count(database, 'google')).toBe(2);
      } finally {
        await database.close();
      }
    } finally {
      await feeds.close();
      await store.drop();
    }
    // A fresh embedded database migrates and images are encoded in a child process: minutes under load.
  }, 240_000);
});
