// `npm run import` as an operator runs it: a real process, through the running server's
// operator route, or straight into the database when no server runs. Dry runs and unreadable
// feeds change nothing; the operator route refuses strangers.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, selectRows, type Database } from '../src/db/client';
import { startFeedServer, type FeedServer } from './feed-server';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

const CLI = path.join(import.meta.dirname, '../src/cli/import.ts');

function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** A multipart form as the import command sends it: bytes and their content type, for inject. */
async function importForm(fields: Record<string, string>, content?: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (content !== undefined) form.append('content', new Blob([content]), fields.source);
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

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
    const dataDir = mkdtempSync(path.join(tmpdir(), 'feeds-direct-'));
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
      rmSync(dataDir, { recursive: true, force: true });
    }
    // A fresh embedded database migrates and images are encoded in a child process: minutes under load.
  }, 240_000);
});
