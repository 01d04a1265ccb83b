// The operator's console (ADR 3300) at 390×844 and 1280×800: an operator made with
// `npm run operator` sees charts of real click-outs, starts an import from the console and sees
// its progress, then its summary; a shopper opening /operator sees no figures, and no byte of
// the console is loaded on a shopper's pages.
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect, firstProductId, test } from './fixtures';
import { loginInBrowser, loginViaApi, newAccount, signUpViaApi } from './support/accounts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SHOTS = path.join(ROOT, 'test-results', 'operator');

/** An account made an operator the only way there is: the command line, through the running server. */
async function operatorAccount(request: APIRequestContext, dataDir: string) {
  const account = newAccount('Console Operator');
  await signUpViaApi(request, dataDir, account);
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/operator.ts', 'grant', account.email],
    { cwd: ROOT, env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir } },
  );
  return loginViaApi(request, account.email, account.password);
}

async function shopperAccount(request: APIRequestContext, dataDir: string) {
  const account = newAccount('Plain Shopper');
  await signUpViaApi(request, dataDir, account);
  return loginViaApi(request, account.email, account.password);
}

/** What shoppers did: views and click-outs from each source, so every chart has a line. */
async function someTraffic(request: APIRequestContext, baseURL: string) {
  const { id } = await firstProductId(baseURL);
  for (let i = 0; i < 4; i++) expect((await request.get(`/products/getId/${id}`)).status()).toBe(200);
  for (const from of ['product', 'product', 'cart', 'friends-cart', 'share'])
    expect((await request.get(`/out/${id}?from=${from}`, { maxRedirects: 0 })).status()).toBe(302);
}

/** The console's click-outs of the last 30 days, by source, and their total. */
async function clickOutsBySource(request: APIRequestContext, token: string): Promise<Record<string, number>> {
  const res = await request.get('/api/operator/summary?days=30', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const { clickOuts } = (await res.json()) as {
    clickOuts: { total: number; bySource: { source: string; count: number }[] };
  };
  return { total: clickOuts.total, ...Object.fromEntries(clickOuts.bySource.map((b) => [b.source, b.count])) };
}

/** A JSON-lines feed of `n` products (and one broken line), big enough that writing it takes a moment. */
function feedFile(n: number): string {
  const lines = Array.from({ length: n }, (_, i) =>
    JSON.stringify({
      id: `console-${i}`,
      title: `Console Kurta ${i}`,
      brand: 'Console Brand',
      gender: 'women',
      price: 999,
      originalPrice: 1499,
      rating: 4,
      category: 'Kurta',
      material: 'Cotton',
      size: 'M',
      color: 'Red',
      description: '',
      url: `https://shop.example.com/p/${i}`,
      imageUrl: '/images/placeholder',
      additionalImages: [],
    }),
  );
  lines.splice(3, 0, 'this line is not JSON');
  return lines.join('\n');
}

async function shot(page: Page, name: string, project: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${project}.png`), fullPage: true });
}

test('the console draws its charts, and an import from it shows progress, then its summary @desktop', async ({
  page,
  request,
  server,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const { token, user } = await operatorAccount(request, server.dataDir);
  // The worker's server is shared with other spec files (a Buy Now elsewhere is a click-out
  // too): the figures are checked as what this test added to what was there.
  const before = await clickOutsBySource(request, token);
  await someTraffic(request, baseURL!);
  const after = await clickOutsBySource(request, token);
  const added = (source: string) => (after[source] ?? 0) - (before[source] ?? 0);
  expect(['product', 'cart', 'friends-cart', 'share'].map(added)).toEqual([2, 1, 1, 1]);
  await loginInBrowser(page, token, user);

  // A shopper's browser (not a driven one, and in the sample) reports /home's Web Vitals.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    Math.random = () => 0;
  });
  const beacon = page.waitForResponse((r) => r.url().endsWith('/api/vitals') && r.request().method() === 'POST');
  await page.goto('/home');
  expect((await beacon).status()).toBe(204);
  expect(JSON.parse((await beacon).request().postData() ?? '{}')).toMatchObject({
    page: 'home',
    name: expect.stringMatching(/^(LCP|INP|CLS|TTFB)$/),
    id: expect.stringMatching(/^v\d+-/),
  });

  // The Console entry is in the operator's side menu.
  await page.getByRole('button', { name: /menu/i }).first().click();
  await expect(page.getByRole('link', { name: 'Console' })).toBeVisible();
  await page.getByRole('link', { name: 'Console' }).click();
  await expect(page).toHaveURL(/\/operator$/);

  await expect(page.getByText('Click-outs per day')).toBeVisible();
  await expect(page.locator('[data-chart] canvas').first()).toBeVisible();
  expect(await page.locator('[data-chart] canvas').count()).toBeGreaterThanOrEqual(3);
  // Every chart has its words for a screen reader: the caption, and the numbers as a table.
  await expect(
    page.getByText(
      new RegExp(
        `${after.total} click-outs from .*: Product page ${after.product}, Cart ${after.cart}, ` +
          `Friends' carts ${after['friends-cart']}, Shares ${after.share}`,
      ),
    ),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Funnel' })).toContainText('Product views');
  await expect(page.getByRole('region', { name: "Speed on shoppers' phones" })).toContainText('1 loads');
  // Nothing is wider than the screen, a phone's included.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/days=7/);
  await shot(page, 'console', testInfo.project.name);

  // Import now, from a file: every state the status showed is kept, to see progress came first.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { importStates: string[] }).importStates = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('form[aria-label="Import now"] [role="status"]'))
        if (seen.at(-1) !== el.textContent) seen.push(el.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByLabel('A file').check();
  await page
    .getByLabel(/Feed file/)
    .setInputFiles({ name: 'console.jsonl', mimeType: 'application/jsonl', buffer: Buffer.from(feedFile(12_000)) });
  await page.getByLabel(/Feed name/).fill('console-upload');
  await page.getByRole('button', { name: 'Import now' }).click();
  await expect(page.getByText('Imported console-upload: 12,000 products read')).toBeVisible({ timeout: 60_000 });
  const form = page.getByRole('form', { name: 'Import now' });
  await expect(form.getByText('line 4')).toBeVisible();
  const states = await page.evaluate(() => (window as unknown as { importStates: string[] }).importStates);
  expect(
    states.some((s) => s.startsWith('Importing console-upload')),
    JSON.stringify(states),
  ).toBe(true);
  expect(states.at(-1)).toContain('Imported console-upload');
  // The feed's card and the audit log now have it.
  await expect(page.getByRole('heading', { name: 'console-upload' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Audit log' })).toContainText('console-upload');
  await shot(page, 'console-import', testInfo.project.name);
});

test('a shopper opening /operator sees no figures, and no byte of the console is on a shopper page @desktop', async ({
  page,
  request,
  server,
  baseURL,
}, testInfo) => {
  const { token, user } = await shopperAccount(request, server.dataDir);
  await loginInBrowser(page, token, user);
  const { id } = await firstProductId(baseURL!);

  // Every script and stylesheet a shopper's pages load (read afterwards: a body is gone once
  // its page has been navigated away from).
  const loaded = new Set<string>();
  const collect = (res: Response) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'stylesheet') loaded.add(res.url());
  };
  page.on('response', collect);
  for (const url of ['/home', '/explore/partyWomen', `/products/${id}`, '/search?q=kurta', '/cart', '/profile']) {
    await page.goto(url);
    await page.waitForLoadState('load');
  }
  await page.goto('/home');
  await page.getByRole('button', { name: /menu/i }).first().click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Console' })).toHaveCount(0);
  page.off('response', collect);
  expect(loaded.size).toBeGreaterThan(3);
  for (const url of loaded) {
    const text = await (await request.get(url)).text();
    expect(text, url).not.toContain('uPlot');
    expect(text, url).not.toContain('Import now');
    expect(text, url).not.toContain('/api/operator/');
  }

  await page.goto('/operator');
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page.locator('[data-chart]')).toHaveCount(0);
  await expect(page.getByText('Click-outs per day')).toHaveCount(0);
  await shot(page, 'shopper', testInfo.project.name);
});
