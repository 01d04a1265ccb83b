// Visual search bench (npm run bench:visual-search; ADRs 2800, 2801). On the demo catalogue (PGlite):
// how fast the stored drawings are described at start (pictures/s), then queries made from the
// catalogue's own main pictures transformed as a phone photo of a garment would be (crop 80–92 %,
// rotation ±7°, brightness/saturation/hue shifts, blur, JPEG 70, a cluttered backdrop; every
// other query also a "photo-like render": uneven lighting and sensor noise), sent end to end
// through the visual search service on the server's database (the HTTP route adds the upload). Reports top-1, top-10, same kind in the top 10, "similar" of
// the same kind and the p95 latency of an image query.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { demoImages } from '@store/demo-catalogue/demo-feed';
import { generateDemoCatalogue } from '@store/demo-catalogue/generate-products';
import { openDatabase } from '../apps/api/src/db/client';
import { startPictureDescriber } from '../apps/api/src/modules/visual-search/describer';
import { visualSearchRepository } from '../apps/api/src/modules/visual-search/repository';
import { productKind } from '../apps/api/src/modules/visual-search/garment-kind';
import { visualSearchService } from '../apps/api/src/modules/visual-search/service';
import { startServer } from '../test-support/server';
import { FASHION_MNIST_CLASSES } from '../apps/api/src/cli/fashion-mnist';
import { REAL_PHOTOS_DIR, realPhotos } from './real-photos';
import { asPhonePhoto, rng } from './visual-search-photos';

// --seed draws another set of queries (the same transforms): the figures of one seed alone may flatter.
const { values } = parseArgs({
  options: { queries: { type: 'string', default: '220' }, seed: { type: 'string', default: '2800' } },
});
const QUERIES = Number(values.queries);

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

async function main() {
  const catalogue = generateDemoCatalogue();
  const kindOf = new Map(catalogue.map((p) => [p.id, p.kind]));
  const svgOf = new Map(demoImages(catalogue).map((d) => [d.id, d.svg]));
  const every = new Set(catalogue.flatMap((p) => p.imageIds)).size;

  // Describing, alone: what an import adds per picture, in the describer's nice-19 child (ADR 2801).
  const sample = catalogue.slice(0, 150).map((p) => Buffer.from(svgOf.get(p.imageIds[0]!)!));
  const describer = startPictureDescriber();
  await describer.describe(sample[0]!, { svg: true });
  const t0 = performance.now();
  for (const svg of sample) await describer.describe(svg, { svg: true });
  const perSecond = sample.length / ((performance.now() - t0) / 1000);
  await describer.close();

  // The real server on a fresh demo catalogue: it opens image search once its main pictures are described.
  const started = performance.now();
  // Each query from its own client address (behind a trusted proxy): the per-address limit is not measured here.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-visual-'));
  const server = await startServer(
    { LOG_LEVEL: 'warn', TRUST_PROXY: 'true', DATA_DIR: dataDir },
    { compiled: true, logToFile: true },
  );
  const from = (n: number) => ({ 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
  const probe = catalogue[0]!.id;
  for (let n = 0; ; n++) {
    const status = (await fetch(`${server.url}/api/products/similar/${probe}`, { headers: from(200_000 + n) })).status;
    if (status === 200) break;
    if (status !== 503) throw new Error(`similar: ${status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const openAfterMs = performance.now() - started;
  // A few image queries over HTTP: each photo is described in the server's child.
  const httpLatencies: number[] = [];
  for (let n = 0; n < 8; n++) {
    const p = catalogue[n * 37]!;
    const form = new FormData();
    form.append('searchType', 'image');
    form.append(
      'image',
      new Blob([new Uint8Array(await asPhonePhoto(svgOf.get(p.imageIds[0]!)!, rng(n), false))]),
      'photo.jpg',
    );
    const t = performance.now();
    const res = await fetch(`${server.url}/api/products/hybrid-search?limit=10`, {
      method: 'POST',
      body: form,
      headers: from(300_000 + n),
    });
    if (res.status !== 200) throw new Error(`hybrid-search: ${res.status}`);
    await res.arrayBuffer();
    httpLatencies.push(performance.now() - t);
  }
  const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  const rssKb = rssOf(server.process.pid!);
  const children = readFileSync(`/proc/${server.process.pid}/task/${server.process.pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  const childRss = children.map((pid) => `${(rssOf(pid) / 1024).toFixed(0)} MB`).join(', ');
  // The image search's per-address limit (30 a minute) would make 220 queries take 8 minutes over
  // HTTP: the queries run in this process, on the server's database (PGlite: one process at a
  // time), through the same service the route calls, from the photo's bytes to the products.
  await server.stop();
  const database = await openDatabase({ dataDir });
  const service = visualSearchService(visualSearchRepository(database.db), { describeStored: true });
  await service.start();

  const random = rng(Number(values.seed));
  let top1 = 0;
  let top10 = 0;
  let sameKind10 = 0;
  let shown10 = 0;
  const latencies: number[] = [];
  const nearestOfDemo: number[] = [];
  for (let q = 0; q < QUERIES; q++) {
    const p = catalogue[Math.floor(random() * catalogue.length)]!;
    const photo = await asPhonePhoto(svgOf.get(p.imageIds[0]!)!, random, q % 2 === 1);
    const t = performance.now();
    const page = await service.searchByImage(photo, undefined, { limit: 10, offset: 0 });
    latencies.push(performance.now() - t);
    if (page.nearest !== undefined) nearestOfDemo.push(page.nearest);
    const ids = page.items.map((x) => x.id);
    if (ids[0] === p.id) top1++;
    if (ids.includes(p.id)) top10++;
    sameKind10 += ids.filter((id) => kindOf.get(id) === p.kind).length;
    shown10 += ids.length;
  }
  // Real photographs (bench/fixtures/real-photos, ADR 4901): is the first product, or one of the
  // first three, of the kind the photo shows? A photo of something the store does not sell should find nothing.
  const realLatencies: number[] = [];
  const real = [];
  for (const photo of realPhotos()) {
    const t = performance.now();
    const page = await service.searchByImage(readFileSync(path.join(REAL_PHOTOS_DIR, photo.file)), undefined, {
      limit: 24,
      offset: 0,
    });
    realLatencies.push(performance.now() - t);
    const kinds = page.items.map((x) => productKind(x.title, x.category) ?? 'no kind');
    real.push({ photo, kinds, total: page.total, nearest: page.nearest ?? NaN });
  }
  let similarSame = 0;
  let similarShown = 0;
  const similarSample = catalogue.filter((_, i) => i % 4 === 0);
  for (const p of similarSample) {
    const items = (await service.similar(p.id, 12)) ?? [];
    similarSame += items.filter((x) => kindOf.get(x.id) === p.kind).length;
    similarShown += items.length;
  }
  service.stop();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });

  const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)} %`;
  console.log(`visual search bench (PGlite, demo catalogue: ${catalogue.length} products, ${every} pictures)`);
  console.log(`  describing            ${perSecond.toFixed(1)} pictures/s (the nice-19 child, drawings)`);
  console.log(
    `  image search open     ${(openAfterMs / 1000).toFixed(1)} s after a fresh start (main pictures from the shipped descriptions)`,
  );
  console.log(`  queries               ${QUERIES} (half photo-like renders; seed ${values.seed})`);
  console.log(`  top-1                 ${pct(top1, QUERIES)}   (bar 60 %)`);
  console.log(`  top-10                ${pct(top10, QUERIES)}   (bar 90 %)`);
  console.log(`  same kind in top 10   ${pct(sameKind10, shown10)}   (bar 70 %)`);
  console.log(`  similar, same kind    ${pct(similarSame, similarShown)}   (bar 70 %)`);
  console.log(
    `  image query p50/p95   ${percentile(latencies, 0.5).toFixed(0)} / ${percentile(latencies, 0.95).toFixed(0)} ms (bar 500 ms)`,
  );
  console.log(
    `  image query over HTTP p50/max ${percentile(httpLatencies, 0.5).toFixed(0)} / ${Math.max(...httpLatencies).toFixed(0)} ms (the server's child describes the photo)`,
  );
  console.log(`  server RSS when open  ${(rssKb / 1024).toFixed(0)} MB (its children: ${childRss || 'none'})`);

  const garments = real.filter((r) => r.photo.kinds.length > 0);
  const others = real.filter((r) => r.photo.kinds.length === 0);
  const first = garments.filter((r) => r.photo.kinds.includes(r.kinds[0] ?? '')).length;
  const top3 = garments.filter((r) => r.kinds.slice(0, 3).some((k) => r.photo.kinds.includes(k))).length;
  const kindsShown = [...new Set(real.map((r) => r.kinds[0] ?? 'nothing'))].sort();
  console.log(
    `real photos (bench/fixtures/real-photos: Fashion-MNIST, ${real.length} photos of ${FASHION_MNIST_CLASSES.length} kinds)`,
  );
  console.log(
    `  garments              ${garments.length} photos of ${new Set(garments.map((r) => r.photo.className)).size} kinds`,
  );
  console.log(`  kind first            ${pct(first, garments.length)}   (bar 65 %)`);
  console.log(`  kind in the first 3   ${pct(top3, garments.length)}   (bar 80 %)`);
  console.log(
    `  no garment: nothing   ${pct(others.filter((r) => r.total === 0).length, others.length)} of ${others.length} photos of shoes and bags`,
  );
  console.log(
    `  results a photo       ${Math.min(...real.map((r) => r.total))}–${Math.max(...real.map((r) => r.total))}`,
  );
  console.log(
    `  query p50/p95         ${percentile(realLatencies, 0.5).toFixed(0)} / ${percentile(realLatencies, 0.95).toFixed(0)} ms`,
  );
  const spread = (xs: number[]) =>
    xs.length === 0 ? 'none' : [0, 0.05, 0.25, 0.5, 0.75, 0.95, 1].map((p) => percentile(xs, p).toFixed(3)).join(' / ');
  console.log(`  nearest picture's distance, least, 5/25/50/75/95th percentile, most:`);
  console.log(`    demo photos          ${spread(nearestOfDemo)}`);
  console.log(`    real photos          ${spread(real.map((r) => r.nearest).filter((d) => !Number.isNaN(d)))}`);
  console.log("  the first product's kind, by the photo's class (photos):");
  console.log(`  ${'class'.padEnd(12)} ${kindsShown.map((k) => k.padStart(10)).join('')}`);
  for (const cls of FASHION_MNIST_CLASSES) {
    const rows = real.filter((r) => r.photo.className === cls.name);
    const cells = kindsShown.map((k) => String(rows.filter((r) => (r.kinds[0] ?? 'nothing') === k).length || '·'));
    console.log(`  ${cls.name.padEnd(12)} ${cells.map((c) => c.padStart(10)).join('')}`);
  }
}

await main();
