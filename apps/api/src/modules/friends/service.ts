// Friends rules: who may ask, accept, reject and remove, and who sees whose cart.
// Every change to a pair of users runs in one transaction that first locks both users' rows
// in id order (repository.lockPair), so two people acting on each other at the same instant
// are serialised; the unique indexes of migration 0001 stay the last line of defence.
import { maskEmail, normalizeEmailAddress } from '@store/shared/email-address';
import { MSG } from '@store/shared/messages';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../lib/module-deps';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/http-error';
import { friendsRepository, productImageUrl } from './repository';
import { isBlockedEitherWay } from '../social/relations';
import { wishlistRepository } from '../wishlist/repository';
import { hasSqlState, UNIQUE_VIOLATION } from '../../lib/db-errors';

export const SEARCH_RESULT_LIMIT = 20;
/** After a rejection the same sender may ask the same person again only this much later (ADR 1300). */
export const REJECTED_REQUEST_COOLDOWN_MS = 7 * 24 * 60 * 60 * 1000;

export const FRIEND_MESSAGES = {
  requestSent: 'Friend request sent',
  becameFriends: 'You are now friends',
  selfRequest: 'You cannot send a friend request to yourself',
  userNotFound: 'User not found',
  alreadyFriends: 'You are already friends',
  alreadyPending: 'Friend request already sent',
  requestNotFound: 'Friend request not found',
  friendNotFound: 'Friend not found',
  friendRemoved: 'Friend removed',
  askAgainLater: 'This person declined your last friend request. You can ask again in a few days.',
} as const;

export interface SearchResult {
  id: string;
  name: string;
  email: string;
  isFriend: boolean;
  requestStatus: 'PENDING' | null;
}

type FriendItem = {
  id: string;
  title: string;
  price: number;
  quantity: number;
  /** A cart line's size (ADR 2905); wishlist products have none. */
  size?: string | null;
  imageUrl: string;
  available: boolean;
};

export interface FriendCart {
  friendId: string;
  friendName: string;
  cartProducts: FriendItem[];
  /** Shop with friends (ADR 1700): the friend's wishlist, beside the cart (quantity 1). */
  wishlistProducts: FriendItem[];
}

const isUniqueViolation = (err: unknown) => hasSqlState(err, UNIQUE_VIOLATION);

export function friendsService({ database, now }: Pick<ServiceDeps, 'database' | 'now'>) {
  const { db } = database;
  const repo = friendsRepository(db);
  const clock = () => new Date(now());

  /**
   * Runs a pair change; should a unique index still refuse a row (a writer that did not take
   * the pair lock), the whole change is resolved again against what is now committed.
   */
  async function inTransaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      return db.transaction(work);
    }
  }

  return {
    async search(callerId: string, rawQuery: string | undefined): Promise<SearchResult[]> {
      const query = (rawQuery ?? '').trim();
      if (!query) throw badRequest(MSG.enterUsernameToSearch);
      const found = await repo.searchUsers(callerId, query, SEARCH_RESULT_LIMIT);
      const askedFor = normalizeEmailAddress(query);
      return found.map((u) => ({
        id: u.id,
        name: u.name,
        // A stranger's address is masked unless the caller already typed it whole (ADR 1300).
        email: u.isFriend || u.email === askedFor ? u.email : maskEmail(u.email),
        isFriend: u.isFriend,
        requestStatus: !u.isFriend && u.pending ? 'PENDING' : null,
      }));
    },

    /** 'sent' (201) or 'friends' (200: the other user had already asked the caller). */
    async sendRequest(callerId: string, otherId: string): Promise<'sent' | 'friends'> {
      if (callerId === otherId) throw badRequest(FRIEND_MESSAGES.selfRequest);
      return inTransaction(async (tx) => {
        const inTx = friendsRepository(tx);
        const present = await inTx.lockPair(callerId, otherId);
        if (!present.includes(otherId)) throw notFound(FRIEND_MESSAGES.userNotFound);
        // A block either way hides each from the other: the same answer as no such user.
        if (await isBlockedEitherWay(tx, callerId, otherId)) throw notFound(FRIEND_MESSAGES.userNotFound);
        if (await inTx.areFriends(callerId, otherId)) throw conflict(FRIEND_MESSAGES.alreadyFriends);
        const pending = await inTx.findPendingBetween(callerId, otherId);
        if (pending?.senderId === callerId) throw conflict(FRIEND_MESSAGES.alreadyPending);
        if (pending) {
          await inTx.respondToRequest(pending.id, 'accepted', clock());
          await inTx.insertFriendship(callerId, otherId, clock());
          return 'friends' as const;
        }
        const since = new Date(now() - REJECTED_REQUEST_COOLDOWN_MS);
        const rejectedAt = await inTx.lastRejectionSince(callerId, otherId, since);
        if (rejectedAt) {
          const waitMs = rejectedAt.getTime() + REJECTED_REQUEST_COOLDOWN_MS - now();
          throw tooManyRequests(FRIEND_MESSAGES.askAgainLater, waitMs / 1000);
        }
        await inTx.insertRequest(callerId, otherId, clock());
        return 'sent' as const;
      });
    },

    async incomingRequests(callerId: string) {
      const list = await repo.listIncomingRequests(callerId);
      // The sender's masked address beside the name: a look-alike name cannot pass as a friend.
      return list.map(({ senderEmail, ...r }) => ({
        ...r,
        senderEmail: maskEmail(senderEmail),
        createdAt: new Date(r.createdAt).toISOString(),
      }));
    },

    /** Only the recipient answers, and only a pending request; anything else is a 404. */
    async respond(callerId: string, requestId: string, answer: 'accepted' | 'rejected'): Promise<void> {
      const request = await repo.findRequestForRecipient(requestId, callerId);
      if (!request) throw notFound(FRIEND_MESSAGES.requestNotFound);
      await inTransaction(async (tx) => {
        const inTx = friendsRepository(tx);
        await inTx.lockPair(request.senderId, callerId);
        const changed = await inTx.respondToRequest(request.id, answer, clock());
        if (!changed) throw notFound(FRIEND_MESSAGES.requestNotFound);
        if (answer === 'accepted') await inTx.insertFriendship(request.senderId, callerId, clock());
      });
    },

    /** Either side ends a friendship; their carts stop being visible with this commit. */
    async removeFriend(callerId: string, friendId: string): Promise<void> {
      await inTransaction(async (tx) => {
        const inTx = friendsRepository(tx);
        await inTx.lockPair(callerId, friendId);
        if (!(await inTx.deleteFriendship(callerId, friendId))) throw notFound(FRIEND_MESSAGES.friendNotFound);
      });
    },

    async friendsCarts(callerId: string): Promise<FriendCart[]> {
      const [lines, wishlists] = await Promise.all([
        repo.listFriendsWithCarts(callerId),
        wishlistRepository(db).ofFriends(callerId),
      ]);
      const byFriend = new Map<string, FriendCart>();
      for (const line of lines) {
        let entry = byFriend.get(line.friendId);
        if (!entry) {
          entry = { friendId: line.friendId, friendName: line.friendName, cartProducts: [], wishlistProducts: [] };
          byFriend.set(line.friendId, entry);
        }
        if (line.productId !== null) {
          entry.cartProducts.push({
            id: line.productId,
            title: line.title ?? '',
            price: Number(line.price ?? 0),
            quantity: Number(line.quantity ?? 1),
            size: line.size,
            imageUrl: line.imageId ? productImageUrl(line.imageId) : '',
            available: line.available !== false,
          });
        }
      }
      for (const w of wishlists) {
        byFriend.get(w.friendId)?.wishlistProducts.push({
          id: w.productId,
          title: w.title,
          price: w.price,
          quantity: 1,
          imageUrl: productImageUrl(w.imageId),
          available: w.available,
        });
      }
      return [...byFriend.values()];
    },
  };
}

export type FriendsService = ReturnType<typeof friendsService>;
