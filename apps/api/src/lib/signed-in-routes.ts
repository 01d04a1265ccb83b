// The shape every signed-in route shares: `app.authenticate` runs first, the OpenAPI schema names
// the bearer security and the module's tags, and no answer is kept by a cache (each is one
// person's: a cart, a friend list, an activity feed).
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { messageSchema } from '@store/shared/http';
import { currentUser } from './session';

const security = [{ bearer: [] }];

/** An `onSend` hook: every answer carries `Cache-Control: no-store`. */
async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  void reply.header('cache-control', 'no-store');
}

/**
 * The options of a module's signed-in routes: `signedIn({ summary, params, response })`, and
 * any other route options (a rate limit) as the second argument.
 */
function signedInRoutes(authenticate: (request: FastifyRequest) => Promise<void>, tags: string[]) {
  return <S extends FastifySchema, O extends object = object>(schema: S, options?: O) => ({
    ...(options as O),
    preHandler: authenticate,
    schema: { tags, security, ...schema },
  });
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * What a `changeOwn` route is: its summary, params and body schemas, the error answers it may
 * give beside `{message}`, and the success status (200 unless said).
 */
export interface ChangeOwnDocs<P extends z.ZodType | undefined, B extends z.ZodType | undefined> {
  summary: string;
  params?: P;
  body?: B;
  errors: Record<number, z.ZodType>;
  /** The `{message}` of a success. */
  message: string;
  status?: 200 | 201;
  /** The route's own limit (the rate-limit plugin's options), where it is cheap to abuse. */
  rateLimit?: object;
}

type Input<T extends z.ZodType | undefined> = T extends z.ZodType ? z.output<T> : undefined;

/** What `signedInPlugin` hands its routes: the route options maker, the caller's-own GET and change. */
export interface SignedInKit {
  signedIn: ReturnType<typeof signedInRoutes>;
  /** A GET of the caller's own data: `read(callerId)` answers 200 as `body`; 401 without sign-in. */
  getOwn: <B extends z.ZodType>(
    url: string,
    docs: { summary: string; tags?: string[] },
    body: B,
    read: (callerId: string) => Promise<z.input<B>>,
  ) => void;
  /**
   * A POST, PUT or DELETE that changes the caller's own data: `change(callerId, params, body)`
   * does it, then the route answers `{message: docs.message}` with `docs.status` (200 unless said).
   */
  changeOwn: <P extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined>(
    method: 'post' | 'put' | 'delete',
    url: string,
    docs: ChangeOwnDocs<P, B>,
    change: (callerId: string, params: Input<P>, body: Input<B>) => Promise<unknown>,
  ) => void;
}

/**
 * A plugin of signed-in routes only: every answer `no-store`, and `routes` registers them with
 * the options of `signedInRoutes(app.authenticate, tags)`.
 */
export function signedInPlugin(tags: string[], routes: (app: ZodApp, kit: SignedInKit) => void): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', noStore);
    const signedIn = signedInRoutes(app.authenticate, tags);
    // Checked where it is called (read's answer against body); here any body and answer will do.
    const getOwn: SignedInKit['getOwn'] = (url, docs, body: z.ZodType, read: (id: string) => Promise<unknown>) => {
      app.get(url, signedIn({ ...docs, response: { 200: body, 401: messageSchema } }), async (request) =>
        read(currentUser(request).id),
      );
    };
    // As with getOwn, params and body are checked where it is called.
    const changeOwn: SignedInKit['changeOwn'] = (
      method,
      url,
      {
        status = 200,
        errors,
        message,
        rateLimit,
        ...schema
      }: ChangeOwnDocs<z.ZodType | undefined, z.ZodType | undefined>,
      change: (callerId: string, params: never, body: never) => Promise<unknown>,
    ) => {
      app.route({
        method: method.toUpperCase() as 'POST' | 'PUT' | 'DELETE',
        url,
        ...signedIn(
          { ...schema, response: { [status]: messageSchema, ...errors } },
          rateLimit && { config: { rateLimit } },
        ),
        handler: async (request, reply) => {
          await change(currentUser(request).id, request.params as never, request.body as never);
          return reply.code(status).send({ message });
        },
      });
    };
    routes(app, { signedIn, getOwn, changeOwn });
  };
}
