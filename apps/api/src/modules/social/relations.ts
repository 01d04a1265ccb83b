// Who stands how to whom, as SQL fragments every social query shares. Everything a friend may
// see is read through `friendIdsOf` at the moment of reading, so an ex-friend or a blocked user
// (blocking ends the friendship) sees nothing from the next request on.
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';

/** The ids of the user's friends, as a sub-select. */
export const friendIdsOf = (userId: string): SQL =>
  sql`(SELECT user_b FROM friendships WHERE user_a = ${userId}::uuid
       UNION ALL SELECT user_a FROM friendships WHERE user_b = ${userId}::uuid)`;

/** True when either user has blocked the other (as SQL over two id expressions). */
export const blockedEitherWay = (x: SQL, y: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM blocks b
              WHERE (b.blocker_id = ${x} AND b.blocked_id = ${y}) OR (b.blocker_id = ${y} AND b.blocked_id = ${x}))`;

export async function isBlockedEitherWay(db: Executor, x: string, y: string): Promise<boolean> {
  const found = await selectRows<{ blocked: boolean }>(
    db,
    sql`SELECT ${blockedEitherWay(sql`${x}::uuid`, sql`${y}::uuid`)} AS blocked`,
  );
  return found[0]?.blocked === true;
}
