// Serves the built web app: hashed assets with immutable caching, and index.html (with the
// runtime settings the app needs) for every page navigation the client-side router handles.
// The public pages come with their first screen already drawn (ADR 0702): React renders them
// here from the web app's server bundle, with the data they show inlined as JSON, and the
// browser hydrates that HTML instead of starting from an empty page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTML_LANG, requestLanguage, STORE_TITLE, type Language } from '@store/shared/language';
import { inProcessFetch, loadSsrModule } from './first-screen';
import { productHead } from './page-meta';

// Paths that belong to the server even when a browser asks for HTML.
const SERVER_PREFIXES = [
  '/api/',
  '/auth/',
  '/images/',
  '/out/',
  '/operator/',
  '/assets/',
  '/media/',
  '/products/getId/',
  '/openapi.json',
  '/healthz',
  '/readyz',
];

/** A client that names JSON and not HTML (the app's own fetches, API clients) wants the API's answer. */
const asksForJson = (accept: string) => /\bjson\b/i.test(accept) && !/\btext\/html\b/i.test(accept);

/**
 * Whether to answer with a page. Every page path answers HTML to any client that does not ask
 * for JSON: crawlers, link previewers and curl send "Accept: any type" or nothing (ADR 1400). A path
 * that is also an API call (GET /cart) answers HTML only to a client that asks for it.
 */
export function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (SERVER_PREFIXES.some((p) => pathname.startsWith(p)) || path.extname(pathname)) return false;
  const accept = request.headers.accept ?? '';
  if (!request.is404) return /\btext\/html\b/i.test(accept);
  return !asksForJson(accept);
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON that is safe inside a <script> element (it cannot close it). */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** What a page's answer depends on besides its URL. */
export const PAGE_VARY = 'accept-encoding, cookie, accept-language';

/** index.html's `<html lang>` and store title for the page's language. */
const inLanguage = (html: string, language: Language) =>
  language === 'en'
    ? html
    : html
        .replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[language]}"`)
        .replace(/<title>[^<]*<\/title>/, `<title>${STORE_TITLE[language]}</title>`);

/**
 * A drawn page is tens of KB of HTML; @fastify/compress only wraps routes, and pages are answered
 * from a hook, so they are compressed here (brotli at quality 4, as the plugin does, or gzip).
 */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string, status = 200) {
  // A page is drawn in the shopper's language (the lang cookie, else Accept-Language; ADR 3201):
  // no cache may give one shopper's page to a reader of the other language.
  void reply.code(status).header('cache-control', 'no-cache').header('vary', PAGE_VARY);
  void reply.type('text/html; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (html.length < 1024 || request.method === 'HEAD') return reply.send(html);
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  settings: { waitlistUrl: string; origin: () => string },
) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app build not found; serving the API only');
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8').replace(
    '</head>',
    `<meta name="waitlist-url" content="${escapeAttr(settings.waitlistUrl)}"></head>`,
  );

  const ssrFile = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  const ssr = await loadSsrModule(ssrFile).catch((err: unknown) => {
    app.log.error({ err, ssrFile }, 'web app server bundle failed to load; pages render in the browser only');
    return null;
  });
  if (ssr === undefined) app.log.warn({ ssrFile }, 'web app server bundle not found; pages render in the browser only');
  ssr?.setApiFetch(inProcessFetch(app));
  const [beforeRoot, afterRoot] = indexHtml.split('<div id="root"></div>');

  /** index.html with the page drawn in, or undefined to send the plain one. */
  async function renderPage(
    request: FastifyRequest,
    language: Language,
  ): Promise<{ html: string; status: number } | undefined> {
    if (!ssr || afterRoot === undefined) return undefined;
    try {
      const page = await ssr.render(request.url, language);
      if (!page) return undefined;
      const { data } = page;
      const product = data.product?.product;
      // Link previews (WhatsApp, crawlers) read the product from the head (page-meta.ts).
      const meta = product ? productHead(product, settings.origin()) : '';
      const html =
        inLanguage(beforeRoot!, language)
          .replace(/<title>[^<]*<\/title>/, (original) => page.title || original)
          .replace('</head>', () => `${page.head}${meta}</head>`) +
        `<div id="root" data-ssr>${page.html}</div>` +
        `<script type="application/json" id="first-screen-data">${scriptJson(data)}</script>` +
        afterRoot;
      // A product that is not there is a 404 to a crawler too; the browser still shows the
      // page's own answer (the drawn skeleton, then "Product not found").
      return { html, status: data.product?.product === null ? 404 : 200 };
    } catch (err) {
      request.log.error({ err }, 'server render failed; sending the plain page');
      return undefined;
    }
  }

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    setHeaders(reply, filePath) {
      const rel = path.relative(distDir, filePath);
      void reply.header(
        'cache-control',
        rel.startsWith('assets')
          ? 'public, max-age=31536000, immutable'
          : // The service worker is checked on every visit, so a new version takes over at once (ADR 3101).
            rel === 'sw.js'
            ? 'no-cache'
            : 'public, max-age=3600',
      );
      if (rel === 'manifest.webmanifest') void reply.header('content-type', 'application/manifest+json');
    },
  });

  // Navigations win over API routes of the same path (GET /cart is both a page and an API call;
  // the app's own fetches ask for JSON).
  app.addHook('onRequest', async (request, reply) => {
    if (!isPageNavigation(request)) return;
    const language = requestLanguage(request.headers);
    const drawn = await renderPage(request, language);
    if (drawn) return sendHtml(request, reply, drawn.html, drawn.status);
    return reply
      .code(200)
      .header('cache-control', 'no-cache')
      .header('vary', PAGE_VARY)
      .type('text/html; charset=utf-8')
      .send(inLanguage(indexHtml, language));
  });
}
