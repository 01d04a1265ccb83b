// Headers and transport: a CSP without inline scripts, object-src 'none', base-uri and
// frame-ancestors; nosniff; a referrer policy; CORS closed to other origins; no stack traces or
// SQL in error bodies; private answers never cached; request bodies capped, also on a real socket.
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';
import { insertUser, type SeededUser } from '../../../../test-support/users';
import { startServer, type RunningServer } from '../../../../test-support/server';
import { bearerOf, errorBodyProblem, rawQuery } from './support';

const WEB_BUILT = existsSync(path.resolve(import.meta.dirname, '../../../web/dist/index.html'));

function directives(csp: string | undefined): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), values);
  }
  return out;
}

function cspProblems(csp: string | undefined): string[] {
  const d = directives(csp);
  const problems: string[] = [];
  const scripts = d.get('script-src') ?? d.get('default-src');
  if (!scripts) problems.push('no script-src or default-src');
  else {
    if (scripts.includes("'unsafe-inline'")) problems.push("scripts allow 'unsafe-inline'");
    if (scripts.includes("'unsafe-eval'")) problems.push("scripts allow 'unsafe-eval'");
    if (scripts.includes('*') || scripts.some((s) => /^(https?:|data:)$/.test(s)))
      problems.push('scripts from anywhere');
  }
  if (
    d.get('object-src')?.join(' ') !== "'none'" &&
    !(d.get('default-src')?.join(' ') === "'none'" && !d.has('object-src'))
  ) {
    problems.push("object-src is not 'none'");
  }
  if (!d.has('base-uri')) problems.push('no base-uri');
  if (!d.has('frame-ancestors')) problems.push('no frame-ancestors');
  return problems;
}

describe('headers and transport', () => {
  let t: TestApp;
  let user: SeededUser;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    user = await insertUser(rawQuery(t.database));
  });
  afterAll(async () => t?.close());

  const samples = () => [
    { name: 'liveness', method: 'GET' as const, url: '/healthz', headers: {} },
    { name: 'product list', method: 'GET' as const, url: '/api/products/by-brand?brand=Zara', headers: {} },
    { name: 'product', method: 'GET' as const, url: '/products/getId/p00001', headers: {} },
    { name: 'image', method: 'GET' as const, url: '/images/p00001-0?w=160', headers: { accept: 'image/webp' } },
    {
      name: 'cart',
      method: 'GET' as const,
      url: '/cart',
      headers: { ...bearerOf(user.token), accept: 'application/json' },
    },
    { name: 'unknown route', method: 'GET' as const, url: '/api/nothing-here', headers: {} },
    { name: 'bad input', method: 'GET' as const, url: '/api/products/hybrid-search?query=', headers: {} },
    { name: 'broken escape', method: 'GET' as const, url: '/products/getId/%E0%A4%A', headers: {} },
    { name: 'no token', method: 'GET' as const, url: '/cart', headers: { accept: 'application/json' } },
    { name: 'openapi', method: 'GET' as const, url: '/openapi.json', headers: {} },
    ...(WEB_BUILT ? [{ name: 'page', method: 'GET' as const, url: '/cart', headers: { accept: 'text/html' } }] : []),
  ];

  it('sends the security headers on every kind of answer', async () => {
    const wrong: string[] = [];
    for (const s of samples()) {
      const res = await t.app.inject({ method: s.method, url: s.url, headers: s.headers });
      const h = res.headers;
      for (const p of cspProblems(h['content-security-policy'] as string | undefined)) wrong.push(`${s.name}: ${p}`);
      if (h['x-content-type-options'] !== 'nosniff') wrong.push(`${s.name}: no nosniff`);
      if (
        !/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(String(h['referrer-policy']))
      ) {
        wrong.push(`${s.name}: referrer-policy ${String(h['referrer-policy'])}`);
      }
      if (h['x-powered-by']) wrong.push(`${s.name}: x-powered-by`);
      if (res.statusCode >= 400) {
        const problem = errorBodyProblem(h['content-type'] as string | undefined, res.body);
        if (problem) wrong.push(`${s.name}: ${problem}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('sends HSTS when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await createTestApp('pglite', { config: { trustProxy: 1 } });
    try {
      const res = await proxied.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      const plain = await proxied.app.inject({ url: '/healthz' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('keeps CORS closed to other origins', async () => {
    const evil = 'https://evil.example.com';
    const wrong: string[] = [];
    for (const s of samples()) {
      const res = await t.app.inject({ method: s.method, url: s.url, headers: { ...s.headers, origin: evil } });
      for (const h of ['access-control-allow-origin', 'access-control-allow-credentials']) {
        if (res.headers[h] !== undefined) wrong.push(`${s.name}: ${h}: ${String(res.headers[h])}`);
      }
    }
    for (const url of ['/cart', '/cart/add/p00001', '/auth/user/login', '/api/friends/requests']) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: evil,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(preflight.statusCode).toBeLessThan(500);
      for (const h of ['access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-headers']) {
        if (preflight.headers[h] !== undefined) wrong.push(`preflight ${url}: ${h}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never lets a cache keep a signed-in answer or a token', async () => {
    const wrong: string[] = [];
    for (const url of [
      '/cart',
      '/api/cart',
      '/cart/friends',
      '/auth/user/profile',
      '/api/friends/requests',
      '/api/friends/search?query=x',
    ]) {
      const res = await t.app.inject({ url, headers: { ...bearerOf(user.token), accept: 'application/json' } });
      if (!/no-store/.test(String(res.headers['cache-control'])))
        wrong.push(`${url}: cache-control ${String(res.headers['cache-control'])}`);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/user/login',
      payload: { email: 'nobody@example.com', password: 'not-the-password' },
      remoteAddress: '10.99.0.1',
    });
    if (!/no-store/.test(String(login.headers['cache-control'])))
      wrong.push(`login: cache-control ${String(login.headers['cache-control'])}`);
    expect(wrong).toEqual([]);
  });

  it('caps request bodies: JSON, form and multipart', async () => {
    const big = 'x'.repeat(70 * 1024);
    const json = await t.app.inject({
      method: 'POST',
      url: '/auth/user/login',
      payload: JSON.stringify({ email: 'a@example.com', password: big }),
      headers: { 'content-type': 'application/json' },
      remoteAddress: '10.99.0.2',
    });
    expect(json.statusCode).toBe(413);
    expect(json.json()).toEqual({ message: expect.any(String) });
    const form = await t.app.inject({
      method: 'POST',
      url: '/auth/user/verify-otp',
      payload: `email=${big}&otp=1234`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '10.99.0.3',
    });
    expect(form.statusCode).toBe(413);
    const boundary = 'capBoundary';
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(6 * 1024 * 1024, 1),
    ]);
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/products/hybrid-search',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      remoteAddress: '10.99.0.4',
    });
    expect(multipart.statusCode).toBe(413);
  });

  describe('on a real socket', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer({});
    });
    afterAll(async () => server?.stop());

    /** A raw request: claims `length` bytes, sends `send` of them, returns the status (or the error). */
    const raw = (headers: Record<string, string | number>, send: Buffer | null, timeoutMs = 5000) =>
      new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
        const url = new URL(`${server.url}/auth/user/login`);
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            method: 'POST',
            path: url.pathname,
            headers: { 'content-type': 'application/json', ...headers },
          },
          (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.setTimeout(timeoutMs, () => {
          req.destroy();
          resolve({ error: 'timeout' });
        });
        req.on('error', (err) => resolve({ error: err.message }));
        if (send) req.write(send);
        // Leave the request open when it claims more than it sent: the server must not wait.
        if (headers['transfer-encoding'] || !headers['content-length']) req.end();
      });

    it('refuses an announced oversized body at once, without reading it', async () => {
      const started = Date.now();
      const res = await raw({ 'content-length': 50 * 1024 * 1024 }, Buffer.from('{"email":'));
      expect(res).toMatchObject({ status: 413 });
      expect(Date.now() - started).toBeLessThan(3000);
    });

    it('cuts off a chunked body that grows past the cap', async () => {
      const res = await raw({ 'transfer-encoding': 'chunked' }, Buffer.from(`{"email":"${'y'.repeat(200 * 1024)}"}`));
      if ('status' in res) {
        expect(res.status).toBe(413);
        expect(errorBodyProblem('application/json', res.body)).toBeNull();
      } else {
        // The server may also close the connection once the cap is passed.
        expect(res.error).toMatch(/reset|EPIPE|socket hang up/i);
      }
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
    });
  });
});
