// The wishlist's rules: one heart per product, only products still sold, friends' opinions on
// each item for its owner.
import { MSG } from '@store/shared/messages';
import { SOCIAL_TEXT } from '@store/shared/social-words';
import type { ServiceDeps } from '../../lib/module-deps';
import { conflict, notFound } from '../../lib/http-error';
import { opinionsByProduct, withOpinions } from '../social/service';
import { wishlistRepository } from './repository';

export function wishlistService({ database, now }: Pick<ServiceDeps, 'database' | 'now'>) {
  const repo = wishlistRepository(database.db);
  return {
    async list(userId: string) {
      const [items, opinions] = await Promise.all([repo.list(userId), opinionsByProduct(database.db, userId)]);
      return withOpinions(items, (p) => p.id, opinions);
    },

    async add(userId: string, productId: string): Promise<void> {
      const outcome = await repo.add(userId, productId, new Date(now()));
      if (outcome === 'unknown-product') throw notFound(MSG.productNotFound);
      if (outcome === 'unavailable') throw conflict(MSG.productUnavailable);
      if (outcome === 'already-there') throw conflict(SOCIAL_TEXT.alreadyInWishlist);
    },

    async remove(userId: string, productId: string): Promise<void> {
      if (!(await repo.remove(userId, productId))) throw notFound(SOCIAL_TEXT.notInWishlist);
    },
  };
}

export type WishlistService = ReturnType<typeof wishlistService>;
