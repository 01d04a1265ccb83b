// Shop with friends (docs/api.md, Social): wishlist, shares, opinions, activity and blocks on a real
// database, with the authorization matrix of every new route (stranger, pending both ways,
// friend, ex-friend, blocked both ways).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@store/shared/messages';
import { SOCIAL_TEXT } from '@store/shared/social-words';
import type { Opinions } from '@store/shared/opinions';
import type { Activity } from '@store/shared/social';
import { bearer, createSignedInUser, createTestApp, DB_KINDS, type TestApp, type TestUser } from './helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(DB_KINDS)('social on %s', (kind) => {
  let t: TestApp;
  let productIds: string[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    const { rows } = await t.database.withConnection((q) =>
      q('SELECT id FROM products WHERE available ORDER BY id LIMIT 8'),
    );
    productIds = rows.map((r) => String(r.id));
  });
  afterAll(async () => t?.close());

  const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: user ? bearer(user) : {}, ...(payload === undefined ? {} : { payload }) });
  const p = (i: number) => productIds[i]!;

  const befriend = async (a: TestUser, b: TestUser) => {
    expect((await call('POST', `/api/friends/request/${b.id}`, a)).statusCode).toBe(201);
    expect((await call('POST', `/api/friends/request/${a.id}`, b)).statusCode).toBe(200);
  };
  const putInCart = async (user: TestUser, productId: string) =>
    expect((await call('POST', `/cart/add/${productId}`, user, { quantity: 1 })).statusCode).toBe(201);
  const wish = (user: TestUser, productId: string) => call('POST', `/api/wishlist/${productId}`, user);
  const vote = (voter: TestUser, owner: { id: string }, productId: string, body: object = { vote: 'up' }) =>
    call('PUT', `/api/opinions/${owner.id}/${productId}`, voter, body);
  const share = (from: TestUser, to: { id: string }[], productId: string, note?: string) =>
    call('POST', '/api/shares', from, { productId, friendIds: to.map((u) => u.id), ...(note ? { note } : {}) });
  const activity = async (user: TestUser) => (await call('GET', '/api/activity', user)).json<Activity>();
  const cart = async (user: TestUser) =>
    (await call('GET', '/cart', user)).json<{ productId: string; opinions: Opinions }[]>();
  const wishlist = async (user: TestUser) =>
    (await call('GET', '/api/wishlist', user)).json<{ id: string; opinions: Opinions }[]>();
  const count = async (sqlText: string, params: unknown[]) =>
    Number((await t.database.withConnection((q) => q(sqlText, params))).rows[0]!.n);

  describe('sign-in', () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    it.each([
      ['GET', '/api/wishlist'],
      ['POST', '/api/wishlist/p1'],
      ['DELETE', '/api/wishlist/p1'],
      ['POST', '/api/shares'],
      ['GET', '/api/shares'],
      ['PUT', `/api/opinions/${someId}/p1`],
      ['DELETE', `/api/opinions/${someId}/p1`],
      ['GET', '/api/activity'],
      ['POST', '/api/activity/seen'],
      ['POST', `/api/friends/block/${someId}`],
      ['DELETE', `/api/friends/block/${someId}`],
      ['GET', '/api/friends/blocked'],
    ] as const)('%s %s answers 401 without a token', async (method, url) => {
      const body =
        method === 'PUT'
          ? { vote: 'up' }
          : url === '/api/shares'
            ? { productId: 'p1', friendIds: [someId] }
            : undefined;
      const res = await call(method, url, undefined, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String) });
    });
  });

  describe('wishlist', () => {
    it('adds once, lists newest first, refuses unknown and unavailable products, removes', async () => {
      const me = await createSignedInUser(t);
      expect((await wish(me, p(0))).statusCode).toBe(201);
      t.clock.advance(1000);
      expect((await wish(me, p(1))).statusCode).toBe(201);
      const again = await wish(me, p(0));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: SOCIAL_TEXT.alreadyInWishlist });
      expect((await wish(me, 'no-such-product')).json()).toEqual({ message: MSG.productNotFound });
      expect((await wish(me, 'bad id!')).statusCode).toBe(400);
      await t.database.withConnection((q) => q('UPDATE products SET available = false WHERE id = $1', [p(7)]));
      expect((await wish(me, p(7))).json()).toEqual({ message: MSG.productUnavailable });
      await t.database.withConnection((q) => q('UPDATE products SET available = true WHERE id = $1', [p(7)]));

      const list = await call('GET', '/api/wishlist', me);
      expect(list.headers['cache-control']).toBe('no-store');
      expect(list.json<{ id: string }[]>().map((x) => x.id)).toEqual([p(1), p(0)]);
      expect((await wishlist(me))[0]!.opinions).toEqual({ up: 0, down: 0, comments: [] });

      expect((await call('DELETE', `/api/wishlist/${p(0)}`, me)).statusCode).toBe(200);
      const gone = await call('DELETE', `/api/wishlist/${p(0)}`, me);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ message: SOCIAL_TEXT.notInWishlist });
      expect((await wishlist(me)).map((x) => x.id)).toEqual([p(1)]);
    });

    it('ten hearts at the same moment leave one row', async () => {
      const me = await createSignedInUser(t);
      const codes = await Promise.all(Array.from({ length: 10 }, () => wish(me, p(2)).then((r) => r.statusCode)));
      expect(codes.sort()).toEqual([201, ...Array(9).fill(409)]);
      expect(await count('SELECT count(*) AS n FROM wishlist_items WHERE user_id = $1', [me.id])).toBe(1);
    });

    it("friends see each other's wishlist beside the cart on GET /cart/friends", async () => {
      const a = await createSignedInUser(t);
      const b = await createSignedInUser(t);
      await befriend(a, b);
      await wish(b, p(3));
      const [entry] = (await call('GET', '/cart/friends', a)).json<
        { friendId: string; wishlistProducts: { id: string; quantity: number; available: boolean }[] }[]
      >();
      expect(entry!.friendId).toBe(b.id);
      expect(entry!.wishlistProducts).toEqual([
        expect.objectContaining({ id: p(3), quantity: 1, available: true, imageUrl: expect.any(String) }),
      ]);
    });
  });

  describe('shares', () => {
    it('sends to friends with a note; they find it in their shares and activity', async () => {
      const a = await createSignedInUser(t, 'Sharer A');
      const b = await createSignedInUser(t);
      const c = await createSignedInUser(t);
      await befriend(a, b);
      await befriend(a, c);
      const res = await share(a, [b, c, b], p(0), 'Wear this to the wedding?');
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: SOCIAL_TEXT.shareSent });
      const received = (await call('GET', '/api/shares', b)).json<
        { from: { id: string; name: string }; product: { id: string }; note: string; seenAt: string | null }[]
      >();
      expect(received).toEqual([
        expect.objectContaining({
          from: { id: a.id, name: 'Sharer A' },
          product: expect.objectContaining({ id: p(0) }),
          note: 'Wear this to the wedding?',
          seenAt: null,
        }),
      ]);
      expect((await activity(c)).items[0]).toEqual(
        expect.objectContaining({ type: 'share', from: { id: a.id, name: 'Sharer A' }, productId: p(0) }),
      );
    });

    it('a share naming one non-friend sends nothing (404); bad input is a 400 that sends nothing', async () => {
      const a = await createSignedInUser(t);
      const b = await createSignedInUser(t);
      const stranger = await createSignedInUser(t);
      await befriend(a, b);
      expect((await share(a, [b, stranger], p(0))).statusCode).toBe(404);
      expect((await share(a, [a], p(0))).statusCode).toBe(404);
      expect((await share(a, [b], 'no-such-product')).json()).toEqual({ message: MSG.productNotFound });
      for (const body of [
        { productId: p(0), friendIds: [b.id], note: 'x'.repeat(201) },
        { productId: p(0), friendIds: [] },
        { productId: p(0), friendIds: Array.from({ length: 21 }, () => b.id) },
        { productId: p(0), friendIds: ['not-an-id'] },
        { productId: p(0), friendIds: [b.id], note: 'bell\u0007' },
        { productId: '', friendIds: [b.id] },
      ]) {
        const res = await call('POST', '/api/shares', a, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: expect.any(String) });
      }
      expect(await count('SELECT count(*) AS n FROM shares WHERE sender_id = $1', [a.id])).toBe(0);
      expect((await share(a, [b], p(0), 'x'.repeat(200))).statusCode).toBe(201);
    });
  });

  describe('opinions', () => {
    it('a friend votes on a cart or wishlist item; the owner sees the tally; one vote per friend, changeable', async () => {
      const owner = await createSignedInUser(t);
      const f1 = await createSignedInUser(t, 'Voter One');
      const f2 = await createSignedInUser(t, 'Voter Two');
      await befriend(owner, f1);
      await befriend(owner, f2);
      await putInCart(owner, p(4));
      await wish(owner, p(5));

      expect((await vote(f1, owner, p(4), { vote: 'down', comment: 'Too shiny' })).statusCode).toBe(200);
      t.clock.advance(1000);
      expect((await vote(f1, owner, p(4), { vote: 'up', comment: '  Actually, yes  ' })).statusCode).toBe(200);
      t.clock.advance(1000);
      expect((await vote(f2, owner, p(4), { vote: 'down' })).statusCode).toBe(200);
      expect((await vote(f2, owner, p(5), { vote: 'up', comment: '<b>love</b>' })).statusCode).toBe(200);

      const line = (await cart(owner)).find((i) => i.productId === p(4))!;
      expect(line.opinions).toEqual({
        up: 1,
        down: 1,
        comments: [
          { name: 'Voter Two', vote: 'down', comment: '', at: expect.any(String) },
          { name: 'Voter One', vote: 'up', comment: 'Actually, yes', at: expect.any(String) },
        ],
      });
      expect((await wishlist(owner))[0]!.opinions).toEqual({
        up: 1,
        down: 0,
        comments: [{ name: 'Voter Two', vote: 'up', comment: '<b>love</b>', at: expect.any(String) }],
      });

      // Not in the owner's cart or wishlist; the owner on their own item; bad bodies.
      expect((await vote(f1, owner, p(6))).statusCode).toBe(404);
      expect((await vote(owner, owner, p(4))).statusCode).toBe(404);
      for (const body of [
        { vote: 'meh' },
        { vote: 'up', comment: 'x'.repeat(141) },
        {},
        { vote: 'up', comment: 'a\u0000' },
      ]) {
        expect((await vote(f1, owner, p(4), body)).statusCode).toBe(400);
      }
      expect((await vote(f1, owner, p(4), { vote: 'up', comment: 'x'.repeat(140) })).statusCode).toBe(200);

      expect((await call('DELETE', `/api/opinions/${owner.id}/${p(4)}`, f1)).statusCode).toBe(200);
      const none = await call('DELETE', `/api/opinions/${owner.id}/${p(4)}`, f1);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({ message: SOCIAL_TEXT.opinionNotFound });
      expect((await cart(owner)).find((i) => i.productId === p(4))!.opinions.up).toBe(0);
    });

    it('votes from one friend at the same moment leave one row', async () => {
      const owner = await createSignedInUser(t);
      const f = await createSignedInUser(t);
      await befriend(owner, f);
      await putInCart(owner, p(1));
      const codes = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          vote(f, owner, p(1), { vote: i % 2 ? 'up' : 'down' }).then((r) => r.statusCode),
        ),
      );
      expect(codes).toEqual(Array(10).fill(200));
      expect(await count('SELECT count(*) AS n FROM opinions WHERE owner_id = $1', [owner.id])).toBe(1);
    });
  });

  describe('activity', () => {
    it('counts requests, acceptances, shares and opinions until opened, newest first', async () => {
      const me = await createSignedInUser(t);
      const asker = await createSignedInUser(t, 'Asker');
      const friend = await createSignedInUser(t, 'Accepter');
      expect(await activity(me)).toEqual({ unseen: 0, items: [] });

      await call('POST', `/api/friends/request/${me.id}`, asker);
      t.clock.advance(1000);
      await call('POST', `/api/friends/request/${friend.id}`, me);
      t.clock.advance(1000);
      await call('POST', `/api/friends/request/${me.id}`, friend); // accepts mine
      t.clock.advance(1000);
      await share(friend, [me], p(2), 'For you');
      t.clock.advance(1000);
      await putInCart(me, p(3));
      await vote(friend, me, p(3), { vote: 'up', comment: 'Yes!' });

      const feed = await activity(me);
      expect(feed.unseen).toBe(4);
      expect(feed.items.map((i) => [i.type, i.from?.name])).toEqual([
        ['opinion', 'Accepter'],
        ['share', 'Accepter'],
        ['request-accepted', 'Accepter'],
        ['friend-request', 'Asker'],
      ]);
      // A row that names a product carries its title and picture, as the product call gives them.
      const named = async (id: string) => {
        const { title, imageUrl } = (await call('GET', `/products/getId/${id}`)).json<{
          title: string;
          imageUrl: string;
        }>();
        return { productId: id, title, imageUrl };
      };
      expect(feed.items[0]).toEqual(expect.objectContaining({ ...(await named(p(3))), vote: 'up', note: 'Yes!' }));
      expect(feed.items[1]).toEqual(expect.objectContaining({ ...(await named(p(2))), note: 'For you' }));
      for (const request of feed.items.slice(2)) expect(request).not.toHaveProperty('imageUrl');

      t.clock.advance(1000);
      expect((await call('POST', '/api/activity/seen', me)).statusCode).toBe(200);
      expect((await activity(me)).unseen).toBe(0);
      expect((await call('GET', '/api/shares', me)).json<{ seenAt: string | null }[]>()[0]!.seenAt).not.toBeNull();
      t.clock.advance(1000);
      await share(friend, [me], p(4));
      expect((await activity(me)).unseen).toBe(1);
    });
  });

  describe('blocking', () => {
    it('ends the friendship and pending requests; neither finds, asks, shares with or votes for the other', async () => {
      const me = await createSignedInUser(t, 'Blocker Person');
      const them = await createSignedInUser(t, 'Blocked Person');
      const other = await createSignedInUser(t, 'Other Person');
      await befriend(me, them);
      await call('POST', `/api/friends/request/${other.id}`, me);
      await putInCart(me, p(0));
      await putInCart(them, p(0));

      expect((await call('POST', `/api/friends/block/${them.id}`, me)).json()).toEqual({
        message: SOCIAL_TEXT.blocked,
      });
      expect((await call('POST', `/api/friends/block/${them.id}`, me)).statusCode).toBe(200); // idempotent
      expect((await call('POST', `/api/friends/block/${other.id}`, me)).statusCode).toBe(200);
      expect(
        await count("SELECT count(*) AS n FROM friend_requests WHERE sender_id = $1 AND status = 'pending'", [me.id]),
      ).toBe(0);
      expect((await call('GET', '/api/friends/blocked', me)).json()).toEqual([
        { id: them.id, name: 'Blocked Person' },
        { id: other.id, name: 'Other Person' },
      ]);

      for (const [x, y] of [
        [me, them],
        [them, me],
      ] as const) {
        expect((await call('GET', '/cart/friends', x)).json()).toEqual([]);
        expect((await call('GET', `/api/friends/search?query=${encodeURIComponent(y.name)}`, x)).json()).toEqual([]);
        expect((await call('GET', `/api/friends/search?query=${encodeURIComponent(y.email)}`, x)).json()).toEqual([]);
        expect((await call('POST', `/api/friends/request/${y.id}`, x)).statusCode).toBe(404);
        expect((await share(x, [y], p(1))).statusCode).toBe(404);
        expect((await vote(x, y, p(0))).statusCode).toBe(404);
      }
      expect((await call('POST', `/api/friends/block/${me.id}`, me)).statusCode).toBe(400);
      expect((await call('POST', '/api/friends/block/00000000-0000-4000-8000-000000000000', me)).statusCode).toBe(404);

      expect((await call('DELETE', `/api/friends/block/${them.id}`, me)).json()).toEqual({
        message: SOCIAL_TEXT.unblocked,
      });
      expect((await call('DELETE', `/api/friends/block/${them.id}`, me)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/friends/block/${me.id}`, them)).statusCode).toBe(404);
      expect((await call('POST', `/api/friends/request/${them.id}`, me)).statusCode).toBe(201);
    });

    it('blocks a stranger only when found by the search the caller gives: an id alone never yields a name', async () => {
      const me = await createSignedInUser(t, 'Curious Blocker');
      const stranger = await createSignedInUser(t, 'Hidden Stranger');
      const blocks = () => count('SELECT count(*) AS n FROM blocks WHERE blocker_id = $1', [me.id]);

      // Knowing only the id: the answer an unknown id gets, and nothing listed.
      const byId = await call('POST', `/api/friends/block/${stranger.id}`, me);
      expect([byId.statusCode, byId.json()]).toEqual([404, { message: 'User not found' }]);
      const wrongGuess = await call('POST', `/api/friends/block/${stranger.id}`, me, { query: 'Someone Else' });
      expect(wrongGuess.statusCode).toBe(404);
      expect((await call('GET', '/api/friends/blocked', me)).json()).toEqual([]);
      expect(await blocks()).toBe(0);

      // Found by the friend search: by the exact name (any case) or the e-mail.
      for (const query of ['hidden stranger', ` ${stranger.email} `]) {
        expect((await call('POST', `/api/friends/block/${stranger.id}`, me, { query })).statusCode).toBe(200);
        expect((await call('DELETE', `/api/friends/block/${stranger.id}`, me)).statusCode).toBe(200);
      }
      // Once blocked (and not taken back), blocking again needs nothing more.
      await call('POST', `/api/friends/block/${stranger.id}`, me, { query: stranger.name });
      expect((await call('POST', `/api/friends/block/${stranger.id}`, me)).statusCode).toBe(200);
      expect((await call('GET', '/api/friends/blocked', me)).json()).toEqual([
        { id: stranger.id, name: 'Hidden Stranger' },
      ]);
    });

    it('blocks anyone a friend request went between, either way and whatever its answer', async () => {
      const me = await createSignedInUser(t, 'Request Blocker');
      const asker = await createSignedInUser(t, 'Past Asker');
      const rejected = await createSignedInUser(t, 'Rejected Asker');
      expect((await call('POST', `/api/friends/request/${me.id}`, asker)).statusCode).toBe(201);
      expect((await call('POST', `/api/friends/request/${me.id}`, rejected)).statusCode).toBe(201);
      const [request] = (await call('GET', '/api/friends/requests', me))
        .json<{ id: string; senderId: string }[]>()
        .filter((r) => r.senderId === rejected.id);
      expect((await call('POST', `/api/friends/reject/${request!.id}`, me)).statusCode).toBe(200);
      for (const other of [asker, rejected]) {
        expect((await call('POST', `/api/friends/block/${other.id}`, me)).statusCode).toBe(200);
      }
    });
  });

  describe('authorization matrix', () => {
    type Relation =
      'stranger' | 'I sent (pending)' | 'they sent (pending)' | 'friend' | 'ex-friend' | 'I blocked' | 'they blocked';
    const relations: Relation[] = [
      'stranger',
      'I sent (pending)',
      'they sent (pending)',
      'friend',
      'ex-friend',
      'I blocked',
      'they blocked',
    ];

    /**
     * Both users fill a cart and a wishlist; while friends (for the relations that were once
     * friends) each shares with and votes for the other; then the relation is set.
     */
    async function setup(relation: Relation) {
      const viewer = await createSignedInUser(t, `Matrix Viewer ${relation}`);
      const subject = await createSignedInUser(t, `Matrix Subject ${relation}`);
      for (const u of [viewer, subject]) {
        await putInCart(u, p(0));
        await wish(u, p(1));
      }
      const wasFriend = ['friend', 'ex-friend', 'I blocked', 'they blocked'].includes(relation);
      if (wasFriend) {
        await befriend(viewer, subject);
        for (const [x, y] of [
          [viewer, subject],
          [subject, viewer],
        ] as const) {
          expect((await share(x, [y], p(2), `secret note ${relation}`)).statusCode).toBe(201);
          expect((await vote(x, y, p(0), { vote: 'up', comment: `secret comment ${relation}` })).statusCode).toBe(200);
        }
      }
      if (relation === 'I sent (pending)') await call('POST', `/api/friends/request/${subject.id}`, viewer);
      if (relation === 'they sent (pending)') await call('POST', `/api/friends/request/${viewer.id}`, subject);
      if (relation === 'ex-friend') await call('DELETE', `/api/friends/${viewer.id}`, subject);
      if (relation === 'I blocked') await call('POST', `/api/friends/block/${subject.id}`, viewer);
      if (relation === 'they blocked') await call('POST', `/api/friends/block/${viewer.id}`, subject);
      return { viewer, subject };
    }

    it.each(relations)('%s', async (relation) => {
      const friends = relation === 'friend';
      const { viewer, subject } = await setup(relation);

      for (const [x, y] of [
        [viewer, subject],
        [subject, viewer],
      ] as const) {
        // Sees y's wishlist (and cart) only as a friend.
        const carts = (await call('GET', '/cart/friends', x)).json<
          { friendId: string; wishlistProducts: { id: string }[] }[]
        >();
        expect(carts.map((c) => c.friendId)).toEqual(friends ? [y.id] : []);
        if (friends) expect(carts[0]!.wishlistProducts.map((w) => w.id)).toEqual([p(1)]);

        // Shares from y, opinions by y, activity from y: only while friends.
        const shares = await call('GET', '/api/shares', x);
        const feed = await activity(x);
        const mine = await cart(x);
        const myWishlist = await wishlist(x);
        if (friends) {
          expect(shares.json()).toHaveLength(1);
          expect(mine[0]!.opinions.up).toBe(1);
          expect(feed.items.map((i) => i.type).sort()).toEqual(
            ['opinion', 'request-accepted', 'share'].filter((type) => type !== 'request-accepted' || x === viewer),
          );
        } else {
          const everything = [
            shares.body,
            JSON.stringify(feed),
            JSON.stringify(mine),
            JSON.stringify(myWishlist),
          ].join();
          expect(everything).not.toContain(`secret note`);
          expect(everything).not.toContain(`secret comment`);
          // The only trace of y: a pending request to x.
          const pendingToX =
            (relation === 'they sent (pending)' && x === viewer) || (relation === 'I sent (pending)' && x === subject);
          expect(feed.items.map((i) => [i.type, i.from?.id])).toEqual(pendingToX ? [['friend-request', y.id]] : []);
        }
      }

      // Then each acts on the other.
      for (const [x, y] of [
        [viewer, subject],
        [subject, viewer],
      ] as const) {
        // Acting on y: share, vote on y's cart and wishlist items, take a vote back.
        expect((await share(x, [y], p(3))).statusCode).toBe(friends ? 201 : 404);
        expect((await vote(x, y, p(0), { vote: 'down' })).statusCode).toBe(friends ? 200 : 404);
        expect((await vote(x, y, p(1), { vote: 'up' })).statusCode).toBe(friends ? 200 : 404);
        expect((await call('DELETE', `/api/opinions/${y.id}/${p(1)}`, x)).statusCode).toBe(friends ? 200 : 404);

        // Search and requests: blocked either way hides y completely.
        const blocked = relation === 'I blocked' || relation === 'they blocked';
        const found = (await call('GET', `/api/friends/search?query=${encodeURIComponent(y.name)}`, x)).json<
          { id: string }[]
        >();
        expect(found.map((u) => u.id)).toEqual(blocked ? [] : [y.id]);
        if (blocked) expect((await call('POST', `/api/friends/request/${y.id}`, x)).statusCode).toBe(404);
      }

      // Unblock is the blocker's alone; the blocked list shows only one's own blocks.
      const viewerBlocked = (await call('GET', '/api/friends/blocked', viewer)).json<{ id: string }[]>();
      const subjectBlocked = (await call('GET', '/api/friends/blocked', subject)).json<{ id: string }[]>();
      expect(viewerBlocked.map((u) => u.id)).toEqual(relation === 'I blocked' ? [subject.id] : []);
      expect(subjectBlocked.map((u) => u.id)).toEqual(relation === 'they blocked' ? [viewer.id] : []);
      expect((await call('DELETE', `/api/friends/block/${subject.id}`, viewer)).statusCode).toBe(
        relation === 'I blocked' ? 200 : 404,
      );
    });
  });
});
