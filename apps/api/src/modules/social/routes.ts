// Shares, opinions and activity (docs/api.md, Social): paths, schemas and status codes. Every route
// needs sign-in and answers `Cache-Control: no-store`; the rules live in service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOCIAL_TEXT } from '@store/shared/social-words';
import { productSchema } from '@store/shared/product';
import { activitySchema, friendRefSchema, opinionBodySchema, shareBodySchema } from '@store/shared/social';
import { z } from 'zod';
import { messageSchema } from '@store/shared/http';
import { signedInPlugin } from '../../lib/signed-in-routes';
import { perUserLimit } from '../../lib/per-user-limit';
import { productIdParam, uuidParam } from '../../lib/http-schemas';
import type { SocialService } from './service';

const errorResponses = { 400: messageSchema, 401: messageSchema, 404: messageSchema };

const opinionParams = z.object({
  ownerId: uuidParam('ownerId'),
  productId: productIdParam,
});

const receivedShareSchema = z.object({
  id: z.string(),
  from: friendRefSchema,
  product: productSchema,
  note: z.string(),
  createdAt: z.string(),
  seenAt: z.string().nullable(),
});

/** Sending to friends is cheap to abuse: one user sends at most 30 shares a minute. */
export const SHARE_RATE_LIMIT = perUserLimit('share', 30, 60_000);

export function socialRoutes({ social }: { social: SocialService }): FastifyPluginAsyncZod {
  return signedInPlugin(['social'], (app, { getOwn, changeOwn }) => {
    changeOwn(
      'post',
      '/api/shares',
      {
        summary: 'Send a product to one or more friends with an optional note (all or nothing)',
        body: shareBodySchema,
        errors: errorResponses,
        message: SOCIAL_TEXT.shareSent,
        status: 201,
        rateLimit: SHARE_RATE_LIMIT,
      },
      (callerId, _params, body) => social.share(callerId, body),
    );

    getOwn(
      '/api/shares',
      { summary: 'Products friends sent the caller, newest first' },
      z.array(receivedShareSchema),
      (callerId) => social.receivedShares(callerId),
    );

    changeOwn(
      'put',
      '/api/opinions/:ownerId/:productId',
      {
        summary: "Vote on an item of a friend's cart or wishlist (one per voter and item, replaced on repeat)",
        params: opinionParams,
        body: opinionBodySchema,
        errors: errorResponses,
        message: SOCIAL_TEXT.opinionSaved,
      },
      (callerId, { ownerId, productId }, body) => social.putOpinion(callerId, ownerId, productId, body),
    );

    changeOwn(
      'delete',
      '/api/opinions/:ownerId/:productId',
      {
        summary: "Take back the caller's vote on a friend's item",
        params: opinionParams,
        errors: errorResponses,
        message: SOCIAL_TEXT.opinionRemoved,
      },
      (callerId, { ownerId, productId }) => social.deleteOpinion(callerId, ownerId, productId),
    );

    getOwn(
      '/api/activity',
      { summary: 'Requests, accepted requests, shares and opinions, newest first, with the count not yet seen' },
      activitySchema,
      (callerId) => social.activity(callerId),
    );

    changeOwn(
      'post',
      '/api/activity/seen',
      {
        summary: 'Mark everything in the activity feed as seen',
        errors: { 401: messageSchema },
        message: SOCIAL_TEXT.activitySeen,
      },
      (callerId) => social.markActivitySeen(callerId),
    );
  });
}
