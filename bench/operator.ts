// `npm run bench:operator [-- --products N --click-outs N --views N --runs N]`: the operator
// console's summary at scale (ADR 3300) on PostgreSQL (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/store_bench_operator, dropped and created afresh each run;
// never the `test` database). Seeds a catalogue and 10 million events over the last 90 days —
// 2 million click-outs (and 500,000 cart adds and copies) through product_events, whose trigger
// keeps the rollups, and 8 million product views through the server's own batched writer — with
// a long tail (a few products take most of the traffic). Then times the summary for 7, 30 and
// 90 days and checks its figures against counts of the raw events. Budget: p95 <= 200 ms for 90 days.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { storeDay } from '@store/shared/operator';
import { openDatabase, selectRows, type Database } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { seedSyntheticProducts } from '../apps/api/src/db/seed';
import { writeProductViews } from '../apps/api/src/modules/catalog/product-views';
import { operatorFigures } from '../apps/api/src/modules/operator/figures';
import { freshDatabase, median, percentile, printTable, verdict, writeResult } from './lib';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '20000' },
    'click-outs': { type: 'string', default: '2000000' },
    'cart-adds': { type: 'string', default: '500000' },
    views: { type: 'string', default: '8000000' },
    runs: { type: 'string', default: '40' },
    // Measure again on the database a previous run seeded (with the same counts).
    reuse: { type: 'boolean', default: false },
  },
});
const PRODUCTS = Number(values.products);
const CLICK_OUTS = Number(values['click-outs']);
const CART_ADDS = Number(values['cart-adds']);
const VIEWS = Number(values.views);
const RUNS = Number(values.runs);
const DAYS = 90;
const BUDGET_P95_MS = 200;
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/store_bench_operator';
const DAY_MS = 86_400_000;

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Click-outs, cart adds and copies as product_events rows, 250,000 a statement, on a connection of
 * its own with no statement timeout: the product is the cube of a uniform draw along the
 * catalogue (bench_ids numbers it; a long tail), the time uniform over the 90 days before now.
 * The rollup trigger runs as it does in the store. The popularity trigger (ADR 1600) is off while
 * seeding: it rewrites each product's row (and its search document) once per statement, which
 * costs the seed minutes and the summary nothing.
 */
async function seedEvents(client: pg.Client, now: number, kind: 'click-out' | 'cart-add' | 'copy', count: number) {
  const CHUNK = 250_000;
  for (let done = 0; done < count; done += CHUNK) {
    await client.query(
      `INSERT INTO product_events (product_id, kind, source, at)
       SELECT b.id, $1, d.source, d.at
         FROM (SELECT 1 + floor((SELECT count(*) FROM bench_ids) * power(random(), 3))::int AS i,
                      CASE WHEN $1 = 'click-out'
                           THEN (ARRAY['product', 'cart', 'friends-cart', 'share'])[1 + floor(random() * 4)::int] END AS source,
                      to_timestamp($2 - random() * $3) AS at
                 FROM generate_series(1, $4)) d
         JOIN bench_ids b ON b.i = d.i`,
      [kind, now / 1000, DAYS * 86_400, Math.min(CHUNK, count - done)],
    );
  }
}

/** Views drawn the same way, counted per (day, product) in memory and written by the server's writer. */
async function seedViews(database: Database, now: number, ids: string[], count: number): Promise<number> {
  let written = 0;
  let batch = new Map<string, number>();
  const flush = async () => {
    await writeProductViews(database, batch);
    batch = new Map();
  };
  for (let i = 0; i < count; i++) {
    const id = ids[Math.floor(ids.length * Math.random() ** 3)]!;
    const day = storeDay(now - Math.random() * (DAYS - 1) * DAY_MS);
    const key = `${day}\0${id}`;
    batch.set(key, (batch.get(key) ?? 0) + 1);
    written++;
    if (batch.size >= 50_000) await flush();
  }
  await flush();
  return written;
}

/** When the seeded events end: the newest click-out (a rerun with --reuse measures the same window). */
async function seededAt(database: Database): Promise<number> {
  const [row] = await selectRows<{ at: string }>(database.db, sql`SELECT max(at) AS at FROM product_events`);
  return new Date(row!.at).getTime() + 1000;
}

async function seed(database: Database, now: number): Promise<void> {
  let started = performance.now();
  await seedSyntheticProducts(database, PRODUCTS);
  console.log(`${PRODUCTS} products in ${seconds(started)} s`);
  started = performance.now();
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      'CREATE TABLE bench_ids AS SELECT id, (row_number() OVER (ORDER BY id))::int AS i FROM products',
    );
    await client.query('CREATE UNIQUE INDEX ON bench_ids (i)');
    await client.query('ALTER TABLE product_events DISABLE TRIGGER product_events_popularity');
    await seedEvents(client, now, 'click-out', CLICK_OUTS);
    await seedEvents(client, now, 'cart-add', CART_ADDS * 0.8);
    await seedEvents(client, now, 'copy', CART_ADDS * 0.2);
    await client.query('ALTER TABLE product_events ENABLE TRIGGER product_events_popularity');
  } finally {
    await client.end();
  }
  console.log(`${CLICK_OUTS + CART_ADDS} product events (and their rollups) in ${seconds(started)} s`);
  started = performance.now();
  const ids = (await selectRows<{ id: string }>(database.db, sql`SELECT id FROM products ORDER BY id`)).map(
    (r) => r.id,
  );
  await seedViews(database, now, ids, VIEWS);
  console.log(`${VIEWS} product views in ${seconds(started)} s`);
  const vacuum = new pg.Client({ connectionString: DATABASE_URL });
  await vacuum.connect();
  await vacuum.query('VACUUM ANALYZE');
  await vacuum.end();
}

if (!values.reuse) await freshDatabase(DATABASE_URL, 'bench:operator');
const database = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: '/tmp', poolSize: 4 });
try {
  await migrate(database);
  const now = values.reuse ? await seededAt(database) : Date.now();
  if (!values.reuse) await seed(database, now);
  const [rollups] = await selectRows<{ product_days: string; event_days: string }>(
    database.db,
    sql`SELECT (SELECT count(*) FROM product_event_days) AS product_days, (SELECT count(*) FROM event_days) AS event_days`,
  );
  console.log(`rollup rows: ${rollups!.product_days} per product and day, ${rollups!.event_days} per day`);

  const figures = operatorFigures({ database, now: () => now });
  const rows: Record<string, string | number>[] = [];
  const result: Record<string, unknown> = {
    products: PRODUCTS,
    clickOuts: CLICK_OUTS,
    cartAdds: CART_ADDS,
    views: VIEWS,
  };
  let ok = true;
  for (const days of [7, 30, DAYS]) {
    for (let i = 0; i < 3; i++) await figures.summary(days);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await figures.summary(days);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    const within = days !== DAYS || p95 <= BUDGET_P95_MS;
    ok &&= within;
    rows.push({
      days,
      'median ms': median(times).toFixed(1),
      'p95 ms': p95.toFixed(1),
      budget: days === DAYS ? `${BUDGET_P95_MS} ms` : '',
      verdict: days === DAYS ? verdict(within) : '',
    });
    result[`days${days}`] = { medianMs: median(times), p95Ms: p95, runs: RUNS };
  }

  // Exact: the 90-day figures against the raw events (every seeded event is inside the window).
  const summary = await figures.summary(DAYS);
  const from = Date.parse(`${summary.from}T00:00:00Z`) - 330 * 60_000;
  const raw = await selectRows<{ kind: string; n: string }>(
    database.db,
    sql`SELECT kind, count(*) AS n FROM product_events WHERE at >= ${new Date(from).toISOString()} GROUP BY kind`,
  );
  const rawOf = (kind: string) => Number(raw.find((r) => r.kind === kind)?.n ?? 0);
  const topRaw = await selectRows<{ product_id: string; n: string }>(
    database.db,
    sql`SELECT product_id, count(*) AS n FROM product_events WHERE kind = 'click-out' AND at >= ${new Date(from).toISOString()}
         GROUP BY product_id ORDER BY n DESC, product_id LIMIT 10`,
  );
  const exact =
    summary.clickOuts.total === rawOf('click-out') &&
    summary.cartAdds === rawOf('cart-add') &&
    summary.copies === rawOf('copy') &&
    summary.productViews === VIEWS &&
    JSON.stringify(summary.topProducts.map((p) => [p.id, p.clickOuts])) ===
      JSON.stringify(topRaw.map((r) => [r.product_id, Number(r.n)]));
  ok &&= exact;
  printTable(rows);
  console.log(
    `figures equal the raw events: ${exact ? 'yes' : 'NO'} (click-outs ${summary.clickOuts.total}, views ${summary.productViews}, cart adds ${summary.cartAdds}, copies ${summary.copies})`,
  );
  result.exact = exact;
  console.log(`results: ${writeResult('operator', result)}`);
  if (!ok) process.exitCode = 1;
} finally {
  await database.close();
}
