// `npm run bench:web`: builds and starts the real server on a fresh data directory, runs
// Lighthouse (mobile preset, Debian's Chromium) in three rounds over the pages, /home in Hindi
// and a static control page, and reports the medians against the budgets beside the control's
// floor; first, on a server of its own, one run of /home as the first visit after the demo
// catalogue's import; last, the Interaction to Next Paint of applying a filter and of Add to
// Cart on a phone. The warm store's server makes pictures on request, not in the background
// (PRERENDER_IMAGES=off, ADR 1603).
//
// The machine is normalised (ADR 3000): Lighthouse's 4× CPU slowdown means a mid-range phone
// only on a machine of CPU index about 2,000. Each page is measured plainly (4×) and, where the
// index is higher, again with the slowdown raised to index ÷ 500; budgets judge the normalised
// figures, so a fast bench machine cannot hide a slow page.
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { waitForCode } from '../test-support/mail';
import { startServer, type RunningServer } from '../test-support/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-support/chromium';
import { LANGUAGE_COOKIE } from '@store/shared/language';
import { median, percentile, printTable, verdict, writeResult } from './lib';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// Judged on the normalised runs: a mid-range phone (ADR 3000).
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95, lcp: 1800, tbt: 150, cls: 0.02 };
const HOME_JS_BUDGET = 110 * 1024;
const FIRST_VISIT_BUDGET = 90;
const INP_BUDGET_MS = 200;
/** Lighthouse's mobile preset slows the CPU 4×, which emulates a mid-range phone on a machine of index ~2,000. */
const PLAIN_SLOWDOWN = 4;
const PHONE_INDEX = 500;
/** The slowdown that brings a machine of this CPU index to a mid-range phone's (never below the preset's). */
const normalisedSlowdown = (benchmarkIndex: number) =>
  Math.max(PLAIN_SLOWDOWN, Math.round((benchmarkIndex / PHONE_INDEX) * 10) / 10);
/** Page loads for the INP: each load's INP is its slowest tap; the field's INP is their 75th percentile. */
const INP_LOADS = Number(process.env.BENCH_INP_LOADS ?? 5);
const TAPS_PER_LOAD = 6;
const FILTERED_LISTING = '/explore/casualWomen?size=M&minDiscount=10&sort=price_asc';
const CSS_BUDGET = 20 * 1024;

interface RunFigures {
  scores: Record<string, number>;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  cssBytes: number;
  /** Lighthouse's measure of the machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** The CPU slowdown the run was simulated with. */
  slowdown: number;
}

/** A page's plain run (the preset's 4×) and its normalised one (the same run when the index is ≤ 2,000). */
interface RoundFigures {
  plain: RunFigures;
  normalised: RunFigures;
}

/**
 * The control: one static page with a heading and a paragraph, no script. What Lighthouse gives
 * it is what this machine and Chromium cost any page (a navigation's commit and a first layout
 * took 30–50 ms unthrottled here), so the store's rows can be read against it.
 */
const CONTROL = 'control: static page, no script';
const HINDI_HOME = '/home in Hindi';
const CONTROL_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Control</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A static page.">
</head><body><h1>Control</h1><p>A static page, no script, for the machine's floor.</p></body></html>`;

async function serveControlPage(): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(CONTROL_HTML));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Should the store fail to start, this server must not keep the bench's process alive.
  server.unref();
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

const gzipCache = new Map<string, number>();
async function gzipSize(url: string): Promise<number> {
  if (!gzipCache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzipCache.set(url, gzipSync(body, { level: 9 }).length);
  }
  return gzipCache.get(url)!;
}

async function main() {
  const build = spawnSync('npm', ['run', 'build', '-w', '@store/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const control = await serveControlPage();
    const firstVisit = await firstVisitAfterImport(chrome.port, control.url);
    // The warm store. Its background pre-render of every picture (2,205 on the demo catalogue,
    // about 20 minutes of one core here) is start-up work a running store has long finished; on the
    // bench's two cores it took a core from the browser being measured. So this server makes each
    // size on its first request, and the warm-up below asks for every size the pages show.
    const server = await startServer({ PRERENDER_IMAGES: 'off' });
    try {
      const products = (await (await fetch(`${server.url}/api/products/type/partyWomen?limit=1`)).json()) as {
        id: string;
      }[];
      const productId = products[0]?.id ?? 'unknown';
      const pages = ['/home', '/explore/partyWomen', FILTERED_LISTING, `/products/${productId}`, '/search'];
      const targets: Target[] = [
        ...pages.map((page) => ({
          label: page.startsWith('/products/') ? '/products/:id' : page,
          url: server.url + page,
        })),
        // The store in Hindi (the language cookie): its own words, and the Devanagari font.
        { label: HINDI_HOME, url: `${server.url}/home`, cookie: `${LANGUAGE_COOKIE}=hi` },
        { label: CONTROL, url: control.url },
      ];
      // Warm the image cache once so the runs measure the store, not the first render of each image.
      for (const target of targets) await runLighthouse(target, chrome.port);

      // Rounds, not page after page: the machine's speed drifts over minutes (Lighthouse's CPU
      // benchmark swung 1,650–2,540 within one run here), and a round gives every page, and the
      // control page, the same stretch of it.
      const results: Record<string, RoundFigures[]> = Object.fromEntries(targets.map((t) => [t.label, []]));
      for (let round = 0; round < RUNS; round++)
        for (const target of targets) {
          const run = await measureNormalised(target, chrome.port);
          if (run) results[target.label]!.push(run);
        }

      const rows = targets.map(({ label: page }) => {
        const runs = results[page]!;
        const m = (f: (r: RunFigures) => number) => median(runs.map((r) => f(r.normalised)));
        const plain = (f: (r: RunFigures) => number) => median(runs.map((r) => f(r.plain)));
        const row = {
          page,
          cpu: Math.round(plain((r) => r.benchmarkIndex)),
          slowdown: `${m((r) => r.slowdown)}x`,
          // The preset's 4× beside the normalised figures: the gap is what the machine hid.
          'perf@4x': plain((r) => r.scores.performance ?? 0),
          'tbt@4x': Math.round(plain((r) => r.tbt)),
          perf: m((r) => r.scores.performance ?? 0),
          // Each round's score beside the median: on a machine this noisy the spread is the news.
          runs: runs.map((r) => r.normalised.scores.performance ?? 0).join(' '),
          a11y: m((r) => r.scores.accessibility ?? 0),
          bp: m((r) => r.scores['best-practices'] ?? 0),
          seo: m((r) => r.scores.seo ?? 0),
          lcpMs: Math.round(m((r) => r.lcp)),
          tbtMs: Math.round(m((r) => r.tbt)),
          cls: Number(m((r) => r.cls).toFixed(3)),
          jsKB: Number((m((r) => r.jsBytes) / 1024).toFixed(1)),
          cssKB: Number((m((r) => r.cssBytes) / 1024).toFixed(1)),
        };
        if (page === CONTROL) return { ...row, budget: 'floor' };
        const ok =
          row.perf >= BUDGET.performance &&
          row.a11y >= BUDGET.accessibility &&
          row.bp >= BUDGET['best-practices'] &&
          row.seo >= BUDGET.seo &&
          row.lcpMs <= BUDGET.lcp &&
          row.tbtMs <= BUDGET.tbt &&
          row.cls <= BUDGET.cls &&
          (page !== '/home' || row.jsKB * 1024 <= HOME_JS_BUDGET) &&
          row.cssKB * 1024 <= CSS_BUDGET;
        return { ...row, budget: verdict(ok) };
      });
      printTable(rows);
      // The taps are slowed as the pages were: the control page's index decides.
      const tapSlowdown = normalisedSlowdown(median(results[CONTROL]!.map((r) => r.plain.benchmarkIndex)));
      const filterInp = await interactionToNextPaint(tapSlowdown, (page) => tapFilters(page, server.url));
      const shopper = await signedUpShopper(server);
      const cartInp = await interactionToNextPaint(tapSlowdown, (page) => tapAddToCart(page, shopper, productId));
      const inpRow = (what: string, inp: Inp) => [
        {
          measure: `${what}, phone, CPU ${tapSlowdown}x: INP, p75 of ${inp.loads.length} loads`,
          value: `${Math.round(inp.p75)} ms (loads ${inp.loads.map(Math.round).join(', ')})`,
          budget: `<= ${INP_BUDGET_MS} ms`,
          verdict: verdict(inp.p75 <= INP_BUDGET_MS),
        },
        {
          measure: `  every tap (${inp.taps.length})`,
          value: `median ${Math.round(median(inp.taps))} ms, slowest ${Math.round(Math.max(...inp.taps))} ms`,
          budget: '',
          verdict: '',
        },
      ];
      printTable([
        {
          measure: `/home first visit after import: performance (CPU ${firstVisit.cpu}, ${firstVisit.slowdown}x)`,
          value: `${firstVisit.perf} (LCP ${firstVisit.lcpMs} ms, TBT ${firstVisit.tbtMs} ms)`,
          budget: `>= ${FIRST_VISIT_BUDGET}`,
          verdict: verdict(firstVisit.perf >= FIRST_VISIT_BUDGET),
        },
        ...inpRow('apply a filter', filterInp),
        ...inpRow('Add to Cart', cartInp),
      ]);
      console.log(
        `results: ${writeResult('web', {
          runs: RUNS,
          budget: BUDGET,
          rows,
          raw: results,
          firstVisit,
          inp: { filter: filterInp, addToCart: cartInp, slowdown: tapSlowdown },
        })}`,
      );
    } finally {
      await server.stop();
      control.server.close();
    }
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's report of one run on the Chromium at `port`, in the mobile preset, its CPU slowed `slowdown`×. */
/** A page to measure: its address, and the cookie a shopper's browser would send with it. */
interface Target {
  label: string;
  url: string;
  cookie?: string;
}

async function runLighthouse({ url, cookie }: Omit<Target, 'label'>, port: number, slowdown = PLAIN_SLOWDOWN) {
  return (await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    ...(cookie && { extraHeaders: { Cookie: cookie } }),
    // Merged into the preset's throttling: only the CPU changes, never the network.
    throttling: { cpuSlowdownMultiplier: slowdown },
  }))!.lhr;
}

type Report = Awaited<ReturnType<typeof runLighthouse>>;

/** Why Lighthouse could not finish a run (NO_NAVSTART now and then on this Chromium), if it could not. */
function failure(lhr: Report): string | undefined {
  if (lhr.runtimeError) return lhr.runtimeError.code;
  if (lhr.audits['largest-contentful-paint']?.numericValue === undefined) return 'no LCP';
  return undefined;
}

/**
 * A run Lighthouse finished: one it could not is reported and run again, up to twice, then left
 * out (undefined): its score of 0 says nothing about the page.
 */
async function finishedRun(label: string, run: () => Promise<Report>): Promise<Report | undefined> {
  for (let attempt = 0; ; attempt++) {
    const lhr = await run();
    const failed = failure(lhr);
    if (!failed) return lhr;
    console.log(`${label}: Lighthouse run failed (${failed})${attempt < 2 ? ', again' : ', left out'}`);
    if (attempt === 2) return undefined;
  }
}

/**
 * A page's plain run, then, when the machine is faster than the phone the preset means, a run
 * with the slowdown raised to match; undefined when Lighthouse could not finish either.
 */
async function measureNormalised(target: Target, port: number): Promise<RoundFigures | undefined> {
  const plain = await measure(target, port, PLAIN_SLOWDOWN);
  if (!plain) return undefined;
  const slowdown = normalisedSlowdown(plain.benchmarkIndex);
  if (slowdown === PLAIN_SLOWDOWN) return { plain, normalised: plain };
  const normalised = await measure(target, port, slowdown);
  return normalised && { plain, normalised };
}

/** One Lighthouse run of a page, or undefined when Lighthouse could not finish it (finishedRun). */
async function measure(target: Omit<Target, 'label'>, port: number, slowdown: number): Promise<RunFigures | undefined> {
  const lhr = await finishedRun(target.url, () => runLighthouse(target, port, slowdown));
  if (!lhr) return undefined;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; url: string }[] })?.items ?? [];
  // The budget is in gzip bytes; the server may send brotli, so gzip each file here.
  const bytes = async (type: string) => {
    let sum = 0;
    for (const r of requests.filter((q) => q.resourceType === type)) sum += await gzipSize(r.url);
    return sum;
  };
  return {
    scores: Object.fromEntries(Object.entries(lhr.categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)])),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsBytes: await bytes('Script'),
    cssBytes: await bytes('Stylesheet'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    slowdown,
  };
}

/**
 * The first visit after a start on a freshly imported demo catalogue, on a server of its own:
 * nothing warmed, and the server still making the pictures' sizes in the background. A run tried
 * again gets a new fresh server: a second visit to the first would find it warmed. The machine's
 * index is read by a plain run of a static page just before, so the one visit is normalised.
 */
async function firstVisitAfterImport(
  port: number,
  controlUrl: string,
): Promise<{ perf: number; lcpMs: number; tbtMs: number; cpu: number; slowdown: number }> {
  const cpu = (await measure({ url: controlUrl }, port, PLAIN_SLOWDOWN))?.benchmarkIndex ?? NaN;
  const slowdown = Number.isFinite(cpu) ? normalisedSlowdown(cpu) : PLAIN_SLOWDOWN;
  const first = await finishedRun('first visit after import', async () => {
    const fresh = await startServer();
    try {
      return await runLighthouse({ url: `${fresh.url}/home` }, port, slowdown);
    } finally {
      await fresh.stop();
    }
  });
  return {
    perf: Math.round((first?.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(first?.audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(first?.audits['total-blocking-time']?.numericValue ?? NaN),
    cpu: Math.round(cpu),
    slowdown,
  };
}

interface Inp {
  p75: number;
  loads: number[];
  taps: number[];
}

/**
 * Interaction to Next Paint of a phone's taps (390×844, CPU slowed `slowdown`×). INP is a page
 * load's slowest interaction (below 50 of them), and the field (CrUX) judges a page by the 75th
 * percentile of its loads: one load's slowest of six taps swung from 56 to 120 ms here with what
 * else the two cores were doing (ADR 1604). `load` opens one page, taps, and answers each tap's
 * longest event timing.
 */
async function interactionToNextPaint(slowdown: number, load: (page: Page) => Promise<number[]>): Promise<Inp> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const loads: number[] = [];
    const taps: number[] = [];
    for (let i = 0; i < INP_LOADS; i++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      try {
        const page = await context.newPage();
        await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
        await page.addInitScript(() => {
          const w = window as unknown as { __inp: Map<number, number> };
          w.__inp = new Map();
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as PerformanceEventTiming[])
              if (e.interactionId)
                w.__inp.set(e.interactionId, Math.max(w.__inp.get(e.interactionId) ?? 0, e.duration));
          }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
        });
        const durations = await load(page);
        loads.push(Math.max(...durations));
        taps.push(...durations);
      } finally {
        await context.close();
      }
    }
    return {
      p75: percentile(
        [...loads].sort((a, b) => a - b),
        75,
      ),
      loads,
      taps,
    };
  } finally {
    await browser.close();
  }
}

/** Taps `target` and answers the slowest event timing of what followed, after the page settles. */
async function timedTap(page: Page, tap: () => Promise<void>): Promise<number> {
  await page.evaluate(() => (window as unknown as { __inp: Map<number, number> }).__inp.clear());
  await tap();
  await page.waitForTimeout(1500);
  return page.evaluate(() => Math.max(0, ...(window as unknown as { __inp: Map<number, number> }).__inp.values()));
}

/** One page load: opens the sheet and ticks a value six times; each tap's longest event timing. */
async function tapFilters(page: Page, baseUrl: string): Promise<number[]> {
  await page.goto(`${baseUrl}/explore/casualWomen`);
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  const boxes = sheet.getByRole('checkbox');
  await boxes.first().waitFor();
  const durations: number[] = [];
  for (let i = 0; i < TAPS_PER_LOAD; i++) durations.push(await timedTap(page, () => boxes.nth(i % 3).tap()));
  return durations;
}

/**
 * One page load of a product page, signed in: taps Add to Cart once (the line is removed through
 * the API afterwards, so every load adds anew). A product with sizes asks for one first: the
 * first size offered is tapped before, outside the measured tap.
 */
async function tapAddToCart(page: Page, shopper: Shopper, productId: string): Promise<number[]> {
  await page.goto(`${shopper.baseUrl}/home`);
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: shopper.token, user: shopper.user },
  );
  await page.goto(`${shopper.baseUrl}/products/${productId}`);
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  const add = page.getByRole('button', { name: 'Add to Cart' }).first();
  await add.waitFor();
  const duration = await timedTap(page, () => add.tap());
  await fetch(`${shopper.baseUrl}/cart/remove/${productId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  return [duration];
}

interface Shopper {
  baseUrl: string;
  token: string;
  user: { id: string; name: string; email: string };
}

/** A verified shopper on the bench's server: signs up through the API and reads the code from the dev outbox. */
async function signedUpShopper(server: RunningServer): Promise<Shopper> {
  const email = `bench.${Date.now().toString(36)}@example.com`;
  const password = 'Bench#1234';
  const post = (path: string, body: Record<string, string>, form = false) =>
    fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      body: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
    });
  const started = Date.now();
  if (!(await post('/auth/user/signup', { name: 'Bench Shopper', email, password })).ok)
    throw new Error('sign-up failed');
  const otp = await waitForCode(server.dataDir, email, started);
  // The spec's verification posts a form.
  if (!(await post('/auth/user/verify-otp', { email, otp }, true)).ok) throw new Error('verify-otp failed');
  const login = await post('/auth/user/login', { email, password });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const { token, user } = (await login.json()) as { token: string; user: Shopper['user'] };
  return { baseUrl: server.url, token, user };
}

await main();
