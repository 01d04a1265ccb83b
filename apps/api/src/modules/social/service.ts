// Shop with friends, the rules: only friends share with, vote for and hear from each other
// (docs/api.md, Social). A share to several friends is all or nothing.
import { MSG } from '@store/shared/messages';
import { SOCIAL_TEXT } from '@store/shared/social-words';
import type { Opinions } from '@store/shared/opinions';
import { imagePath } from '@store/shared/product';
import { type Activity, NO_OPINIONS, type OpinionBody, type ShareBody } from '@store/shared/social';
import type { AppDb } from '../../db/client';
import type { ServiceDeps } from '../../lib/module-deps';
import { notFound } from '../../lib/http-error';
import { toProduct } from '../catalog/product-view';
import { socialRepository } from './repository';

export const ACTIVITY_PAGE = 50;
export const SHARES_PAGE = 50;

const iso = (v: Date | string) => new Date(v).toISOString();

export function socialService({ database, now }: Pick<ServiceDeps, 'database' | 'now'>) {
  const { db } = database;
  const repo = socialRepository(db);
  const clock = () => new Date(now());

  return {
    /** Sends the product to every listed friend, or to nobody when one of them is not a friend. */
    async share(senderId: string, body: ShareBody): Promise<number> {
      const recipients = [...new Set(body.friendIds)];
      return db.transaction(async (tx) => {
        const inTx = socialRepository(tx);
        const friends = await inTx.friendsAmong(senderId, recipients);
        if (friends.length !== recipients.length) throw notFound(SOCIAL_TEXT.notAFriend);
        if (!(await inTx.productExists(body.productId))) throw notFound(MSG.productNotFound);
        return inTx.insertShares(senderId, recipients, body.productId, body.note ?? '', clock());
      });
    },

    async receivedShares(userId: string) {
      const rows = await repo.receivedShares(userId, SHARES_PAGE);
      return rows.map((r) => ({
        id: r.id,
        from: { id: r.fromId, name: r.fromName },
        product: toProduct(r.product),
        note: r.note,
        createdAt: iso(r.createdAt),
        seenAt: r.seenAt === null ? null : iso(r.seenAt),
      }));
    },

    async putOpinion(voterId: string, ownerId: string, productId: string, body: OpinionBody): Promise<void> {
      const saved = await repo.upsertOpinion({
        ownerId,
        voterId,
        productId,
        vote: body.vote,
        comment: body.comment ?? '',
        now: clock(),
      });
      if (!saved) throw notFound(SOCIAL_TEXT.itemNotFound);
    },

    async deleteOpinion(voterId: string, ownerId: string, productId: string): Promise<void> {
      if (!(await repo.deleteOpinion(ownerId, voterId, productId))) throw notFound(SOCIAL_TEXT.opinionNotFound);
    },

    async activity(userId: string): Promise<Activity> {
      const rows = await repo.activity(userId, ACTIVITY_PAGE);
      return {
        unseen: Number(rows[0]?.unseen ?? 0),
        items: rows.map((r) => ({
          type: r.type,
          at: iso(r.at),
          ...(r.fromId === null ? {} : { from: { id: r.fromId, name: r.fromName ?? '' } }),
          ...(r.productId === null ? {} : { productId: r.productId }),
          ...(r.title === null ? {} : { title: r.title }),
          ...(r.imageId === null ? {} : { imageUrl: imagePath(r.imageId) }),
          ...(r.oldPrice === null ? {} : { oldPrice: r.oldPrice }),
          ...(r.newPrice === null ? {} : { newPrice: r.newPrice }),
          ...(r.note ? { note: r.note } : {}),
          ...(r.vote === null ? {} : { vote: r.vote }),
        })),
      };
    },

    async markActivitySeen(userId: string): Promise<void> {
      await repo.markActivitySeen(userId, clock());
    },
  };
}

/** Friends' opinions on each of the owner's items (cart and wishlist alike). */
export async function opinionsByProduct(db: AppDb, ownerId: string): Promise<Map<string, Opinions>> {
  const byProduct = new Map<string, Opinions>();
  for (const row of await socialRepository(db).opinionsOnOwner(ownerId)) {
    let entry = byProduct.get(row.productId);
    if (!entry) byProduct.set(row.productId, (entry = { up: 0, down: 0, comments: [] }));
    entry[row.vote] += 1;
    entry.comments.push({ name: row.name, vote: row.vote, comment: row.comment, at: iso(row.at) });
  }
  return byProduct;
}

export type SocialService = ReturnType<typeof socialService>;

/** Adds each item's opinions (none yet: zero and no comments). */
export function withOpinions<T>(items: T[], idOf: (item: T) => string, opinions: Map<string, Opinions>) {
  return items.map((item) => ({ ...item, opinions: opinions.get(idOf(item)) ?? NO_OPINIONS }));
}
