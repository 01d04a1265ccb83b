// `npm run bench:web`: builds and starts the real server on a fresh data directory, runs
// Lighthouse (mobile preset, Debian's Chromium) in three rounds over the pages and a static
// control page, and reports the medians against the budgets of issue 7 beside the control's
// floor; first, on a server of its own, one run of /home as the first visit after the demo
// catalogue's import (issue 14); last, the Interaction to Next Paint of applying a filter on a
// phone with the CPU slowed 4× (issue 16). The warm store's server makes pictures on request,
// not in the background (PRERENDER_IMAGES=off, ADR 1603).
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { startServer } from '../test-support/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-support/chromium';
import { median, percentile, printTable, verdict, writeResult } from './lib';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95, lcp: 1800, tbt: 100, cls: 0.02 };
// 130 KB, and the ~1 KB issue 33 allows for the Web Vitals reporter's scheduler (ADR 3301).
const HOME_JS_BUDGET = 131 * 1024;
const FIRST_VISIT_BUDGET = 95;
const INP_BUDGET_MS = 100;
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
}

/**
 * The control: one static page with a heading and a paragraph, no script. What Lighthouse gives
 * it is what this machine and Chromium cost any page (a navigation's commit and a first layout
 * took 30–50 ms unthrottled here), so the store's rows can be read against it.
 */
const CONTROL = 'control: static page, no script';
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
    const firstVisit = await firstVisitAfterImport(chrome.port);
    // The warm store. Its background pre-render of every picture (2,205 on the demo catalogue,
    // about 20 minutes of one core here) is start-up work a running store has long finished; on the
    // bench's two cores it took a core from the browser being measured. So this server makes each
    // size on its first request, and the warm-up below asks for every size the pages show.
    const control = await serveControlPage();
    const server = await startServer({ PRERENDER_IMAGES: 'off' });
    try {
      const products = (await (await fetch(`${server.url}/api/products/type/partyWomen?limit=1`)).json()) as {
        id: string;
      }[];
      const productId = products[0]?.id ?? 'unknown';
      const pages = ['/home', '/explore/partyWomen', FILTERED_LISTING, `/products/${productId}`, '/search'];
      const targets = [
        ...pages.map((page) => ({
          label: page.startsWith('/products/') ? '/products/:id' : page,
          url: server.url + page,
        })),
        { label: CONTROL, url: control.url },
      ];
      // Warm the image cache once so the runs measure the store, not the first render of each image.
      for (const { url } of targets) await runLighthouse(url, chrome.port);

      // Rounds, not page after page: the machine's speed drifts over minutes (Lighthouse's CPU
      // benchmark swung 1,650–2,540 within one run here), and a round gives every page, and the
      // control page, the same stretch of it.
      const results: Record<string, RunFigures[]> = Object.fromEntries(targets.map((t) => [t.label, []]));
      for (let round = 0; round < RUNS; round++)
        for (const target of targets) {
          const run = await measure(target.url, chrome.port);
          if (run) results[target.label]!.push(run);
        }

      const rows = targets.map(({ label: page }) => {
        const runs = results[page]!;
        const m = (f: (r: RunFigures) => number) => median(runs.map(f));
        const row = {
          page,
          perf: m((r) => r.scores.performance ?? 0),
          // Each round's score beside the median: on a machine this noisy the spread is the news.
          runs: runs.map((r) => r.scores.performance ?? 0).join(' '),
          a11y: m((r) => r.scores.accessibility ?? 0),
          bp: m((r) => r.scores['best-practices'] ?? 0),
          seo: m((r) => r.scores.seo ?? 0),
          lcpMs: Math.round(m((r) => r.lcp)),
          tbtMs: Math.round(m((r) => r.tbt)),
          cls: Number(m((r) => r.cls).toFixed(3)),
          jsKB: Number((m((r) => r.jsBytes) / 1024).toFixed(1)),
          cssKB: Number((m((r) => r.cssBytes) / 1024).toFixed(1)),
          cpu: Math.round(m((r) => r.benchmarkIndex)),
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
      const inp = await filterInteraction(server.url);
      printTable([
        {
          measure: '/home first visit after import: performance',
          value: `${firstVisit.perf} (LCP ${firstVisit.lcpMs} ms)`,
          budget: `>= ${FIRST_VISIT_BUDGET}`,
          verdict: verdict(firstVisit.perf >= FIRST_VISIT_BUDGET),
        },
        {
          measure: `apply a filter, phone, CPU 4x: INP, p75 of ${inp.loads.length} loads`,
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
      ]);
      console.log(
        `results: ${writeResult('web', { runs: RUNS, budget: BUDGET, rows, raw: results, firstVisit, inp })}`,
      );
    } finally {
      await server.stop();
      control.server.close();
    }
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's report of one run on the Chromium at `port`, in the mobile preset. */
async function runLighthouse(url: string, port: number) {
  return (await lighthouse(url, { port, output: 'json', logLevel: 'error' }))!.lhr;
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

/** One Lighthouse run of a page, or undefined when Lighthouse could not finish it (finishedRun). */
async function measure(url: string, port: number): Promise<RunFigures | undefined> {
  const lhr = await finishedRun(url, () => runLighthouse(url, port));
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
  };
}

/**
 * The first visit after a start on a freshly imported demo catalogue, on a server of its own:
 * nothing warmed, and the server still making the pictures' sizes in the background. A run tried
 * again gets a new fresh server: a second visit to the first would find it warmed.
 */
async function firstVisitAfterImport(port: number): Promise<{ perf: number; lcpMs: number }> {
  const first = await finishedRun('first visit after import', async () => {
    const fresh = await startServer();
    try {
      return await runLighthouse(`${fresh.url}/home`, port);
    } finally {
      await fresh.stop();
    }
  });
  return {
    perf: Math.round((first?.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(first?.audits['largest-contentful-paint']?.numericValue ?? NaN),
  };
}

/**
 * Interaction to Next Paint of ticking filter values in the phone's filter sheet (4× CPU
 * slowdown, 390×844). INP is a page load's slowest interaction (below 50 of them), and the field
 * (CrUX) judges a page by the 75th percentile of its loads: one load's slowest of six taps swung
 * from 56 to 120 ms here with what else the two cores were doing (ADR 1604).
 */
async function filterInteraction(baseUrl: string): Promise<{ p75: number; loads: number[]; taps: number[] }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const loads: number[] = [];
    const taps: number[] = [];
    for (let load = 0; load < INP_LOADS; load++) {
      const durations = await tapFilters(browser, baseUrl);
      loads.push(Math.max(...durations));
      taps.push(...durations);
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

/** One page load: opens the sheet and ticks a value six times; each tap's longest event timing. */
async function tapFilters(browser: Browser, baseUrl: string): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const w = window as unknown as { __inp: Map<number, number> };
      w.__inp = new Map();
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as PerformanceEventTiming[])
          if (e.interactionId) w.__inp.set(e.interactionId, Math.max(w.__inp.get(e.interactionId) ?? 0, e.duration));
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    await page.goto(`${baseUrl}/explore/casualWomen`);
    await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    const boxes = sheet.getByRole('checkbox');
    await boxes.first().waitFor();
    const durations: number[] = [];
    for (let i = 0; i < TAPS_PER_LOAD; i++) {
      await page.evaluate(() => (window as unknown as { __inp: Map<number, number> }).__inp.clear());
      await boxes.nth(i % 3).tap();
      await page.waitForTimeout(1500);
      const worst = await page.evaluate(() =>
        Math.max(0, ...(window as unknown as { __inp: Map<number, number> }).__inp.values()),
      );
      durations.push(worst);
    }
    return durations;
  } finally {
    await context.close();
  }
}

await main();
