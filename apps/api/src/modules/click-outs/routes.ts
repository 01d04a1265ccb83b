// GET /out/{productId}?from=: the click-out (docs/api.md, Click-outs). Public and rate-limited per
// client address; the redirect goes only to the product's own stored link.
import { cartSizeSchema } from '@store/shared/cart';
import { CLICK_OUT_SOURCES } from '@store/shared/click-outs';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@store/shared/http';
import { productIdParam } from '../../lib/http-schemas';
import { bearerToken, findSessionUser, hashToken } from '../../lib/session';
import type { Database } from '../../db/client';
import type { ClickOutsService } from './service';

/** A person clicks Buy Now a few times a minute; a script counting fake clicks gets cut off. */
export const CLICK_OUT_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;

export function clickOutsRoutes({
  clickOuts,
  database,
  now,
}: {
  clickOuts: ClickOutsService;
  database: Database;
  now: () => number;
}): FastifyPluginAsyncZod {
  /** A signed-in API client's click carries its user; a browser's new tab has no token and is anonymous. */
  async function userIdOf(request: FastifyRequest): Promise<string | null> {
    const token = bearerToken(request);
    if (!token) return null;
    return (await findSessionUser(database, hashToken(token), new Date(now())))?.id ?? null;
  }

  return async (app) => {
    app.get(
      '/out/:productId',
      {
        config: { rateLimit: CLICK_OUT_RATE_LIMIT },
        schema: {
          tags: ['click-outs'],
          summary: "Counts a Buy Now and redirects to the product's own page",
          params: z.object({ productId: productIdParam }),
          // The chosen size picks the feed's link of that size, if it gave one; else the product's.
          querystring: z.object({ from: z.enum(CLICK_OUT_SOURCES), size: cartSizeSchema.optional() }),
          response: { 400: messageSchema, 404: messageSchema, 429: messageSchema },
        },
      },
      async (request, reply) => {
        const { from, size } = request.query;
        const target = await clickOuts.clickOut(request.params.productId, from, await userIdOf(request), size ?? null);
        return reply.header('cache-control', 'no-store').redirect(target, 302);
      },
    );
  };
}
