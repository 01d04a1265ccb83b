// Web Vitals from shoppers' browsers (docs/api.md, Operator console; ADR 3300): POST /api/vitals takes
// a valid beacon with 204 and nothing else, and the console reads p75 per page kind. Hostile
// beacons (huge values, unknown names and pages, extra fields, not JSON, too big, floods) get a
// 4xx or a 204 and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VitalRow } from '@store/shared/operator-schema';
import { operatorRoles } from '../src/modules/operator/roles';
import { VITALS_RATE_LIMIT } from '../src/modules/vitals/routes';
import { bearer, createSignedInUser, createTestApp, DB_KINDS, type TestApp, type TestUser } from './helpers';

let seq = 0;
const vitalId = () => `v5-${Date.now()}-${1000 + ++seq}`;

describe.each(DB_KINDS)('Web Vitals on %s', (kind) => {
  let t: TestApp;
  let operator: TestUser;

  beforeAll(async () => {
    t = await createTestApp(kind, { build: { seedDemo: false } });
    operator = await createSignedInUser(t, 'Operator');
    await operatorRoles({ database: t.database }).change('grant', operator.email);
  }, 120_000);
  afterAll(async () => t?.close());

  let address = 0;
  /** Each call from its own address unless told, so the per-address budget is not what is tested. */
  const beacon = (payload: string | object, contentType = 'text/plain;charset=UTF-8', remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vitals',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': contentType },
      remoteAddress: remoteAddress ?? `10.7.${Math.floor(++address / 250)}.${address % 250}`,
    });
  const vitals = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/operator/vitals?days=7', headers: bearer(operator) });
    expect(res.statusCode).toBe(200);
    return res.json<VitalRow[]>();
  };
  const rows = async () =>
    (await t.database.withConnection((q) => q('SELECT page, metric, bucket, n FROM vital_buckets ORDER BY 1, 2, 3')))
      .rows;

  it('takes a beacon with 204 and an empty answer, and the console reads p75 per page kind', async () => {
    const lcp = [1200, 1800, 2400, 2600, 3000, 900, 1500, 2000];
    for (const value of lcp) {
      const res = await beacon({ name: 'LCP', value, page: 'home', id: vitalId() });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
    for (const value of [0.01, 0.2, 0.05, 0.0])
      expect(
        (await beacon({ name: 'CLS', value, page: 'product', id: vitalId() }, 'application/json')).statusCode,
      ).toBe(204);
    expect((await beacon({ name: 'INP', value: 120, page: 'listing', id: vitalId() })).statusCode).toBe(204);
    const answer = await vitals();
    // The exact p75s: 2400 (6th of 8) and 0.05 (3rd of 4); the buckets keep them within 1 %.
    const of = (page: string, metric: string) => answer.find((r) => r.page === page && r.metric === metric)!;
    expect(of('home', 'LCP').count).toBe(8);
    expect(Math.abs(of('home', 'LCP').p75 - 2400) / 2400).toBeLessThan(0.01);
    expect(of('product', 'CLS').count).toBe(4);
    expect(Math.abs(of('product', 'CLS').p75 - 0.05) / 0.05).toBeLessThan(0.02);
    expect(of('listing', 'INP')).toMatchObject({ count: 1 });
    expect(answer).toHaveLength(3);
  });

  it('refuses hostile beacons with a 4xx, or ignores a repeat with 204, and changes nothing', async () => {
    const before = await rows();
    const id = vitalId();
    const hostile: [string | object, number, string?][] = [
      [{ name: 'LCP', value: 1e12, page: 'home', id }, 400],
      [{ name: 'LCP', value: Number.MAX_VALUE, page: 'home', id }, 400],
      [{ name: 'CLS', value: 11, page: 'home', id }, 400],
      [{ name: 'LCP', value: -1, page: 'home', id }, 400],
      [{ name: 'LCP', value: 'NaN', page: 'home', id }, 400],
      ['{"name":"LCP","value":1e400,"page":"home","id":"v5-1-1"}', 400],
      [{ name: 'FID', value: 10, page: 'home', id }, 400],
      [{ name: 'lcp', value: 10, page: 'home', id }, 400],
      [{ name: 'LCP', value: 10, page: 'checkout', id }, 400],
      [{ name: 'LCP', value: 10, page: 'home', id: 'me@example.com' }, 400],
      [{ name: 'LCP', value: 10, page: 'home', id, email: 'me@example.com' }, 400],
      [{ name: 'LCP', value: 10, page: 'home' }, 400],
      ['not json', 400],
      ['[]', 400],
      [{ name: 'LCP', value: 10, page: 'home', id: 'v5-1-1'.padEnd(2000, '1') }, 413],
      [{ name: 'LCP', value: 10, page: 'home', id }, 415, 'application/xml'],
    ];
    for (const [payload, status, type] of hostile) {
      const res = await beacon(payload, type);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
    }
    expect(await rows()).toEqual(before);

    // The same metric of the same page load counts once.
    const once = { name: 'TTFB', value: 300, page: 'cart', id: vitalId() };
    for (let i = 0; i < 5; i++) expect((await beacon(once)).statusCode).toBe(204);
    expect((await vitals()).find((r) => r.page === 'cart')).toMatchObject({ metric: 'TTFB', count: 1 });
  });

  it('bounds each address: a flood gets 429 and adds nothing past the budget', async () => {
    const before = (await vitals()).find((r) => r.page === 'search')?.count ?? 0;
    const statuses: number[] = [];
    for (let i = 0; i < VITALS_RATE_LIMIT.max + 20; i++)
      statuses.push(
        (await beacon({ name: 'LCP', value: 1000, page: 'search', id: vitalId() }, undefined, '10.9.9.9')).statusCode,
      );
    expect(statuses.filter((s) => s === 204)).toHaveLength(VITALS_RATE_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect((await vitals()).find((r) => r.page === 'search')!.count).toBe(before + VITALS_RATE_LIMIT.max);
  });
});
