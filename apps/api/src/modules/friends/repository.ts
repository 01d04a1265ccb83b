// Friends SQL: requests, friendships, user search and friends' carts. Nothing else lives here;
// the rules (who may do what, in which order) are in service.ts.
import { sql } from 'drizzle-orm';
import { imagePath } from '@store/shared/product';
import { selectRows, type Executor } from '../../db/client';
import { blockedEitherWay } from '../social/relations';

/** A friendship is stored once, with the smaller id first (CHECK user_a < user_b). */
export const orderedPair = (x: string, y: string): [string, string] => (x < y ? [x, y] : [y, x]);

export interface PendingRequest {
  id: string;
  senderId: string;
  recipientId: string;
}

export interface FoundUser {
  id: string;
  name: string;
  email: string;
  isFriend: boolean;
  pending: boolean;
}

export interface IncomingRequest {
  id: string;
  senderId: string;
  senderName: string;
  senderEmail: string;
  createdAt: Date | string;
}

export interface FriendCartRow {
  friendId: string;
  friendName: string;
  productId: string | null;
  title: string | null;
  price: number | null;
  quantity: number | null;
  size: string | null;
  imageId: string | null;
  available: boolean | null;
}

export const productImageUrl = (imageId: string) => imagePath(imageId);

/** Made for the executor it runs on: the database, or the transaction of a pair change. */
export function friendsRepository(db: Executor) {
  return {
    /**
     * Locks both users' rows in id order, so every change to one pair (request, accept, reject,
     * remove) runs one after the other, whichever side starts it. Returns the ids of those that
     * exist and are verified. NO KEY UPDATE does not block foreign-key checks (cart inserts etc.).
     */
    async lockPair(x: string, y: string): Promise<string[]> {
      const found = await selectRows<{ id: string; verified: boolean }>(
        db,
        sql`SELECT id, verified_at IS NOT NULL AS verified FROM users WHERE id IN (${x}, ${y})
            ORDER BY id FOR NO KEY UPDATE`,
      );
      return found.filter((r) => r.verified).map((r) => r.id);
    },

    async areFriends(x: string, y: string): Promise<boolean> {
      const [a, b] = orderedPair(x, y);
      const found = await selectRows(db, sql`SELECT 1 FROM friendships WHERE user_a = ${a} AND user_b = ${b}`);
      return found.length > 0;
    },

    /** The one pending request between two users, whichever way it was sent. */
    async findPendingBetween(x: string, y: string): Promise<PendingRequest | null> {
      const found = await selectRows<PendingRequest>(
        db,
        sql`SELECT id, sender_id AS "senderId", recipient_id AS "recipientId" FROM friend_requests
            WHERE status = 'pending'
              AND ((sender_id = ${x} AND recipient_id = ${y}) OR (sender_id = ${y} AND recipient_id = ${x}))`,
      );
      return found[0] ?? null;
    },

    async insertRequest(senderId: string, recipientId: string, now: Date): Promise<string> {
      const inserted = await selectRows<{ id: string }>(
        db,
        sql`INSERT INTO friend_requests (sender_id, recipient_id, created_at)
            VALUES (${senderId}, ${recipientId}, ${now.toISOString()}) RETURNING id`,
      );
      return inserted[0]!.id;
    },

    /** When the recipient last rejected a request from this sender after `since`, if they did. */
    async lastRejectionSince(senderId: string, recipientId: string, since: Date): Promise<Date | null> {
      const rows = await selectRows<{ respondedAt: Date | string }>(
        db,
        sql`SELECT responded_at AS "respondedAt" FROM friend_requests
            WHERE sender_id = ${senderId} AND recipient_id = ${recipientId} AND status = 'rejected'
              AND responded_at > ${since.toISOString()}
            ORDER BY responded_at DESC LIMIT 1`,
      );
      return rows[0] ? new Date(rows[0].respondedAt) : null;
    },

    /** A request addressed to this recipient, whatever its status (null when it is not theirs). */
    async findRequestForRecipient(requestId: string, recipientId: string): Promise<PendingRequest | null> {
      const found = await selectRows<PendingRequest>(
        db,
        sql`SELECT id, sender_id AS "senderId", recipient_id AS "recipientId" FROM friend_requests
            WHERE id = ${requestId} AND recipient_id = ${recipientId}`,
      );
      return found[0] ?? null;
    },

    /** Moves a pending request to its answer; false when it was no longer pending. */
    async respondToRequest(requestId: string, status: 'accepted' | 'rejected', now: Date): Promise<boolean> {
      const updated = await selectRows(
        db,
        sql`UPDATE friend_requests SET status = ${status}, responded_at = ${now.toISOString()}
            WHERE id = ${requestId} AND status = 'pending' RETURNING id`,
      );
      return updated.length > 0;
    },

    async insertFriendship(x: string, y: string, now: Date): Promise<void> {
      const [a, b] = orderedPair(x, y);
      await db.execute(
        sql`INSERT INTO friendships (user_a, user_b, created_at) VALUES (${a}, ${b}, ${now.toISOString()})
            ON CONFLICT DO NOTHING`,
      );
    },

    async deleteFriendship(x: string, y: string): Promise<boolean> {
      const [a, b] = orderedPair(x, y);
      const deleted = await selectRows(
        db,
        sql`DELETE FROM friendships WHERE user_a = ${a} AND user_b = ${b} RETURNING user_a`,
      );
      return deleted.length > 0;
    },

    /** Verified users whose name or e-mail equals the query, ignoring case; never the caller. */
    async searchUsers(callerId: string, query: string, limit: number): Promise<FoundUser[]> {
      return selectRows<FoundUser>(
        db,
        sql`SELECT u.id, u.name, u.email,
              EXISTS (SELECT 1 FROM friendships f
                      WHERE (f.user_a = u.id AND f.user_b = ${callerId}) OR (f.user_b = u.id AND f.user_a = ${callerId}))
                AS "isFriend",
              EXISTS (SELECT 1 FROM friend_requests r WHERE r.status = 'pending'
                      AND ((r.sender_id = u.id AND r.recipient_id = ${callerId})
                        OR (r.sender_id = ${callerId} AND r.recipient_id = u.id)))
                AS pending
            FROM users u
            WHERE (lower(u.name) = lower(${query}) OR u.email = lower(${query}))
              AND u.id <> ${callerId} AND u.verified_at IS NOT NULL
              AND NOT ${blockedEitherWay(sql`u.id`, sql`${callerId}::uuid`)}
            ORDER BY u.name, u.email
            LIMIT ${limit}`,
      );
    },

    async listIncomingRequests(recipientId: string): Promise<IncomingRequest[]> {
      return selectRows<IncomingRequest>(
        db,
        sql`SELECT r.id, r.sender_id AS "senderId", u.name AS "senderName", u.email AS "senderEmail", r.created_at AS "createdAt"
            FROM friend_requests r JOIN users u ON u.id = r.sender_id
            WHERE r.recipient_id = ${recipientId} AND r.status = 'pending'
            ORDER BY r.created_at DESC, r.id`,
      );
    },

    /**
     * Every friend of the user with their cart lines (one row per line, or one row with null
     * product columns for an empty cart). Read live from friendships: an ex-friend is gone at once.
     */
    async listFriendsWithCarts(userId: string): Promise<FriendCartRow[]> {
      return selectRows<FriendCartRow>(
        db,
        sql`WITH friends AS (
              SELECT user_b AS id FROM friendships WHERE user_a = ${userId}
              UNION ALL
              SELECT user_a AS id FROM friendships WHERE user_b = ${userId}
            )
            SELECT u.id AS "friendId", u.name AS "friendName", p.id AS "productId", p.title, p.price,
                   c.quantity, c.size, p.image_id AS "imageId", p.available
            FROM friends f
            JOIN users u ON u.id = f.id
            LEFT JOIN cart_items c ON c.user_id = u.id
            LEFT JOIN products p ON p.id = c.product_id
            ORDER BY lower(u.name), u.id, c.added_at DESC NULLS LAST, p.id`,
      );
    },
  };
}

export type FriendsRepository = ReturnType<typeof friendsRepository>;
