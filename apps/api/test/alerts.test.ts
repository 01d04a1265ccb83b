// Price-drop and restock alerts, Web Push and alert mail (docs/api.md, Alerts and push;
// ADR 3100) on a real database, with a real SMTP server and a push service
// played by a local server that checks the VAPID JWT and decrypts every payload.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertPreferences } from '@store/shared/alerts';
import type { Activity } from '@store/shared/social';
import { buildApp } from '../src/app';
import { selectRows } from '../src/db/client';
import { feedsService } from '../src/modules/feeds/service';
import { startSmtp, textPartOf } from '../../../test-support/mail';
import { startPushReceiver, type PushReceiver } from '../../../test-support/push-receiver';
import { bearer, createSignedInUser, createTestApp, DB_KINDS, form, type TestApp, type TestUser } from './helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const HOUR = 60 * 60 * 1000;
const IST_OFFSET = 330 * 60 * 1000;

/** The first noon in India after `now`: a test that moves the clock by hours stays in one store day. */
function nextStoreNoon(now: number): number {
  const day = 24 * HOUR;
  const noon = Math.floor((now + IST_OFFSET) / day) * day + 12 * HOUR - IST_OFFSET;
  return noon > now ? noon : noon + day;
}
/** Small batches: a fan-out of a few dozen shoppers takes several, as 100,000 would. */
const SMALL_BATCHES = { fanOutBatch: 4, pushBatch: 3, mailUsers: 2 };

describe.each(DB_KINDS)('alerts on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let push: PushReceiver;

  beforeAll(async () => {
    smtp = await startSmtp();
    let storeKey = '';
    push = await startPushReceiver(() => storeKey);
    t = await createTestApp(kind, {
      build: { seedDemo: false, alertBatches: SMALL_BATCHES },
      config: { smtpUrl: smtp.url, pushTestOrigins: [push.origin] },
    });
    storeKey = t.config.vapid.publicKey;
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
    await smtp?.close();
  });

  const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: user ? bearer(user) : {}, ...(payload === undefined ? {} : { payload }) });
  const jsonl = (rows: Record<string, unknown>[]) => Buffer.from(rows.map((r) => JSON.stringify(r)).join('\n'));
  const item = (id: string, price: number) => ({
    id,
    title: `Kurta ${id}`,
    brand: 'Saath Test',
    price,
    url: `https://shop.example.in/p/${id}`,
    imageUrl: '/images/placeholder',
  });
  /** Imports feed `feed` with exactly these products and prices (missing ones become unavailable). */
  const importPrices = (feed: string, prices: Record<string, number>) =>
    feedsService({ database: t.database }).runImport({
      feed,
      source: `${feed}.jsonl`,
      content: jsonl(Object.entries(prices).map(([id, price]) => item(id, price))),
    });
  const wish = async (user: TestUser, productId: string) =>
    expect((await call('POST', `/api/wishlist/${productId}`, user)).statusCode).toBe(201);
  const putInCart = async (user: TestUser, productId: string) =>
    expect((await call('POST', `/cart/add/${productId}`, user, { quantity: 1 })).statusCode).toBe(201);
  const befriend = async (a: TestUser, b: TestUser) => {
    expect((await call('POST', `/api/friends/request/${b.id}`, a)).statusCode).toBe(201);
    expect((await call('POST', `/api/friends/request/${a.id}`, b)).statusCode).toBe(200);
  };
  const setPrefs = async (user: TestUser, change: Partial<AlertPreferences>) => {
    const res = await call('PUT', '/api/alerts/preferences', user, change);
    expect(res.statusCode).toBe(200);
    return res.json<AlertPreferences>();
  };
  const alertsOf = async (user: TestUser) =>
    (await call('GET', '/api/activity', user))
      .json<Activity>()
      .items.filter((i) => i.type === 'price-drop' || i.type === 'back-in-stock');
  const subscribe = async (user: TestUser, answer?: number) => {
    const sub = push.subscribe(answer);
    const res = await call('POST', '/api/push/subscriptions', user, { endpoint: sub.endpoint, keys: sub.keys });
    expect(res.statusCode).toBe(201);
    return sub;
  };
  const emailChoice = async (user: TestUser) =>
    (
      await selectRows<{ email: string }>(
        t.database.db,
        sql`SELECT email FROM alert_preferences WHERE user_id = ${user.id}::uuid`,
      )
    )[0]?.email ?? 'daily';
  const mailsTo = (user: TestUser) => smtp.received.filter((m) => m.to.includes(user.email));
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await selectRows<{ n: string }>(t.database.db, query))[0]!.n);

  describe('preferences', () => {
    it('are the caller own, default to all on with a daily digest and no push, and change in part', async () => {
      const me = await createSignedInUser(t);
      expect((await call('GET', '/api/alerts/preferences')).statusCode).toBe(401);
      expect((await call('PUT', '/api/alerts/preferences', undefined, { push: true })).statusCode).toBe(401);
      expect((await call('GET', '/api/alerts/preferences', me)).json()).toEqual({
        priceDrop: true,
        backInStock: true,
        friends: true,
        email: 'daily',
        push: false,
      });
      expect(await setPrefs(me, { email: 'instant', friends: false })).toEqual({
        priceDrop: true,
        backInStock: true,
        friends: false,
        email: 'instant',
        push: false,
      });
      expect(await setPrefs(me, { push: true })).toMatchObject({ email: 'instant', friends: false, push: true });
      for (const bad of [{ email: 'weekly' }, { push: 'yes' }, { userId: me.id }, { priceDrop: null }]) {
        const res = await call('PUT', '/api/alerts/preferences', me, bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      }
      expect((await call('GET', '/api/alerts/preferences', me)).json()).toMatchObject({ email: 'instant', push: true });
      // Another shopper's preferences are untouched by mine.
      const other = await createSignedInUser(t);
      expect((await call('GET', '/api/alerts/preferences', other)).json()).toMatchObject({
        email: 'daily',
        push: false,
      });
    });
  });

  describe('push subscriptions', () => {
    it('gives the store key: 65 bytes of uncompressed P-256, base64url', async () => {
      const res = await call('GET', '/api/push/key');
      expect(res.statusCode).toBe(200);
      const key = Buffer.from(res.json<{ publicKey: string }>().publicKey, 'base64url');
      expect(key).toHaveLength(65);
      expect(key[0]).toBe(4);
    });

    it('refuses endpoints that are not https on a public host, and malformed keys', async () => {
      const me = await createSignedInUser(t);
      const keys = push.subscribe().keys;
      for (const endpoint of [
        'http://push.example.com/x',
        'https://127.0.0.1/x',
        'https://[::1]/x',
        'https://10.0.0.8/x',
        'https://169.254.169.254/latest',
        'https://8.8.8.8/x',
        'https://localhost/x',
        'https://push.localhost/x',
        'https://printer.local/x',
        'https://metadata.google.internal/x',
        'https://intranet/x',
        'https://user:pw@push.example.com/x',
        'file:///etc/passwd',
        'not a url',
        `${push.origin.replace('127.0.0.1', 'localhost')}/push/abc`,
      ]) {
        const res = await call('POST', '/api/push/subscriptions', me, { endpoint, keys });
        expect(res.statusCode, endpoint).toBe(400);
      }
      for (const bad of [
        { ...keys, p256dh: keys.p256dh.slice(1) },
        { ...keys, p256dh: `A${keys.p256dh.slice(1)}` },
        { ...keys, auth: 'short' },
        { p256dh: keys.p256dh },
      ]) {
        const res = await call('POST', '/api/push/subscriptions', me, { endpoint: `${push.origin}/push/x`, keys: bad });
        expect(res.statusCode).toBe(400);
      }
      expect(await count(sql`SELECT count(*) AS n FROM push_subscriptions WHERE user_id = ${me.id}::uuid`)).toBe(0);
    });

    it('saves one (201, then 200), at most ten a shopper, and removes only the caller own', async () => {
      const me = await createSignedInUser(t);
      const other = await createSignedInUser(t);
      const sub = push.subscribe();
      const body = { endpoint: sub.endpoint, keys: sub.keys };
      expect((await call('POST', '/api/push/subscriptions', undefined, body)).statusCode).toBe(401);
      expect((await call('POST', '/api/push/subscriptions', me, body)).statusCode).toBe(201);
      expect((await call('POST', '/api/push/subscriptions', me, body)).statusCode).toBe(200);
      expect((await call('DELETE', '/api/push/subscriptions', other, { endpoint: sub.endpoint })).statusCode).toBe(404);
      expect((await call('DELETE', '/api/push/subscriptions', me, { endpoint: sub.endpoint })).statusCode).toBe(200);
      expect((await call('DELETE', '/api/push/subscriptions', me, { endpoint: sub.endpoint })).statusCode).toBe(404);
      for (let i = 0; i < 10; i++) await subscribe(me);
      const eleventh = push.subscribe();
      const res = await call('POST', '/api/push/subscriptions', me, {
        endpoint: eleventh.endpoint,
        keys: eleventh.keys,
      });
      expect(res.statusCode).toBe(409);
      expect(await count(sql`SELECT count(*) AS n FROM push_subscriptions WHERE user_id = ${me.id}::uuid`)).toBe(10);
    });
  });

  describe('detection and fan-out', () => {
    it('tells holders of a 5 % and ₹50 drop, friends of wishers who want it, and no one else', async () => {
      await importPrices('drop', { 'drop-1': 2000, 'drop-2': 900 });
      const wisher = await createSignedInUser(t, 'Asha');
      const carter = await createSignedInUser(t, 'Ravi');
      const friend = await createSignedInUser(t, 'Meera');
      const quietFriend = await createSignedInUser(t, 'Kabir');
      const stranger = await createSignedInUser(t, 'Stranger');
      await wish(wisher, 'drop-1');
      await wish(wisher, 'drop-2');
      await putInCart(carter, 'drop-1');
      await befriend(wisher, friend);
      await befriend(wisher, quietFriend);
      await setPrefs(quietFriend, { friends: false });

      // drop-1: 2000 → 1800 (10 %, ₹200) is news; drop-2: 900 → 855 (5 % but ₹45) is not.
      await importPrices('drop', { 'drop-1': 1800, 'drop-2': 855 });
      await t.app.alerts.drain();

      for (const holder of [wisher, carter]) {
        expect(await alertsOf(holder)).toEqual([
          expect.objectContaining({
            type: 'price-drop',
            productId: 'drop-1',
            oldPrice: 2000,
            newPrice: 1800,
            title: 'Kurta drop-1',
          }),
        ]);
        expect((await alertsOf(holder))[0]!.from).toBeUndefined();
      }
      expect(await alertsOf(friend)).toEqual([
        expect.objectContaining({ type: 'price-drop', productId: 'drop-1', from: { id: wisher.id, name: 'Asha' } }),
      ]);
      expect(await alertsOf(quietFriend)).toEqual([]);
      expect(await alertsOf(stranger)).toEqual([]);
    });

    it('a 2 % wobble is no alert, and an unchanged re-import is none either', async () => {
      await importPrices('wobble', { 'wobble-1': 5000 });
      const me = await createSignedInUser(t);
      await wish(me, 'wobble-1');
      const before = await count(sql`SELECT count(*) AS n FROM product_changes`);
      await importPrices('wobble', { 'wobble-1': 4900 });
      await importPrices('wobble', { 'wobble-1': 4900 });
      await importPrices('wobble', { 'wobble-1': 5000 });
      await t.app.alerts.drain();
      expect(await count(sql`SELECT count(*) AS n FROM product_changes`)).toBe(before);
      expect(await alertsOf(me)).toEqual([]);
    });

    it('tells holders when an unavailable product comes back, not friends', async () => {
      await importPrices('stock', { 'stock-1': 1500, 'stock-2': 700 });
      const me = await createSignedInUser(t);
      const friend = await createSignedInUser(t);
      await befriend(me, friend);
      await wish(me, 'stock-1');
      await importPrices('stock', { 'stock-2': 700 });
      await t.app.alerts.drain();
      expect(await alertsOf(me)).toEqual([]);
      await importPrices('stock', { 'stock-1': 1500, 'stock-2': 700 });
      await t.app.alerts.drain();
      expect(await alertsOf(me)).toEqual([
        expect.objectContaining({ type: 'back-in-stock', productId: 'stock-1', oldPrice: 1500, newPrice: 1500 }),
      ]);
      expect(await alertsOf(friend)).toEqual([]);
    });

    it('shows a friend wished item only while they are friends', async () => {
      await importPrices('ex', { 'ex-1': 3000 });
      const wisher = await createSignedInUser(t);
      const friend = await createSignedInUser(t);
      await wish(wisher, 'ex-1');
      await befriend(wisher, friend);
      await importPrices('ex', { 'ex-1': 2500 });
      await t.app.alerts.drain();
      expect(await alertsOf(friend)).toHaveLength(1);
      expect((await call('DELETE', `/api/friends/${wisher.id}`, friend)).statusCode).toBe(200);
      expect(await alertsOf(friend)).toEqual([]);
    });

    it('writes the change with the price in one transaction: a failed batch leaves neither', async () => {
      await importPrices('atomic', { 'atomic-1': 4000 });
      const changes = await count(sql`SELECT count(*) AS n FROM product_changes WHERE product_id = 'atomic-1'`);
      // The product_changes insert fails inside the batch's transaction: the price stays as it was.
      await t.database.db.execute(
        sql`ALTER TABLE product_changes ADD CONSTRAINT test_refuse CHECK (product_id <> 'atomic-1')`,
      );
      try {
        await expect(importPrices('atomic', { 'atomic-1': 3000 })).rejects.toThrow();
      } finally {
        await t.database.db.execute(sql`ALTER TABLE product_changes DROP CONSTRAINT test_refuse`);
      }
      const price = await selectRows<{ price: number }>(
        t.database.db,
        sql`SELECT price FROM products WHERE id = 'atomic-1'`,
      );
      expect(price[0]!.price).toBe(4000);
      expect(await count(sql`SELECT count(*) AS n FROM product_changes WHERE product_id = 'atomic-1'`)).toBe(changes);
    });
  });

  describe('push', () => {
    it('sends a VAPID-signed, encrypted push once per product per day, and a 410 removes the subscription', async () => {
      // "The same day" is India's: from noon, an hour later is still today whenever CI runs.
      t.clock.advance(nextStoreNoon(t.clock.now) - t.clock.now);
      await importPrices('push', { 'push-1': 3000, 'push-2': 2000 });
      const me = await createSignedInUser(t);
      const off = await createSignedInUser(t);
      await setPrefs(me, { push: true, email: 'off' });
      await setPrefs(off, { email: 'off' });
      const sub = await subscribe(me);
      const gone = await subscribe(me, 410);
      await subscribe(off);
      await wish(me, 'push-1');
      await wish(me, 'push-2');
      await wish(off, 'push-1');
      const pushesTo = (id: string) => push.received.filter((p) => p.subscription === id);

      await importPrices('push', { 'push-1': 2500, 'push-2': 2000 });
      await t.app.alerts.drain();
      expect(push.refused).toEqual([]);
      expect(pushesTo(sub.id).map((p) => p.payload)).toEqual([
        { title: 'Price drop: Kurta push-1', body: 'Now ₹2,500, was ₹3,000', url: '/products/push-1' },
      ]);
      expect(pushesTo(sub.id)[0]!.ttl).toBeGreaterThan(0);
      // The 410 subscription is gone; the shopper with push off got nothing.
      expect(await count(sql`SELECT count(*) AS n FROM push_subscriptions WHERE endpoint = ${gone.endpoint}`)).toBe(0);
      expect(await count(sql`SELECT count(*) AS n FROM push_subscriptions WHERE user_id = ${me.id}::uuid`)).toBe(1);
      expect(push.received.filter((p) => p.subscription !== sub.id && p.subscription !== gone.id)).toEqual([]);

      // A second drop of the same product the same day: an activity item, no second push.
      t.clock.advance(HOUR);
      await importPrices('push', { 'push-1': 2000, 'push-2': 2000 });
      await t.app.alerts.drain();
      expect(await alertsOf(me)).toHaveLength(2);
      expect(pushesTo(sub.id)).toHaveLength(1);
      // Another product the same day is pushed.
      await importPrices('push', { 'push-1': 2000, 'push-2': 1500 });
      await t.app.alerts.drain();
      expect(pushesTo(sub.id).map((p) => p.payload.url)).toEqual(['/products/push-1', '/products/push-2']);
      // The next day the first product may be pushed again.
      t.clock.advance(24 * HOUR);
      await importPrices('push', { 'push-1': 1500, 'push-2': 1500 });
      await t.app.alerts.drain();
      expect(pushesTo(sub.id).map((p) => p.payload.url)).toEqual([
        '/products/push-1',
        '/products/push-2',
        '/products/push-1',
      ]);
      expect(await count(sql`SELECT count(*) AS n FROM push_outbox`)).toBe(0);
    });

    it("pushes a friend's share and friend request to a shopper with push on", async () => {
      await importPrices('social', { 'social-1': 1000 });
      const me = await createSignedInUser(t, 'Priya');
      const friend = await createSignedInUser(t, 'Dev');
      await setPrefs(me, { push: true });
      const sub = await subscribe(me);
      expect((await call('POST', `/api/friends/request/${me.id}`, friend)).statusCode).toBe(201);
      expect((await call('POST', `/api/friends/request/${friend.id}`, me)).statusCode).toBe(200);
      const share = await call('POST', '/api/shares', friend, { productId: 'social-1', friendIds: [me.id] });
      expect(share.statusCode).toBe(201);
      await t.app.alerts.drain();
      expect(push.received.filter((p) => p.subscription === sub.id).map((p) => p.payload)).toEqual([
        { title: 'Dev sent you a friend request', body: 'See your friend requests', url: '/profile/friend-requests' },
        { title: 'Dev shared a product with you', body: 'Kurta social-1', url: '/products/social-1' },
      ]);
    });
  });

  describe('mail', () => {
    it('instant mail within the minute, the daily digest once a day, with one-click unsubscribe', async () => {
      await importPrices('mail', { 'mail-1': 4000, 'mail-2': 3000 });
      const instant = await createSignedInUser(t, 'Instant');
      const daily = await createSignedInUser(t, 'Daily');
      const none = await createSignedInUser(t, 'None');
      await setPrefs(instant, { email: 'instant' });
      await setPrefs(none, { email: 'off' });
      for (const user of [instant, daily, none]) {
        await wish(user, 'mail-1');
        await wish(user, 'mail-2');
      }
      await importPrices('mail', { 'mail-1': 3500, 'mail-2': 3000 });
      await t.app.alerts.drain();
      expect(mailsTo(instant)).toHaveLength(1);
      expect(mailsTo(daily)).toHaveLength(0);
      await importPrices('mail', { 'mail-1': 3500, 'mail-2': 2500 });
      await t.app.alerts.drain();
      expect(mailsTo(instant)).toHaveLength(2);
      expect(mailsTo(daily)).toHaveLength(0);

      const raw = mailsTo(instant)[0]!.raw;
      const text = textPartOf(raw);
      expect(raw).toMatch(/^Subject: Price drop: Kurta mail-1$/m);
      expect(text).toContain('Saath Test Kurta mail-1: now ₹3,500, was ₹4,000');
      const header = /^List-Unsubscribe: <([^>]+)>$/m.exec(raw.replace(/\r\n/g, '\n').replace(/\n[ \t]+/g, ' '))?.[1];
      expect(header).toMatch(/^http:\/\/localhost:\d+\/unsubscribe\?token=/);
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(text).toContain(`Unsubscribe from alert e-mails: ${header}`);

      // The digest: both alerts in one mail, at the next 09:00 in India.
      t.clock.advance(25 * HOUR);
      await t.app.alerts.drain();
      expect(mailsTo(daily)).toHaveLength(1);
      const digest = textPartOf(mailsTo(daily)[0]!.raw);
      expect(digest).toContain('Kurta mail-1: now ₹3,500, was ₹4,000');
      expect(digest).toContain('Kurta mail-2: now ₹2,500, was ₹3,000');
      expect(mailsTo(daily)[0]!.raw).toMatch(/^Subject: 2 alerts on products you want$/m);
      expect(mailsTo(none)).toHaveLength(0);
      await t.app.alerts.drain();
      expect(mailsTo(daily)).toHaveLength(1);

      // The link's page has one button; its one-click POST works without signing in.
      const path = new URL(header!).pathname + new URL(header!).search;
      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(200);
      expect(page.body.match(/<button/g)).toHaveLength(1);
      const forged = `${instant.id}.${'A'.repeat(43)}`;
      const otherUser = `${daily.id}.${new URL(header!).searchParams.get('token')!.split('.')[1]}`;
      for (const token of [forged, otherUser, 'nonsense', '']) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/unsubscribe?token=${encodeURIComponent(token)}`,
          ...form({ 'List-Unsubscribe': 'One-Click' }),
        });
        expect(res.statusCode, token).toBe(400);
      }
      // (Read from the table: a day later the test sessions have expired.)
      expect(await emailChoice(instant)).toBe('instant');
      expect(await emailChoice(daily)).toBe('daily');
      const done = await t.app.inject({ method: 'POST', url: path, ...form({ 'List-Unsubscribe': 'One-Click' }) });
      expect(done.statusCode).toBe(200);
      expect(await emailChoice(instant)).toBe('off');
      await importPrices('mail', { 'mail-1': 3000, 'mail-2': 2500 });
      await t.app.alerts.drain();
      expect(mailsTo(instant)).toHaveLength(2);
    });
  });

  describe('two processes', () => {
    it('fan out and send each alert once', async () => {
      const users = await Promise.all(Array.from({ length: 40 }, () => createSignedInUser(t)));
      await importPrices('twice', { 'twice-1': 9000 });
      const subs = new Map<string, string>();
      for (const user of users) {
        await setPrefs(user, { push: true, email: 'instant' });
        subs.set((await subscribe(user)).id, user.id);
        await wish(user, 'twice-1');
      }
      const second = await buildApp(t.config, {
        database: kind === 'postgres' ? await t.testDatabase.open() : t.database,
        seedDemo: false,
        alertBatches: SMALL_BATCHES,
      });
      try {
        await importPrices('twice', { 'twice-1': 8000 });
        const sentBefore = smtp.received.length;
        await Promise.all([t.app.alerts.drain(), second.alerts.drain(), t.app.alerts.drain(), second.alerts.drain()]);
        const pushed = push.received.filter((p) => subs.has(p.subscription) && p.payload.url === '/products/twice-1');
        expect(pushed).toHaveLength(users.length);
        expect(new Set(pushed.map((p) => p.subscription)).size).toBe(users.length);
        const mails = smtp.received.slice(sentBefore);
        expect(mails).toHaveLength(users.length);
        expect(new Set(mails.map((m) => m.to[0])).size).toBe(users.length);
        expect(
          await count(sql`SELECT count(*) AS n FROM alerts WHERE product_id = 'twice-1' AND kind = 'price-drop'`),
        ).toBe(users.length);
      } finally {
        await second.close();
        if (kind === 'postgres') await second.database.close();
      }
    });
  });
});
