// Wishlist routes (API.md, Social): the signed-in shopper's hearts. `no-store`: one shopper's
// list must never be served to another from a cache.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOCIAL_TEXT } from '@store/shared/messages';
import { wishlistItemSchema } from '@store/shared/social';
import { z } from 'zod';
import { messageSchema } from '@store/shared/http';
import { currentUser } from '../../lib/session';
import { productIdParam } from '../../lib/http-schemas';
import type { ModuleDeps } from '../../lib/module-deps';
import { wishlistService } from './service';

const params = z.object({ productId: productIdParam });
const security = [{ bearer: [] }];
const tags = ['social'];
const errorResponses = { 400: messageSchema, 401: messageSchema, 404: messageSchema };

export function wishlistRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const wishlist = wishlistService(deps.database, deps.config.now);
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/wishlist',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          security,
          summary: "The caller's wishlist, newest first, with friends' opinions on each item",
          response: { 200: z.array(wishlistItemSchema), 401: messageSchema },
        },
      },
      async (request) => wishlist.list(currentUser(request).id),
    );

    app.post(
      '/api/wishlist/:productId',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Save a product to the wishlist (once)',
          params,
          response: { 201: messageSchema, ...errorResponses, 409: messageSchema },
        },
      },
      async (request, reply) => {
        await wishlist.add(currentUser(request).id, request.params.productId);
        return reply.code(201).send({ message: SOCIAL_TEXT.addedToWishlist });
      },
    );

    app.delete(
      '/api/wishlist/:productId',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Remove a product from the wishlist',
          params,
          response: { 200: messageSchema, ...errorResponses },
        },
      },
      async (request) => {
        await wishlist.remove(currentUser(request).id, request.params.productId);
        return { message: SOCIAL_TEXT.removedFromWishlist };
      },
    );
  };
}
