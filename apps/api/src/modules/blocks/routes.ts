// Block routes (docs/api.md, Friends; ADR 2612): block, unblock and the caller's list of blocked users.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOCIAL_TEXT } from '@store/shared/social-words';
import { blockedUserSchema } from '@store/shared/social';
import { z } from 'zod';
import { messageSchema } from '@store/shared/http';
import { signedInPlugin } from '../../lib/signed-in-routes';
import { perUserLimit } from '../../lib/per-user-limit';
import { uuidParam } from '../../lib/http-schemas';
import type { BlocksService } from './service';

const params = z.object({ userId: uuidParam('userId') });
const errors = { 400: messageSchema, 401: messageSchema, 404: messageSchema };
/** The friend search that found a stranger to block (their exact name or e-mail; ADR 2612). */
const blockBody = z.object({ query: z.string().max(200).optional() }).nullish();
/** Blocking with a query tells what a friend search would: limited per user as friend search is. */
const BLOCK_RATE_LIMIT = perUserLimit('block', 30, 60_000);

export function blocksRoutes({ blocks }: { blocks: BlocksService }): FastifyPluginAsyncZod {
  return signedInPlugin(['friends'], (app, { getOwn, changeOwn }) => {
    // Block and unblock: one path, POST to block and DELETE to take it back.
    changeOwn(
      'post',
      '/api/friends/block/:userId',
      {
        summary:
          'Block a user the caller knows (history between them, or found by the friend search `query`): ends the friendship and pending requests both ways',
        params,
        body: blockBody,
        errors,
        message: SOCIAL_TEXT.blocked,
        rateLimit: BLOCK_RATE_LIMIT,
      },
      (callerId, { userId }, body) => blocks.block(callerId, userId, body?.query),
    );
    changeOwn(
      'delete',
      '/api/friends/block/:userId',
      { summary: 'Unblock a user', params, errors, message: SOCIAL_TEXT.unblocked },
      (callerId, { userId }) => blocks.unblock(callerId, userId),
    );

    getOwn(
      '/api/friends/blocked',
      { summary: 'The users the caller has blocked' },
      z.array(blockedUserSchema),
      (callerId) => blocks.list(callerId),
    );
  });
}
