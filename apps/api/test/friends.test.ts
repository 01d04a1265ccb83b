// Friends API: search, requests, accept/reject, remove and GET /cart/friends, on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskEmail } from '@store/shared/email-address';
import { MSG } from '@store/shared/messages';
import { FRIEND_SEARCH_RATE_LIMIT } from '../src/modules/friends/routes';
import { FRIEND_MESSAGES, REJECTED_REQUEST_COOLDOWN_MS } from '../src/modules/friends/service';
import { bearer, createSignedInUser, createTestApp, DB_KINDS, type TestApp, type TestUser } from './helpers';

describe.each(DB_KINDS)('friends on %s', (kind) => {
  let t: TestApp;
  let productIds: string[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    const { rows } = await t.database.withConnection((q) => q('SELECT id FROM products ORDER BY id LIMIT 6'));
    productIds = rows.map((r) => String(r.id));
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user?: TestUser) =>
    t.app.inject({ method, url, headers: user ? bearer(user) : {} });
  const search = (user: TestUser, query: string) =>
    call('GET', `/api/friends/search?query=${encodeURIComponent(query)}`, user);
  const sendRequest = (from: TestUser, to: { id: string }) => call('POST', `/api/friends/request/${to.id}`, from);
  const incoming = async (user: TestUser) =>
    (await call('GET', '/api/friends/requests', user)).json<
      { id: string; senderId: string; senderName: string; senderEmail: string; createdAt: string }[]
    >();
  const friendsCarts = async (user: TestUser) => {
    const res = await call('GET', '/cart/friends', user);
    expect(res.statusCode).toBe(200);
    return res.json<
      {
        friendId: string;
        friendName: string;
        cartProducts: { id: string; title: string; price: number; quantity: number; imageUrl: string }[];
      }[]
    >();
  };
  const befriend = async (a: TestUser, b: TestUser) => {
    expect((await sendRequest(a, b)).statusCode).toBe(201);
    const [request] = await incoming(b);
    expect((await call('POST', `/api/friends/accept/${request!.id}`, b)).statusCode).toBe(200);
  };
  const putInCart = (user: TestUser, productId: string, quantity = 1) =>
    t.database.withConnection((q) =>
      q('INSERT INTO cart_items (user_id, product_id, quantity) VALUES ($1, $2, $3)', [user.id, productId, quantity]),
    );
  const count = async (sqlText: string, params: unknown[]) =>
    Number((await t.database.withConnection((q) => q(sqlText, params))).rows[0]!.n);

  describe('sign-in', () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    it.each([
      ['GET', '/api/friends/search?query=x'],
      ['POST', `/api/friends/request/${someId}`],
      ['GET', '/api/friends/requests'],
      ['POST', `/api/friends/accept/${someId}`],
      ['POST', `/api/friends/reject/${someId}`],
      ['DELETE', `/api/friends/${someId}`],
      ['GET', '/cart/friends'],
    ] as const)('%s %s answers 401 without a token and with a bad one', async (method, url) => {
      expect((await call(method, url)).statusCode).toBe(401);
      const res = await t.app.inject({ method, url, headers: { authorization: 'Bearer not-a-real-token-123456' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MSG.sessionExpired });
    });
  });

  describe('search', () => {
    it('finds by exact name or e-mail, ignoring case and surrounding spaces', async () => {
      const me = await createSignedInUser(t);
      const priya = await createSignedInUser(t, 'Priya Sharma Search');
      for (const q of [
        'Priya Sharma Search',
        'priya sharma search',
        '  PRIYA SHARMA SEARCH ',
        priya.email.toUpperCase(),
      ]) {
        const res = await search(me, q);
        expect(res.statusCode).toBe(200);
        // A stranger's e-mail is whole only when the query was that e-mail (ADR 1300 §4).
        const email = q.includes('@') ? priya.email : maskEmail(priya.email);
        expect(res.json()).toEqual([{ id: priya.id, name: priya.name, email, isFriend: false, requestStatus: null }]);
      }
    });

    it("ADR 1300 §4: a name search does not hand out strangers' e-mails; friends' are whole", async () => {
      const me = await createSignedInUser(t);
      const many: TestUser[] = [];
      for (let i = 0; i < 5; i++) many.push(await createSignedInUser(t, 'Common Name Harvest'));
      const found = (await search(me, 'common name harvest')).json<{ email: string }[]>();
      expect(found).toHaveLength(5);
      for (const user of many) {
        expect(JSON.stringify(found)).not.toContain(user.email.split('@')[0]!);
        expect(found.map((f) => f.email)).toContain(maskEmail(user.email));
      }
      await befriend(me, many[0]!);
      const again = (await search(me, 'common name harvest')).json<{ id: string; email: string }[]>();
      expect(again.find((f) => f.id === many[0]!.id)!.email).toBe(many[0]!.email);
      expect(again.find((f) => f.id === many[1]!.id)!.email).toBe(maskEmail(many[1]!.email));
    });

    it('ADR 1300 §4: friend search is rate limited per user, whatever the address', async () => {
      const me = await createSignedInUser(t);
      const other = await createSignedInUser(t);
      const from = (user: TestUser, i: number) =>
        t.app.inject({
          method: 'GET',
          url: '/api/friends/search?query=nobody',
          remoteAddress: `10.44.${i >> 8}.${i & 255}`,
          headers: bearer(user),
        });
      for (let i = 0; i < FRIEND_SEARCH_RATE_LIMIT.max; i++) expect((await from(me, i)).statusCode).toBe(200);
      const limited = await from(me, 999);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many attempts/) });
      expect((await from(other, 999)).statusCode).toBe(200);
    });

    it('is exact: a part of a name or e-mail finds nobody', async () => {
      const me = await createSignedInUser(t);
      const who = await createSignedInUser(t, 'Ananya Partial');
      for (const q of ['Ananya', 'Partial', 'Ananya Partia', who.email.split('@')[0]!, '%', '_nanya Partial']) {
        expect((await search(me, q)).json()).toEqual([]);
      }
    });

    it('never lists the caller, but lists others with the same name', async () => {
      const me = await createSignedInUser(t, 'Twin Name');
      const twin = await createSignedInUser(t, 'Twin Name');
      expect((await search(me, 'twin name')).json()).toEqual([expect.objectContaining({ id: twin.id })]);
      expect((await search(me, me.email)).json()).toEqual([]);
    });

    it('does not find accounts that never verified their e-mail', async () => {
      const me = await createSignedInUser(t);
      const ghost = await createSignedInUser(t, 'Ghost Unverified');
      await t.database.withConnection((q) => q('UPDATE users SET verified_at = NULL WHERE id = $1', [ghost.id]));
      expect((await search(me, 'Ghost Unverified')).json()).toEqual([]);
      expect((await sendRequest(me, ghost)).statusCode).toBe(404);
    });

    it.each(['', '   ', '%20%09'])('blank query %j: 400 with the product message', async (q) => {
      const me = await createSignedInUser(t);
      const res = await call('GET', `/api/friends/search?query=${q}`, me);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MSG.enterUsernameToSearch });
      expect((await call('GET', '/api/friends/search', me)).json()).toEqual({ message: MSG.enterUsernameToSearch });
    });

    it('a query over 200 characters is a 400, not a 500', async () => {
      const me = await createSignedInUser(t);
      expect((await search(me, 'x'.repeat(201))).statusCode).toBe(400);
    });
  });

  describe('requests', () => {
    it('sends a request (201) that the recipient sees, newest first, with sender and time', async () => {
      const [a, b, c] = [
        await createSignedInUser(t, 'Asha'),
        await createSignedInUser(t),
        await createSignedInUser(t, 'Chitra'),
      ];
      const res = await sendRequest(a, b);
      expect(res.statusCode).toBe(201);
      t.clock.advance(60_000);
      expect((await sendRequest(c, b)).statusCode).toBe(201);
      const list = await incoming(b);
      expect(list.map((r) => r.senderName)).toEqual(['Chitra', 'Asha']);
      expect(list[1]).toEqual({
        id: expect.any(String),
        senderId: a.id,
        senderName: 'Asha',
        senderEmail: maskEmail(a.email),
        createdAt: expect.any(String),
      });
      expect(Date.parse(list[0]!.createdAt) - Date.parse(list[1]!.createdAt)).toBe(60_000);
      expect(list[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      // The sender's own list holds only requests sent to them.
      expect(await incoming(a)).toEqual([]);
    });

    it('to yourself 400; to an unknown user 404; a malformed id 400; nothing is written', async () => {
      const me = await createSignedInUser(t);
      expect((await sendRequest(me, me)).statusCode).toBe(400);
      expect((await sendRequest(me, { id: '6f1b0f5e-2d7c-4c47-9a55-0d1f5b3c9e11' })).statusCode).toBe(404);
      for (const bad of ['abc', '1', "1'%20OR%20'1'='1", '6f1b0f5e-2d7c-4c47-9a55-0d1f5b3c9e1']) {
        const res = await call('POST', `/api/friends/request/${bad}`, me);
        expect(res.statusCode).toBe(400);
      }
      expect(await count('SELECT count(*) AS n FROM friend_requests WHERE sender_id = $1', [me.id])).toBe(0);
    });

    it('a second request from the same sender is a 409 and leaves one pending row', async () => {
      const [a, b] = [await createSignedInUser(t), await createSignedInUser(t)];
      expect((await sendRequest(a, b)).statusCode).toBe(201);
      const again = await sendRequest(a, b);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Friend request already sent');
      expect(await incoming(b)).toHaveLength(1);
    });

    it('asking someone who already asked you makes you friends (200) and clears the request', async () => {
      const [a, b] = [await createSignedInUser(t), await createSignedInUser(t)];
      expect((await sendRequest(a, b)).statusCode).toBe(201);
      const res = await sendRequest(b, a);
      expect(res.statusCode).toBe(200);
      expect(await incoming(b)).toEqual([]);
      expect(await incoming(a)).toEqual([]);
      expect((await friendsCarts(a)).map((f) => f.friendId)).toEqual([b.id]);
      expect((await friendsCarts(b)).map((f) => f.friendId)).toEqual([a.id]);
      expect((await sendRequest(a, b)).statusCode).toBe(409);
    });

    it('accept makes both friends; the row leaves the list; a second answer is a 404', async () => {
      const [a, b] = [await createSignedInUser(t), await createSignedInUser(t)];
      await sendRequest(a, b);
      const [request] = await incoming(b);
      const res = await call('POST', `/api/friends/accept/${request!.id}`, b);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MSG.friendRequestAccepted });
      expect(await incoming(b)).toEqual([]);
      expect((await search(a, b.name)).json()[0]).toMatchObject({ isFriend: true, requestStatus: null });
      expect((await call('POST', `/api/friends/accept/${request!.id}`, b)).statusCode).toBe(404);
      expect((await call('POST', `/api/friends/reject/${request!.id}`, b)).statusCode).toBe(404);
      expect(await count('SELECT count(*) AS n FROM friendships WHERE $1 IN (user_a, user_b)', [a.id])).toBe(1);
    });

    it('reject makes no friendship; the row leaves the list; the sender may ask again after 7 days', async () => {
      const [a, b] = [await createSignedInUser(t), await createSignedInUser(t)];
      await sendRequest(a, b);
      const [request] = await incoming(b);
      const res = await call('POST', `/api/friends/reject/${request!.id}`, b);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MSG.friendRequestRejected });
      expect(await incoming(b)).toEqual([]);
      expect(await friendsCarts(a)).toEqual([]);
      expect((await search(a, b.email)).json()[0]).toMatchObject({ isFriend: false, requestStatus: null });
      expect((await call('POST', `/api/friends/accept/${request!.id}`, b)).statusCode).toBe(404);
      // ADR 1300 §6: not again at once, nor a day later (a rejected request cannot be re-sent without end).
      const atOnce = await sendRequest(a, b);
      expect(atOnce.statusCode).toBe(429);
      expect(atOnce.json()).toEqual({ message: FRIEND_MESSAGES.askAgainLater });
      expect(Number(atOnce.headers['retry-after'])).toBeGreaterThan(REJECTED_REQUEST_COOLDOWN_MS / 1000 - 60);
      const rejectedAgo = (ms: number) =>
        t.database.withConnection((q) =>
          q('UPDATE friend_requests SET responded_at = $1 WHERE id = $2', [
            new Date(t.clock.now - ms).toISOString(),
            request!.id,
          ]),
        );
      await rejectedAgo(REJECTED_REQUEST_COOLDOWN_MS - 60_000);
      expect((await sendRequest(a, b)).statusCode).toBe(429);
      expect(await incoming(b)).toEqual([]);
      // After the cooldown the sender may ask again.
      await rejectedAgo(REJECTED_REQUEST_COOLDOWN_MS + 1000);
      expect((await sendRequest(a, b)).statusCode).toBe(201);
    });

    it('only the recipient answers: the sender and a third user get 404, and nothing changes', async () => {
      const [a, b, c] = [await createSignedInUser(t), await createSignedInUser(t), await createSignedInUser(t)];
      await sendRequest(a, b);
      const [request] = await incoming(b);
      for (const who of [a, c]) {
        for (const action of ['accept', 'reject']) {
          const res = await call('POST', `/api/friends/${action}/${request!.id}`, who);
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual({ message: 'Friend request not found' });
        }
      }
      expect(await incoming(b)).toHaveLength(1);
      expect(await friendsCarts(a)).toEqual([]);
    });

    it('unknown and malformed request ids: 404 and 400, never 500', async () => {
      const me = await createSignedInUser(t);
      expect((await call('POST', '/api/friends/accept/6f1b0f5e-2d7c-4c47-9a55-0d1f5b3c9e11', me)).statusCode).toBe(404);
      expect((await call('POST', '/api/friends/reject/not-an-id', me)).statusCode).toBe(400);
      expect((await call('DELETE', '/api/friends/%00', me)).statusCode).toBe(400);
    });
  });

  describe('remove', () => {
    it('either side removes; the other stops seeing the cart at once; again is a 404', async () => {
      const [a, b] = [await createSignedInUser(t), await createSignedInUser(t)];
      await befriend(a, b);
      await putInCart(b, productIds[0]!);
      expect((await friendsCarts(a))[0]!.cartProducts.map((p) => p.id)).toEqual([productIds[0]]);
      const res = await call('DELETE', `/api/friends/${a.id}`, b);
      expect(res.statusCode).toBe(200);
      expect(await friendsCarts(a)).toEqual([]);
      expect(await friendsCarts(b)).toEqual([]);
      expect((await call('DELETE', `/api/friends/${b.id}`, a)).statusCode).toBe(404);
      // And the other direction.
      await befriend(b, a);
      expect((await call('DELETE', `/api/friends/${b.id}`, a)).statusCode).toBe(200);
      expect(await friendsCarts(b)).toEqual([]);
    });

    it('not friends (stranger, unknown, yourself): 404', async () => {
      const [a, b] = [await createSignedInUser(t), await createSignedInUser(t)];
      for (const id of [b.id, a.id, '6f1b0f5e-2d7c-4c47-9a55-0d1f5b3c9e11']) {
        const res = await call('DELETE', `/api/friends/${id}`, a);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Friend not found' });
      }
    });
  });

  describe('GET /cart/friends', () => {
    it('lists every friend by name with their cart, empty carts included, never cached', async () => {
      const me = await createSignedInUser(t);
      const zoya = await createSignedInUser(t, 'Zoya Carts');
      const bela = await createSignedInUser(t, 'bela Carts');
      const meera = await createSignedInUser(t, 'Meera Carts');
      for (const f of [zoya, bela, meera]) await befriend(me, f);
      await putInCart(zoya, productIds[1]!, 2);
      await putInCart(zoya, productIds[2]!);
      await putInCart(meera, productIds[3]!);
      const res = await call('GET', '/cart/friends', me);
      expect(res.headers['cache-control']).toBe('no-store');
      const list = res.json<Awaited<ReturnType<typeof friendsCarts>>>();
      expect(list.map((f) => f.friendName)).toEqual(['bela Carts', 'Meera Carts', 'Zoya Carts']);
      expect(list[0]).toEqual({ friendId: bela.id, friendName: 'bela Carts', cartProducts: [], wishlistProducts: [] });
      const zoyaCart = list[2]!.cartProducts;
      expect(zoyaCart.map((p) => p.id).sort()).toEqual([productIds[1], productIds[2]].sort());
      const line = zoyaCart.find((p) => p.id === productIds[1])!;
      const { rows } = await t.database.withConnection((q) =>
        q('SELECT title, price, image_id FROM products WHERE id = $1', [productIds[1]]),
      );
      expect(line).toEqual({
        id: productIds[1],
        title: rows[0]!.title,
        price: rows[0]!.price,
        quantity: 2,
        size: null,
        imageUrl: `/images/${encodeURIComponent(String(rows[0]!.image_id))}`,
        available: true,
      });
    });

    it('an account with no friends gets []', async () => {
      expect(await friendsCarts(await createSignedInUser(t))).toEqual([]);
    });
  });

  // Who sees what, for every relation between a viewer and a subject with a full cart.
  describe('authorization matrix', () => {
    type Relation = 'stranger' | 'I sent (pending)' | 'they sent (pending)' | 'friend' | 'ex-friend';
    const relations: Relation[] = ['stranger', 'I sent (pending)', 'they sent (pending)', 'friend', 'ex-friend'];

    async function setup(relation: Relation) {
      const viewer = await createSignedInUser(t, 'Matrix Viewer');
      const subject = await createSignedInUser(t, `Matrix Subject ${relation}`);
      await putInCart(subject, productIds[4]!, 3);
      await putInCart(subject, productIds[5]!);
      if (relation === 'I sent (pending)') await sendRequest(viewer, subject);
      if (relation === 'they sent (pending)') await sendRequest(subject, viewer);
      if (relation === 'friend' || relation === 'ex-friend') await befriend(viewer, subject);
      if (relation === 'ex-friend') await call('DELETE', `/api/friends/${viewer.id}`, subject);
      return { viewer, subject };
    }

    const expected: Record<
      Relation,
      { seesCart: boolean; isFriend: boolean; requestStatus: 'PENDING' | null; request: number; remove: number }
    > = {
      stranger: { seesCart: false, isFriend: false, requestStatus: null, request: 201, remove: 404 },
      'I sent (pending)': { seesCart: false, isFriend: false, requestStatus: 'PENDING', request: 409, remove: 404 },
      'they sent (pending)': { seesCart: false, isFriend: false, requestStatus: 'PENDING', request: 200, remove: 404 },
      friend: { seesCart: true, isFriend: true, requestStatus: null, request: 409, remove: 200 },
      'ex-friend': { seesCart: false, isFriend: false, requestStatus: null, request: 201, remove: 404 },
    };

    it.each(relations)('%s', async (relation) => {
      const want = expected[relation];
      const { viewer, subject } = await setup(relation);

      // GET /cart/friends: the subject's cart, or not one field of it.
      const res = await call('GET', '/cart/friends', viewer);
      expect(res.statusCode).toBe(200);
      if (want.seesCart) {
        const [entry] = res.json<Awaited<ReturnType<typeof friendsCarts>>>();
        expect(entry!.friendId).toBe(subject.id);
        expect(entry!.cartProducts.map((p) => p.id).sort()).toEqual([productIds[4], productIds[5]].sort());
      } else {
        expect(res.json()).toEqual([]);
        for (const secret of [subject.id, subject.name, productIds[4]!, productIds[5]!]) {
          expect(res.body).not.toContain(secret);
        }
      }
      // And the subject's view of the viewer mirrors it.
      expect((await friendsCarts(subject)).map((f) => f.friendId)).toEqual(want.seesCart ? [viewer.id] : []);

      // Search shows the relation and nothing of the cart.
      const found = await search(viewer, subject.name);
      expect(found.json()).toEqual([
        {
          id: subject.id,
          name: subject.name,
          email: want.isFriend ? subject.email : maskEmail(subject.email),
          isFriend: want.isFriend,
          requestStatus: want.requestStatus,
        },
      ]);

      // Accept/reject: nobody but the recipient, and only while pending.
      const sentToViewer = await incoming(viewer);
      const sentToSubject = await incoming(subject);
      for (const r of sentToSubject) {
        for (const action of ['accept', 'reject']) {
          expect((await call('POST', `/api/friends/${action}/${r.id}`, viewer)).statusCode).toBe(404);
        }
      }
      expect(sentToViewer).toHaveLength(relation === 'they sent (pending)' ? 1 : 0);
      expect(sentToSubject).toHaveLength(relation === 'I sent (pending)' ? 1 : 0);

      // Remove, then send: the answer each relation gives.
      expect((await call('DELETE', `/api/friends/${subject.id}`, viewer)).statusCode).toBe(want.remove);
      const afterRemove = relation === 'friend' ? expected['ex-friend'].request : want.request;
      expect((await sendRequest(viewer, subject)).statusCode).toBe(afterRemove);
    });
  });

  describe('concurrency', () => {
    it('two users asking each other at the same moment end as one friendship, no pending request', async () => {
      const pairs = await Promise.all(
        Array.from({ length: 8 }, async () => [await createSignedInUser(t), await createSignedInUser(t)] as const),
      );
      const results = await Promise.all(pairs.map(([a, b]) => Promise.all([sendRequest(a, b), sendRequest(b, a)])));
      for (const [i, [ra, rb]] of results.entries()) {
        expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 201]);
        const [a, b] = pairs[i]!;
        expect(await count('SELECT count(*) AS n FROM friendships WHERE $1 IN (user_a, user_b)', [a.id])).toBe(1);
        expect(
          await count(
            "SELECT count(*) AS n FROM friend_requests WHERE status = 'pending' AND $1 IN (sender_id, recipient_id)",
            [a.id],
          ),
        ).toBe(0);
        expect((await friendsCarts(b)).map((f) => f.friendId)).toEqual([a.id]);
      }
    });

    it('the same request sent many times at once leaves one pending request', async () => {
      const [a, b] = [await createSignedInUser(t), await createSignedInUser(t)];
      const codes = (await Promise.all(Array.from({ length: 6 }, () => sendRequest(a, b)))).map((r) => r.statusCode);
      expect(codes.sort()).toEqual([201, 409, 409, 409, 409, 409]);
      expect(await incoming(b)).toHaveLength(1);
    });

    it('accept and reject of one request at the same moment: exactly one wins', async () => {
      const [a, b] = [await createSignedInUser(t), await createSignedInUser(t)];
      await sendRequest(a, b);
      const [request] = await incoming(b);
      const [acc, rej] = await Promise.all([
        call('POST', `/api/friends/accept/${request!.id}`, b),
        call('POST', `/api/friends/reject/${request!.id}`, b),
      ]);
      expect([acc.statusCode, rej.statusCode].sort()).toEqual([200, 404]);
      const friends = await count('SELECT count(*) AS n FROM friendships WHERE $1 IN (user_a, user_b)', [a.id]);
      expect(friends).toBe(acc.statusCode === 200 ? 1 : 0);
    });

    it('a removal racing a new request leaves a consistent state', async () => {
      const [a, b] = [await createSignedInUser(t), await createSignedInUser(t)];
      await befriend(a, b);
      const [del, req] = await Promise.all([call('DELETE', `/api/friends/${b.id}`, a), sendRequest(b, a)]);
      expect(del.statusCode).toBe(200);
      expect([201, 409]).toContain(req.statusCode);
      expect(await friendsCarts(a)).toEqual([]);
      expect(await incoming(a)).toHaveLength(req.statusCode === 201 ? 1 : 0);
    });
  });
});
