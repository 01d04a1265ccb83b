// Serves the built web app: hashed assets with immutable caching, and index.html (with the
// runtime settings the app needs) for every page navigation the client-side router handles.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// Paths that belong to the server even when a browser asks for HTML.
const SERVER_PREFIXES = [
  '/api/',
  '/auth/',
  '/images/',
  '/assets/',
  '/media/',
  '/products/getId/',
  '/openapi.json',
  '/healthz',
  '/readyz',
];

export function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!request.headers.accept?.includes('text/html')) return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (SERVER_PREFIXES.some((p) => pathname.startsWith(p))) return false;
  return !path.extname(pathname);
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export async function registerWebApp(app: FastifyInstance, distDir: string, settings: { waitlistUrl: string }) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app build not found; serving the API only');
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8').replace(
    '</head>',
    `<meta name="waitlist-url" content="${escapeAttr(settings.waitlistUrl)}"></head>`,
  );

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    setHeaders(reply, filePath) {
      const rel = path.relative(distDir, filePath);
      void reply.header(
        'cache-control',
        rel.startsWith('assets') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  // Navigations win over API routes of the same path (GET /cart is both a page and an API call;
  // the app's own fetches ask for JSON).
  app.addHook('onRequest', async (request, reply) => {
    if (!isPageNavigation(request)) return;
    return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
