// Block routes (API.md, Social): block, unblock and the caller's list of blocked users.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOCIAL_TEXT } from '@store/shared/messages';
import { blockedUserSchema } from '@store/shared/social';
import { z } from 'zod';
import { messageSchema } from '@store/shared/http';
import { signedInPlugin } from '../../lib/signed-in-routes';
import { uuidParam } from '../../lib/http-schemas';
import type { ModuleDeps } from '../../lib/module-deps';
import { blocksService } from './service';

const params = z.object({ userId: uuidParam('userId') });
const errors = { 400: messageSchema, 401: messageSchema, 404: messageSchema };

export function blockRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const blocks = blocksService(deps.database, deps.config.now);
  return signedInPlugin(['friends'], (app, { getOwn, changeOwn }) => {
    // Block and unblock: one path, POST to block and DELETE to take it back.
    for (const [method, summary, message, change] of [
      ['post', 'Block a user: ends the friendship and pending requests both ways', SOCIAL_TEXT.blocked, blocks.block],
      ['delete', 'Unblock a user', SOCIAL_TEXT.unblocked, blocks.unblock],
    ] as const) {
      changeOwn(method, '/api/friends/block/:userId', { summary, params, errors, message }, (callerId, { userId }) =>
        change(callerId, userId),
      );
    }

    getOwn(
      '/api/friends/blocked',
      { summary: 'The users the caller has blocked' },
      z.array(blockedUserSchema),
      (callerId) => blocks.list(callerId),
    );
  });
}
