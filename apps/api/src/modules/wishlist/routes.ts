// Wishlist routes (docs/api.md, Social): the signed-in shopper's hearts. `no-store`: one shopper's
// list must never be served to another from a cache.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOCIAL_TEXT } from '@store/shared/social-words';
import { wishlistItemSchema } from '@store/shared/social';
import { z } from 'zod';
import { messageSchema } from '@store/shared/http';
import { signedInPlugin } from '../../lib/signed-in-routes';
import { productIdParam } from '../../lib/http-schemas';
import type { WishlistService } from './service';

const params = z.object({ productId: productIdParam });
const errors = { 400: messageSchema, 401: messageSchema, 404: messageSchema };

export function wishlistRoutes({ wishlist }: { wishlist: WishlistService }): FastifyPluginAsyncZod {
  return signedInPlugin(['social'], (app, { getOwn, changeOwn }) => {
    getOwn(
      '/api/wishlist',
      { summary: "The caller's wishlist, newest first, with friends' opinions on each item" },
      z.array(wishlistItemSchema),
      (callerId) => wishlist.list(callerId),
    );

    changeOwn(
      'post',
      '/api/wishlist/:productId',
      {
        summary: 'Save a product to the wishlist (once)',
        params,
        errors: { ...errors, 409: messageSchema },
        status: 201,
        message: SOCIAL_TEXT.addedToWishlist,
      },
      (callerId, { productId }) => wishlist.add(callerId, productId),
    );

    changeOwn(
      'delete',
      '/api/wishlist/:productId',
      { summary: 'Remove a product from the wishlist', params, errors, message: SOCIAL_TEXT.removedFromWishlist },
      (callerId, { productId }) => wishlist.remove(callerId, productId),
    );
  });
}
