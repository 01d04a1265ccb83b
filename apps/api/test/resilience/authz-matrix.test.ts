// Authorization matrix. (1) Every endpoint that needs sign-in (all of them: the list is checked
// against the routes the app registered), with every dead credential: none,
// garbage, expired, revoked by logout, revoked by a password reset: 401 and nothing changes.
// (2) Every friend and cart resource, as a stranger, as a pending requester (both ways) and as
// an ex-friend: refused, and nothing about the resource leaks in the answer. (3) Every operator
// console route, as a shopper with a live session: 404, as if there were no console.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers';
import { insertSession, insertUser, type SeededUser } from '../../../../test-support/users';
import { waitForCode } from '../../../../test-support/mail';
import { bearerOf, errorBodyProblem, rawQuery, snapshotRows } from './support';

let ip = 0;
/** A fresh client address per call: the per-address limits are not what this file tests. */
const nextIp = () => `10.77.${Math.floor(++ip / 250) % 250}.${(ip % 250) + 1}`;

interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
}

interface Ids {
  productId: string;
  userId: string;
  requestId: string;
}

/**
 * A real request for every route that needs sign-in, keyed by its method and registered path,
 * aimed at real resources and valid in everything but the credential (a body that failed
 * validation would be a 400 before sign-in is checked). The first test checks that these keys
 * are exactly the app's signed-in routes, so a new one cannot be left out.
 */
function signedInCalls(ids: Ids): Record<string, Call> {
  const call = (name: string, method: Call['method'], url: string, payload?: unknown): Call => ({
    name,
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
  });
  return {
    'GET /auth/user/profile': call('profile', 'GET', '/auth/user/profile'),
    'POST /auth/user/logout': call('logout', 'POST', '/auth/user/logout'),
    'GET /cart': call('cart', 'GET', '/cart'),
    'GET /api/cart': call('api cart', 'GET', '/api/cart'),
    'POST /cart/add/:productId': call('cart add', 'POST', `/cart/add/${ids.productId}`, { quantity: 1 }),
    'DELETE /cart/remove/:productId': call('cart remove', 'DELETE', `/cart/remove/${ids.productId}`),
    'DELETE /cart/clear': call('cart clear', 'DELETE', '/cart/clear'),
    'PATCH /cart/:productId': call('cart line change', 'PATCH', `/cart/${ids.productId}`, { quantity: 2 }),
    'GET /cart/friends': call('friends carts', 'GET', '/cart/friends'),
    'GET /api/friends/search': call('friend search', 'GET', '/api/friends/search?query=someone'),
    'POST /api/friends/request/:userId': call('friend request', 'POST', `/api/friends/request/${ids.userId}`),
    'GET /api/friends/requests': call('friend requests', 'GET', '/api/friends/requests'),
    'POST /api/friends/accept/:requestId': call('accept', 'POST', `/api/friends/accept/${ids.requestId}`),
    'POST /api/friends/reject/:requestId': call('reject', 'POST', `/api/friends/reject/${ids.requestId}`),
    'DELETE /api/friends/:friendId': call('unfriend', 'DELETE', `/api/friends/${ids.userId}`),
    'POST /api/friends/block/:userId': call('block', 'POST', `/api/friends/block/${ids.userId}`, {}),
    'DELETE /api/friends/block/:userId': call('unblock', 'DELETE', `/api/friends/block/${ids.userId}`),
    'GET /api/friends/blocked': call('blocked', 'GET', '/api/friends/blocked'),
    'GET /api/wishlist': call('wishlist', 'GET', '/api/wishlist'),
    'POST /api/wishlist/:productId': call('heart', 'POST', `/api/wishlist/${ids.productId}`),
    'DELETE /api/wishlist/:productId': call('unheart', 'DELETE', `/api/wishlist/${ids.productId}`),
    'POST /api/shares': call('share', 'POST', '/api/shares', {
      productId: ids.productId,
      friendIds: [ids.userId],
      note: 'look',
    }),
    'GET /api/shares': call('shares', 'GET', '/api/shares'),
    'PUT /api/opinions/:ownerId/:productId': call('vote', 'PUT', `/api/opinions/${ids.userId}/${ids.productId}`, {
      vote: 'up',
      comment: 'nice',
    }),
    'DELETE /api/opinions/:ownerId/:productId': call(
      'take back a vote',
      'DELETE',
      `/api/opinions/${ids.userId}/${ids.productId}`,
    ),
    'GET /api/activity': call('activity', 'GET', '/api/activity'),
    'POST /api/activity/seen': call('activity seen', 'POST', '/api/activity/seen'),
    'GET /api/alerts/preferences': call('alert preferences', 'GET', '/api/alerts/preferences'),
    'PUT /api/alerts/preferences': call('change alert preferences', 'PUT', '/api/alerts/preferences', {
      email: 'off',
    }),
    'POST /api/push/subscriptions': call('push subscribe', 'POST', '/api/push/subscriptions', {
      endpoint: 'https://push.example.com/send/abc',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    }),
    'DELETE /api/push/subscriptions': call('push unsubscribe', 'DELETE', '/api/push/subscriptions', {
      endpoint: 'https://push.example.com/send/abc',
    }),
    ...operatorCalls,
  };
}

/** The operator console's routes (docs/api.md, Operator console). */
const operatorCalls: Record<string, Call> = {
  'GET /api/operator/summary': { name: 'operator summary', method: 'GET', url: '/api/operator/summary?days=7' },
  'GET /api/operator/summary.csv': {
    name: 'operator summary csv',
    method: 'GET',
    url: '/api/operator/summary.csv?days=7',
  },
  'GET /api/operator/feeds': { name: 'operator feeds', method: 'GET', url: '/api/operator/feeds' },
  'GET /api/operator/imports': { name: 'operator imports', method: 'GET', url: '/api/operator/imports' },
  'GET /api/operator/imports/:id': {
    name: 'operator import',
    method: 'GET',
    url: '/api/operator/imports/00000000-0000-4000-8000-000000000000',
  },
  'POST /api/operator/imports': {
    name: 'operator import now',
    method: 'POST',
    url: '/api/operator/imports',
    payload: { source: 'https://shop.example.com' },
  },
  'GET /api/operator/audit': { name: 'operator audit', method: 'GET', url: '/api/operator/audit' },
  'GET /api/operator/vitals': { name: 'operator vitals', method: 'GET', url: '/api/operator/vitals?days=7' },
};

/**
 * Every route the app registered that needs sign-in (its schema names the bearer security, as
 * docs/api.md marks it "Signed in"), as "METHOD /path"; Fastify's own HEAD of a GET left out.
 */
function registeredSignedInRoutes(app: FastifyInstance): string[] {
  return app.registeredRoutes
    .filter(
      (route) => route.method !== 'HEAD' && (route.schema as { security?: unknown[] } | undefined)?.security?.length,
    )
    .map((route) => `${route.method} ${route.url}`);
}

describe.each(DB_KINDS)('authorization matrix on %s', (kind) => {
  let t: TestApp;
  const inject = (call: Call, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: call.method,
      url: call.url,
      headers: { accept: 'application/json', ...headers },
      ...(call.payload === undefined ? {} : { payload: call.payload as object }),
      remoteAddress: nextIp(),
    });
  const q = () => rawQuery(t.database);

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  /** A real account: sign-up, the mailed code, verify, login. */
  async function signUpAndLogIn(name: string): Promise<SeededUser & { password: string }> {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
    const password = 'correct horse battery';
    const started = Date.now();
    const signup = await t.app.inject({
      method: 'POST',
      url: '/auth/user/signup',
      payload: { name, email, password },
      remoteAddress: nextIp(),
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const otp = await waitForCode(t.testDatabase.dataDir, email, started - 1000);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/auth/user/verify-otp',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, otp }).toString(),
      remoteAddress: nextIp(),
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const token = await logIn(email, password);
    const profile = await t.app.inject({ url: '/auth/user/profile', headers: bearerOf(token) });
    expect(profile.statusCode).toBe(200);
    return { id: (profile.json() as { id: string }).id, name, email, token, password };
  }

  async function logIn(email: string, password: string): Promise<string> {
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/user/login',
      payload: { email, password },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode, login.body).toBe(200);
    return (login.json() as { token: string }).token;
  }

  it('has a call for every route that needs sign-in, and for nothing else', () => {
    const ids = { productId: 'p', userId: 'u', requestId: 'r' };
    expect(Object.keys(signedInCalls(ids)).sort()).toEqual(registeredSignedInRoutes(t.app).sort());
    const operatorRoutes = t.app.registeredRoutes
      .filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api/operator/'))
      .map((route) => `${route.method} ${route.url}`);
    expect(Object.keys(operatorCalls).sort()).toEqual(operatorRoutes.sort());
  });

  it('answers 401 to every signed-in endpoint for every dead credential, and changes nothing', async () => {
    const owner = await signUpAndLogIn('Matrix Owner');
    const other = await insertUser(q());
    await t.app.inject({
      method: 'POST',
      url: '/cart/add/p00003',
      headers: bearerOf(owner.token),
      payload: { quantity: 2 },
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/friends/request/${owner.id}`,
      headers: bearerOf(other.token),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { rows } = await q()('SELECT id FROM friend_requests WHERE sender_id = $1', [other.id]);
    const calls = Object.values(
      signedInCalls({ productId: 'p00003', userId: other.id, requestId: String(rows[0]!.id) }),
    );

    // A token revoked by logout (a real login), a token of the same user revoked by a password
    // reset (every session of that user dies), and one that simply expired.
    const loggedOut = await logIn(owner.email, owner.password);
    expect(
      (await t.app.inject({ method: 'POST', url: '/auth/user/logout', headers: bearerOf(loggedOut) })).statusCode,
    ).toBe(204);

    const resetVictim = await signUpAndLogIn('Matrix Reset');
    const secondSession = await logIn(resetVictim.email, resetVictim.password);
    const started = Date.now();
    const forgot = await t.app.inject({
      method: 'POST',
      url: `/auth/user/forgot-password?email=${encodeURIComponent(resetVictim.email)}`,
      remoteAddress: nextIp(),
    });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const code = await waitForCode(t.testDatabase.dataDir, resetVictim.email, started - 1000);
    const verified = await t.app.inject({
      method: 'POST',
      url: `/auth/user/verify-reset-otp?email=${encodeURIComponent(resetVictim.email)}&otp=${code}`,
      remoteAddress: nextIp(),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const { resetToken } = verified.json() as { resetToken: string };
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/user/reset-password',
      payload: { email: resetVictim.email, resetToken, newPassword: 'a brand new secret' },
      remoteAddress: nextIp(),
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const expired = await insertSession(q(), owner.id, new Date(t.clock.now - 60_000));

    const credentials: Record<string, Record<string, string>> = {
      'no token': {},
      'empty bearer': { authorization: 'Bearer ' },
      'garbage token': { authorization: 'Bearer this-is-not-a-token-at-all-0123456789' },
      'wrong scheme': { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      'token with junk appended': { authorization: `Bearer ${owner.token}x` },
      'expired token': bearerOf(expired),
      'revoked by logout': bearerOf(loggedOut),
      'revoked by password reset': bearerOf(resetVictim.token),
      'second session revoked by password reset': bearerOf(secondSession),
    };

    const before = await snapshotRows(q());
    const wrong: string[] = [];
    for (const [state, headers] of Object.entries(credentials)) {
      for (const call of calls) {
        const res = await inject(call, headers);
        if (res.statusCode !== 401) wrong.push(`${state} / ${call.name}: ${res.statusCode} ${res.body.slice(0, 100)}`);
        const problem = errorBodyProblem(res.headers['content-type'] as string | undefined, res.body);
        if (problem) wrong.push(`${state} / ${call.name}: ${problem}`);
        for (const secret of [owner.email, owner.name, 'p00003', other.email]) {
          if (res.body.includes(secret)) wrong.push(`${state} / ${call.name}: leaks ${secret}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshotRows(q())).toEqual(before);

    // The live token still works: the 401s were about the credentials, not the calls.
    expect(
      (
        await inject(
          calls.find((c) => c.name === 'cart')!,
          bearerOf(owner.token),
        )
      ).statusCode,
    ).toBe(200);
    // The new password signs in; the reset did not lock the account out.
    expect(await logIn(resetVictim.email, 'a brand new secret')).toBeTruthy();
  });

  it('refuses a stranger, a pending requester (both ways) and an ex-friend every friend and cart resource', async () => {
    const query = q();
    const owner = await insertUser(query, { name: 'Owner Secretname' });
    const friend = await insertUser(query);
    const stranger = await insertUser(query);
    const askedByOwner = await insertUser(query); // owner -> this user, pending
    const askedOwner = await insertUser(query); // this user -> owner, pending
    const exFriend = await insertUser(query);
    const outsiders = { stranger, askedByOwner, askedOwner, exFriend };
    const api = (user: SeededUser, method: Call['method'], url: string, payload?: unknown) =>
      inject({ name: url, method, url, payload }, bearerOf(user.token));

    // The owner's cart, and a cart for each outsider (the owner must not see theirs either).
    const ownerProducts = ['p00010', 'p00011'];
    for (const p of ownerProducts)
      expect((await api(owner, 'POST', `/cart/add/${p}`, { quantity: 3 })).statusCode).toBe(201);
    for (const u of Object.values(outsiders)) expect((await api(u, 'POST', '/cart/add/p00020')).statusCode).toBe(201);

    // Relations, through the API.
    const befriend = async (a: SeededUser, b: SeededUser) => {
      expect((await api(a, 'POST', `/api/friends/request/${b.id}`)).statusCode).toBe(201);
      const incoming = (await api(b, 'GET', '/api/friends/requests')).json() as Array<{ id: string; senderId: string }>;
      const request = incoming.find((r) => r.senderId === a.id)!;
      expect((await api(b, 'POST', `/api/friends/accept/${request.id}`)).statusCode).toBe(200);
    };
    await befriend(friend, owner);
    await befriend(exFriend, owner);
    expect((await api(exFriend, 'DELETE', `/api/friends/${owner.id}`)).statusCode).toBe(200);
    expect((await api(owner, 'POST', `/api/friends/request/${askedByOwner.id}`)).statusCode).toBe(201);
    expect((await api(askedOwner, 'POST', `/api/friends/request/${owner.id}`)).statusCode).toBe(201);
    const pending = await query(
      `SELECT id, sender_id FROM friend_requests WHERE status = 'pending' AND (sender_id = $1 OR recipient_id = $1)`,
      [owner.id],
    );
    const ownerSent = String(pending.rows.find((r) => String(r.sender_id) === owner.id)!.id);
    const ownerReceived = String(pending.rows.find((r) => String(r.sender_id) === askedOwner.id)!.id);

    // Control: the friend sees the owner's cart; the owner sees the friend only.
    const friendView = (await api(friend, 'GET', '/cart/friends')).json() as Array<{
      friendId: string;
      cartProducts: Array<{ id: string }>;
    }>;
    expect(
      friendView
        .find((f) => f.friendId === owner.id)
        ?.cartProducts.map((p) => p.id)
        .sort(),
    ).toEqual(ownerProducts);
    const ownerView = (await api(owner, 'GET', '/cart/friends')).json() as Array<{ friendId: string }>;
    expect(ownerView.map((f) => f.friendId)).toEqual([friend.id]);

    const before = await snapshotRows(query);
    const leaks = (body: string) =>
      [owner.id, owner.email, 'Secretname', ...ownerProducts, ownerSent, ownerReceived].filter((s) => body.includes(s));
    const wrong: string[] = [];
    for (const [who, u] of Object.entries(outsiders)) {
      const check = async (
        what: string,
        method: Call['method'],
        url: string,
        expected: number[],
        mayName: string[] = [],
      ) => {
        const res = await api(u, method, url);
        if (!expected.includes(res.statusCode))
          wrong.push(`${who} ${what}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        const leaked = leaks(res.body).filter((s) => !mayName.includes(s));
        if (leaked.length) wrong.push(`${who} ${what}: answer leaks ${leaked.join(', ')}`);
      };
      // Nobody reaches the owner's cart by any path.
      await check('friends carts', 'GET', '/cart/friends', [200]);
      await check('own cart', 'GET', '/cart', [200]);
      await check('cart via api', 'GET', '/api/cart', [200]);
      for (const p of ownerProducts) await check(`remove ${p}`, 'DELETE', `/cart/remove/${p}`, [404]);
      // Friendship resources of the owner.
      await check('unfriend owner', 'DELETE', `/api/friends/${owner.id}`, [404], [owner.id]);
      await check(
        'incoming requests',
        'GET',
        '/api/friends/requests',
        [200],
        who === 'askedByOwner' ? [owner.id, 'Secretname', ownerSent] : [],
      );
      for (const [label, id] of [
        ['the request the owner sent', ownerSent],
        ['the request the owner received', ownerReceived],
      ] as const) {
        // Only the recipient may answer: askedByOwner is the recipient of ownerSent (not tested
        // here: answering it is allowed); everyone else gets 404 for both.
        if (who === 'askedByOwner' && id === ownerSent) continue;
        await check(`accept ${label}`, 'POST', `/api/friends/accept/${id}`, [404], [id]);
        await check(`reject ${label}`, 'POST', `/api/friends/reject/${id}`, [404], [id]);
      }
      // Search finds the person (that is its job) but says nothing of carts or friendship.
      const found = await api(u, 'GET', `/api/friends/search?query=${encodeURIComponent(owner.email)}`);
      expect(found.statusCode).toBe(200);
      const hit = (found.json() as Array<{ id: string; isFriend: boolean; requestStatus: string | null }>)[0];
      if (hit?.isFriend) wrong.push(`${who} search: isFriend true`);
      if (found.body.includes('p000')) wrong.push(`${who} search: leaks cart`);
    }
    // The owner, in turn, sees none of the outsiders' carts and cannot end friendships it lacks.
    const ownerCarts = (await api(owner, 'GET', '/cart/friends')).json() as Array<{ friendId: string }>;
    expect(ownerCarts.map((f) => f.friendId)).toEqual([friend.id]);
    for (const [who, u] of Object.entries(outsiders)) {
      const res = await api(owner, 'DELETE', `/api/friends/${u.id}`);
      if (res.statusCode !== 404) wrong.push(`owner unfriends ${who}: ${res.statusCode}`);
    }
    // The sender cannot answer its own request.
    for (const action of ['accept', 'reject']) {
      const res = await api(owner, 'POST', `/api/friends/${action}/${ownerSent}`);
      if (res.statusCode !== 404) wrong.push(`owner ${action}s own request: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshotRows(query), 'refused calls changed nothing').toEqual(before);
  });

  it('answers a shopper 404 on every operator route, as if there were no console, and changes nothing', async () => {
    const shopper = await insertUser(q(), { name: 'Shopper Notoperator' });
    const before = await snapshotRows(q());
    const wrong: string[] = [];
    for (const call of Object.values(operatorCalls)) {
      const res = await inject(call, bearerOf(shopper.token));
      if (res.statusCode !== 404 || res.body !== '{"message":"Not found"}')
        wrong.push(`${call.name}: ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshotRows(q())).toEqual(before);
  });
});
