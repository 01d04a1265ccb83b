// The store in the shopper's language (ADR 3201): the `lang` cookie, else Accept-Language,
// decides the language the server draws a page in; <html lang> says it; and the answer varies by
// both, so no cache hands a Hindi page to an English reader. Needs the built web app, as
// first-screen.test.ts does.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

const webDist = path.resolve(import.meta.dirname, '../../web/dist');
const built =
  existsSync(path.join(webDist, '../dist-ssr/entry-server.js')) && existsSync(path.join(webDist, 'index.html'));

const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
/** The drawn page, without the markers React puts between adjacent texts. */
const root = (html: string) =>
  html.slice(html.indexOf('<div id="root"'), html.indexOf('id="first-screen-data"')).replaceAll('<!-- -->', '');

describe.skipIf(!built).each(DB_KINDS)("pages in the shopper's language (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it("English by default, in docs/product.md's words", async () => {
    const res = await page('/home');
    expect(htmlLang(res.body)).toBe('en-IN');
    expect(root(res.body)).toContain('WOMEN CATEGORIES');
    expect(root(res.body)).toContain('Popular Brands');
    expect(res.body).toContain('<title>Saath — fashion with friends</title>');
  });

  it('Hindi with the lang cookie: <html lang="hi">, the shell and home in Hindi, product data as the feed gave it', async () => {
    const res = await page('/home', { cookie: 'lang=hi' });
    expect(res.statusCode).toBe(200);
    expect(htmlLang(res.body)).toBe('hi');
    const drawn = root(res.body);
    for (const words of ['महिलाओं की कैटेगरी', 'लोकप्रिय ब्रांड', 'होम', 'खोजें', 'कार्ट', 'प्रोफ़ाइल'])
      expect(drawn).toContain(words);
    expect(drawn).not.toContain('WOMEN CATEGORIES');
    // Brand names are product data: as they are.
    expect(drawn).toContain('Zara');
    expect(res.body).toContain('<title>Saath — दोस्तों के साथ फ़ैशन</title>');
  });

  it('with no cookie, Accept-Language decides; the cookie wins over it', async () => {
    expect(htmlLang((await page('/home', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).body)).toBe('hi');
    expect(htmlLang((await page('/home', { 'accept-language': 'en-IN,en;q=0.9,hi;q=0.8' })).body)).toBe('en-IN');
    const chosen = await page('/home', { cookie: 'lang=en', 'accept-language': 'hi' });
    expect(htmlLang(chosen.body)).toBe('en-IN');
    expect(root(chosen.body)).toContain('WOMEN CATEGORIES');
    // A cookie naming no language of ours is no choice.
    expect(htmlLang((await page('/home', { cookie: 'lang=fr', 'accept-language': 'hi' })).body)).toBe('hi');
  });

  it('drawn and plain pages alike vary by cookie and Accept-Language', async () => {
    for (const url of ['/home', '/profile', '/search?query=kurta']) {
      for (const headers of [{}, { cookie: 'lang=hi' }] as Record<string, string>[]) {
        const res = await page(url, headers);
        expect(res.statusCode, url).toBe(200);
        const vary = String(res.headers.vary).toLowerCase();
        expect(vary, url).toContain('cookie');
        expect(vary, url).toContain('accept-language');
      }
    }
    // A page the browser draws (personal) still names its language for the app to load.
    const personal = (await page('/profile', { cookie: 'lang=hi' })).body;
    expect(htmlLang(personal)).toBe('hi');
    // and its title until the app names the screen: the store's, in Hindi (ADR 3203).
    expect(personal).toContain('<title>Saath — दोस्तों के साथ फ़ैशन</title>');
    expect((await page('/profile')).body).toContain('<title>Saath — fashion with friends</title>');
  });
});
