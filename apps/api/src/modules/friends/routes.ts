// Friends routes (docs/api.md, Friends): paths, schemas and status codes.
// Every route needs sign-in; the rules live in service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { foundUserSchema, friendCartSchema, friendRequestSchema } from '@store/shared/friends';
import { MSG } from '@store/shared/messages';
import { z } from 'zod';
import { messageSchema } from '@store/shared/http';
import { currentUser } from '../../lib/session';
import { perUserLimit } from '../../lib/per-user-limit';
import { signedInPlugin } from '../../lib/signed-in-routes';
import { lowerCaseUuidParams } from '../../lib/http-schemas';
import { FRIEND_MESSAGES, type FriendsService } from './service';

const errorResponses = { 400: messageSchema, 401: messageSchema, 404: messageSchema, 409: messageSchema };

/** Friend search per signed-in user (ADR 1300): plenty for a person looking up friends, too few to walk the user list. */
export const FRIEND_SEARCH_RATE_LIMIT = perUserLimit('friend-search', 30, 60_000);

export function friendsRoutes({ friends: service }: { friends: FriendsService }): FastifyPluginAsyncZod {
  // Who is whose friend changes at any moment: never cache these answers.
  return signedInPlugin(['friends'], (app, { signedIn, getOwn, changeOwn }) => {
    app.get(
      '/api/friends/search',
      signedIn(
        {
          summary: 'Find users by exact name or e-mail (case-insensitive), never the caller',
          querystring: z.object({ query: z.string().max(200).optional() }),
          response: { 200: z.array(foundUserSchema), ...errorResponses },
        },
        { config: { rateLimit: FRIEND_SEARCH_RATE_LIMIT } },
      ),
      async (request) => service.search(currentUser(request).id, request.query.query),
    );

    app.post(
      '/api/friends/request/:userId',
      signedIn({
        summary: 'Send a friend request; if that user already asked the caller, they become friends (200)',
        params: lowerCaseUuidParams('userId'),
        response: { 200: messageSchema, 201: messageSchema, ...errorResponses },
      }),
      async (request, reply) => {
        const { userId } = request.params as { userId: string };
        const outcome = await service.sendRequest(currentUser(request).id, userId);
        return outcome === 'friends'
          ? reply.code(200).send({ message: FRIEND_MESSAGES.becameFriends })
          : reply.code(201).send({ message: FRIEND_MESSAGES.requestSent });
      },
    );

    getOwn(
      '/api/friends/requests',
      { summary: 'Incoming pending friend requests, newest first' },
      z.array(friendRequestSchema),
      (callerId) => service.incomingRequests(callerId),
    );

    for (const [action, answer, message] of [
      ['accept', 'accepted', MSG.friendRequestAccepted],
      ['reject', 'rejected', MSG.friendRequestRejected],
    ] as const) {
      changeOwn(
        'post',
        `/api/friends/${action}/:requestId`,
        {
          summary: `${action === 'accept' ? 'Accept' : 'Reject'} a pending request (only its recipient; else 404)`,
          params: lowerCaseUuidParams('requestId'),
          errors: errorResponses,
          message,
        },
        (callerId, { requestId }) => service.respond(callerId, requestId!, answer),
      );
    }

    changeOwn(
      'delete',
      '/api/friends/:friendId',
      {
        summary: 'End a friendship (either side); cart visibility ends at once',
        params: lowerCaseUuidParams('friendId'),
        errors: errorResponses,
        message: FRIEND_MESSAGES.friendRemoved,
      },
      (callerId, { friendId }) => service.removeFriend(callerId, friendId!),
    );

    getOwn(
      '/cart/friends',
      { tags: ['friends', 'cart'], summary: "Every friend's name and cart (empty carts included), ordered by name" },
      z.array(friendCartSchema),
      (callerId) => service.friendsCarts(callerId),
    );
  });
}
