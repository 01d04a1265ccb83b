// `npm run bench:images [-- --products N --per-product K --concurrency C]`: image ingest
// throughput (ADR 1420: at least 5 source images per second on 2 cores, every variant made)
// and peak RSS. A local HTTP server hands out N × K distinct photo-like JPEGs (1000×1333);
// createImageIngest downloads each, sniffs it, stores it by content hash in a fresh embedded
// database and writes every variant (ALL_VARIANTS: WebP at each width, JPEG at two) before it resolves.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { parseAllowList } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { createImageIngest, INGEST_DEFAULTS } from '../apps/api/src/modules/images/ingest';
import { ALL_VARIANTS, imageCacheDir } from '../apps/api/src/modules/images/variants';
import { printTable, verdict, writeResult } from './lib';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1000' },
    'per-product': { type: 'string', default: '3' },
    concurrency: { type: 'string', default: String(INGEST_DEFAULTS.concurrency) },
  },
});
const products = Number(values.products);
const perProduct = Number(values['per-product']);
const concurrency = Number(values.concurrency);
const TARGET_PER_SECOND = 5;
const BASES = 24;

/** Photo-like pictures: blurred grain over a different colour each, so the encoders do real work. */
async function basePictures(): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: BASES }, async (_, b) => {
      const noise = await sharp({
        create: {
          width: 1000,
          height: 1333,
          channels: 3,
          background: { r: 0, g: 0, b: 0 },
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .blur(2)
        .tint({ r: (b * 37) % 255, g: (b * 91) % 255, b: (b * 53) % 255 })
        .jpeg({ quality: 85 })
        .toBuffer();
      return noise;
    }),
  );
}

const bases = await basePictures();
// Each URL is its own content (a trailer after the JPEG's end marker): no hash dedupe helps.
const server = createServer((req, res) => {
  const n = Number(/^\/img\/(\d+)\.jpg$/.exec(req.url ?? '')?.[1]);
  if (!Number.isInteger(n)) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.concat([bases[n % BASES]!, Buffer.from(`#${n}`)]));
});
server.listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-images-'));
const database = await openDatabase({ dataDir });
await migrate(database);
// The picture host is on loopback: let it through, as IMPORT_ALLOW_HOSTS does (ADR 1422).
const ingest = createImageIngest({ database, dataDir, concurrency, allow: parseAllowList(new URL(base).host) });

let peakRss = process.memoryUsage.rss();
console.error(`rss before ingest ${(peakRss / 2 ** 20).toFixed(0)} MB`);
const rssBefore = peakRss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 100);
const total = products * perProduct;
let done = 0;
let failed = 0;
const started = performance.now();
// CPU time of the whole process (libuv's pool and libvips' threads included): on a busy machine
// wall-clock throughput says more about the neighbours than about the code; CPU seconds per
// image do not, and 2 cores / that is what 2 idle cores would do.
const cpuBefore = process.cpuUsage();
const progress = setInterval(() => {
  const s = (performance.now() - started) / 1000;
  console.error(`${done}/${total} images, ${(done / s).toFixed(2)}/s, rss ${(peakRss / 2 ** 20).toFixed(0)} MB`);
}, 5000);
// One product's pictures at a time per slot, as the importer asks for them.
await Promise.all(
  Array.from({ length: total }, async (_, n) => {
    const result = await ingest.ingest(`${base}/img/${n}.jpg`);
    done++;
    if (!result.ok) failed++;
  }),
);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const cpuSecondsPerImage = (cpu.user + cpu.system) / 1e6 / total;
clearInterval(progress);
clearInterval(sampler);

const variants = readdirSync(imageCacheDir(dataDir)).filter((f) => !f.endsWith('.tmp')).length;
const expectedVariants = (total - failed) * ALL_VARIANTS.length;
const perSecond = total / seconds;
const result = {
  products,
  perProduct,
  images: total,
  failed,
  concurrency,
  seconds: Number(seconds.toFixed(1)),
  imagesPerSecond: Number(perSecond.toFixed(2)),
  cpuSecondsPerImage: Number(cpuSecondsPerImage.toFixed(3)),
  imagesPerSecondOnTwoIdleCores: Number((2 / cpuSecondsPerImage).toFixed(2)),
  variants,
  expectedVariants,
  peakRssMB: Math.round(peakRss / 2 ** 20),
  rssBeforeMB: Math.round(rssBefore / 2 ** 20),
  loadAverage: (await import('node:os')).loadavg().map((l) => l.toFixed(2)),
};
printTable([
  { figure: 'source images', value: total, budget: '', verdict: '' },
  { figure: 'failed', value: failed, budget: '0', verdict: verdict(failed === 0) },
  {
    figure: 'variants on disk',
    value: variants,
    budget: String(expectedVariants),
    verdict: verdict(variants === expectedVariants),
  },
  {
    figure: 'images / s',
    value: result.imagesPerSecond,
    budget: `>= ${TARGET_PER_SECOND}`,
    verdict: verdict(perSecond >= TARGET_PER_SECOND),
  },
  { figure: 'CPU s / image', value: result.cpuSecondsPerImage, budget: '', verdict: '' },
  {
    figure: 'images / s on 2 idle cores (2 ÷ CPU s)',
    value: result.imagesPerSecondOnTwoIdleCores,
    budget: `>= ${TARGET_PER_SECOND}`,
    verdict: verdict(result.imagesPerSecondOnTwoIdleCores >= TARGET_PER_SECOND),
  },
  { figure: 'RSS before ingest (MB)', value: result.rssBeforeMB, budget: '', verdict: '' },
  { figure: 'peak RSS (MB)', value: result.peakRssMB, budget: '< 400', verdict: verdict(result.peakRssMB < 400) },
]);
console.log(`load average ${result.loadAverage.join(' ')}; written to ${writeResult('images', result)}`);
server.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
