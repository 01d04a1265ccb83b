// The costly public reads take turns together (ADR 2613): while every turn is held, suggestions
// and facet counts wait in short queues of their own and the one past the queue gets 503 with
// Retry-After; the sitemap's build waits too. A freed turn goes to each kind of work in rotation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COSTLY_READS_BUSY, FACETS_MAX_WAITING, SUGGEST_MAX_WAITING } from '../src/lib/costly-reads';
import { sharedTurns } from '../src/lib/take-turns';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

const settle = () => new Promise((r) => setImmediate(r));

describe('shared turns', () => {
  it('run one at a time and pass a freed turn to each lane in rotation', async () => {
    const turns = sharedTurns(1);
    const a = turns.lane({ maxWaiting: 5, busyMessage: 'a busy' });
    const b = turns.lane({ maxWaiting: 1, busyMessage: 'b busy' });
    const order: string[] = [];
    let release!: () => void;
    const held = a.run(() => new Promise<void>((r) => (release = r)));
    await settle();
    const work = (name: string) => async () => void order.push(name);
    const queued = [a.run(work('a1')), a.run(work('a2')), a.run(work('a3')), b.run(work('b1'))];
    await expect(b.run(work('b2'))).rejects.toMatchObject({ statusCode: 503, message: 'b busy' });
    expect(turns.stats()).toEqual({ running: 1, waiting: 4 });
    release();
    await Promise.all([held, ...queued]);
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3']);
    expect(turns.stats()).toEqual({ running: 0, waiting: 0 });
  });
});

describe.each(DB_KINDS)('costly reads under a held queue (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { suggestRateLimit: 10_000 } });
  });
  afterAll(async () => t?.close());

  /** Takes every turn of the database's costly reads (with searches) until the returned call. */
  async function holdEveryTurn(): Promise<() => Promise<void>> {
    const reads = t.app.services.reads;
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const concurrency = kind === 'pglite' ? 1 : 4;
    const held = Array.from({ length: concurrency }, () => reads.search.run(() => released));
    await settle();
    expect(reads.turns.stats().running).toBe(concurrency);
    return async () => {
      release();
      await Promise.all(held);
    };
  }

  /**
   * With every turn held, `waiting` requests (each a cache miss) wait in their queue and one more
   * is refused at once with 503 and Retry-After; the queued ones are answered when turns free up.
   */
  async function refusedPastQueue(urls: (i: number) => string, waiting: number) {
    const release = await holdEveryTurn();
    const { turns } = t.app.services.reads;
    const queued = Array.from({ length: waiting }, (_, i) => t.app.inject({ method: 'GET', url: urls(i) }));
    for (let i = 0; i < 200 && turns.stats().waiting < waiting; i++) await new Promise((r) => setTimeout(r, 10));
    expect(turns.stats().waiting).toBe(waiting);
    const refused = await t.app.inject({ method: 'GET', url: urls(waiting) });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ message: COSTLY_READS_BUSY });
    await release();
    for (const res of await Promise.all(queued)) expect(res.statusCode).toBe(200);
  }

  it('suggestions past a short queue get 503 with Retry-After; those queued are answered after', async () => {
    await refusedPastQueue(
      (i) => `/api/products/suggest?q=${encodeURIComponent(`kur${String.fromCharCode(97 + i)}`)}`,
      SUGGEST_MAX_WAITING,
    );
  });

  it('facet counts of a listing and of a search past a short queue get 503 with Retry-After', async () => {
    await refusedPastQueue((i) => `/api/products/facets?type=casualWomen&minPrice=${i + 1}`, FACETS_MAX_WAITING);
    await refusedPastQueue((i) => `/api/products/facets?query=kurta&minPrice=${i + 1}`, FACETS_MAX_WAITING);
  });

  it("the sitemap's build waits for a turn", async () => {
    const release = await holdEveryTurn();
    let answered = false;
    const sitemap = t.app.inject({ method: 'GET', url: '/sitemap.xml' }).finally(() => (answered = true));
    // It reads the catalogue's version first (a round trip on PostgreSQL), then waits.
    const { turns } = t.app.services.reads;
    for (let i = 0; i < 200 && turns.stats().waiting === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(turns.stats().waiting).toBe(1);
    expect(answered).toBe(false);
    await release();
    expect((await sitemap).statusCode).toBe(200);
  });
});
