// The SQL of alerts (ADR 3100): preferences, push subscriptions, the fan-out of a product change
// to the shoppers who hold the product (and, when they want it, to friends of those who wish
// for it), and the push and mail outboxes. Every queue is taken with FOR UPDATE SKIP LOCKED.
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_ALERT_PREFERENCES, PUSH_SUBSCRIPTIONS_MAX, type AlertPreferences } from '@store/shared/alerts';
import type { AlertPreferencesChange } from '@store/shared/alerts-schema';
import type { Language } from '@store/shared/language';
import { selectRows, type Executor } from '../../db/client';

/** The nil uuid stands for "the shopper's own alert" where a friend's id would be, in the cursor. */
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** What a claimed push or mail is leased for: after that, another process may take it again. */
export const CLAIM_LEASE_MS = 60_000;

export interface ProductChangeRow {
  id: string;
  productId: string;
  kind: 'price-drop' | 'back-in-stock';
  oldPrice: number;
  newPrice: number;
  fannedUser: string | null;
  fannedFriend: string | null;
}

export interface PushRow {
  id: string;
  userId: string;
  kind: 'price-drop' | 'back-in-stock' | 'share' | 'opinion' | 'friend-request';
  productId: string | null;
  productTitle: string | null;
  fromName: string | null;
  oldPrice: number | null;
  newPrice: number | null;
  attempts: number;
  push: boolean;
  /** The recipient's language (ADR 3203): what the push is written in. */
  language: Language;
}

export interface SubscriptionRow {
  endpoint: string;
  userId: string;
  p256dh: string;
  auth: string;
}

export interface MailRow {
  id: string;
  userId: string;
  email: string;
  name: string;
  emailChoice: AlertPreferences['email'];
  kind: 'price-drop' | 'back-in-stock';
  productId: string;
  productTitle: string;
  brand: string;
  oldPrice: number;
  newPrice: number;
  friendName: string | null;
  /** The recipient's language (ADR 3203): what the mail is written in. */
  language: Language;
}

interface PreferencesRow {
  price_drop: boolean;
  back_in_stock: boolean;
  friends: boolean;
  email: AlertPreferences['email'];
  push: boolean;
}

const toPreferences = (r: PreferencesRow): AlertPreferences => ({
  priceDrop: r.price_drop,
  backInStock: r.back_in_stock,
  friends: r.friends,
  email: r.email,
  push: r.push,
});

const iso = (ms: number) => new Date(ms).toISOString();

export function alertsRepository(db: Executor) {
  return {
    async preferences(userId: string): Promise<AlertPreferences> {
      const rows = await selectRows<PreferencesRow>(
        db,
        sql`SELECT price_drop, back_in_stock, friends, email, push FROM alert_preferences WHERE user_id = ${userId}::uuid`,
      );
      return rows[0] ? toPreferences(rows[0]) : { ...DEFAULT_ALERT_PREFERENCES };
    },

    /** Writes the given fields over what the shopper had (or the defaults); the whole result. */
    async updatePreferences(
      userId: string,
      change: AlertPreferencesChange,
      language: Language,
    ): Promise<AlertPreferences> {
      const d = DEFAULT_ALERT_PREFERENCES;
      const v = {
        priceDrop: change.priceDrop ?? null,
        backInStock: change.backInStock ?? null,
        friends: change.friends ?? null,
        email: change.email ?? null,
        push: change.push ?? null,
      };
      const rows = await selectRows<PreferencesRow>(
        db,
        sql`INSERT INTO alert_preferences AS p (user_id, price_drop, back_in_stock, friends, email, push, language)
            VALUES (${userId}::uuid, COALESCE(${v.priceDrop}::boolean, ${d.priceDrop}),
                    COALESCE(${v.backInStock}::boolean, ${d.backInStock}), COALESCE(${v.friends}::boolean, ${d.friends}),
                    COALESCE(${v.email}::text, ${d.email}), COALESCE(${v.push}::boolean, ${d.push}), ${language})
            ON CONFLICT (user_id) DO UPDATE SET
              language = excluded.language,
              price_drop = COALESCE(${v.priceDrop}::boolean, p.price_drop),
              back_in_stock = COALESCE(${v.backInStock}::boolean, p.back_in_stock),
              friends = COALESCE(${v.friends}::boolean, p.friends),
              email = COALESCE(${v.email}::text, p.email),
              push = COALESCE(${v.push}::boolean, p.push)
            RETURNING price_drop, back_in_stock, friends, email, push`,
      );
      return toPreferences(rows[0]!);
    },

    /**
     * Remembers the language the shopper's alerts are written in (ADR 3203). Writes only when it
     * changed; a shopper with no preferences gets the defaults' row, in that language.
     */
    async rememberLanguage(userId: string, language: Language): Promise<void> {
      await db.execute(
        sql`INSERT INTO alert_preferences AS p (user_id, language) VALUES (${userId}::uuid, ${language})
            ON CONFLICT (user_id) DO UPDATE SET language = excluded.language
            WHERE p.language IS DISTINCT FROM excluded.language`,
      );
    },

    /** The one-click unsubscribe: e-mail alerts off, the rest as it was. */
    async turnEmailOff(userId: string): Promise<boolean> {
      const rows = await selectRows(
        db,
        sql`INSERT INTO alert_preferences AS p (user_id, email)
            SELECT id, 'off' FROM users WHERE id = ${userId}::uuid
            ON CONFLICT (user_id) DO UPDATE SET email = 'off'
            RETURNING user_id`,
      );
      await db.execute(sql`DELETE FROM mail_outbox WHERE user_id = ${userId}::uuid`);
      return rows.length === 1;
    },

    /**
     * Saves a subscription for the user (an endpoint another account had moves to this one: the
     * browser is now theirs). 'created', 'kept' (it was the user's already) or 'full'.
     */
    async addSubscription(
      userId: string,
      sub: { endpoint: string; p256dh: string; auth: string },
    ): Promise<'created' | 'kept' | 'full'> {
      const rows = await selectRows<{ was: string | null }>(
        db,
        sql`WITH before AS (SELECT user_id FROM push_subscriptions WHERE endpoint = ${sub.endpoint})
            INSERT INTO push_subscriptions AS s (endpoint, user_id, p256dh, auth)
            SELECT ${sub.endpoint}, ${userId}::uuid, ${sub.p256dh}, ${sub.auth}
            WHERE (SELECT count(*) FROM push_subscriptions
                    WHERE user_id = ${userId}::uuid AND endpoint <> ${sub.endpoint}) < ${PUSH_SUBSCRIPTIONS_MAX}
            ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth
            RETURNING (SELECT user_id::text FROM before) AS was`,
      );
      if (!rows[0]) return 'full';
      return rows[0].was === userId ? 'kept' : 'created';
    },

    async removeSubscription(userId: string, endpoint: string): Promise<boolean> {
      const rows = await selectRows(
        db,
        sql`DELETE FROM push_subscriptions WHERE endpoint = ${endpoint} AND user_id = ${userId}::uuid RETURNING endpoint`,
      );
      return rows.length === 1;
    },

    /** A push service said the subscription is gone (404 or 410). */
    async deleteSubscription(endpoint: string): Promise<void> {
      await db.execute(sql`DELETE FROM push_subscriptions WHERE endpoint = ${endpoint}`);
    },

    async subscriptionsOf(userIds: readonly string[]): Promise<SubscriptionRow[]> {
      if (!userIds.length) return [];
      return selectRows<SubscriptionRow>(
        db,
        sql`SELECT endpoint, user_id AS "userId", p256dh, auth FROM push_subscriptions
            WHERE user_id = ANY(${sql.param([...userIds])}::uuid[])`,
      );
    },

    // -----------------------------------------------------------------------------------------
    // The fan-out: run inside a transaction (the change row stays locked for it).

    /** The oldest change not yet fanned out that no other process is working on. */
    async lockNextChange(): Promise<ProductChangeRow | undefined> {
      const rows = await selectRows<ProductChangeRow>(
        db,
        sql`SELECT id::text, product_id AS "productId", kind, old_price AS "oldPrice", new_price AS "newPrice",
                   fanned_user::text AS "fannedUser", fanned_friend::text AS "fannedFriend"
            FROM product_changes WHERE finished_at IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      return rows[0];
    },

    /**
     * Writes the alerts of the next `limit` recipients after the change's cursor (and their
     * pushes and mails, per preferences) in one statement; answers how many it took and the new
     * cursor. Two phases, each a seek along an index, so a batch costs its own rows only: the
     * holders (wishlist and cart) by user id (`fanned_user`), then, for a price drop, the friends
     * of the wishers, a page of wishers at a time by the wisher's id (`fanned_friend`, the nil
     * uuid when the phase starts).
     */
    async fanOutBatch(
      change: ProductChangeRow,
      limit: number,
      at: number,
      digestAt: number,
    ): Promise<{ taken: number; last: string | null }> {
      const pid = change.productId;
      const holding = (user: SQL) =>
        sql`(EXISTS (SELECT 1 FROM wishlist_items x WHERE x.product_id = ${pid} AND x.user_id = ${user})
             OR EXISTS (SELECT 1 FROM cart_items x WHERE x.product_id = ${pid} AND x.user_id = ${user}))`;
      const page =
        change.fannedFriend === null
          ? sql`page AS (
                  SELECT user_id FROM (
                    (SELECT user_id FROM wishlist_items WHERE product_id = ${pid} AND user_id > ${change.fannedUser ?? NIL_UUID}::uuid
                     ORDER BY user_id LIMIT ${limit})
                    UNION
                    (SELECT user_id FROM cart_items WHERE product_id = ${pid} AND user_id > ${change.fannedUser ?? NIL_UUID}::uuid
                     ORDER BY user_id LIMIT ${limit})
                  ) h ORDER BY user_id LIMIT ${limit}
                ),
                picked AS (SELECT user_id, NULL::uuid AS friend_id FROM page)`
          : sql`page AS (
                  SELECT user_id FROM wishlist_items WHERE product_id = ${pid} AND user_id > ${change.fannedFriend}::uuid
                  ORDER BY user_id LIMIT ${limit}
                ),
                picked AS (
                  SELECT f.friend AS user_id, w.user_id AS friend_id
                  FROM page w
                  CROSS JOIN LATERAL (SELECT user_b FROM friendships WHERE user_a = w.user_id
                                      UNION ALL SELECT user_a FROM friendships WHERE user_b = w.user_id) AS f(friend)
                  WHERE NOT ${holding(sql`f.friend`)}
                )`;
      const rows = await selectRows<{ taken: string | number; last: string | null }>(
        db,
        sql`WITH ${page},
            wanted AS (
              SELECT pk.user_id, pk.friend_id, COALESCE(p.push, false) AS push, COALESCE(p.email, 'daily') AS email
              FROM picked pk LEFT JOIN alert_preferences p ON p.user_id = pk.user_id
              WHERE CASE WHEN pk.friend_id IS NOT NULL THEN COALESCE(p.friends, true)
                         WHEN ${change.kind} = 'price-drop' THEN COALESCE(p.price_drop, true)
                         ELSE COALESCE(p.back_in_stock, true) END
            ),
            inserted AS (
              INSERT INTO alerts (change_id, user_id, friend_id, product_id, kind, old_price, new_price, at)
              SELECT ${change.id}::bigint, user_id, friend_id, ${pid}, ${change.kind}, ${change.oldPrice}::integer,
                     ${change.newPrice}::integer, ${iso(at)}::timestamptz
              FROM wanted
              ON CONFLICT DO NOTHING
              RETURNING id, user_id, friend_id
            ),
            mails AS (
              INSERT INTO mail_outbox (user_id, alert_id, due_at)
              SELECT i.user_id, i.id,
                     CASE WHEN w.email = 'instant' THEN ${iso(at)}::timestamptz ELSE ${iso(digestAt)}::timestamptz END
              FROM inserted i JOIN wanted w ON w.user_id = i.user_id AND w.friend_id IS NOT DISTINCT FROM i.friend_id
              WHERE w.email <> 'off'
            ),
            push_today AS (
              INSERT INTO push_days (user_id, product_id, day)
              SELECT DISTINCT i.user_id, ${pid}, store_day(${iso(at)}::timestamptz)
              FROM inserted i JOIN wanted w ON w.user_id = i.user_id AND w.friend_id IS NOT DISTINCT FROM i.friend_id
              WHERE w.push AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = i.user_id)
              ON CONFLICT DO NOTHING
              RETURNING user_id
            ),
            pushes AS (
              INSERT INTO push_outbox (user_id, kind, product_id, from_id, old_price, new_price)
              SELECT t.user_id, ${change.kind}, ${pid},
                     (SELECT i.friend_id FROM inserted i WHERE i.user_id = t.user_id ORDER BY i.friend_id NULLS FIRST LIMIT 1),
                     ${change.oldPrice}::integer, ${change.newPrice}::integer
              FROM push_today t
            )
            SELECT (SELECT count(*) FROM page) AS taken, (SELECT max(user_id::text) FROM page) AS last`,
      );
      const r = rows[0]!;
      return { taken: Number(r.taken), last: r.last };
    },

    /** Moves the cursor of the phase the change is in (see fanOutBatch). */
    async advanceChange(change: ProductChangeRow, last: string): Promise<void> {
      await db.execute(
        change.fannedFriend === null
          ? sql`UPDATE product_changes SET fanned_user = ${last}::uuid WHERE id = ${change.id}::bigint`
          : sql`UPDATE product_changes SET fanned_friend = ${last}::uuid WHERE id = ${change.id}::bigint`,
      );
    },

    /** The holders are done: a price drop goes on to the friends of the wishers. */
    async startFriendsPhase(id: string): Promise<void> {
      await db.execute(sql`UPDATE product_changes SET fanned_friend = ${NIL_UUID}::uuid WHERE id = ${id}::bigint`);
    },

    async finishChange(id: string, at: number): Promise<void> {
      await db.execute(sql`UPDATE product_changes SET finished_at = ${iso(at)}::timestamptz WHERE id = ${id}::bigint`);
    },

    // -----------------------------------------------------------------------------------------
    // The outboxes: a claim is one statement (SKIP LOCKED and a lease), sending happens outside
    // any transaction, and a sent row is deleted.

    async claimPushes(limit: number, now: number): Promise<PushRow[]> {
      return selectRows<PushRow>(
        db,
        sql`WITH claimed AS (
              UPDATE push_outbox o SET claimed_until = ${iso(now + CLAIM_LEASE_MS)}::timestamptz, attempts = attempts + 1
              WHERE id IN (SELECT id FROM push_outbox
                           WHERE claimed_until IS NULL OR claimed_until < ${iso(now)}::timestamptz
                           ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
              RETURNING o.*
            )
            SELECT c.id::text, c.user_id AS "userId", c.kind, c.product_id AS "productId", pr.title AS "productTitle",
                   u.name AS "fromName", c.old_price AS "oldPrice", c.new_price AS "newPrice", c.attempts,
                   COALESCE(p.push, false) AS push, COALESCE(p.language, 'en') AS language
            FROM claimed c
            LEFT JOIN products pr ON pr.id = c.product_id
            LEFT JOIN users u ON u.id = c.from_id
            LEFT JOIN alert_preferences p ON p.user_id = c.user_id
            ORDER BY c.id`,
      );
    },

    async deletePushes(ids: readonly string[]): Promise<void> {
      if (!ids.length) return;
      await db.execute(sql`DELETE FROM push_outbox WHERE id = ANY(${sql.param([...ids])}::bigint[])`);
    },

    /** Due mail of whole users: every due row of the users taken, so one mail holds them all. */
    async claimMail(users: number, now: number): Promise<MailRow[]> {
      return selectRows<MailRow>(
        db,
        sql`WITH due_users AS (
              SELECT DISTINCT user_id FROM mail_outbox
              WHERE due_at <= ${iso(now)}::timestamptz
                AND (claimed_until IS NULL OR claimed_until < ${iso(now)}::timestamptz)
              ORDER BY user_id LIMIT ${users}
            ),
            claimed AS (
              UPDATE mail_outbox m SET claimed_until = ${iso(now + CLAIM_LEASE_MS)}::timestamptz
              WHERE id IN (SELECT id FROM mail_outbox
                           WHERE user_id IN (SELECT user_id FROM due_users) AND due_at <= ${iso(now)}::timestamptz
                             AND (claimed_until IS NULL OR claimed_until < ${iso(now)}::timestamptz)
                           FOR UPDATE SKIP LOCKED)
              RETURNING m.id, m.user_id, m.alert_id
            )
            SELECT c.id::text, c.user_id AS "userId", u.email, u.name, COALESCE(p.email, 'daily') AS "emailChoice",
                   a.kind, a.product_id AS "productId", pr.title AS "productTitle", pr.brand,
                   a.old_price AS "oldPrice", a.new_price AS "newPrice", f.name AS "friendName",
                   COALESCE(p.language, 'en') AS language
            FROM claimed c
            JOIN users u ON u.id = c.user_id
            JOIN alerts a ON a.id = c.alert_id
            JOIN products pr ON pr.id = a.product_id
            LEFT JOIN users f ON f.id = a.friend_id
            LEFT JOIN alert_preferences p ON p.user_id = c.user_id
            ORDER BY c.user_id, a.at, c.id`,
      );
    },

    async deleteMail(ids: readonly string[]): Promise<void> {
      if (!ids.length) return;
      await db.execute(sql`DELETE FROM mail_outbox WHERE id = ANY(${sql.param([...ids])}::bigint[])`);
    },
  };
}

export type AlertsRepository = ReturnType<typeof alertsRepository>;
