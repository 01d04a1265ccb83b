// Wishlist routes (API.md, Social): the signed-in shopper's hearts. `no-store`: one shopper's
// list must never be served to another from a cache.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOCIAL_TEXT } from '@store/shared/messages';
import { wishlistItemSchema } from '@store/shared/social';
import { z } from 'zod';
import { messageSchema } from '@store/shared/http';
import { currentUser } from '../../lib/session';
import { signedInPlugin } from '../../lib/signed-in-routes';
import { productIdParam } from '../../lib/http-schemas';
import type { ModuleDeps } from '../../lib/module-deps';
import { wishlistService } from './service';

const params = z.object({ productId: productIdParam });
const errorResponses = { 400: messageSchema, 401: messageSchema, 404: messageSchema };

export function wishlistRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const wishlist = wishlistService(deps.database, deps.config.now);
  return signedInPlugin(['social'], (app, { signedIn, getOwn }) => {
    getOwn(
      '/api/wishlist',
      { summary: "The caller's wishlist, newest first, with friends' opinions on each item" },
      z.array(wishlistItemSchema),
      (callerId) => wishlist.list(callerId),
    );

    app.post(
      '/api/wishlist/:productId',
      signedIn({
        summary: 'Save a product to the wishlist (once)',
        params,
        response: { 201: messageSchema, ...errorResponses, 409: messageSchema },
      }),
      async (request, reply) => {
        await wishlist.add(currentUser(request).id, request.params.productId);
        return reply.code(201).send({ message: SOCIAL_TEXT.addedToWishlist });
      },
    );

    app.delete(
      '/api/wishlist/:productId',
      signedIn({
        summary: 'Remove a product from the wishlist',
        params,
        response: { 200: messageSchema, ...errorResponses },
      }),
      async (request) => {
        await wishlist.remove(currentUser(request).id, request.params.productId);
        return { message: SOCIAL_TEXT.removedFromWishlist };
      },
    );
  });
}
