// GET /out/{productId}?from=: the click-out (API.md, Click-outs). Public and rate-limited per
// client address; the redirect goes only to the product's own stored link.
import { CLICK_OUT_SOURCES } from '@store/shared/click-outs';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@store/shared/http';
import { bearerToken, findSessionUser, hashToken } from '../../lib/session';
import type { ModuleDeps } from '../../lib/module-deps';
import { clickOutService } from './service';

/** A person clicks Buy Now a few times a minute; a script counting fake clicks gets cut off. */
export const CLICK_OUT_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;

export function clickOutRoutes({ config, database }: ModuleDeps): FastifyPluginAsyncZod {
  const clickOuts = clickOutService(database, config.affiliateQuery, config.now);

  /** A signed-in API client's click carries its user; a browser's new tab has no token and is anonymous. */
  async function userIdOf(request: FastifyRequest): Promise<string | null> {
    const token = bearerToken(request);
    if (!token) return null;
    return (await findSessionUser(database, hashToken(token), new Date(config.now())))?.id ?? null;
  }

  return async (app) => {
    app.get(
      '/out/:productId',
      {
        config: { rateLimit: CLICK_OUT_RATE_LIMIT },
        schema: {
          tags: ['click-outs'],
          summary: "Counts a Buy Now and redirects to the product's own page",
          params: z.object({ productId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not a valid product id') }),
          querystring: z.object({ from: z.enum(CLICK_OUT_SOURCES) }),
          response: { 400: messageSchema, 404: messageSchema, 429: messageSchema },
        },
      },
      async (request, reply) => {
        const target = await clickOuts.clickOut(request.params.productId, request.query.from, await userIdOf(request));
        return reply.header('cache-control', 'no-store').redirect(target, 302);
      },
    );
  };
}
