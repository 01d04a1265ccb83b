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
import { visualSearchService } from '../apps/api/src/modules/visual-search/service';
import { startServer } from '../test-support/server';
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
  for (let q = 0; q < QUERIES; q++) {
    const p = catalogue[Math.floor(random() * catalogue.length)]!;
    const photo = await asPhonePhoto(svgOf.get(p.imageIds[0]!)!, random, q % 2 === 1);
    const t = performance.now();
    const page = await service.searchByImage(photo, undefined, { limit: 10, offset: 0 });
    latencies.push(performance.now() - t);
    const ids = page.items.map((x) => x.id);
    if (ids[0] === p.id) top1++;
    if (ids.includes(p.id)) top10++;
    sameKind10 += ids.filter((id) => kindOf.get(id) === p.kind).length;
    shown10 += ids.length;
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
}

await main();
