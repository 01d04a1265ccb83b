// Crash safety: a load of cart and friend writes against the real server process, which is
// killed with SIGKILL mid-load and started again on the same data. Every write that was answered
// with success is still there, on the embedded database and on PostgreSQL.
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DB_KINDS } from '../helpers';
import { insertUser, type SeededUser } from '../../../../test-support/users';
import { startServer, type RunningServer } from '../../../../test-support/server';
import { APP_SECRET, bearerOf, sleep } from './support';

const USERS = 6;
const LOAD_MS = 2000;
const MIN_WRITES = 80;
const MAX_REQUESTS = 3000;

describe.each(DB_KINDS)('crash safety on %s', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
  });

  it('keeps every write answered with success across a SIGKILL', async () => {
    // The store as a server's first start leaves it, copied from the run's (no initdb, no load).
    const testDb = await createTestDatabase(kind, { demo: true });
    cleanups.push(() => testDb.drop());
    const { dataDir, url: databaseUrl } = testDb;
    // Users with live sessions, written before the server starts (no sign-up or rate limits).
    const database = await testDb.open();
    const users: SeededUser[] = [];
    for (let i = 0; i < USERS; i++)
      users.push(await insertUser((text, params) => database.withConnection((q) => q(text, params))));
    await database.close();

    const env = { DATA_DIR: dataDir, APP_SECRET, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    let server: RunningServer = await startServer(env);
    cleanups.push(() => stopIfRunning(server));

    // The load: each user adds products one after another and sends friend requests; whoever
    // has an incoming request accepts it. Only answers that said "done" are recorded.
    const added = new Map<string, Set<string>>(users.map((u) => [u.id, new Set()]));
    const befriended: Array<[string, string]> = []; // a pair answered as friends (accept 200, or request 200)
    const requested: Array<[string, string]> = []; // sender, recipient answered 201
    // Shop with friends (ADR 1700): hearts, shares and votes answered with success.
    const wished = new Map<string, Set<string>>(users.map((u) => [u.id, new Set()]));
    const shared: Array<[string, string, string]> = []; // sender, recipient, product: 201
    const voted: Array<[string, string]> = []; // owner, product: 200
    let requests = 0;
    let killed = false;
    const call = async (u: SeededUser, method: string, url: string, body?: object) => {
      requests++;
      const res = await fetch(server.url + url, {
        method,
        headers: { ...bearerOf(u.token), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
      return { status: res.status, body: await res.text() };
    };
    const worker = async (me: SeededUser, index: number) => {
      let n = 0;
      while (!killed && requests < MAX_REQUESTS) {
        try {
          // Each user its own 60 products, each added once; then only friend writes (every
          // turn awaits a request, so the loop never starves the timer that ends the load).
          const productId = n < 60 ? `p${String(index * 60 + n + 1).padStart(5, '0')}` : null;
          n++;
          if (productId) {
            const add = await call(me, 'POST', `/cart/add/${productId}`, { quantity: 1 + (n % 5) });
            if (add.status === 201) added.get(me.id)!.add(productId);
            else throw new Error(`add answered ${add.status} ${add.body}`);
            const wish = await call(me, 'POST', `/api/wishlist/${productId}`);
            if (wish.status === 201) wished.get(me.id)!.add(productId);
            else throw new Error(`wishlist answered ${wish.status} ${wish.body}`);
          } else {
            await call(me, 'GET', '/cart');
          }
          if (n % 4 === 0) {
            const other = users[(index + 1 + ((n / 4) % (USERS - 1))) % USERS]!;
            const sent = await call(me, 'POST', `/api/friends/request/${other.id}`);
            if (sent.status === 201) requested.push([me.id, other.id]);
            if (sent.status === 200) befriended.push([me.id, other.id]);
          }
          const pair = befriended.find(([a, b]) => a === me.id || b === me.id);
          const friendId = pair && (pair[0] === me.id ? pair[1] : pair[0]);
          const theirs = friendId ? [...added.get(friendId)!][0] : undefined;
          if (friendId && theirs && n % 2 === 0) {
            const share = await call(me, 'POST', '/api/shares', { productId: theirs, friendIds: [friendId] });
            if (share.status === 201) shared.push([me.id, friendId, theirs]);
            const vote = await call(me, 'PUT', `/api/opinions/${friendId}/${theirs}`, { vote: 'up', comment: `n${n}` });
            if (vote.status === 200) voted.push([friendId, theirs]);
          }
          if (n % 3 === 0) {
            const incoming = await call(me, 'GET', '/api/friends/requests');
            if (incoming.status === 200) {
              const first = (JSON.parse(incoming.body) as Array<{ id: string; senderId: string }>)[0];
              if (first) {
                const accepted = await call(me, 'POST', `/api/friends/accept/${first.id}`);
                if (accepted.status === 200) befriended.push([first.senderId, me.id]);
              }
            }
          }
        } catch (err) {
          if (!killed) throw err;
        }
      }
    };
    const t0 = Date.now();
    const load = Promise.all(users.map((u, i) => worker(u, i)));
    // Kill mid-load: after a while, once enough writes were acknowledged.
    const acknowledged = () =>
      [...added.values(), ...wished.values()].reduce((a, s) => a + s.size, 0) +
      requested.length +
      befriended.length +
      shared.length +
      voted.length;
    await sleep(LOAD_MS);
    while (acknowledged() < MIN_WRITES && Date.now() - t0 < 20_000) await sleep(100);
    const pid = server.process.pid!;
    const exited = new Promise((r) => server.process.once('exit', r));
    killed = true;
    server.process.kill('SIGKILL');
    await exited;
    await load;
    const writes = acknowledged();
    expect(writes, 'the load wrote enough before the kill').toBeGreaterThanOrEqual(MIN_WRITES);

    // Start again on the same data: the embedded database must recover from the unclean stop.
    const t1 = Date.now();
    server = await startServer(env);
    expect(server.process.pid).not.toBe(pid);
    console.info(`crash safety on ${kind}: load ran ${t1 - t0} ms; restart took ${Date.now() - t1} ms`);

    const missing: string[] = [];
    const get = async (u: SeededUser, url: string) => {
      const res = await fetch(server.url + url, { headers: bearerOf(u.token) });
      expect(res.status, url).toBe(200);
      return res.json() as Promise<unknown>;
    };
    const friendsOf = new Map<string, Set<string>>();
    const incomingOf = new Map<string, Set<string>>();
    for (const u of users) {
      const cart = (await get(u, '/cart')) as Array<{ productId: string; opinions: { up: number } }>;
      const inCart = new Set(cart.map((c) => c.productId));
      for (const p of added.get(u.id)!) if (!inCart.has(p)) missing.push(`cart of ${u.name}: ${p}`);
      for (const [owner, product] of voted.filter(([o]) => o === u.id)) {
        if (!(cart.find((c) => c.productId === product)?.opinions.up ?? 0)) missing.push(`vote ${owner} ${product}`);
      }
      const wishlist = new Set(((await get(u, '/api/wishlist')) as Array<{ id: string }>).map((w) => w.id));
      for (const p of wished.get(u.id)!) if (!wishlist.has(p)) missing.push(`wishlist of ${u.name}: ${p}`);
      const received = (await get(u, '/api/shares')) as Array<{ from: { id: string }; product: { id: string } }>;
      for (const [sender, , product] of shared.filter(([, r]) => r === u.id)) {
        if (!received.some((r) => r.from.id === sender && r.product.id === product)) {
          missing.push(`share ${sender} -> ${u.name}: ${product}`);
        }
      }
      const carts = (await get(u, '/cart/friends')) as Array<{ friendId: string }>;
      friendsOf.set(u.id, new Set(carts.map((c) => c.friendId)));
      const incoming = (await get(u, '/api/friends/requests')) as Array<{ senderId: string }>;
      incomingOf.set(u.id, new Set(incoming.map((r) => r.senderId)));
    }
    for (const [a, b] of befriended) {
      if (!friendsOf.get(a)!.has(b) || !friendsOf.get(b)!.has(a)) missing.push(`friendship ${a} ${b}`);
    }
    for (const [sender, recipient] of requested) {
      // A request answered 201 is still pending, or has become a friendship since.
      if (!incomingOf.get(recipient)!.has(sender) && !friendsOf.get(recipient)!.has(sender)) {
        missing.push(`request ${sender} -> ${recipient}`);
      }
    }
    console.info(
      `crash safety on ${kind}: ${requests} requests, ${writes} acknowledged writes before SIGKILL, ${missing.length} lost`,
    );
    expect(missing).toEqual([]);
    // And it takes writes again.
    const again = await fetch(`${server.url}/cart/add/p00999`, { method: 'POST', headers: bearerOf(users[0]!.token) });
    expect([201, 404]).toContain(again.status);
  });
});

async function stopIfRunning(server: RunningServer): Promise<void> {
  if (server.process.exitCode === null && server.process.signalCode === null) await server.stop();
}
