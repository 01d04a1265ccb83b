// Security headers for every answer: a strict CSP that the built app passes (no inline
// scripts or styles), nosniff, frame-ancestors, a referrer policy, and HSTS over HTTPS.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // HSTS only makes sense over HTTPS; added below when the request came over it.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    // The camera capture modal needs the camera; nothing else does.
    void reply.header('permissions-policy', 'camera=(self), microphone=(), geolocation=()');
    // Signed-in answers and the answers to writes (a login carries a token) are nobody's to
    // keep: no browser or shared cache stores them, whatever the route forgot to say.
    if (
      !reply.hasHeader('cache-control') &&
      (request.headers.authorization || !['GET', 'HEAD'].includes(request.method))
    ) {
      void reply.header('cache-control', 'no-store');
    }
    if (request.protocol === 'https') {
      void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}
