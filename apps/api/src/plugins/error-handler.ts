// The one error handler: 4xx messages go to the client, 5xx become a generic message and a log
// line carrying the request id. Routes marked `config: { textErrors: true }` answer text/plain.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { HttpError } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Some account answers are plain text (docs/api.md, Accounts): errors of those routes are text too. */
    textErrors?: boolean;
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      void reply.headers(error.headers);
      return send(request, reply, error.statusCode, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext;
      const detail = first?.message ?? 'is invalid';
      return send(request, reply, 400, field ? `${field}: ${detail}` : detail);
    }
    if (isMalformedMultipart(request, error)) {
      return send(request, reply, 400, 'The upload is not a complete multipart form');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(request, reply, status, clientMessage(error, status));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', '5');
      return send(request, reply, 503, UNAVAILABLE_MESSAGE);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, INTERNAL_ERROR_MESSAGE);
  });

  app.setNotFoundHandler((request, reply) => send(request, reply, 404, 'Not found'));
}

/**
 * A multipart body is parsed while the route reads it, so its parser's errors (truncated body,
 * no boundary) reach here without a status: they are the client's, whatever the route forgot.
 */
function isMalformedMultipart(request: FastifyRequest, error: FastifyError): boolean {
  const type = request.headers['content-type'] ?? '';
  return (
    type.toLowerCase().startsWith('multipart/') &&
    !error.statusCode &&
    /^Multipart: Boundary not found$|unexpected end of multipart data$/i.test(error.message)
  );
}

/** Fastify's own 4xx messages are safe, but some quote internals: keep them short and plain. */
function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Request body is not valid JSON';
    default:
      if (error instanceof SyntaxError) return 'Request body is not valid JSON';
      return error.message || (status === 429 ? 'Too many requests. Please try again later.' : 'Bad request');
  }
}

function send(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
  if (request.routeOptions.config?.textErrors) {
    return reply.code(status).type('text/plain; charset=utf-8').send(message);
  }
  return reply.code(status).type('application/json; charset=utf-8').send({ message });
}
