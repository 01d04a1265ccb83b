// Loads the demo catalogue into an empty database through the feed importer (its drawings
// first, then its feed), and synthetic products for benchmarks. Idempotent.
import { sql } from 'drizzle-orm';
import { DEMO_FEED, demoFeedText, demoImages, productFacts } from '@store/demo-catalogue/demo-feed';
import { generateDemoCatalogue, generateSyntheticProducts } from '@store/demo-catalogue/generate-products';
import type { CatalogueProduct } from '@store/demo-catalogue/types';
import { colourFamily } from '@store/shared/colour-family';
import { parseSizes } from '@store/shared/sizes';
import { feedsService } from '../modules/feeds/service';
import { selectRows, type Database } from './client';
import { images, products } from './schema/catalog';

const SVG = 'image/svg+xml';
const BATCH = 500;

export async function isCatalogueEmpty(database: Database): Promise<boolean> {
  const rows = await selectRows<{ present: boolean }>(
    database.db,
    sql`SELECT EXISTS (SELECT 1 FROM products) AS present`,
  );
  return !rows[0]?.present;
}

function toRow(p: CatalogueProduct) {
  const [main, ...additional] = p.imageIds;
  return {
    ...productFacts(p),
    sizes: parseSizes(p.size),
    colorFamily: colourFamily(p.color) ?? '',
    imageId: main ?? '',
    additionalImageIds: additional,
  };
}

async function insertInBatches<T>(items: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) await insert(items.slice(i, i + BATCH));
}

export async function seedDemoCatalogue(database: Database): Promise<{ products: number; images: number }> {
  const catalogue = generateDemoCatalogue();
  const pictures = demoImages(catalogue).map(({ id, svg }) => ({ id, contentType: SVG, data: Buffer.from(svg) }));
  await insertInBatches(pictures, (batch) => database.db.insert(images).values(batch).onConflictDoNothing());
  const summary = await feedsService({ database }).runImport({
    feed: DEMO_FEED,
    source: 'demo-catalogue',
    content: demoFeedText(catalogue),
  });
  if (summary.rejected.length) throw new Error(`demo catalogue: ${JSON.stringify(summary.rejected.slice(0, 3))}`);
  return { products: summary.added + summary.updated + summary.unchanged, images: pictures.length };
}

/** Adds `count` synthetic products after the ones present (benchmarks: up to 1,000,000). */
export async function seedSyntheticProducts(
  database: Database,
  count: number,
  onProgress?: (done: number) => void,
): Promise<number> {
  const existing = await selectRows<{ n: string | number }>(database.db, sql`SELECT count(*) AS n FROM products`);
  let start = Number(existing[0]?.n ?? 0);
  const CHUNK = 5000;
  for (let done = 0; done < count;) {
    const n = Math.min(CHUNK, count - done);
    const batch = generateSyntheticProducts(n, start).map(toRow);
    await insertInBatches(batch, (b) => database.db.insert(products).values(b).onConflictDoNothing());
    done += n;
    start += n;
    onProgress?.(done);
  }
  return count;
}
