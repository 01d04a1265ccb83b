// The shape every signed-in route shares: `app.authenticate` runs first, the OpenAPI schema names
// the bearer security and the module's tags, and no answer is kept by a cache (each is one
// person's: a cart, a friend list, an activity feed).
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

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
 * A plugin of signed-in routes only: every answer `no-store`, and `routes` registers them with
 * the options of `signedInRoutes(app.authenticate, tags)`.
 */
export function signedInPlugin(
  tags: string[],
  routes: (app: ZodApp, signedIn: ReturnType<typeof signedInRoutes>) => void,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', noStore);
    routes(app, signedInRoutes(app.authenticate, tags));
  };
}
