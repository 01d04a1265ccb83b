// docs/api.md is the HTTP contract as built: drawn from the registered routes, it must be current,
// and every route the app answers (bar Fastify's own HEAD of a GET) must be in it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApiDoc } from '../src/entry/api-doc';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

const API_DOC = path.resolve(import.meta.dirname, '../../../docs/api.md');

describe.each(DB_KINDS)('docs/api.md on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // No web build, as `npm run api-doc` draws it: static files are routes, not the API.
    t = await createTestApp(kind, { config: { webDistDir: '/nonexistent-web-build' }, build: { seedDemo: false } });
  });
  afterAll(async () => t?.close());

  it('is what the routes say: run `npm run api-doc` after changing a route', () => {
    expect(readFileSync(API_DOC, 'utf8')).toBe(renderApiDoc(t.app));
  });

  it('names every registered route once', () => {
    // A route is named by a heading of its own, or by a line of the list of hidden routes.
    const named = readFileSync(API_DOC, 'utf8')
      .split('\n')
      .map((line) => /^(?:### |- )`([A-Z]+ \S+)`/.exec(line)?.[1])
      .filter(Boolean);
    const gets = new Set(t.app.registeredRoutes.filter((r) => r.method === 'GET').map((r) => r.url));
    const routes = t.app.registeredRoutes.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)));
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`)
      .filter((route) => named.filter((n) => n === route).length !== 1);
    expect(missing).toEqual([]);
  });
});
