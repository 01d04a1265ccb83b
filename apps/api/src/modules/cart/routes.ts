// Cart routes (docs/api.md, Cart): HTTP only — paths, schemas, status codes. Every route needs
// sign-in, and every answer is `Cache-Control: no-store`: a shared cache must never show one
// shopper another's cart.
import {
  addToCartAnswerSchema,
  CART_ADD_SOURCES,
  cartItemSchema,
  cartLineChangeSchema,
  cartQuantitySchema,
  cartSizeSchema,
  isCopy,
} from '@store/shared/cart';
import { MSG } from '@store/shared/messages';
import { SIZE_TEXT } from '@store/shared/size-words';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@store/shared/http';
import { currentUser } from '../../lib/session';
import { signedInPlugin } from '../../lib/signed-in-routes';
import { productIdParam } from '../../lib/http-schemas';
import { ITEM_REMOVED_MESSAGE, type CartService } from './service';

const productIdParams = z.object({ productId: productIdParam });

/**
 * `{quantity, size}` or no body at all (friends' carts post an empty body): quantity an integer
 * 1–10; size one of the product's (the service checks), or absent/null for none.
 */
const addBodySchema = z
  .object({
    quantity: cartQuantitySchema.optional(),
    size: cartSizeSchema.nullish(),
  })
  .nullish();

const errors = { 400: messageSchema, 401: messageSchema };

export function cartRoutes({ cart }: { cart: CartService }): FastifyPluginAsyncZod {
  return signedInPlugin(['cart'], (app, { signedIn, getOwn, changeOwn }) => {
    // An empty body sent as application/json means "no body" here (friends' carts send one);
    // anything else goes through Fastify's own safe JSON parser. Scoped to this plugin.
    const defaultJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: app.initialConfig.bodyLimit },
      (req, body, done) => {
        if (typeof body === 'string' && body.trim() === '') {
          done(null, undefined);
          return;
        }
        defaultJson(req, body as string, done);
      },
    );

    for (const path of ['/cart', '/api/cart']) {
      getOwn(path, { summary: "The signed-in shopper's cart, newest first" }, z.array(cartItemSchema), (callerId) =>
        cart.list(callerId),
      );
    }

    app.post(
      '/cart/add/:productId',
      signedIn({
        summary: 'Add a product to the cart (once)',
        params: productIdParams,
        querystring: z.object({ from: z.enum(CART_ADD_SOURCES).optional() }),
        body: addBodySchema,
        response: {
          201: addToCartAnswerSchema,
          ...errors,
          404: messageSchema,
          409: messageSchema,
        },
      }),
      async (request, reply) => {
        const source = isCopy(request.query.from) ? 'copy' : 'cart-add';
        const { quantity, size } = request.body ?? {};
        const item = await cart.add(currentUser(request).id, request.params.productId, quantity, source, size);
        return reply.code(201).send({ message: MSG.addedToCart, item });
      },
    );

    app.patch(
      '/cart/:productId',
      signedIn({
        summary: "Change a cart line's quantity or size",
        params: productIdParams,
        body: cartLineChangeSchema,
        response: { 200: addToCartAnswerSchema, ...errors, 404: messageSchema },
      }),
      async (request) => ({
        message: SIZE_TEXT.cartLineUpdated,
        item: await cart.change(currentUser(request).id, request.params.productId, request.body),
      }),
    );

    changeOwn(
      'delete',
      '/cart/remove/:productId',
      {
        summary: 'Remove one product from the cart',
        params: productIdParams,
        errors: { ...errors, 404: messageSchema },
        message: ITEM_REMOVED_MESSAGE,
      },
      (callerId, { productId }) => cart.remove(callerId, productId),
    );

    changeOwn(
      'delete',
      '/cart/clear',
      { summary: 'Empty the cart', errors: { 401: messageSchema }, message: MSG.cartCleared },
      (callerId) => cart.clear(callerId),
    );
  });
}
