// Shares, opinions and the activity feed: SQL only. Every read goes through the reader's
// friends at the moment of reading (relations.ts); every "one per" rule is a primary key.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Vote } from '@store/shared/opinions';
import type { ActivityType } from '@store/shared/social';
import { selectRows, type AppDb } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { products } from '../../db/schema/catalog';
import { activitySeen, shares } from '../../db/schema/social';
import { friendIdsOf } from './relations';

export interface OpinionRow {
  productId: string;
  name: string;
  vote: Vote;
  comment: string;
  at: Date | string;
}

export interface ActivityRow {
  type: ActivityType;
  at: Date | string;
  /** Null for a shopper's own price drop or restock. */
  fromId: string | null;
  fromName: string | null;
  productId: string | null;
  note: string | null;
  vote: Vote | null;
  oldPrice: number | null;
  newPrice: number | null;
  title: string | null;
  /** The product's picture, for the row's thumbnail; null when the row names no product. */
  imageId: string | null;
  unseen: number | string;
}

/**
 * A list of ids as one array parameter (Drizzle would spread a JS array into a list of
 * parameters). The ids were validated as UUIDs by the route's schema, so the literal is safe.
 */
const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;

/** Made for the database or a transaction on it (a share's checks and writes run in one). */
export function socialRepository(db: AppDb) {
  return {
    /** The ids among `ids` that are the user's friends now. */
    async friendsAmong(userId: string, ids: string[]): Promise<string[]> {
      const rows = await selectRows<{ id: string }>(
        db,
        sql`SELECT f.id FROM ${friendIdsOf(userId)} AS f(id) WHERE f.id = ANY(${uuidArray(ids)}::uuid[])`,
      );
      return rows.map((r) => r.id);
    },

    async productExists(productId: string): Promise<boolean> {
      const rows = await selectRows(db, sql`SELECT 1 FROM products WHERE id = ${productId}`);
      return rows.length > 0;
    },

    async insertShares(
      senderId: string,
      recipientIds: string[],
      productId: string,
      note: string,
      now: Date,
    ): Promise<number> {
      const rows = await selectRows(
        db,
        sql`INSERT INTO shares (sender_id, recipient_id, product_id, note, created_at)
            SELECT ${senderId}::uuid, r.id, ${productId}, ${note}, ${now.toISOString()}::timestamptz
            FROM unnest(${uuidArray(recipientIds)}::uuid[]) AS r(id)
            RETURNING id`,
      );
      return rows.length;
    },

    /** Shares sent to the user by people who are still friends, newest first, with their products. */
    async receivedShares(userId: string, limit: number) {
      return db
        .select({
          id: shares.id,
          fromId: shares.senderId,
          fromName: users.name,
          note: shares.note,
          createdAt: shares.createdAt,
          seenAt: sql<
            Date | string | null
          >`CASE WHEN ${activitySeen.seenAt} >= ${shares.createdAt} THEN ${activitySeen.seenAt} END`,
          product: products,
        })
        .from(shares)
        .innerJoin(users, eq(users.id, shares.senderId))
        .innerJoin(products, eq(products.id, shares.productId))
        .leftJoin(activitySeen, eq(activitySeen.userId, shares.recipientId))
        .where(and(eq(shares.recipientId, userId), sql`${shares.senderId} IN ${friendIdsOf(userId)}`))
        .orderBy(desc(shares.createdAt), asc(shares.id))
        .limit(limit);
    },

    /**
     * Saves (or replaces) the voter's opinion when the voter is the owner's friend and the item is
     * in the owner's cart or wishlist; false otherwise. One statement: the check and the write see
     * the same moment, and ON CONFLICT keeps one row per voter and item.
     */
    async upsertOpinion(o: {
      ownerId: string;
      voterId: string;
      productId: string;
      vote: Vote;
      comment: string;
      now: Date;
    }): Promise<boolean> {
      const rows = await selectRows(
        db,
        sql`INSERT INTO opinions (owner_id, product_id, voter_id, vote, comment, at)
            SELECT ${o.ownerId}::uuid, ${o.productId}, ${o.voterId}::uuid, ${o.vote}, ${o.comment}, ${o.now.toISOString()}::timestamptz
            WHERE ${o.voterId}::uuid IN ${friendIdsOf(o.ownerId)}
              AND (EXISTS (SELECT 1 FROM cart_items WHERE user_id = ${o.ownerId}::uuid AND product_id = ${o.productId})
                OR EXISTS (SELECT 1 FROM wishlist_items WHERE user_id = ${o.ownerId}::uuid AND product_id = ${o.productId}))
            ON CONFLICT (owner_id, product_id, voter_id)
              DO UPDATE SET vote = EXCLUDED.vote, comment = EXCLUDED.comment, at = EXCLUDED.at
            RETURNING product_id`,
      );
      return rows.length > 0;
    },

    /** Removes the voter's opinion while the two are friends; false when there was none to remove. */
    async deleteOpinion(ownerId: string, voterId: string, productId: string): Promise<boolean> {
      const rows = await selectRows(
        db,
        sql`DELETE FROM opinions
            WHERE owner_id = ${ownerId}::uuid AND voter_id = ${voterId}::uuid AND product_id = ${productId}
              AND ${voterId}::uuid IN ${friendIdsOf(ownerId)}
            RETURNING product_id`,
      );
      return rows.length > 0;
    },

    /** Current friends' opinions on the owner's items, newest first. */
    async opinionsOnOwner(ownerId: string): Promise<OpinionRow[]> {
      return selectRows<OpinionRow>(
        db,
        sql`SELECT o.product_id AS "productId", u.name, o.vote, o.comment, o.at
            FROM opinions o JOIN users u ON u.id = o.voter_id
            WHERE o.owner_id = ${ownerId}::uuid AND o.voter_id IN ${friendIdsOf(ownerId)}
            ORDER BY o.at DESC, u.name`,
      );
    },

    /**
     * The activity feed: pending requests to the user, the user's requests that were accepted (by
     * someone still a friend), shares and opinions from current friends, and the user's price
     * drops and restocks (ADR 3100); newest first, with the
     * count of everything newer than the last visit (over all rows, not only the page).
     */
    async activity(userId: string, limit: number): Promise<ActivityRow[]> {
      const me = sql`${userId}::uuid`;
      return selectRows<ActivityRow>(
        db,
        sql`WITH seen AS (SELECT seen_at FROM activity_seen WHERE user_id = ${me}),
            friends AS ${friendIdsOf(userId)},
            items AS (
              SELECT 'friend-request' AS type, r.created_at AS at, r.sender_id AS from_id,
                     NULL::text AS product_id, NULL::text AS note, NULL::text AS vote,
                     NULL::integer AS old_price, NULL::integer AS new_price
              FROM friend_requests r WHERE r.recipient_id = ${me} AND r.status = 'pending'
              UNION ALL
              SELECT 'request-accepted', r.responded_at, r.recipient_id, NULL, NULL, NULL, NULL, NULL
              FROM friend_requests r
              WHERE r.sender_id = ${me} AND r.status = 'accepted' AND r.recipient_id IN (SELECT * FROM friends)
              UNION ALL
              SELECT 'share', s.created_at, s.sender_id, s.product_id, s.note, NULL, NULL, NULL
              FROM shares s WHERE s.recipient_id = ${me} AND s.sender_id IN (SELECT * FROM friends)
              UNION ALL
              SELECT 'opinion', o.at, o.voter_id, o.product_id, o.comment, o.vote, NULL, NULL
              FROM opinions o WHERE o.owner_id = ${me} AND o.voter_id IN (SELECT * FROM friends)
              UNION ALL
              -- Price drops and restocks (ADR 3100); a friend's wished item only while still friends.
              SELECT a.kind, a.at, a.friend_id, a.product_id, NULL, NULL, a.old_price, a.new_price
              FROM alerts a WHERE a.user_id = ${me} AND (a.friend_id IS NULL OR a.friend_id IN (SELECT * FROM friends))
            )
            SELECT i.type, i.at, i.from_id AS "fromId", u.name AS "fromName", i.product_id AS "productId",
                   i.note, i.vote, i.old_price AS "oldPrice", i.new_price AS "newPrice", p.title AS "title",
                   p.image_id AS "imageId",
                   count(*) FILTER (WHERE i.at > COALESCE((SELECT seen_at FROM seen), '-infinity')) OVER () AS unseen
            FROM items i LEFT JOIN users u ON u.id = i.from_id LEFT JOIN products p ON p.id = i.product_id
            ORDER BY i.at DESC, i.type, i.from_id
            LIMIT ${limit}`,
      );
    },

    /** Marks everything up to `now` seen; never moves the mark back. */
    async markActivitySeen(userId: string, now: Date): Promise<void> {
      await db.execute(
        sql`INSERT INTO activity_seen (user_id, seen_at) VALUES (${userId}::uuid, ${now.toISOString()}::timestamptz)
            ON CONFLICT (user_id) DO UPDATE SET seen_at = GREATEST(activity_seen.seen_at, EXCLUDED.seen_at)`,
      );
    },
  };
}

export type SocialRepository = ReturnType<typeof socialRepository>;
