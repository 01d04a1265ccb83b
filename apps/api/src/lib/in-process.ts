// Requests the server makes to itself: the web app's API calls while the server draws a page
// (ADR 2700). They carry a secret made at start-up, so no client can pass for one. Such a read
// gets the catalogue afresh and is not counted against a client's rate limit, as when the first
// screen called the services directly: the page request it serves is the client's.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const HEADER = 'x-in-process';
const SECRET = Buffer.from(randomBytes(24).toString('base64url'));

/** The headers that mark a request as the server's own. */
export const inProcessHeaders = (): Record<string, string> => ({ [HEADER]: SECRET.toString() });

export function isInProcess(request: FastifyRequest): boolean {
  const value = request.headers[HEADER];
  if (typeof value !== 'string') return false;
  const given = Buffer.from(value);
  return given.length === SECRET.length && timingSafeEqual(given, SECRET);
}
