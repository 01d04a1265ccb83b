// The operator's console (docs/api.md, Operator console; ADR 3300): who may use /api/operator/*, the
// figures against what the test did, the CSV against the JSON, the window's bounds, the feeds
// and an import started from the console, and the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, FeedStatus, ImportJob, ImportRun, Summary } from '@store/shared/operator-schema';
import { storeDay } from '@store/shared/operator';
import { feedsService } from '../src/modules/feeds/service';
import { operatorRoles } from '../src/modules/operator/roles';
import { bearer, createSignedInUser, createTestApp, DB_KINDS, type TestApp, type TestUser } from './helpers';

type Method = 'GET' | 'POST' | 'PUT';

const line = (id: string, brand: string, title: string) =>
  JSON.stringify({
    id,
    title,
    brand,
    gender: 'women',
    price: 999,
    originalPrice: 1999,
    rating: 4.2,
    category: 'Kurta',
    material: 'Cotton',
    size: 'S, M',
    color: 'Red',
    description: '',
    url: `https://shop.example.com/p/${id}`,
    imageUrl: '/images/placeholder',
    additionalImages: [],
  });
const CATALOGUE = [
  line('p-a', 'Biba', 'Red Kurta'),
  line('p-b', 'Biba', 'Blue Kurta'),
  line('p-c', 'W', 'Green Kurta'),
  line('p-d', 'Fabindia', 'Plain Kurta'),
].join('\n');

/** A multipart form with the feed as the file "file" (and other fields), for inject. */
async function uploadForm(file: { name: string; content: string } | undefined, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file.content]), file.name);
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** The CSV's cells, row by row (quotes and doubled quotes undone). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ',') endCell();
    else if (c === '\n') {
      endCell();
      rows.push(row);
      row = [];
    } else if (c !== '\r') cell += c;
  }
  return rows;
}

/** The summary again, read back from the CSV's rows alone. */
function summaryFromCsv(rows: string[][]): Summary {
  const [header, ...body] = rows;
  expect(header).toEqual(['figure', 'day', 'key', 'label', 'value']);
  const of = (figure: string) => body.filter((r) => r[0] === figure);
  const one = (figure: string) => of(figure)[0]!;
  const num = (figure: string) => Number(one(figure)[4]);
  const perDay = (figure: string) => of(figure).map((r) => ({ day: r[1]!, count: Number(r[4]) }));
  const daily = (name: string) => ({ total: num(name), byDay: perDay(`${name} per day`) });
  const productIds = [...new Set(of('top product click-outs').map((r) => r[2]!))];
  const productFigure = (figure: string, id: string) => Number(of(figure).find((r) => r[2] === id)![4]);
  const rate = one('click-through rate')[4]!;
  return {
    days: num('days'),
    from: one('first day')[1]!,
    to: one('last day')[1]!,
    clickOuts: {
      total: num('click-outs'),
      bySource: of('click-outs by source').map((r) => ({ source: r[2]!, count: Number(r[4]) })),
      byDay: perDay('click-outs per day'),
      byDayAndSource: of('click-outs per day by source').map((r) => ({
        day: r[1]!,
        source: r[2]!,
        count: Number(r[4]),
      })),
      byDayAndBrand: of('click-outs per day by brand').map((r) => ({ day: r[1]!, brand: r[2]!, count: Number(r[4]) })),
    },
    productViews: num('product views'),
    cartAdds: num('cart adds'),
    copies: num('copies'),
    clickThroughRate: rate === '' ? null : Number(rate),
    topProducts: productIds.map((id) => {
      const [brand, title] = of('top product click-outs')
        .find((r) => r[2] === id)![3]!
        .split(' — ') as [string, string];
      return {
        id,
        title,
        brand,
        views: productFigure('top product views', id),
        clickOuts: productFigure('top product click-outs', id),
        cartAdds: productFigure('top product cart adds', id),
        copies: productFigure('top product copies', id),
      };
    }),
    topBrands: of('top brand click-outs').map((r) => ({
      brand: r[2]!,
      views: Number(of('top brand views').find((v) => v[2] === r[2])![4]),
      clickOuts: Number(r[4]),
    })),
    signups: daily('sign-ups'),
    social: { friendships: daily('friendships'), shares: daily('shares'), opinions: daily('opinions') },
  };
}

describe.each(DB_KINDS)('the operator console on %s', (kind) => {
  let t: TestApp;
  let operator: TestUser;
  let shopper: TestUser;
  let friend: TestUser;
  let revoked: TestUser;

  beforeAll(async () => {
    t = await createTestApp(kind, { build: { seedDemo: false } });
    await feedsService({ database: t.database }).runImport({ feed: 'shop', source: 'shop.jsonl', content: CATALOGUE });
    const names = ['Operator', 'Shopper', 'Friend', 'Former operator'];
    const users = await Promise.all(names.map((name) => createSignedInUser(t, name)));
    [operator, shopper, friend, revoked] = users as [TestUser, TestUser, TestUser, TestUser];
    const roles = operatorRoles({ database: t.database });
    for (const user of [operator, revoked]) expect((await roles.change('grant', user.email)).ok).toBe(true);
    expect((await roles.change('revoke', revoked.email)).ok).toBe(true);
  }, 120_000);
  afterAll(async () => t?.close());

  const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: user ? bearer(user) : {}, ...(payload === undefined ? {} : { payload }) });
  const summary = async (days: number) => {
    const res = await call('GET', `/api/operator/summary?days=${days}`, operator);
    expect(res.statusCode).toBe(200);
    return res.json<Summary>();
  };
  const auditCount = async () =>
    Number((await t.database.withConnection((q) => q('SELECT count(*) AS n FROM operator_audit'))).rows[0]!.n);
  /** POST /api/operator/imports with a multipart form, as `user` (the operator unless told). */
  const upload = (form: Awaited<ReturnType<typeof uploadForm>>, user: TestUser = operator) =>
    t.app.inject({
      method: 'POST',
      url: '/api/operator/imports',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(user) },
    });
  /** Polls an import until it is no longer running (a bounded wait, not a timing assertion). */
  const finished = async (id: string): Promise<{ seen: ImportJob[]; last: ImportJob }> => {
    const seen: ImportJob[] = [];
    for (let i = 0; i < 600; i++) {
      const res = await call('GET', `/api/operator/imports/${id}`, operator);
      expect(res.statusCode).toBe(200);
      const job = res.json<ImportJob>();
      seen.push(job);
      if (job.status !== 'running') return { seen, last: job };
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the import did not finish in a minute');
  };

  describe('the figures equal what shoppers did', () => {
    beforeAll(async () => {
      const view = (id: string) =>
        t.app.inject({ method: 'GET', url: `/products/getId/${id}` }).then((r) => expect(r.statusCode).toBe(200));
      for (let i = 0; i < 6; i++) await view('p-a');
      for (let i = 0; i < 3; i++) await view('p-b');
      await view('p-c');
      expect((await t.app.inject({ method: 'GET', url: '/products/getId/nope' })).statusCode).toBe(404);
      const out = (id: string, from: string) =>
        t.app
          .inject({ method: 'GET', url: `/out/${id}?from=${from}`, remoteAddress: '10.2.0.1' })
          .then((r) => expect(r.statusCode).toBe(302));
      for (let i = 0; i < 3; i++) await out('p-a', 'product');
      await out('p-a', 'friends-cart');
      await out('p-b', 'cart');
      await out('p-b', 'cart');
      await out('p-c', 'share');
      expect((await call('POST', '/cart/add/p-a', shopper, { quantity: 1 })).statusCode).toBe(201);
      expect((await call('POST', '/cart/add/p-b', shopper, { quantity: 1 })).statusCode).toBe(201);
      expect((await call('POST', '/cart/add/p-a?from=friends-cart', friend, { quantity: 1 })).statusCode).toBe(201);
      expect((await call('POST', `/api/friends/request/${friend.id}`, shopper)).statusCode).toBe(201);
      expect((await call('POST', `/api/friends/request/${shopper.id}`, friend)).statusCode).toBe(200);
      expect(
        (await call('POST', '/api/shares', shopper, { productId: 'p-c', friendIds: [friend.id] })).statusCode,
      ).toBe(201);
      expect((await call('PUT', `/api/opinions/${shopper.id}/p-a`, friend, { vote: 'up' })).statusCode).toBe(200);
      // A click-out ten days ago: outside a week, inside a month.
      await t.database.withConnection((q) =>
        q(`INSERT INTO product_events (product_id, kind, source, at) VALUES ('p-d', 'click-out', 'product', $1)`, [
          new Date(t.clock.now - 10 * 86_400_000).toISOString(),
        ]),
      );
    });

    it('counts views, cart adds, copies and click-outs by source, product, brand and day', async () => {
      const week = await summary(7);
      const today = storeDay(t.clock.now);
      expect(week).toMatchObject({ days: 7, to: today, productViews: 10, cartAdds: 2, copies: 1 });
      expect(week.clickOuts.total).toBe(7);
      expect(week.clickThroughRate).toBeCloseTo(0.7, 10);
      expect(week.clickOuts.bySource).toEqual([
        { source: 'product', count: 3 },
        { source: 'cart', count: 2 },
        { source: 'friends-cart', count: 1 },
        { source: 'share', count: 1 },
      ]);
      expect(week.clickOuts.byDay).toHaveLength(7);
      expect(week.clickOuts.byDay.at(-1)).toEqual({ day: today, count: 7 });
      expect(week.clickOuts.byDay.slice(0, 6).every((d) => d.count === 0)).toBe(true);
      expect(week.topProducts).toEqual([
        { id: 'p-a', title: 'Red Kurta', brand: 'Biba', views: 6, clickOuts: 4, cartAdds: 1, copies: 1 },
        { id: 'p-b', title: 'Blue Kurta', brand: 'Biba', views: 3, clickOuts: 2, cartAdds: 1, copies: 0 },
        { id: 'p-c', title: 'Green Kurta', brand: 'W', views: 1, clickOuts: 1, cartAdds: 0, copies: 0 },
      ]);
      expect(week.topBrands).toEqual([
        { brand: 'Biba', views: 9, clickOuts: 6 },
        { brand: 'W', views: 1, clickOuts: 1 },
      ]);
      expect(week.clickOuts.byDayAndBrand).toEqual([
        { day: today, brand: 'Biba', count: 6 },
        { day: today, brand: 'W', count: 1 },
      ]);
      expect(week.signups.total).toBe(4);
      expect(week.social.friendships.total).toBe(1);
      expect(week.social.shares.total).toBe(1);
      expect(week.social.opinions.total).toBe(1);
      expect(week.social.shares.byDay.at(-1)).toEqual({ day: today, count: 1 });

      const month = await summary(30);
      expect(month.clickOuts.total).toBe(8);
      expect(month.clickOuts.byDay).toHaveLength(30);
      expect(month.clickOuts.byDay.find((d) => d.day === storeDay(t.clock.now - 10 * 86_400_000))?.count).toBe(1);
      expect(month.topProducts.map((p) => p.id)).toEqual(['p-a', 'p-b', 'p-c', 'p-d']);
    });

    it('answers the same figures as CSV', async () => {
      for (const days of [7, 30]) {
        const json = await summary(days);
        const res = await call('GET', `/api/operator/summary.csv?days=${days}`, operator);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(res.headers['content-disposition']).toContain(`saath-${json.from}-to-${json.to}.csv`);
        expect(summaryFromCsv(parseCsv(res.body))).toEqual(json);
      }
    });

    it('refuses a window out of 1–365 days with 400', async () => {
      for (const days of ['0', '366', '-1', '1.5', 'abc', '1e9', ''])
        for (const path of ['summary', 'summary.csv', 'vitals']) {
          const res = await call('GET', `/api/operator/${path}?days=${days}`, operator);
          expect(res.statusCode, `${path} ${days}`).toBe(400);
          expect(res.json<{ message: string }>().message).toContain('days');
        }
      expect((await summary(1)).clickOuts.byDay).toHaveLength(1);
      expect((await summary(365)).clickOuts.byDay).toHaveLength(365);
      const byDefault = await call('GET', '/api/operator/summary', operator);
      expect(byDefault.json<Summary>().days).toBe(30);
    });
  });

  describe('feeds and imports', () => {
    let importId: string;

    it('answers while a large import runs: its progress first, then its summary', async () => {
      const big = Array.from({ length: 3000 }, (_, i) => line(`big-${i}`, 'W', `Kurta ${i}`)).join('\n');
      const form = await uploadForm({ name: 'big.jsonl', content: big }, { feed: 'big' });
      const started = await upload(form);
      expect(started.statusCode).toBe(202);
      const { seen, last } = await finished(started.json<{ id: string }>().id);
      expect(seen[0]!.status).toBe('running');
      expect(last.summary).toMatchObject({ added: 3000 });
    });

    it('imports an uploaded file: progress, then its summary with every rejected row', async () => {
      const before = await auditCount();
      const feed = `${CATALOGUE.replace(/p-/g, 'u-')}\nnot json at all\n${line('u-e', 'W', 'Yellow Kurta')}`;
      const form = await uploadForm({ name: 'spring.jsonl', content: feed }, { feed: 'spring' });
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/operator/imports', ...form });
      expect(anonymous.statusCode).toBe(401);
      const started = await upload(form);
      expect(started.statusCode).toBe(202);
      importId = started.json<{ id: string }>().id;
      const { seen, last } = await finished(importId);
      expect(seen[0]!.progress).toMatchObject({ phase: expect.any(String) });
      expect(last.status).toBe('done');
      expect(last.error).toBeNull();
      expect(last.summary).toMatchObject({ feed: 'spring', added: 5, updated: 0, unchanged: 0 });
      expect(last.summary!.rejected).toEqual([{ where: 'line 5', reason: expect.any(String) }]);
      expect(await auditCount()).toBe(before + 1);
    });

    it('lists each feed with its last import and its products', async () => {
      const res = await call('GET', '/api/operator/feeds', operator);
      expect(res.statusCode).toBe(200);
      const spring = res.json<FeedStatus[]>().find((f) => f.feed === 'spring');
      expect(spring).toMatchObject({
        source: '',
        lastImport: { id: importId, status: 'done', added: 5, updated: 0, unchanged: 0, unavailable: 0, rejected: 1 },
        products: { available: 5, unavailable: 0 },
      });
      // Imported again without two of its products: they become unavailable.
      const form = await uploadForm(
        { name: 'spring.jsonl', content: CATALOGUE.replace(/p-/g, 'u-').split('\n').slice(0, 3).join('\n') },
        { feed: 'spring' },
      );
      const again = await upload(form);
      const { last } = await finished(again.json<{ id: string }>().id);
      expect(last.summary).toMatchObject({ unchanged: 3, madeUnavailable: 2 });
      const after = (await call('GET', '/api/operator/feeds', operator))
        .json<FeedStatus[]>()
        .find((f) => f.feed === 'spring');
      expect(after!.products).toEqual({ available: 3, unavailable: 2 });
      expect(after!.lastImport).toMatchObject({ unchanged: 3, unavailable: 2 });

      const runs = (await call('GET', '/api/operator/imports?feed=spring', operator)).json<ImportRun[]>();
      expect(runs.map((r) => r.status)).toEqual(['done', 'done']);
      expect(runs[1]!.id).toBe(importId);
      expect(runs[1]!.summary!.rejected).toHaveLength(1);
      expect((await call('GET', '/api/operator/imports?feed=..', operator)).statusCode).toBe(400);
    });

    it('refuses what is no feed: no URL, a URL of another scheme, an empty file, an unknown id', async () => {
      const before = await auditCount();
      for (const body of [
        {},
        { source: 'javascript:alert(1)' },
        { source: 'file:///etc/passwd' },
        { source: 'https://x.example', extra: 1 },
      ]) {
        const res = await call('POST', '/api/operator/imports', operator, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      const empty = await uploadForm({ name: 'empty.jsonl', content: '' });
      const res = await upload(empty);
      expect(res.statusCode).toBe(400);
      expect(await auditCount()).toBe(before);
      expect(
        (await call('GET', '/api/operator/imports/00000000-0000-4000-8000-000000000000', operator)).statusCode,
      ).toBe(404);
      expect((await call('GET', '/api/operator/imports/not-an-id', operator)).statusCode).toBe(400);
    });

    it('lists every operator action in the audit log', async () => {
      const entries = (await call('GET', '/api/operator/audit', operator)).json<AuditEntry[]>();
      expect(entries.filter((e) => e.action === 'import' && e.actor === operator.email)).toHaveLength(3);
      expect(entries.find((e) => e.action === 'import')).toMatchObject({
        subject: 'spring',
        detail: { source: 'file spring.jsonl' },
      });
      const roles = entries.filter((e) => e.action !== 'import').map((e) => [e.action, e.subject, e.actor]);
      expect(roles).toEqual([
        ['revoke', revoked.email, 'command line'],
        ['grant', revoked.email, 'command line'],
        ['grant', operator.email, 'command line'],
      ]);
    });
  });

  describe('the top products', () => {
    it("are exactly the window's, when all-time leaders had their click-outs long ago", async () => {
      const ids = (
        await t.database.withConnection((q) => q(`SELECT id FROM products WHERE feed = 'big' ORDER BY id LIMIT 220`))
      ).rows.map((r) => String(r.id));
      expect(ids).toHaveLength(220);
      // 100 products with 100..1 click-outs three weeks ago, and 20 with 1..10 (ties) this week.
      const at = (daysAgo: number) => new Date(t.clock.now - daysAgo * 86_400_000).toISOString();
      await t.database.withConnection((q) =>
        q(
          `INSERT INTO product_events (product_id, kind, source, at)
           SELECT ($1::text[])[i], 'click-out', 'product', $2 FROM generate_series(1, 100) i, generate_series(1, 101 - i)`,
          [ids.slice(0, 100), at(21)],
        ),
      );
      await t.database.withConnection((q) =>
        q(
          `INSERT INTO product_events (product_id, kind, source, at)
           SELECT ($1::text[])[i], 'click-out', 'share', $2 FROM generate_series(1, 20) i, generate_series(1, 1 + i / 2)`,
          [ids.slice(200, 220), at(2)],
        ),
      );
      for (const days of [7, 30]) {
        const first = (await summary(days)).from;
        const start = new Date(Date.parse(`${first}T00:00:00Z`) - 330 * 60_000).toISOString();
        const { rows } = await t.database.withConnection((q) =>
          q(
            `SELECT product_id, count(*)::int AS n FROM product_events WHERE kind = 'click-out' AND at >= $1
             GROUP BY product_id ORDER BY n DESC, product_id LIMIT 10`,
            [start],
          ),
        );
        const top = (await summary(days)).topProducts.map((p) => [p.id, p.clickOuts]);
        expect(top, `${days} days`).toEqual(rows.map((r) => [r.product_id, r.n]));
      }
    });
  });

  describe('who may use it', () => {
    const ROUTES: [Method, string][] = [
      ['GET', '/api/operator/summary?days=7'],
      ['GET', '/api/operator/summary.csv?days=7'],
      ['GET', '/api/operator/feeds'],
      ['GET', '/api/operator/imports'],
      ['GET', '/api/operator/imports/{id}'],
      ['POST', '/api/operator/imports'],
      ['GET', '/api/operator/audit'],
      ['GET', '/api/operator/vitals?days=7'],
    ];
    let anImport: string;

    beforeAll(async () => {
      const runs = (await call('GET', '/api/operator/imports', operator)).json<ImportRun[]>();
      anImport = runs[0]!.id;
    });

    const request = async (method: Method, url: string, headers: Record<string, string>) => {
      const path = url.replace('{id}', anImport);
      if (method === 'GET') return t.app.inject({ method, url: path, headers });
      const form = await uploadForm({ name: 'tiny.jsonl', content: line('t-1', 'W', 'Tiny Kurta') }, { feed: 'tiny' });
      return t.app.inject({ method, url: path, payload: form.payload, headers: { ...form.headers, ...headers } });
    };

    it.each(ROUTES)('%s %s: 401 without a token, 404 for a shopper or a former operator', async (method, url) => {
      const before = await auditCount();
      const visitor = await request(method, url, {});
      expect(visitor.statusCode).toBe(401);
      expect((await request(method, url, { authorization: `Bearer ${'x'.repeat(43)}` })).statusCode).toBe(401);
      for (const user of [shopper, revoked]) {
        const res = await request(method, url, bearer(user));
        expect(res.statusCode, user.name).toBe(404);
        expect(res.json()).toEqual({ message: 'Not found' });
      }
      expect(await auditCount()).toBe(before);
      const res = await request(method, url, bearer(operator));
      expect(res.statusCode).toBe(method === 'POST' ? 202 : 200);
      expect(res.headers['cache-control']).toBe('no-store');
      if (method === 'POST') await finished(res.json<{ id: string }>().id);
    });

    it("tells the profile of an operator, and only an operator's, that it is one", async () => {
      const profile = (user: TestUser) => call('GET', '/auth/user/profile', user).then((r) => r.json<object>());
      expect(await profile(operator)).toMatchObject({ email: operator.email, operator: true });
      for (const user of [shopper, revoked]) expect(await profile(user)).not.toHaveProperty('operator');
    });

    it('has no way to grant the role over HTTP from afar', async () => {
      for (const headers of [bearer(operator), { authorization: `Bearer ${t.config.operatorToken}` }]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/operator/roles',
          payload: { action: 'grant', email: shopper.email },
          headers,
          remoteAddress: '203.0.113.7',
        });
        expect(res.statusCode).toBe(404);
      }
      const fromHere = await t.app.inject({
        method: 'POST',
        url: '/operator/roles',
        payload: { action: 'grant', email: shopper.email },
        headers: bearer(operator),
      });
      expect(fromHere.statusCode).toBe(401);
      expect(await call('GET', '/api/operator/feeds', shopper).then((r) => r.statusCode)).toBe(404);
    });
  });
});
