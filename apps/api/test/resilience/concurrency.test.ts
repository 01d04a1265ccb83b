// Concurrency: the same write fired many times at once must leave the state one serial order
// would leave. Parallel adds of one product (one line), parallel verify with the right code (one
// success), two users asking each other (one friendship), parallel accept/reject of one request
// (one outcome), parallel clear and add (a consistent cart).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers';
import { insertUser, type SeededUser } from '../../../../test-support/users';
import { waitForCode } from '../../../../test-support/mail';
import { bearerOf, rawQuery } from './support';

const PARALLEL = 12;

let ip = 0;
const nextIp = () => `10.88.${Math.floor(++ip / 250) % 250}.${(ip % 250) + 1}`;

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe.each(DB_KINDS)('concurrency on %s', (kind) => {
  let t: TestApp;
  const q = () => rawQuery(t.database);
  const api = (user: SeededUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: bearerOf(user.token),
      ...(payload ? { payload } : {}),
      remoteAddress: nextIp(),
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('parallel adds of one product leave one cart line', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await insertUser(q());
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, () => api(user, 'POST', '/cart/add/p00050', { quantity: 2 })),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(count(statuses, 201), statuses.join(',')).toBe(1);
      expect(count(statuses, 409), statuses.join(',')).toBe(PARALLEL - 1);
      const { rows } = await q()('SELECT quantity FROM cart_items WHERE user_id = $1', [user.id]);
      expect(rows).toEqual([{ quantity: 2 }]);
    }
  });

  it('parallel verify with the right code succeeds once and creates one account', async () => {
    const email = `race.verify.${Date.now()}@example.com`;
    const started = Date.now();
    const signup = await t.app.inject({
      method: 'POST',
      url: '/auth/user/signup',
      payload: { name: 'Race Verify', email, password: 'race-password-1' },
      remoteAddress: nextIp(),
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const otp = await waitForCode(t.testDatabase.dataDir, email, started - 1000);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.app.inject({
          method: 'POST',
          url: '/auth/user/verify-otp',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ email, otp }).toString(),
          remoteAddress: nextIp(),
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(count(statuses, 200), statuses.join(',')).toBe(1);
    expect(
      statuses.every((s) => s === 200 || (s >= 400 && s < 500)),
      statuses.join(','),
    ).toBe(true);
    const { rows } = await q()(
      'SELECT count(*)::int AS n, bool_and(verified_at IS NOT NULL) AS v FROM users WHERE email = $1',
      [email],
    );
    expect(rows[0]).toEqual({ n: 1, v: true });
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/user/login',
      payload: { email, password: 'race-password-1' },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(200);
  });

  it('two users asking each other at the same moment become friends once', async () => {
    for (let round = 0; round < 6; round++) {
      const [a, b] = [await insertUser(q()), await insertUser(q())];
      const answers = await Promise.all([
        api(a, 'POST', `/api/friends/request/${b.id}`),
        api(b, 'POST', `/api/friends/request/${a.id}`),
      ]);
      const statuses = answers.map((r) => r.statusCode);
      expect(
        statuses.every((s) => [200, 201, 409].includes(s)),
        statuses.join(','),
      ).toBe(true);
      const [lo, hi] = [a.id, b.id].sort();
      const friendships = await q()('SELECT count(*)::int AS n FROM friendships WHERE user_a = $1 AND user_b = $2', [
        lo,
        hi,
      ]);
      const pending = await q()(
        `SELECT count(*)::int AS n FROM friend_requests WHERE status = 'pending'
           AND ((sender_id = $1 AND recipient_id = $2) OR (sender_id = $2 AND recipient_id = $1))`,
        [a.id, b.id],
      );
      expect({ friendships: friendships.rows[0]!.n, pending: pending.rows[0]!.n }, statuses.join(',')).toEqual({
        friendships: 1,
        pending: 0,
      });
      // Each sees the other's cart.
      const carts = (await api(a, 'GET', '/cart/friends')).json() as Array<{ friendId: string }>;
      expect(carts.map((c) => c.friendId)).toEqual([b.id]);
    }
  });

  it('parallel accept and reject of one request have one outcome', async () => {
    for (let round = 0; round < 6; round++) {
      const [sender, recipient] = [await insertUser(q()), await insertUser(q())];
      expect((await api(sender, 'POST', `/api/friends/request/${recipient.id}`)).statusCode).toBe(201);
      const incoming = (await api(recipient, 'GET', '/api/friends/requests')).json() as Array<{ id: string }>;
      const id = incoming[0]!.id;
      const actions = Array.from({ length: PARALLEL }, (_, i) => (i % 2 === round % 2 ? 'accept' : 'reject'));
      const answers = await Promise.all(actions.map((a) => api(recipient, 'POST', `/api/friends/${a}/${id}`)));
      const statuses = answers.map((r) => r.statusCode);
      expect(count(statuses, 200), statuses.join(',')).toBe(1);
      expect(
        statuses.every((s) => s === 200 || s === 404 || s === 409),
        statuses.join(','),
      ).toBe(true);
      const winner = actions[statuses.indexOf(200)]!;
      const { rows } = await q()('SELECT status FROM friend_requests WHERE id = $1', [id]);
      const [lo, hi] = [sender.id, recipient.id].sort();
      const friends = await q()('SELECT count(*)::int AS n FROM friendships WHERE user_a = $1 AND user_b = $2', [
        lo,
        hi,
      ]);
      expect({ status: rows[0]?.status, friends: friends.rows[0]!.n }).toEqual(
        winner === 'accept' ? { status: 'accepted', friends: 1 } : { status: 'rejected', friends: 0 },
      );
    }
  });

  it('parallel clear and add leave a consistent cart', async () => {
    const user = await insertUser(q());
    const products = Array.from({ length: 16 }, (_, i) => `p${String(100 + i).padStart(5, '0')}`);
    const calls = products.flatMap((p, i) => [
      () => api(user, 'POST', `/cart/add/${p}`, { quantity: 1 + (i % 10) }),
      ...(i % 4 === 0 ? [() => api(user, 'DELETE', '/cart/clear')] : []),
    ]);
    const answers = await Promise.all(calls.map((c) => c()));
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.every((s) => s === 200 || s === 201),
      statuses.join(','),
    ).toBe(true);
    const listed = (await api(user, 'GET', '/cart')).json() as Array<{ productId: string; quantity: number }>;
    const { rows } = await q()('SELECT product_id, quantity FROM cart_items WHERE user_id = $1', [user.id]);
    // What the API lists is what is stored: each product once, with the quantity it was added with.
    expect(listed.map((l) => l.productId).sort()).toEqual(rows.map((r) => String(r.product_id)).sort());
    expect(new Set(listed.map((l) => l.productId)).size).toBe(listed.length);
    for (const line of listed) {
      const i = products.indexOf(line.productId);
      expect(i).toBeGreaterThanOrEqual(0);
      expect(line.quantity).toBe(1 + (i % 10));
    }
    // And the cart still works: add again what a clear removed, clear, empty.
    const missing = products.filter((p) => !listed.some((l) => l.productId === p));
    for (const p of missing.slice(0, 3)) expect((await api(user, 'POST', `/cart/add/${p}`)).statusCode).toBe(201);
    expect((await api(user, 'DELETE', '/cart/clear')).statusCode).toBe(200);
    expect((await api(user, 'GET', '/cart')).json()).toEqual([]);
  });
});
