// A rate limit per signed-in user (ADR 2610), for the routes that are cheap to abuse once signed
// in. Counted after sign-in (the rate-limit plugin's preHandler runs after the route's
// `app.authenticate`) and keyed on the user's id: neither another address nor another spelling
// of the Authorization header (`Bearer  T`, `Bearer\tT`) starts a fresh budget. Per user, not per
// address: Indian mobile carriers put many shoppers behind one address (CGNAT).
import type { FastifyRequest } from 'fastify';
import { currentUser } from './session';

export function perUserLimit(name: string, max: number, timeWindow: number) {
  return {
    max,
    timeWindow,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => `${name}:${currentUser(request).id}`,
  } as const;
}
