// A listing's facet counts from memory (ADR 1602). Counting in the database reads every product
// of the listing on each request (60–110 ms for a listing of 170,000 products); here a listing's
// facet columns are read once, kept as typed arrays (about 20 bytes a product), and counted in
// one loop (2–5 ms). What is held is checked against the catalogue's version (migration 1630) on
// every request: a price, an import or a product gone is counted within the catalogue answers'
// life (ADR 0700), as the cached answers already are.
import { sql, type SQL } from 'drizzle-orm';
import { colourFamilyValue, DISCOUNT_STEPS, type Facets, type Filters } from '@store/shared/discovery';
import { normaliseSize } from '@store/shared/sizes';
import { selectRows, type Executor } from '../../db/client';
import { facetsFrom, type FacetTally } from './discovery-sql';
import { CATALOGUE_CACHE_TTL_MS } from './response-cache';

/** The products held in all, over every listing: about 40 MB. The least recently asked go first. */
const MAX_ROWS = 2_000_000;

/** A column of names, each row an index into its distinct values. */
interface NameColumn {
  ids: Uint16Array | Uint32Array;
  names: string[];
}

/** One listing's available products, column by column. */
interface ScopeRows {
  version: string;
  n: number;
  brand: NameColumn;
  category: NameColumn;
  color: NameColumn;
  price: Int32Array;
  discount: Int16Array;
  /** Row i's sizes are sizeIds[sizeStart[i]] … sizeIds[sizeStart[i + 1] - 1]. */
  sizeStart: Uint32Array;
  sizeIds: Uint16Array | Uint32Array;
  sizeNames: string[];
}

const SIZE_SEPARATOR = '\u001f';

/** Distinct strings numbered in the order first seen: a row keeps the number, not the string. */
function dictionary() {
  const index = new Map<string, number>();
  return {
    id(value: string): number {
      let id = index.get(value);
      if (id === undefined) index.set(value, (id = index.size));
      return id;
    },
    /** The strings by number, and the ids in two bytes each while they fit (names and sizes do). */
    seal(ids: number[]): { ids: Uint16Array | Uint32Array; names: string[] } {
      return { ids: index.size <= 0xffff ? Uint16Array.from(ids) : Uint32Array.from(ids), names: [...index.keys()] };
    },
  };
}

type Row = { b: string; c: string; f: string; p: number; d: number; s: string };

function nameColumn(rows: Row[], pick: (r: Row) => string): NameColumn {
  const names = dictionary();
  return names.seal(rows.map((r) => names.id(pick(r))));
}

async function load(db: Executor, where: SQL, version: string): Promise<ScopeRows> {
  const rows = await selectRows<Row>(
    db,
    sql`SELECT brand AS b, category AS c, color_family AS f, price AS p, discount AS d,
               array_to_string(sizes, ${SIZE_SEPARATOR}) AS s
        FROM products WHERE available AND ${where}`,
  );
  const n = rows.length;
  const sizes = dictionary();
  const sizeStart = new Uint32Array(n + 1);
  const sizeList: number[] = [];
  const price = new Int32Array(n);
  const discount = new Int16Array(n);
  for (let i = 0; i < n; i++) {
    const r = rows[i]!;
    price[i] = Number(r.p);
    discount[i] = Number(r.d);
    sizeStart[i] = sizeList.length;
    if (r.s) for (const size of r.s.split(SIZE_SEPARATOR)) sizeList.push(sizes.id(size));
  }
  sizeStart[n] = sizeList.length;
  const { ids: sizeIds, names: sizeNames } = sizes.seal(sizeList);
  return {
    version,
    n,
    brand: nameColumn(rows, (r) => r.b),
    category: nameColumn(rows, (r) => r.c),
    color: nameColumn(rows, (r) => r.f),
    price,
    discount,
    sizeStart,
    sizeIds,
    sizeNames,
  };
}

/** Which of a column's names a filter lets through (undefined: the filter is not applied). */
function allowed(column: { names: string[] }, wanted: string[], same: (name: string) => string) {
  if (wanted.length === 0) return undefined;
  const set = new Set(wanted);
  return Uint8Array.from(column.names, (name) => (set.has(same(name)) ? 1 : 0));
}

const lower = (s: string) => s.toLowerCase();

/** The facet counts of `f` over one listing's rows: what facetCounts answers from the database. */
export function countFacets(rows: ScopeRows, f: Filters): Facets {
  const brandOk = allowed(rows.brand, f.brand.map(lower), lower);
  const categoryOk = allowed(rows.category, f.category.map(lower), lower);
  // Families only: a value that names none lets nothing through (as the database's `false`).
  const colorOk = allowed(
    rows.color,
    f.color.map((c) => colourFamilyValue(c) ?? '\u0000'),
    (name) => name,
  );
  const sizeOk = allowed({ names: rows.sizeNames }, f.size.map(normaliseSize), (name) => name);
  const minPrice = f.minPrice ?? -Infinity;
  const maxPrice = f.maxPrice ?? Infinity;
  const minDiscount = f.minDiscount ?? -Infinity;

  const brandCounts = new Float64Array(rows.brand.names.length);
  const categoryCounts = new Float64Array(rows.category.names.length);
  const colorCounts = new Float64Array(rows.color.names.length);
  const sizeCounts = new Float64Array(rows.sizeNames.length);
  const steps = new Float64Array(DISCOUNT_STEPS.length);
  let total = 0;
  let lo = Infinity;
  let hi = -Infinity;

  const { price, discount, sizeStart, sizeIds } = rows;
  const brandIds = rows.brand.ids;
  const categoryIds = rows.category.ids;
  const colorIds = rows.color.ids;
  for (let i = 0; i < rows.n; i++) {
    const b = !brandOk || brandOk[brandIds[i]!] === 1;
    const c = !categoryOk || categoryOk[categoryIds[i]!] === 1;
    const k = !colorOk || colorOk[colorIds[i]!] === 1;
    let s = !sizeOk;
    if (!s) {
      for (let j = sizeStart[i]!; j < sizeStart[i + 1]!; j++) {
        if (sizeOk![sizeIds[j]!] === 1) {
          s = true;
          break;
        }
      }
    }
    const p = price[i]! >= minPrice && price[i]! <= maxPrice;
    const d = discount[i]! >= minDiscount;
    const failing = +!b + +!c + +!k + +!s + +!p + +!d;
    if (failing > 1) continue;
    // Each facet counts the rows every other filter lets through.
    if (c && k && s && p && d) brandCounts[brandIds[i]!]!++;
    if (b && k && s && p && d) categoryCounts[categoryIds[i]!]!++;
    if (b && c && s && p && d) colorCounts[colorIds[i]!]!++;
    if (b && c && k && p && d) for (let j = sizeStart[i]!; j < sizeStart[i + 1]!; j++) sizeCounts[sizeIds[j]!]!++;
    if (b && c && k && s) {
      if (p && d) total++;
      if (d) {
        if (price[i]! < lo) lo = price[i]!;
        if (price[i]! > hi) hi = price[i]!;
      }
      if (p) for (let x = 0; x < DISCOUNT_STEPS.length; x++) if (discount[i]! >= DISCOUNT_STEPS[x]!) steps[x]!++;
    }
  }

  const tally = (kind: FacetTally['kind'], names: string[], counts: Float64Array): FacetTally[] =>
    names.flatMap((value, i) => (value !== '' && counts[i]! > 0 ? [{ kind, value, n: counts[i]! }] : []));
  const numbers: FacetTally[] = [
    { kind: 'total', value: null, n: total },
    { kind: 'min_price', value: null, n: lo === Infinity ? null : lo },
    { kind: 'max_price', value: null, n: hi === -Infinity ? null : hi },
    ...DISCOUNT_STEPS.map((step, x) => ({ kind: `d${step}`, value: null, n: steps[x]! })),
  ];
  return facetsFrom([
    ...tally('brand', rows.brand.names, brandCounts),
    ...tally('size', rows.sizeNames, sizeCounts),
    ...tally('color', rows.color.names, colorCounts),
    ...tally('category', rows.category.names, categoryCounts),
    ...numbers,
  ]);
}

interface Held {
  rows: ScopeRows;
  /** When these rows were last known to be the catalogue (their version was the current one). */
  checkedAt: number;
}

export interface FacetIndexOptions {
  maxRows?: number;
  now?: () => number;
  /**
   * How long after they were last known current rows may still be counted while newer ones are
   * read: the catalogue answers' own life (ADR 0700), so an import's stream of changes does not
   * make every listing wait for its rows again.
   */
  staleMs?: number;
}

/**
 * The listings' rows held by this process, by scope key: `facets(key, where, f)` counts from
 * memory what the database would, reading the rows again when the catalogue's version moved.
 */
export function facetIndex(
  db: Executor,
  { maxRows = MAX_ROWS, now = Date.now, staleMs = CATALOGUE_CACHE_TTL_MS }: FacetIndexOptions = {},
) {
  // A Map keeps insertion order: re-inserting on use makes the first key the least recent.
  const held = new Map<string, Held>();
  const loading = new Map<string, Promise<ScopeRows>>();
  let rowsHeld = 0;
  let reads = 0;
  /** When the catalogue last changed through this process: rows known current before it are not counted. */
  let forgottenAt = -Infinity;

  const hold = (key: string, entry: Held) => {
    const old = held.get(key);
    if (old) rowsHeld -= old.rows.n;
    held.delete(key);
    held.set(key, entry);
    rowsHeld += entry.rows.n;
    while (rowsHeld > maxRows && held.size > 1) {
      const [oldest, was] = held.entries().next().value!;
      held.delete(oldest);
      rowsHeld -= was.rows.n;
    }
  };

  /** Reads a listing's rows at `version`; concurrent reads of one listing and version share one. */
  function read(key: string, where: SQL, version: string, readAt: number): Promise<ScopeRows> {
    const id = `${key}@${version}`;
    const pending = loading.get(id);
    if (pending) return pending;
    reads++;
    const reading = load(db, where, version)
      .then((rows) => {
        // Reads may finish out of order: never replace newer rows with older ones.
        const have = held.get(key);
        if (!have || BigInt(have.rows.version) <= BigInt(version)) hold(key, { rows, checkedAt: readAt });
        return rows;
      })
      .finally(() => loading.delete(id));
    loading.set(id, reading);
    return reading;
  }

  async function rowsOf(key: string, where: SQL): Promise<ScopeRows> {
    // The version is read before the rows: a change between the two is read again by the next
    // request, never kept as current.
    const at = now();
    const [{ n } = { n: '0' }] = await selectRows<{ n: string }>(db, sql`SELECT n FROM catalogue_version`);
    const version = String(n);
    const have = held.get(key);
    if (have?.rows.version === version) {
      hold(key, { rows: have.rows, checkedAt: Math.max(have.checkedAt, at) });
      return have.rows;
    }
    if (have && have.checkedAt > forgottenAt && at - have.checkedAt < staleMs) {
      // Recent enough: counted now, while the new rows are read for the next request.
      void read(key, where, version, at).catch(() => undefined);
      return have.rows;
    }
    return read(key, where, version, at);
  }

  return {
    async facets(key: string, where: SQL, f: Filters): Promise<Facets> {
      return countFacets(await rowsOf(key, where), f);
    },
    /**
     * The catalogue changed in this process (an import committed): what is held is no longer
     * counted while newer rows are read; the next request of each listing waits for them.
     */
    forget() {
      forgottenAt = now();
    },
    /** How many listings and products are held, and how many reads of rows were made (tests, bench). */
    stats: () => ({ listings: held.size, rows: rowsHeld, reads }),
  };
}

export type FacetIndex = ReturnType<typeof facetIndex>;
