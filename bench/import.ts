// `npm run bench:import [-- --products N --image-products M]`: the feed importer's budgets
// (ADR 1410) on PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/store_bench_import,
// dropped and created afresh each run; never the `test` database):
//   1. a generated 100,000-product Google TSV feed (no images) imported in <= 120 s,
//   2. the same feed again, unchanged, in <= 60 s,
//   3. 1,000 products with 3 images each from a local HTTP server: >= 5 source images/s with
//      every width variant made,
// and the importing process's peak RSS (the server, when the import comes through its
// operator route) under 400 MB throughout.
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { parseAllowList } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { feedsService, type ImportSummary } from '../apps/api/src/modules/feeds/service';
import { createImageIngest } from '../apps/api/src/modules/images/ingest';
import { freshDatabase, printTable, verdict, writeResult } from './lib';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '100000' }, 'image-products': { type: 'string', default: '1000' } },
});
const PRODUCTS = Number(values.products);
const IMAGE_PRODUCTS = Number(values['image-products']);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/store_bench_import';
const BUDGET = { importS: 120, reimportS: 60, imagesPerS: 5, rssMb: 400 };
const SIZES = ['S', 'M', 'L', 'XL'];
const TYPES = ['Kurti', 'Dress', 'Shirt', 'Jeans', 'T-Shirt', 'Saree', 'Hoodie', 'Skirt'];
const COLOURS = ['Navy', 'Rose Pink', 'Olive Green', 'Mustard', 'Charcoal', 'Ivory'];

/**
 * Writes a Google TSV feed: one row per size, four sizes a product, the item group the product.
 * Written a thousand products at a time, so the bench's own heap stays small and the RSS it
 * reports is the import's.
 */
function writeGoogleTsv(file: string, products: number, imageBase?: string): void {
  const header =
    'id\titem_group_id\ttitle\tdescription\tlink\timage_link\tadditional_image_link\tprice\tsale_price\tbrand\tgender\tcolor\tsize\tproduct_type';
  const fd = openSync(file, 'w');
  let lines = [header];
  for (let i = 0; i < products; i++) {
    if (lines.length >= 4000) {
      writeSync(fd, `${lines.join('\n')}\n`);
      lines = [];
    }
    const type = TYPES[i % TYPES.length]!;
    const price = 499 + ((i * 37) % 4000);
    const images = imageBase ? [0, 1, 2].map((v) => `${imageBase}/img/${i}-${v}.jpg`) : ['', '', ''];
    for (const size of imageBase ? ['M'] : SIZES)
      lines.push(
        [
          `P${i}-${size}`,
          `P${i}`,
          `Bench ${COLOURS[i % COLOURS.length]} ${type} ${i}`,
          `<p>Generated product ${i}.</p><ul><li>Soft fabric</li><li>Regular fit</li></ul>`,
          `https://bench.example.in/p/${i}`,
          images[0],
          images.slice(1).join(','),
          `${price + 500}.00 INR`,
          `${price}.00 INR`,
          `Brand ${i % 50}`,
          i % 3 ? 'female' : 'male',
          COLOURS[i % COLOURS.length],
          size,
          `Apparel > ${type}`,
        ].join('\t'),
      );
  }
  writeSync(fd, `${lines.join('\n')}\n`);
  closeSync(fd);
}

/** Peak RSS over the whole run, and over the phase since the last `phase()` call. */
function sampleRss(): { peakMb: () => number; phase: () => number; stop: () => void } {
  let peak = process.memoryUsage.rss();
  let phasePeak = peak;
  const timer = setInterval(() => {
    const now = process.memoryUsage.rss();
    peak = Math.max(peak, now);
    phasePeak = Math.max(phasePeak, now);
  }, 100);
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  return {
    peakMb: () => mb(peak),
    phase: () => {
      const result = mb(phasePeak);
      phasePeak = process.memoryUsage.rss();
      return result;
    },
    stop: () => clearInterval(timer),
  };
}

async function timed(label: string, run: () => Promise<ImportSummary>) {
  rss.phase();
  const started = performance.now();
  const summary = await run();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label}: ${seconds.toFixed(1)} s, peak RSS ${rss.phase()} MB`, {
    added: summary.added,
    updated: summary.updated,
    unchanged: summary.unchanged,
    rejected: summary.rejected.length,
    imagesFetched: summary.images.fetched,
    imagesFailed: summary.images.failed.length,
  });
  return { summary, seconds };
}

await freshDatabase(DATABASE_URL, 'bench:import');
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-import-'));
const database = await openDatabase({ dataDir, databaseUrl: DATABASE_URL });
const rss = sampleRss();
try {
  await migrate(database);
  const feedFile = path.join(dataDir, 'feed.tsv');
  writeGoogleTsv(feedFile, PRODUCTS);
  console.log(`RSS before the import: ${Math.round(process.memoryUsage.rss() / 1024 / 1024)} MB`);
  const first = await timed(`import ${PRODUCTS} products`, () =>
    feedsService({ database }).runImport({ feed: 'bench', source: feedFile }),
  );
  const again = await timed('unchanged re-import', () =>
    feedsService({ database }).runImport({ feed: 'bench', source: feedFile }),
  );

  // Distinct pictures (so each is downloaded, hashed, stored and encoded), made before the clock starts.
  const pictures = new Map<string, Buffer>();
  for (let i = 0; i < IMAGE_PRODUCTS; i++)
    for (const v of [0, 1, 2]) {
      const colour = { r: (i * 7) % 256, g: (i * 13 + v * 80) % 256, b: (v * 97 + i) % 256 };
      pictures.set(
        `/img/${i}-${v}.jpg`,
        await sharp({ create: { width: 900, height: 1200, channels: 3, background: colour } })
          .jpeg({ quality: 85 })
          .toBuffer(),
      );
    }
  const server = createServer((req, res) => {
    const body = pictures.get(req.url ?? '');
    res.statusCode = body ? 200 : 404;
    res.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const imageFile = path.join(dataDir, 'images.tsv');
  writeGoogleTsv(imageFile, IMAGE_PRODUCTS, base);
  // The picture host is on loopback: let it through, as IMPORT_ALLOW_HOSTS does (ADR 1422).
  const allow = parseAllowList(new URL(base).host);
  const withImages = await timed(`import ${IMAGE_PRODUCTS} products x 3 images`, () =>
    feedsService({ database, images: createImageIngest({ database, dataDir, allow }) }).runImport({
      feed: 'bench-images',
      source: imageFile,
    }),
  );
  server.close();
  rss.stop();
  const imagesPerS = withImages.summary.images.fetched / withImages.seconds;
  const rows = [
    {
      measure: `import ${PRODUCTS} (s)`,
      value: first.seconds.toFixed(1),
      budget: BUDGET.importS,
      verdict: verdict(first.seconds <= BUDGET.importS),
    },
    {
      measure: 'unchanged re-import (s)',
      value: again.seconds.toFixed(1),
      budget: BUDGET.reimportS,
      verdict: verdict(again.seconds <= BUDGET.reimportS && again.summary.unchanged === PRODUCTS),
    },
    {
      measure: 'source images / s',
      value: imagesPerS.toFixed(1),
      budget: BUDGET.imagesPerS,
      verdict: verdict(imagesPerS >= BUDGET.imagesPerS && withImages.summary.images.failed.length === 0),
    },
    {
      measure: 'peak RSS (MB)',
      value: rss.peakMb(),
      budget: BUDGET.rssMb,
      verdict: verdict(rss.peakMb() < BUDGET.rssMb),
    },
  ];
  printTable(rows);
  console.log('wrote', writeResult('import', { products: PRODUCTS, imageProducts: IMAGE_PRODUCTS, rows }));
  if (rows.some((r) => r.verdict !== 'ok')) process.exitCode = 1;
} finally {
  rss.stop();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
