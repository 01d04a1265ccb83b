// Click-outs (docs/api.md, Click-outs; ADR 1420): GET /out/{id}?from= counts the click and
// sends the shopper only to the product's own stored link with AFFILIATE_QUERY merged in;
// the operator's figures count click-outs, cart adds and copies, and `npm run report` prints them.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Summary } from '@store/shared/operator-schema';
import { MSG } from '@store/shared/messages';
import { CLICK_OUT_RATE_LIMIT } from '../src/modules/click-outs/routes';
import { bearer, createSignedInUser, createTestApp, DB_KINDS, type TestApp } from './helpers';

const AFFILIATE = 'utm_source=saath&aff=123';
const root = path.resolve(import.meta.dirname, '../../..');

describe.each(DB_KINDS)('click-outs on %s', (kind) => {
  let t: TestApp;
  let ids: string[];

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { affiliateQuery: AFFILIATE } });
    const { rows } = await t.database.withConnection((q) => q('SELECT id FROM products ORDER BY id LIMIT 8'));
    ids = rows.map((r) => String(r.id));
    const links = [
      'https://shop.example.com/p/kurta-1?variant=7&aff=old',
      'http://shop.example.com/p/2',
      '',
      'javascript:alert(1)',
      '//evil.example/p',
      'data:text/html,<script>alert(1)</script>',
    ];
    for (const [i, url] of links.entries()) {
      await t.database.withConnection((q) => q('UPDATE products SET url = $1 WHERE id = $2', [url, ids[i]]));
    }
    // Loading the demo catalogue on a busy shared machine can take minutes.
  }, 300_000);
  afterAll(async () => t?.close());

  const out = (url: string, headers: Record<string, string> = {}, remoteAddress = '10.1.1.1') =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress });
  const clickRows = async (productId: string) =>
    (
      await t.database.withConnection((q) =>
        q(`SELECT source, user_id FROM product_events WHERE kind = 'click-out' AND product_id = $1 ORDER BY id`, [
          productId,
        ]),
      )
    ).rows;

  it("redirects to the product's own link with the affiliate query merged in, and counts the click", async () => {
    const res = await out(`/out/${ids[0]}?from=product`, { accept: 'text/html' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://shop.example.com/p/kurta-1?variant=7&aff=123&utm_source=saath');
    expect(res.headers['cache-control']).toBe('no-store');
    const plain = await out(`/out/${ids[1]}?from=cart`);
    expect(plain.headers.location).toBe('http://shop.example.com/p/2?utm_source=saath&aff=123');
    expect(await clickRows(ids[0]!)).toEqual([{ source: 'product', user_id: null }]);
    expect(await clickRows(ids[1]!)).toEqual([{ source: 'cart', user_id: null }]);
  });

  it('records the signed-in user when the click carries a live session, and no one for a dead token', async () => {
    const user = await createSignedInUser(t);
    await out(`/out/${ids[1]}?from=friends-cart`, bearer(user));
    await out(`/out/${ids[1]}?from=share`, { authorization: `Bearer ${'x'.repeat(43)}` });
    expect((await clickRows(ids[1]!)).slice(-2)).toEqual([
      { source: 'friends-cart', user_id: user.id },
      { source: 'share', user_id: null },
    ]);
  });

  it('answers 404 for an unknown product and 400 for a missing or unknown source, counting nothing', async () => {
    const unknown = await out('/out/no-such-product?from=product');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MSG.productNotFound });
    for (const url of [`/out/${ids[0]}`, `/out/${ids[0]}?from=homepage`, `/out/${ids[0]}?from=`]) {
      const res = await out(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers.location).toBeUndefined();
    }
    expect(await clickRows(ids[0]!)).toHaveLength(1);
  });

  it('never redirects anywhere else: open-redirect attempts are refused', async () => {
    const attempts = [
      `/out/${ids[0]}?from=product&url=https://evil.example/`,
      `/out/${ids[0]}?from=product&next=//evil.example`,
      '/out//evil.example?from=product',
      '/out/%2F%2Fevil.example?from=product',
      '/out/https:%2F%2Fevil.example?from=product',
      '/out/..%2F..%2Fevil?from=product',
      `/out/${ids[2]}?from=product`, // no link
      `/out/${ids[3]}?from=product`, // javascript:
      `/out/${ids[4]}?from=product`, // protocol-relative
      `/out/${ids[5]}?from=product`, // data:
    ];
    for (const url of attempts) {
      const res = await out(url);
      const location = res.headers.location;
      if (location !== undefined) expect(new URL(String(location)).host, url).toBe('shop.example.com');
      else expect([400, 404], url).toContain(res.statusCode);
    }
    const noLink = await out(`/out/${ids[2]}?from=product`);
    expect(noLink.json()).toEqual({ message: MSG.buyUrlMissing });
    for (const id of ids.slice(2, 6)) expect(await clickRows(id)).toEqual([]);
  });

  it('limits click-outs per client address', async () => {
    const address = '10.9.9.9';
    let last = 0;
    for (let i = 0; i <= CLICK_OUT_RATE_LIMIT.max; i++) {
      last = (await out(`/out/${ids[1]}?from=product`, {}, address)).statusCode;
    }
    expect(last).toBe(429);
    expect((await out(`/out/${ids[1]}?from=product`, {}, '10.9.9.10')).statusCode).toBe(302);
  });

  describe('the report', () => {
    const report = (days: number, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      t.app.inject({ method: 'GET', url: `/operator/report?days=${days}`, headers, remoteAddress });
    const operator = () => ({ authorization: `Bearer ${t.config.operatorToken}` });

    beforeAll(async () => {
      const user = await createSignedInUser(t);
      await t.app.inject({ method: 'POST', url: `/cart/add/${ids[6]}`, headers: bearer(user) });
      await t.app.inject({ method: 'POST', url: `/cart/add/${ids[7]}?from=friends-cart`, headers: bearer(user) });
      // An old click, outside a 7-day window.
      await t.database.withConnection((q) =>
        q(`INSERT INTO product_events (product_id, kind, source, at) VALUES ($1, 'click-out', 'cart', $2)`, [
          ids[6],
          new Date(t.clock.now - 10 * 24 * 3600_000).toISOString(),
        ]),
      );
    });

    it('is for the operator only: a stranger gets 404, a wrong token 401', async () => {
      expect((await report(7, operator(), '203.0.113.9')).statusCode).toBe(404);
      expect((await report(7, { authorization: `Bearer ${'y'.repeat(43)}` })).statusCode).toBe(401);
      expect((await report(7, {})).statusCode).toBe(401);
      expect((await report(0, operator())).statusCode).toBe(400);
    });

    it('counts click-outs, cart adds and copies in the window, and click-outs by source', async () => {
      const res = await report(7, operator());
      expect(res.statusCode).toBe(200);
      const body = res.json<Summary>();
      expect(body.days).toBe(7);
      expect(body.topProducts.map((r) => [r.id, r.clickOuts])).toEqual([
        [ids[1], 1 + 1 + 1 + CLICK_OUT_RATE_LIMIT.max + 1],
        [ids[0], 3], // its first click and the two attempts with a stray `url=`/`next=`
      ]);
      expect([body.cartAdds, body.copies]).toEqual([1, 1]);
      expect(body.clickOuts.bySource).toEqual([
        { source: 'product', count: 3 + CLICK_OUT_RATE_LIMIT.max + 1 },
        { source: 'cart', count: 1 },
        { source: 'friends-cart', count: 1 },
        { source: 'share', count: 1 },
      ]);
      const month = (await report(30, operator())).json<Summary>();
      expect(month.clickOuts.bySource.find((s) => s.source === 'cart')?.count).toBe(2);
    });

    it('`npm run report` prints it from the running server', async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'apps/api/src/cli/report.ts', '--days', '7', '--server', address],
        { cwd: root, env: { ...process.env, DATA_DIR: t.config.dataDir, OPERATOR_TOKEN: t.config.operatorToken } },
      );
      const title = await t.database.withConnection((q) =>
        q('SELECT title, brand FROM products WHERE id = $1', [ids[1]]),
      );
      expect(stdout).toContain('The last 7 days');
      expect(stdout).toContain('Top products by click-outs');
      expect(stdout).toContain(`${title.rows[0]!.brand} — ${title.rows[0]!.title} (${ids[1]})`);
      expect(stdout).toContain("Copies from friends' carts 1");
      expect(stdout).toMatch(/Click-outs by source \(\d+ in all\)\n\s+product\s+\d+/);
    });
  });
});
