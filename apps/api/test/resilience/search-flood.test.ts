// ADR 1300 §5: 20 clients flooding text search with 200-character queries must not make
// /healthz or cached product reads slow (p99 under 100 ms, measured while the flood runs), and
// each client's searches are rate limited (PUBLIC_SEARCH_RATE_LIMIT). Real server process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX_LENGTH } from '@store/shared/constants';
import { createTestDatabase, type TestDatabase } from '../helpers';
import { startServer, type RunningServer } from '../../../../test-support/server';
import { APP_SECRET, probeUnderFlood, timedFetch } from './support';

const FLOOD_CLIENTS = 20;
const FLOOD_MS = Number(process.env.FLOOD_MS ?? 10_000);
const WORDS = ['floral', 'cotton', 'kurta', 'saree', 'denim', 'shirt', 'dress', 'black', 'silk', 'jacket', 'sneaker'];

/** A 200-character query of real and misspelt words: the costly kind of search. */
function longQuery(seed: number): string {
  let q = '';
  for (let i = seed; q.length < SEARCH_QUERY_MAX_LENGTH; i++) {
    const w = WORDS[(i * 7 + seed) % WORDS.length]!;
    q += `${i % 3 === 0 ? w.slice(1) : w} `;
  }
  return q.slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}

describe('search flood', () => {
  let db: TestDatabase | undefined;
  let server: RunningServer;

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) db = await createTestDatabase('postgres', { demo: true });
    server = await startServer(
      { APP_SECRET, TRUST_PROXY: 'true', ...(db ? { DATABASE_URL: db.url! } : {}) },
      { logToFile: true },
    );
  });
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  it('keeps /healthz and cached product reads under 100 ms p99 while 20 clients flood search', async () => {
    const productUrl = `${server.url}/products/getId/p00001`;
    expect((await timedFetch(productUrl)).status).toBe(200); // now cached
    const figures = await probeUnderFlood({
      clients: FLOOD_CLIENTS,
      floodMs: FLOOD_MS,
      probes: [`${server.url}/healthz`, productUrl],
      send: async (client, n) => {
        const url = `${server.url}/api/products/hybrid-search?query=${encodeURIComponent(longQuery(client * 1000 + n))}`;
        const res = await timedFetch(url, {
          headers: { 'x-forwarded-for': `10.13.0.${client + 1}` },
          timeoutMs: 60_000,
        });
        return res.status;
      },
    });
    console.log('search flood', JSON.stringify(figures));
    const statuses = Object.keys(figures.answers).map(Number);
    expect(statuses.every((s) => s === 200 || s === 429 || s === 503)).toBe(true);
    expect(figures.answers[200] ?? 0).toBeGreaterThan(0);
    expect(figures.timings['/healthz']!.p99).toBeLessThan(100);
    expect(figures.timings['/products/getId/p00001']!.p99).toBeLessThan(100);
  }, 120_000);
});
