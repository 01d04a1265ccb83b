// Hostile feeds against the real server process (ADR 1422). A feed's URL and its pictures are
// chosen by a third party (the README's nightly cron imports a shop's feed):
//   - a 700 MB feed sent chunked, with no Content-Length, is refused at the 512 MB cap while the
//     server's resident memory stays under 600 MB (it read the whole 700 MB and grew to 2.5 GB);
//   - a feed whose pictures point at the server's own network (loopback by name, by literal in
//     several spellings, a redirect chain into loopback, a closed port) gets each refused with
//     the same reason, and the internal servers see no request; a feed URL that is, or
//     redirects into, an internal address is refused the same way.
// Every address here is this test's own loopback server: a gate that failed would reach them,
// never the machine's real network. Private and metadata ranges are checked without a
// connection (public-address.test.ts).
// The feed host itself is on loopback, so the server runs with IMPORT_ALLOW_HOSTS naming it
// (host and port): nothing else on loopback is let through.
import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate';
import { UNREACHABLE } from '../../src/lib/public-address';
import { feedsService, type ImportSummary } from '../../src/modules/feeds/service';
import { startServer, type RunningServer } from '../../../../test-support/server';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers';
import { APP_SECRET, freePort, peakRssKiB, rssKiB } from './support';

const MB = 1024 * 1024;
const HUGE_FEED_BYTES = 700 * MB;
const RSS_BUDGET_MB = 600;
const OPERATOR_TOKEN = 'hostile-feeds-operator-token-0123456789abcdef';

/** A local server that counts every request it is sent, and what it answered. */
async function listen(host: string, handle: (path: string, res: ServerResponse) => void = (_p, res) => res.end('ok')) {
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(req.url ?? '');
    handle(req.url ?? '', res);
  });
  server.listen(0, host);
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  const authority = host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
  return {
    server,
    seen,
    port,
    authority,
    base: `http://${authority}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const mb = (kib: number) => Math.round(kib / 1024);

describe.each(DB_KINDS)('hostile feeds on %s', (kind) => {
  let testDb: TestDatabase | undefined;
  let dataDir: string;
  let app: RunningServer;
  let feedHost: Awaited<ReturnType<typeof listen>>;
  // The network behind the server: services a feed must never reach.
  let inside: Awaited<ReturnType<typeof listen>>;
  let inside5: Awaited<ReturnType<typeof listen>>;
  let insideV6: Awaited<ReturnType<typeof listen>>;
  let closedPort: number;
  let hugeSent = 0;

  beforeAll(async () => {
    inside = await listen('127.0.0.1');
    inside5 = await listen('127.0.0.5');
    insideV6 = await listen('::1');
    closedPort = await freePort();
    const jpeg = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#a05030' } })
      .jpeg()
      .toBuffer();
    // One megabyte of feed lines, sent again and again with no Content-Length.
    const line = `${JSON.stringify({ id: 'huge', title: 'Huge Kurta', price: 999, url: 'https://shop.example.in/p' })}\n`;
    const block = Buffer.from(line.repeat(Math.ceil(MB / line.length)));
    feedHost = await listen('127.0.0.1', (p, res) => {
      const hop = /^\/hop\/(\d+)$/.exec(p);
      if (hop) {
        const n = Number(hop[1]);
        const location = n > 1 ? `/hop/${n - 1}` : `${inside.base}/readyz`;
        return void res.writeHead(302, { location }).end();
      }
      if (p === '/by-name') return void res.writeHead(301, { location: `http://localhost:${inside.port}/` }).end();
      if (p === '/feed-inside') return void res.writeHead(307, { location: `${inside5.base}/feed.jsonl` }).end();
      if (p === '/img/ok.jpg') return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
      if (p === '/huge.jsonl') {
        res.writeHead(200, { 'content-type': 'application/x-ndjson' }); // chunked: no length
        const pump = () => {
          while (!res.destroyed && hugeSent < HUGE_FEED_BYTES) {
            hugeSent += block.length;
            if (!res.write(block)) return void res.once('drain', pump);
          }
          if (!res.destroyed) res.end();
        };
        return pump();
      }
      res.writeHead(404).end();
    });

    testDb = await createTestDatabase(kind);
    dataDir = testDb.dataDir;
    // One product already there: the server does not load the demo catalogue on start.
    const database = await testDb.open();
    await migrate(database);
    await feedsService({ database }).runImport({
      feed: 'seed',
      source: 'seed.jsonl',
      content: JSON.stringify({ id: 'seed-1', title: 'Seed Kurta', price: 999, imageUrl: '/images/placeholder' }),
    });
    await database.close();
    app = await startServer({
      DATA_DIR: dataDir,
      APP_SECRET,
      OPERATOR_TOKEN,
      PRERENDER_IMAGES: 'off',
      IMPORT_ALLOW_HOSTS: feedHost.authority,
      ...(testDb?.url ? { DATABASE_URL: testDb.url } : {}),
    });
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
    for (const s of [feedHost, inside, inside5, insideV6]) await s?.close();
    await testDb?.drop();
  });

  /** POST /operator/imports as `npm run import` does, answering the last line (summary or error). */
  async function importThroughServer(fields: Record<string, string>, content?: string) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (content !== undefined) form.append('content', new Blob([content]), fields.source);
    const res = await fetch(`${app.url}/operator/imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      body: form,
      signal: AbortSignal.timeout(180_000),
    });
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { summary?: ImportSummary; error?: string });
    return lines.at(-1)!;
  }

  it('refuses a 700 MB chunked feed at the 512 MB cap, its memory staying under 600 MB', async () => {
    const pid = app.process.pid!;
    const before = mb(rssKiB(pid));
    let sampled = before;
    const sampler = setInterval(() => (sampled = Math.max(sampled, mb(rssKiB(pid)))), 50);
    let last;
    try {
      last = await importThroughServer({ feed: 'huge', source: `${feedHost.base}/huge.jsonl` });
    } finally {
      clearInterval(sampler);
    }
    const peak = mb(peakRssKiB(pid));
    console.log(
      `[${kind}] 700 MB chunked feed: RSS before ${before} MB, highest sampled ${sampled} MB, ` +
        `process peak (VmHWM) ${peak} MB; the feed host sent ${Math.round(hugeSent / MB)} MB`,
    );
    expect(last).toEqual({ error: 'The feed is larger than 512 MB.', unreadable: true });
    expect(peak).toBeLessThan(RSS_BUDGET_MB);
    expect(hugeSent).toBeLessThan(HUGE_FEED_BYTES); // the server stopped reading: the host never finished
    expect(readdirSync(path.join(dataDir, 'tmp'))).toEqual([]); // the spooled part is gone
  });

  it('refuses pictures on internal addresses and redirects into loopback with one reason, fetching nothing inside', async () => {
    const internal = [
      `${inside5.base}/secret.jpg`, // a picture served only on 127.0.0.5
      `${inside.base}/readyz`,
      `http://localhost:${inside.port}/x.jpg`,
      `${insideV6.base}/x.jpg`,
      `http://2130706433:${inside.port}/x.jpg`, // 127.0.0.1 as one number
      `http://0x7f.0.0.1:${inside.port}/x.jpg`,
      `http://[::ffff:127.0.0.1]:${inside.port}/x.jpg`,
      `http://0.0.0.0:${inside.port}/x.jpg`, // Linux connects this to the host itself
      `${feedHost.base}/hop/3`, // three hops on the allowed host, then 127.0.0.1
      `${feedHost.base}/by-name`, // a redirect to localhost
      `http://127.0.0.1:${closedPort}/x.jpg`, // a closed port reads like a live service
    ];
    const rows = [...internal, `${feedHost.base}/img/ok.jpg`].map((imageUrl, i) =>
      JSON.stringify({ id: `ssrf-${i}`, title: `Kurta ${i}`, price: 999, imageUrl }),
    );
    const last = await importThroughServer({ feed: 'ssrf', source: 'ssrf.jsonl' }, rows.join('\n'));
    const summary = last.summary!;
    expect(summary.added).toBe(internal.length + 1);
    expect(summary.images.fetched).toBe(1); // the allowed host's own picture: the gate is not shut
    expect(Object.fromEntries(summary.images.failed.map((f) => [f.url, f.reason]))).toEqual(
      Object.fromEntries(internal.map((url) => [url, UNREACHABLE])),
    );
    expect(inside.seen).toEqual([]);
    expect(inside5.seen).toEqual([]);
    expect(insideV6.seen).toEqual([]);
    expect(feedHost.seen).toEqual(expect.arrayContaining(['/hop/3', '/hop/2', '/hop/1', '/by-name']));
    // The secret picture is not in the store: its product shows the placeholder.
    const product = await fetch(`${app.url}/products/getId/ssrf-0`).then(
      (r) => r.json() as Promise<{ imageUrl: string }>,
    );
    expect(product.imageUrl).toContain('/images/placeholder');
  });

  it('refuses a feed URL that is, or redirects to, an internal address, in the same words as a closed port', async () => {
    const errors = [];
    for (const source of [
      `${inside5.base}/feed.jsonl`,
      `http://localhost:${inside.port}/feed.jsonl`,
      `${feedHost.base}/feed-inside`,
      `http://127.0.0.1:${closedPort}/feed.jsonl`,
    ]) {
      const last = await importThroughServer({ feed: 'inside', source });
      errors.push(last.error?.replace(/^The feed cannot be fetched from [^ ]+: /, ''));
    }
    expect(errors).toEqual(errors.map(() => UNREACHABLE));
    expect(inside.seen).toEqual([]);
    expect(inside5.seen).toEqual([]);
  });
});
