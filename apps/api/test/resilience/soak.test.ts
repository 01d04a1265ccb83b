// Soak: a bounded mixed load (browse, search, sign-in, cart, friends) against the real server
// for two minutes (SOAK_MS), with no error answers, no growth in retained memory beyond 20% after
// the warm-up, and no leaked database connections (on PostgreSQL, when TEST_DATABASE_URL is set).
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_TYPE_KEYS, BRANDS } from '@store/shared/catalogue';
import { createTestDatabase, type TestDatabase } from '../helpers';
import { startServer, type RunningServer } from '../../../../test-support/server';
import { waitForCode } from '../../../../test-support/mail';
import { APP_SECRET, pgQuery, rssKiB, sleep, timedFetch } from './support';

const SOAK_MS = Number(process.env.SOAK_MS ?? 120_000);
const WARMUP_MS = Math.min(25_000, SOAK_MS / 4);
// The warm-up also waits for this much work (at most half the soak): on a busy machine 25 s
// serve a third of the requests, and the caches are still filling when the measure starts.
const WARMUP_REQUESTS = 3000;
const MAX_REQUESTS = 60_000;
const SHOPPERS = 6;
const POOL_SIZE = 10;
const SEARCHES = [
  'floral dress',
  'blue jeans',
  'kurta',
  'sneakers',
  'dres',
  'shrit men',
  'cotton saree',
  'black leather jacket',
];

interface Shopper {
  name: string;
  email: string;
  password: string;
  ip: string;
  token: string;
  id: string;
  cart: Set<string>;
  lastLogin: number;
}

describe('soak: two minutes of mixed load', () => {
  let db: TestDatabase | undefined;
  let server: RunningServer;
  const usePostgres = Boolean(process.env.TEST_DATABASE_URL);

  beforeAll(async () => {
    if (usePostgres) db = await createTestDatabase('postgres');
    server = await startServer({ APP_SECRET, TRUST_PROXY: 'true', ...(db ? { DATABASE_URL: db.url! } : {}) });
  });
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  const connections = async () => {
    const c = await pgQuery(process.env.TEST_DATABASE_URL!);
    try {
      const { rows } = await c.query(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE state = 'idle in transaction')::int AS stuck
           FROM pg_stat_activity WHERE datname = $1`,
        [new URL(db!.url!).pathname.slice(1)],
      );
      return rows[0] as { n: number; stuck: number };
    } finally {
      await c.close();
    }
  };

  it('serves without an error, without growing, without leaking connections', async () => {
    const errors: string[] = [];
    const counts = new Map<string, number>();
    let requests = 0;
    const call = async (
      op: string,
      allowed: number[],
      url: string,
      init: { method?: string; token?: string; json?: object; form?: Record<string, string>; ip?: string } = {},
    ) => {
      requests++;
      counts.set(op, (counts.get(op) ?? 0) + 1);
      try {
        const res = await timedFetch(server.url + url, {
          method: init.method ?? 'GET',
          headers: {
            accept: 'application/json',
            'x-forwarded-for': init.ip ?? '127.0.0.1',
            ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
            ...(init.json ? { 'content-type': 'application/json' } : {}),
            ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          body: init.json
            ? JSON.stringify(init.json)
            : init.form
              ? new URLSearchParams(init.form).toString()
              : undefined,
          timeoutMs: 15_000,
        });
        if (!allowed.includes(res.status) && errors.length < 30)
          errors.push(`${op}: ${res.status} ${res.text.slice(0, 160)}`);
        return res;
      } catch (err) {
        if (errors.length < 30) errors.push(`${op}: ${String(err)}`);
        return null;
      }
    };

    // Real accounts: sign-up, mailed code, verify, login.
    const shoppers: Shopper[] = [];
    for (let i = 0; i < SHOPPERS; i++) {
      const email = `soak.${i}.${Date.now()}@example.com`;
      const s: Shopper = {
        name: `Soak Shopper ${i} ${randomInt(1e6)}`,
        email,
        password: `soak-password-${i}`,
        ip: `10.50.0.${i + 1}`,
        token: '',
        id: '',
        cart: new Set(),
        lastLogin: Date.now(),
      };
      const started = Date.now();
      await call('signup', [201], '/auth/user/signup', {
        method: 'POST',
        json: { name: s.name, email, password: s.password },
        ip: s.ip,
      });
      const otp = await waitForCode(server.dataDir, email, started - 1000);
      await call('verify', [200], '/auth/user/verify-otp', { method: 'POST', form: { email, otp }, ip: s.ip });
      const login = await call('login', [200], '/auth/user/login', {
        method: 'POST',
        json: { email, password: s.password },
        ip: s.ip,
      });
      const body = JSON.parse(login!.text) as { token: string; user: { id: string } };
      s.token = body.token;
      s.id = body.user.id;
      shoppers.push(s);
    }
    expect(errors).toEqual([]);

    const started = Date.now();
    let stop = false;
    const pid = server.process.pid!;
    const product = () => `p${String(randomInt(1, 400)).padStart(5, '0')}`;

    const session = async (s: Shopper, index: number) => {
      let n = 0;
      while (!stop && requests < MAX_REQUESTS) {
        n++;
        const roll = randomInt(100);
        if (roll < 30) {
          const type = ALL_TYPE_KEYS[randomInt(ALL_TYPE_KEYS.length)]!;
          await call(
            'browse type',
            [200],
            `/api/products/type/${encodeURIComponent(type)}?limit=24&offset=${randomInt(3) * 24}`,
          );
        } else if (roll < 40) {
          await call('product', [200], `/products/getId/${product()}`);
        } else if (roll < 45) {
          const brand = BRANDS[randomInt(BRANDS.length)]!.name;
          await call('brand', [200], `/api/products/by-brand?brand=${encodeURIComponent(brand)}`);
        } else if (roll < 47) {
          await call('image', [200], `/images/${product()}-0?w=${[160, 320, 480][randomInt(3)]}`);
        } else if (roll < 60) {
          const q = SEARCHES[randomInt(SEARCHES.length)]!;
          // Search is rate limited per client address (ADR 1300): a 429 is a right answer here.
          await call(
            'search',
            [200, 429],
            `/api/products/hybrid-search?query=${encodeURIComponent(q)}&searchType=text`,
          );
        } else if (roll < 76) {
          // Cart: add something not in it, or remove something in it; now and then clear.
          if (s.cart.size > 8 || (s.cart.size > 0 && roll < 66)) {
            const p = [...s.cart][randomInt(s.cart.size)]!;
            s.cart.delete(p);
            await call('cart remove', [200], `/cart/remove/${p}`, { method: 'DELETE', token: s.token });
          } else {
            const p = product();
            if (!s.cart.has(p)) {
              s.cart.add(p);
              await call('cart add', [201], `/cart/add/${p}`, {
                method: 'POST',
                token: s.token,
                json: { quantity: 1 + randomInt(3) },
              });
            }
          }
          if (n % 40 === 0) {
            s.cart.clear();
            await call('cart clear', [200], '/cart/clear', { method: 'DELETE', token: s.token });
          }
          await call('cart', [200], '/cart', { token: s.token });
        } else if (roll < 90) {
          // Friends: find someone, ask, answer what came in, look at carts, sometimes part.
          const other = shoppers[(index + 1 + randomInt(SHOPPERS - 1)) % SHOPPERS]!;
          // Friend search is limited per user and a declined request has a cooldown (ADR 1300);
          // these shoppers click far faster than people, so a 429 is a right answer for both.
          await call('friend search', [200, 429], `/api/friends/search?query=${encodeURIComponent(other.email)}`, {
            token: s.token,
          });
          await call('friend request', [200, 201, 409, 429], `/api/friends/request/${other.id}`, {
            method: 'POST',
            token: s.token,
          });
          const incoming = await call('friend requests', [200], '/api/friends/requests', { token: s.token });
          const first = incoming ? (JSON.parse(incoming.text) as Array<{ id: string }>)[0] : undefined;
          if (first) {
            const action = randomInt(4) === 0 ? 'reject' : 'accept';
            // Another shopper's crossing request may have settled it first: 404.
            await call(`friend ${action}`, [200, 404], `/api/friends/${action}/${first.id}`, {
              method: 'POST',
              token: s.token,
            });
          }
          await call('friends carts', [200], '/cart/friends', { token: s.token });
          if (randomInt(6) === 0)
            await call('unfriend', [200, 404], `/api/friends/${other.id}`, { method: 'DELETE', token: s.token });
        } else if (roll < 93 && Date.now() - s.lastLogin > 8000) {
          // Sign in again (a second session), use it, log it out; within the login limit.
          s.lastLogin = Date.now();
          const login = await call('login', [200], '/auth/user/login', {
            method: 'POST',
            json: { email: s.email, password: s.password },
            ip: s.ip,
          });
          if (login?.status === 200) {
            const token = (JSON.parse(login.text) as { token: string }).token;
            await call('profile', [200], '/auth/user/profile', { token });
            await call('logout', [204], '/auth/user/logout', { method: 'POST', token });
            await call('profile after logout', [401], '/auth/user/profile', { token });
          }
        } else {
          await call('profile', [200], '/auth/user/profile', { token: s.token });
        }
        await sleep(randomInt(5, 25));
      }
    };
    const load = Promise.all(shoppers.map((s, i) => session(s, i)));

    await sleep(WARMUP_MS);
    while (requests < WARMUP_REQUESTS && Date.now() - started < SOAK_MS / 2) await sleep(250);
    // RSS is a saw: the heap fills and each garbage collection drops it by a sixth or more. What
    // a leak raises is the floor, so the lowest sample of the first third is compared with the
    // lowest of the last third (two medians compared a trough with a crest on a busy machine).
    const rss: number[] = [rssKiB(pid)];
    const connectionSamples: number[] = [];
    while (Date.now() - started < SOAK_MS && requests < MAX_REQUESTS) {
      await sleep(1000);
      rss.push(rssKiB(pid));
      if (db) connectionSamples.push((await connections()).n);
    }
    stop = true;
    await load;
    const elapsed = Date.now() - started;
    const third = Math.max(1, Math.floor(rss.length / 3));
    const rssWarm = Math.min(...rss.slice(0, third));
    const rssEnd = Math.min(...rss.slice(-third));

    // After the load: no connection held by a forgotten transaction, the pool within its size,
    // and a burst of parallel calls still served at once (a leaked pool would starve it).
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call('burst', [200], i % 2 ? '/cart' : '/api/cart', { token: shoppers[i % SHOPPERS]!.token }),
      ),
    );
    const slowest = Math.max(...burst.map((b) => b?.ms ?? Infinity));
    const after = db ? await connections() : null;

    const growth = (rssEnd - rssWarm) / rssWarm;
    console.info(
      `soak: ${requests} requests in ${Math.round(elapsed / 1000)} s (${Math.round(requests / (elapsed / 1000))}/s), ` +
        `${errors.length} errors; RSS floor ${Math.round(rssWarm / 1024)} MiB after warm-up -> ${Math.round(rssEnd / 1024)} MiB ` +
        `(${(growth * 100).toFixed(1)}%, peak ${Math.round(Math.max(...rss) / 1024)} MiB); ` +
        (after
          ? `connections max ${Math.max(...connectionSamples)}, after ${after.n} (${after.stuck} idle in transaction); `
          : '') +
        `burst slowest ${Math.round(slowest)} ms; ${JSON.stringify(Object.fromEntries(counts))}; ` +
        `RSS MiB each second: ${rss.map((k) => Math.round(k / 1024)).join(' ')}`,
    );
    expect(errors).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
    expect(growth).toBeLessThanOrEqual(0.2);
    expect(slowest).toBeLessThan(3000);
    if (after) {
      expect(Math.max(...connectionSamples)).toBeLessThanOrEqual(POOL_SIZE);
      expect(after.n).toBeLessThanOrEqual(POOL_SIZE);
      expect(after.stuck).toBe(0);
    }
  });
});
