// /sitemap.xml (the public pages and every product still sold) and /robots.txt (which points
// at it and keeps crawlers out of the API and the signed-in screens). API.md, Pages.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { selectRows, type Database } from '../db/client';
import { productPageUrl, publicOrigin } from './page-meta';

/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;
const PUBLIC_PATHS = ['/home', '/explore', '/about', '/contact', '/terms', '/privacy'];
/** Signed-in screens and the API: nothing there for a search engine. */
const PRIVATE_PREFIXES = [
  '/api/',
  '/auth/',
  '/cart',
  '/profile',
  '/login',
  '/signup',
  '/verify-',
  '/reset-',
  '/forgot-',
];

const xml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function registerSeo(app: FastifyInstance, database: Database, publicUrl: string | undefined): void {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = publicOrigin(request, publicUrl);
    const products = await selectRows<{ id: string }>(
      database.db,
      sql`SELECT id FROM products WHERE available ORDER BY id LIMIT ${SITEMAP_MAX_URLS - PUBLIC_PATHS.length}`,
    );
    const urls = [...PUBLIC_PATHS.map((p) => origin + p), ...products.map((p) => productPageUrl(origin, p.id))];
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      urls.map((u) => `<url><loc>${xml(u)}</loc></url>`).join('\n') +
      '\n</urlset>\n';
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const origin = publicOrigin(request, publicUrl);
    const body = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
}
