// A real local HTTP server for feed tests: the fixture feeds (with {{base}} pointing back at
// it), a Shopify store's paged /products.json (two products a page, as a real store caps
// pages), and images: JPEG and PNG, a 404, a slow one and a non-image.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { parseAllowList } from '../src/config';
import type { AllowList } from '../src/lib/public-address';

export const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'feeds');
const PAGE_SIZE = 2;

export interface FeedServer {
  base: string;
  /** Its `host:port`, for IMPORT_ALLOW_HOSTS: the import fetches only public addresses and these. */
  allowHosts: string;
  /** The same, parsed, for an importer built in the test's own process. */
  allow: AllowList;
  /** A fixture feed's text with {{base}} filled in. */
  fixture(name: string): string;
  /** Replaces what a path answers (a feed whose content changed between imports). */
  serve(pathname: string, body: string): void;
  /** Requests seen, by path (with query). */
  requests: string[];
  close(): Promise<void>;
}

export async function startFeedServer(options: { slowImageMs?: number } = {}): Promise<FeedServer> {
  const [jpeg, png] = await Promise.all([
    sharp({ create: { width: 640, height: 800, channels: 3, background: '#b03030' } })
      .jpeg()
      .toBuffer(),
    sharp({ create: { width: 600, height: 750, channels: 3, background: '#3050b0' } })
      .png()
      .toBuffer(),
  ]);
  const overrides = new Map<string, string>();
  const requests: string[] = [];
  let base = '';
  const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8').replaceAll('{{base}}', base);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    requests.push(url.pathname + url.search);
    const override = overrides.get(url.pathname);
    if (override !== undefined) return void res.end(override);
    if (url.pathname === '/store/products.json') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const all = (JSON.parse(fixture('shopify-products.json')) as { products: unknown[] }).products;
      const products = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      res.setHeader('content-type', 'application/json');
      return void res.end(JSON.stringify({ products }));
    }
    if (url.pathname.startsWith('/feeds/')) return void res.end(fixture(url.pathname.slice('/feeds/'.length)));
    if (url.pathname === '/img/red.jpg') return void res.end(jpeg);
    if (url.pathname === '/img/blue.png') return void res.end(png);
    if (url.pathname === '/img/not-image.jpg') return void res.end('<html>not a picture</html>');
    if (url.pathname === '/img/slow.jpg') {
      const timer = setTimeout(() => res.end(jpeg), options.slowImageMs ?? 30_000);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    res.statusCode = 404;
    res.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const allowHosts = new URL(base).host;
  return {
    base,
    allowHosts,
    allow: parseAllowList(allowHosts),
    fixture,
    serve: (pathname, body) => overrides.set(pathname, body),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A multipart form as the import command sends it (the operator route's), for inject. */
export async function importForm(fields: Record<string, string>, content?: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (content !== undefined) form.append('content', new Blob([content]), fields.source);
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}
