// Blocks SQL. A block is one row per (blocker, blocked); blocking also ends the pair's
// friendship and pending requests, in the caller's transaction: the repository is made for
// the executor it runs on, the database or a transaction (service.ts).
import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';
import { orderedPair } from '../friends/repository';

export function blocksRepository(db: Executor) {
  return {
    async insertBlock(blockerId: string, blockedId: string, now: Date): Promise<void> {
      await db.execute(
        sql`INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES (${blockerId}::uuid, ${blockedId}::uuid, ${now.toISOString()}::timestamptz)
            ON CONFLICT DO NOTHING`,
      );
    },

    /** Ends the friendship and answers every pending request between the two, whichever way. */
    async endEverythingBetween(x: string, y: string, now: Date): Promise<void> {
      const [a, b] = orderedPair(x, y);
      await db.execute(sql`DELETE FROM friendships WHERE user_a = ${a}::uuid AND user_b = ${b}::uuid`);
      await db.execute(
        sql`UPDATE friend_requests SET status = 'rejected', responded_at = ${now.toISOString()}::timestamptz
            WHERE status = 'pending'
              AND ((sender_id = ${x}::uuid AND recipient_id = ${y}::uuid) OR (sender_id = ${y}::uuid AND recipient_id = ${x}::uuid))`,
      );
    },

    /**
     * Whether the blocker already knows the other (ADR 2612): they are friends, a friend request
     * went between them either way (whatever its answer), or the blocker has blocked them before.
     * Shares and opinions pass only between friends, so a request came before them too.
     */
    async haveHistory(blockerId: string, otherId: string): Promise<boolean> {
      const [a, b] = orderedPair(blockerId, otherId);
      const rows = await selectRows<{ known: boolean }>(
        db,
        sql`SELECT EXISTS (SELECT 1 FROM friendships WHERE user_a = ${a}::uuid AND user_b = ${b}::uuid)
            OR EXISTS (SELECT 1 FROM friend_requests
                       WHERE (sender_id = ${blockerId}::uuid AND recipient_id = ${otherId}::uuid)
                          OR (sender_id = ${otherId}::uuid AND recipient_id = ${blockerId}::uuid))
            OR EXISTS (SELECT 1 FROM blocks WHERE blocker_id = ${blockerId}::uuid AND blocked_id = ${otherId}::uuid)
            AS known`,
      );
      return rows[0]?.known === true;
    },

    async deleteBlock(blockerId: string, blockedId: string): Promise<boolean> {
      const rows = await selectRows(
        db,
        sql`DELETE FROM blocks WHERE blocker_id = ${blockerId}::uuid AND blocked_id = ${blockedId}::uuid RETURNING blocked_id`,
      );
      return rows.length > 0;
    },

    async listBlocked(blockerId: string): Promise<{ id: string; name: string }[]> {
      return selectRows(
        db,
        sql`SELECT u.id, u.name FROM blocks b JOIN users u ON u.id = b.blocked_id
            WHERE b.blocker_id = ${blockerId}::uuid ORDER BY lower(u.name), u.id`,
      );
    },
  };
}
