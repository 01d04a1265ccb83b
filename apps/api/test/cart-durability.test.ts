// Crash test: every add the server answered survives the process being killed (SIGKILL, no
// clean shutdown) while adds are still in flight. Runs the real server process, on PGlite
// (DATA_DIR on disk) and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../test-support/server';
import { insertUser } from '../../../test-support/users';
import { createTestDatabase, DB_KINDS, type TestDatabase } from './helpers';

const IN_FLIGHT = 16;
const KILL_AFTER_ANSWERED = 60;

/** Writes one signed-in user into the demo store; the server is not running. */
async function prepare(testDb: TestDatabase) {
  const database = await testDb.open();
  try {
    const { token } = await insertUser((text, params) => database.withConnection((q) => q(text, params)), {
      name: 'Crash Tester',
    });
    const { rows } = await database.withConnection((q) => q('SELECT id FROM products ORDER BY id'));
    return { token, productIds: rows.map((r) => String(r.id)) };
  } finally {
    await database.close();
  }
}

const serverEnv = (testDb: TestDatabase) => ({
  DATA_DIR: testDb.dataDir,
  DATABASE_URL: testDb.url ?? '',
  APP_SECRET: 'crash-test-secret-crash-test-secret-0123',
});

describe.each(DB_KINDS)('cart durability on %s', (kind) => {
  let testDb: TestDatabase | undefined;
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const s of servers) if (s.process.exitCode === null && s.process.signalCode === null) await s.stop();
    await testDb?.drop();
  });

  it('keeps every answered add after the server is killed mid-load and restarted', async () => {
    testDb = await createTestDatabase(kind, { demo: true });
    const { token, productIds } = await prepare(testDb);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const first = await startServer(serverEnv(testDb));
    servers.push(first);
    const exited = new Promise<void>((resolve) => first.process.once('exit', () => resolve()));

    const answered: string[] = [];
    let failed = 0;
    let killed = false;
    let next = 0;
    const worker = async () => {
      while (!killed && next < productIds.length) {
        const id = productIds[next++]!;
        try {
          const res = await fetch(`${first.url}/cart/add/${id}`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ quantity: 1 + (next % 10) }),
          });
          if (res.status === 201) answered.push(id);
          else if (!killed) throw new Error(`add ${id} answered ${res.status}: ${await res.text()}`);
        } catch (err) {
          if (!killed) throw err;
          failed++;
        }
        if (!killed && answered.length >= KILL_AFTER_ANSWERED) {
          killed = true;
          first.process.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await exited;
    expect(first.process.signalCode).toBe('SIGKILL');
    // The kill happened with requests still in flight.
    expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERED);
    expect(answered.length + failed).toBeLessThan(productIds.length);

    console.info(`[${kind}] answered ${answered.length} adds, ${failed} cut off by the kill`);
    const second = await startServer(serverEnv(testDb));
    servers.push(second);
    const res = await fetch(`${second.url}/cart`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const inCart = new Set(((await res.json()) as { productId: string }[]).map((i) => i.productId));
    const lost = answered.filter((id) => !inCart.has(id));
    expect(lost).toEqual([]);
    // Nothing that was never attempted appears.
    const attempted = new Set(productIds.slice(0, next));
    expect([...inCart].every((id) => attempted.has(id))).toBe(true);
    await second.stop();
  }, 240_000);
});
