// The operator's routes (POST /operator/imports, GET /operator/report): reachable only from this
// machine, and only with the operator token (compared in constant time).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function isOperator(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
