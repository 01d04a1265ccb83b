// The operator's routes (POST /operator/imports, GET /operator/report, POST /operator/roles):
// reachable only from this machine, and only with the operator token (compared in constant time).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { notFound, unauthorized } from './http-error';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Headers a proxy adds when it passes a request on. A proxy on this machine makes a remote
 * caller's request arrive from loopback; these say it was forwarded (ADR 2610).
 */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
];

function isOperator(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * An operator route's onRequest check, before the body is read: a caller that is not on this
 * machine, or came through a proxy, is told nothing is there (404); a local one without the
 * token gets 401.
 */
export function requireOperator(request: FastifyRequest, token: string): void {
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  if (forwarded || !LOOPBACK.has(request.socket.remoteAddress ?? '')) throw notFound('Not found');
  if (!isOperator(request, token)) throw unauthorized();
}
