// throwaway: one Lighthouse run, dump the audits that explain LCP
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
import { startServer } from '../e2e/server';
const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const products = (await (await fetch(`${server.url}/api/products/type/partyWomen?limit=1`)).json()) as { id: string }[];
  for (const page of process.argv.slice(2)) {
    const url = `${server.url}${page.replace(':id', products[0]!.id)}`;
    await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const run = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = run!.lhr;
    const name = page.replace(/\W+/g, '_');
    writeFileSync(`/tmp/perf/lh${name}.json`, JSON.stringify(lhr));
    const a = lhr.audits;
    console.log(page, 'perf', lhr.categories.performance!.score, 'LCP', a['largest-contentful-paint']!.numericValue, 'FCP', a['first-contentful-paint']!.numericValue, 'SI', a['speed-index']!.numericValue);
    for (const [k, v] of Object.entries(lhr.categories)) console.log(' ', k, v.score);
    for (const id of ['largest-contentful-paint-element', 'lcp-breakdown-insight', 'lcp-discovery-insight', 'render-blocking-insight', 'network-dependency-tree-insight']) {
      const au = a[id];
      if (au) console.log('--', id, au.score, JSON.stringify(au.details)?.slice(0, 1500));
    }
    const reqs = (a['network-requests']!.details as any).items as any[];
    for (const r of reqs) console.log('   ', Math.round(r.networkRequestTime), Math.round(r.networkEndTime), r.resourceType, r.transferSize, r.url.replace(server.url, ''));
    for (const [id, au] of Object.entries(a)) if (au.score !== null && au.score < 1 && au.scoreDisplayMode !== 'informative' && au.scoreDisplayMode !== 'notApplicable') console.log('  FAIL', id, au.score, au.displayValue ?? '');
  }
} finally { chrome.kill(); await server.stop(); }
