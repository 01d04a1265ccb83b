// `npm run operator -- grant EMAIL | revoke EMAIL` as the machine's operator runs it: a real
// process, through the running server's local route, or straight into the embedded database
// when no server runs. An unknown e-mail exits non-zero with the reason; each change is audited.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { insertUser } from '../../../test-support/users';
import { bearer, createSignedInUser, createTestApp, createTestDatabase, DB_KINDS, type TestApp } from './helpers';
import { runCommand } from './run-command';

const CLI = path.join(import.meta.dirname, '../src/cli/operator.ts');
const SECRET = 'test-secret-test-secret-test-secret-0123';

const runCli = (args: string[], env: Record<string, string>) => runCommand(CLI, args, { APP_SECRET: SECRET, ...env });

const audit = async (database: Database) =>
  (await database.withConnection((q) => q('SELECT actor, action, subject FROM operator_audit ORDER BY id'))).rows;

describe.each(DB_KINDS)('npm run operator on %s, while the server runs', (kind) => {
  let t: TestApp;
  let server: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind, { build: { seedDemo: false } });
    server = await t.app.listen({ port: 0, host: '127.0.0.1' });
    env = { DATA_DIR: t.config.dataDir };
  });
  afterAll(async () => t?.close());

  it('grants and revokes the role of an existing account, which the console then answers or not', async () => {
    const user = await createSignedInUser(t, 'Asha');
    const feeds = () => t.app.inject({ method: 'GET', url: '/api/operator/feeds', headers: bearer(user) });
    expect((await feeds()).statusCode).toBe(404);

    const granted = await runCli(['grant', user.email.toUpperCase(), '--server', server], env);
    expect(granted).toMatchObject({ code: 0, stdout: `${user.email} is now an operator.\n` });
    expect((await feeds()).statusCode).toBe(200);
    const again = await runCli(['grant', user.email, '--server', server], env);
    expect(again).toMatchObject({ code: 0, stdout: `${user.email} is already an operator.\n` });

    const revoked = await runCli(['revoke', user.email, '--server', server], env);
    expect(revoked).toMatchObject({ code: 0, stdout: `${user.email} is no longer an operator.\n` });
    expect((await feeds()).statusCode).toBe(404);
    expect(await audit(t.database)).toEqual([
      { actor: 'command line', action: 'grant', subject: user.email },
      { actor: 'command line', action: 'revoke', subject: user.email },
    ]);
  });

  it('exits 1 with the reason for an unknown e-mail, and 2 with the usage for a wrong command', async () => {
    const before = await audit(t.database);
    const unknown = await runCli(['grant', 'nobody@example.com', '--server', server], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the e-mail nobody@example.com.');
    for (const args of [[], ['promote', 'a@example.com'], ['grant'], ['grant', 'a@example.com', 'b@example.com']]) {
      const wrong = await runCli([...args, '--server', server], env);
      expect(wrong.code, args.join(' ')).toBe(2);
      expect(wrong.stderr).toContain('usage: npm run operator -- grant EMAIL | revoke EMAIL');
    }
    expect(await audit(t.database)).toEqual(before);
  });

  it('with a wrong operator token, the server refuses and nothing changes', async () => {
    const user = await createSignedInUser(t, 'Bina');
    const run = await runCli(['grant', user.email, '--server', server], { ...env, OPERATOR_TOKEN: 'w'.repeat(43) });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('The server refused the change: 401');
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/feeds', headers: bearer(user) })).statusCode).toBe(
      404,
    );
  });
});

describe('npm run operator with no server running', () => {
  it('opens the embedded database itself', async () => {
    const testDb = await createTestDatabase('pglite');
    const { dataDir } = testDb;
    try {
      let database = await testDb.open();
      await migrate(database);
      const user = await insertUser((text, params) => database.withConnection((q) => q(text, params)), {
        name: 'Chitra',
      });
      await database.close();
      // A port nobody listens on: the command finds no server and writes directly.
      const env = { DATA_DIR: dataDir, PORT: '9' };
      expect(await runCli(['grant', user.email], env)).toMatchObject({ code: 0 });
      const unknown = await runCli(['revoke', 'nobody@example.com'], env);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No account has the e-mail nobody@example.com.');
      database = await testDb.open();
      try {
        const { rows } = await database.withConnection((q) =>
          q('SELECT u.email FROM operators o JOIN users u ON u.id = o.user_id'),
        );
        expect(rows).toEqual([{ email: user.email }]);
        expect(await audit(database)).toEqual([{ actor: 'command line', action: 'grant', subject: user.email }]);
      } finally {
        await database.close();
      }
    } finally {
      await testDb.drop();
    }
  }, 120_000);
});
