// Visual search at scale (npm run bench:visual-search-scale; ADR 2802): the real server on
// PostgreSQL, first with the demo catalogue alone, then with --products synthetic products more
// (100,000 by default), each with four pictures of its own whose descriptions are a demo picture's
// with noise (so a photo meets many near neighbours, as in a large shop). Reports the server's RSS
// once image search is open at both sizes (the budget: at most 200 MB more), how long the index
// takes to build at a first start and to open at a restart (from its snapshot, ADR 2803), and the p50/p95 of image queries end to end over HTTP (the budget:
// p95 ≤ 300 ms on 2 cores).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { demoImages } from '@store/demo-catalogue/demo-feed';
import { generateDemoCatalogue } from '@store/demo-catalogue/generate-products';
import { openDatabase } from '../apps/api/src/db/client';
import { seedSyntheticProducts } from '../apps/api/src/db/seed';
import { DESCRIPTOR_VERSION, NETWORK_PART } from '../apps/api/src/modules/visual-search/descriptor';
import { visualSearchRepository } from '../apps/api/src/modules/visual-search/repository';
import { startServer, type RunningServer } from '../test-support/server';
import { median, percentile, verdict } from './lib';
import { asPhonePhoto, rng } from './visual-search-photos';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    queries: { type: 'string', default: '200' },
    postgres: {
      type: 'string',
      default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const PRODUCTS = Number(values.products);
const QUERIES = Number(values.queries);
const PICTURES_EACH = 4;
/** Each synthetic description: a demo picture's plus Gaussian noise of this spread per network number, made unit length again. */
const NOISE = 0.02;
const RSS_BUDGET_MB = 200;
const P95_BUDGET_MS = 300;

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Each request from its own address behind the trusted proxy: the per-address limit is not measured here. */
const from = (n: number) => ({ 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: values.postgres });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Starts the server on the database with this DATA_DIR (where the picture index is saved) and
 * waits until image search answers; returns the seconds that took.
 */
async function openServer(
  url: string,
  dataDir: string,
  probeId: string,
): Promise<{ server: RunningServer; openS: number }> {
  const started = performance.now();
  const server = await startServer(
    { DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: 'true', PRERENDER_IMAGES: 'off' },
    { compiled: true, logToFile: true },
  );
  for (let n = 0; ; n++) {
    const status = await fetch(`${server.url}/api/products/similar/${probeId}`, { headers: from(200_000 + n) }).then(
      (res) => res.status,
      (err: unknown) => {
        const log = readFileSync(path.join(dataDir, 'server.log'), 'utf8').slice(-4000);
        throw new Error(`the server stopped answering (exit ${server.process.exitCode}); its log ends:\n${log}`, {
          cause: err,
        });
      },
    );
    if (status === 200) break;
    if (status !== 503) throw new Error(`similar: ${status}`);
    await sleep(500);
  }
  return { server, openS: (performance.now() - started) / 1000 };
}

/** The median of ten readings a second apart: RSS moves with each garbage collection. */
async function steadyRss(pid: number): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < 10; i++) {
    readings.push(rssMb(pid));
    await sleep(1000);
  }
  return median(readings);
}

/** Adds the synthetic products, each with pictures of its own and their descriptions. */
async function grow(url: string) {
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  try {
    const repository = visualSearchRepository(database.db);
    const known = new Map<string, Float32Array>();
    for (let after = 0n; ;) {
      const rows = await repository.descriptionsAfter(after, DESCRIPTOR_VERSION, 5000);
      if (rows.length === 0) break;
      for (const r of rows) known.set(r.imageId, r.vector);
      after = rows.at(-1)!.seq;
    }
    const t0 = performance.now();
    await seedSyntheticProducts(database, PRODUCTS);
    console.log(`  ${PRODUCTS} synthetic products in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    // Each synthetic product shows four pictures of its own (ids only: the descriptions are what
    // the index reads; nothing is drawn), described as the demo picture it copies plus noise.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // A synthetic product shows the pictures of the demo product it was made from: those are the
      // descriptions its own pictures copy.
      const { rows } = await client.query<{ id: string; source: string[] }>(
        `SELECT id, ARRAY[image_id] || additional_image_ids AS source FROM products WHERE id LIKE 's%' ORDER BY id`,
      );
      await client.query(`UPDATE products SET image_id = id || '-p0',
          additional_image_ids = ARRAY[id || '-p1', id || '-p2', id || '-p3'] WHERE id LIKE 's%'`);
      const random = rng(2803);
      const gauss = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
      const t1 = performance.now();
      let batch: { imageId: string; hash: string; vector: Float32Array }[] = [];
      for (const row of rows) {
        for (let k = 0; k < PICTURES_EACH; k++) {
          const source = known.get(row.source[k % row.source.length]!);
          if (!source) continue;
          // The network's part with noise, unit length again; the garment's colour as the source's.
          const vector = Float32Array.from(source);
          let norm = 0;
          for (let i = 0; i < NETWORK_PART; i++) {
            vector[i] = source[i]! + NOISE * gauss();
            norm += vector[i]! * vector[i]!;
          }
          for (let i = 0; i < NETWORK_PART; i++) vector[i]! /= Math.sqrt(norm);
          batch.push({ imageId: `${row.id}-p${k}`, hash: `synthetic-${row.id}-${k}`, vector });
        }
        if (batch.length >= 1000) {
          await repository.saveMany(batch, DESCRIPTOR_VERSION);
          batch = [];
        }
      }
      await repository.saveMany(batch, DESCRIPTOR_VERSION);
      console.log(`  ${rows.length * PICTURES_EACH} descriptions in ${((performance.now() - t1) / 1000).toFixed(0)} s`);
      // As autovacuum would soon: the GIN index's pending list is merged (each probe of it read
      // the whole list, 5 ms) and the planner reads the new statistics.
      await client.query('VACUUM ANALYZE products');
    } finally {
      await client.end();
    }
  } finally {
    await database.close();
  }
}

async function main() {
  const catalogue = generateDemoCatalogue();
  const svgOf = new Map(demoImages(catalogue).map((d) => [d.id, d.svg]));
  const name = `bench_visual_${Date.now()}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = Object.assign(new URL(values.postgres), { pathname: `/${name}` }).toString();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-visual-scale-'));
  try {
    console.log(`visual search at scale (PostgreSQL, database ${name})`);
    const small = await openServer(url, dataDir, catalogue[0]!.id);
    const smallRss = await steadyRss(small.server.process.pid!);
    await small.server.stop();
    console.log(`  demo alone: open ${small.openS.toFixed(1)} s after start, RSS ${smallRss.toFixed(0)} MB`);

    await grow(url);
    // The first start after the growth builds the index from the database (reading the demo's
    // snapshot first, then the new descriptions); the restart reads the snapshot it saved.
    const first = await openServer(url, dataDir, catalogue[0]!.id);
    const firstRss = await steadyRss(first.server.process.pid!);
    await first.server.stop();
    console.log(
      `  with ${PRODUCTS} more: open ${first.openS.toFixed(1)} s after a first start, RSS ${firstRss.toFixed(0)} MB`,
    );
    const large = await openServer(url, dataDir, catalogue[0]!.id);
    const largeRss = await steadyRss(large.server.process.pid!);
    console.log(
      `  with ${PRODUCTS} more: open ${large.openS.toFixed(1)} s after a restart, RSS ${largeRss.toFixed(0)} MB`,
    );

    const random = rng(2804);
    const latencies: number[] = [];
    let top1 = 0;
    for (let q = 0; q < QUERIES; q++) {
      const p = catalogue[Math.floor(random() * catalogue.length)]!;
      const form = new FormData();
      form.append('searchType', 'image');
      const photo = await asPhonePhoto(svgOf.get(p.imageIds[0]!)!, random, q % 2 === 1);
      form.append('image', new Blob([new Uint8Array(photo)]), 'photo.jpg');
      const t = performance.now();
      const res = await fetch(`${large.server.url}/api/products/hybrid-search?limit=10`, {
        method: 'POST',
        body: form,
        headers: from(300_000 + q),
      });
      if (res.status !== 200) throw new Error(`hybrid-search: ${res.status}`);
      const body = (await res.json()) as { items?: { id: string }[] } | { id: string }[];
      latencies.push(performance.now() - t);
      const items = Array.isArray(body) ? body : (body.items ?? []);
      if (items[0]?.id === p.id) top1++;
    }
    const peakRss = rssMb(large.server.process.pid!);
    await large.server.stop();

    // The larger of the two starts' growth: a first start also holds what building the index left.
    const growth = Math.max(firstRss, largeRss) - smallRss;
    const sorted = [...latencies].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    console.log(
      `  RSS growth            ${growth.toFixed(0)} MB (budget ${RSS_BUDGET_MB} MB; ${peakRss.toFixed(0)} MB after the queries)`,
    );
    console.log(
      `  image query p50/p95   ${percentile(sorted, 50).toFixed(0)} / ${p95.toFixed(0)} ms over HTTP (budget p95 ${P95_BUDGET_MS} ms)`,
    );
    console.log(`  top-1 among ${PRODUCTS} near copies  ${((100 * top1) / QUERIES).toFixed(1)} %`);
    console.log(`  verdict               ${verdict(growth <= RSS_BUDGET_MB && p95 <= P95_BUDGET_MS)}`);
  } finally {
    await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
