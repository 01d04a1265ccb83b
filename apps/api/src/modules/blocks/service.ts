// Blocking: the blocker and the blocked stop being friends, their pending requests end, and
// from then on neither finds, asks, shares with or votes for the other (the friends module asks
// relations.isBlockedEitherWay; everything social is read through current friendships).
import { SOCIAL_TEXT } from '@store/shared/social-words';
import type { ServiceDeps } from '../../lib/module-deps';
import { badRequest, notFound } from '../../lib/http-error';
import { friendsRepository } from '../friends/repository';
import { FRIEND_MESSAGES, SEARCH_RESULT_LIMIT } from '../friends/service';
import { blocksRepository } from './repository';

export function blocksService({ database, now }: Pick<ServiceDeps, 'database' | 'now'>) {
  const { db } = database;
  const repo = blocksRepository(db);
  return {
    /**
     * Blocks someone the caller knows (ADR 2612): with history between them, or found by the
     * friend search `query` the caller gives. Anyone else is 'User not found', as an unknown id
     * is, so blocking never turns an id into a name.
     */
    async block(callerId: string, otherId: string, query?: string): Promise<void> {
      if (callerId === otherId) throw badRequest(SOCIAL_TEXT.cannotBlockSelf);
      // The pair lock serialises this with a request, accept or removal between the same two.
      await db.transaction(async (tx) => {
        const friends = friendsRepository(tx);
        const present = await friends.lockPair(callerId, otherId);
        if (!present.includes(otherId)) throw notFound(FRIEND_MESSAGES.userNotFound);
        const inTx = blocksRepository(tx);
        const searched = query?.trim();
        const known =
          (await inTx.haveHistory(callerId, otherId)) ||
          (!!searched &&
            (await friends.searchUsers(callerId, searched, SEARCH_RESULT_LIMIT)).some((u) => u.id === otherId));
        if (!known) throw notFound(FRIEND_MESSAGES.userNotFound);
        await inTx.endEverythingBetween(callerId, otherId, new Date(now()));
        await inTx.insertBlock(callerId, otherId, new Date(now()));
      });
    },

    async unblock(callerId: string, otherId: string): Promise<void> {
      if (!(await repo.deleteBlock(callerId, otherId))) throw notFound(SOCIAL_TEXT.notBlocked);
    },

    list: (callerId: string) => repo.listBlocked(callerId),
  };
}

export type BlocksService = ReturnType<typeof blocksService>;
