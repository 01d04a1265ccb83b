// Search SQL. Two steps: each query word is expanded to the vocabulary words that look like it
// (search_terms, trigram index), then products are matched on their full-text document
// (products.search_doc, GIN index), ranked, and the page's rows read. Same SQL on PGlite and
// PostgreSQL.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { selectRows, type AppDb, type Executor } from '../../db/client';
import { products } from '../../db/schema/catalog';
import {
  allOf,
  DISCOVERY_COLUMNS,
  facetCounts,
  filterConditions,
  listingOrder,
  type Discovery,
} from '../catalog/discovery-sql';
import { toProduct, type PageRequest, type ProductPage, type ProductRow } from '../catalog/product-view';
import type { Facets, Filters } from '@store/shared/discovery';
import { CANDIDATE_SIMILARITY, MAX_CANDIDATES, nearest } from './did-you-mean';

/** A vocabulary word this close to a query word (0–1, trigram similarity) stands in for it. */
export const SIMILARITY_THRESHOLD = 0.4;
/**
 * For a word nothing that close stands in for, the closest words down to pg_trgm's own threshold
 * do: common typos of short words fall between the two ("jens" → "jeans" 0.375, "kurat" → "kurta"
 * 0.33), and without them the word finds nothing. A word with a closer neighbour keeps only those
 * ("shirt" is 0.33 from "skirt").
 */
const LAST_RESORT_SIMILARITY = 0.3;
const MAX_LAST_RESORTS = 2;
/** At most this many vocabulary words per query word. */
export const MAX_EXPANSIONS = 6;

/** Vocabulary words similar to `word` (from LAST_RESORT_SIMILARITY), as `term` and `sim`, most similar first. */
export const similarTerms = (word: SQL) => sql`
  SELECT term, similarity(term, ${word}) AS sim FROM search_terms
  WHERE term % ${word} AND similarity(term, ${word}) >= ${LAST_RESORT_SIMILARITY}
  ORDER BY sim DESC, term LIMIT ${MAX_EXPANSIONS}`;

/**
 * Which of a word's similar terms stand in for it: those from
 * SIMILARITY_THRESHOLD; when there are none and nothing else stands in (`othersFound`), the
 * closest last resorts.
 */
export function standIns(similar: { term: string; sim: number }[], othersFound = 0, word?: string): string[] {
  // A word the catalogue has as typed means that word: its look-alikes do not stand in for it
  // ("zara" is a brand, not a typo of "zari"; ADR 2908).
  if (word !== undefined && similar.some((s) => s.term === word)) return [word];
  const ranked = [...similar].sort((a, b) => Number(b.sim) - Number(a.sim) || a.term.localeCompare(b.term));
  const close = ranked.filter((s) => Number(s.sim) >= SIMILARITY_THRESHOLD);
  return (close.length > 0 || othersFound > 0 ? close : ranked.slice(0, MAX_LAST_RESORTS)).map((s) => s.term);
}
/** How many matches are ranked for a first page (ADR 0701). */
export const RANK_CANDIDATES = 2000;
/** The catalogue's search slices, each with its own partial index (migration 0700, ADR 0703). */
const SEARCH_SLICES = 8;

/**
 * Available products whose document matches, slice after slice: under a LIMIT, the slices after
 * the one that fills it are never read. The slice predicate is the indexes' own, as a literal.
 */
export function matchingProducts(match: SQL, columns: SQL): SQL {
  return sql.join(
    Array.from(
      { length: SEARCH_SLICES },
      (_, k) =>
        sql`SELECT ${columns} FROM products WHERE (hashtext(id) & ${sql.raw(String(SEARCH_SLICES - 1))}) = ${sql.raw(String(k))} AND search_doc @@ ${match} AND available`,
    ),
    sql` UNION ALL `,
  );
}

/**
 * Runs `work` with the search indexes forced: the planner would read the whole table rather
 * than the index for a LIMIT over a common word, and on two cores parallel workers only add
 * overhead (and would make which matches come first depend on timing).
 */
export function withIndexScans<T>(db: AppDb, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // Both in one statement: each statement is a round trip to the database.
    await tx.execute(
      sql`SELECT set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    return work(tx);
  });
}

/** Every products column under its Drizzle name, so a raw row reads as a ProductRow. */
const PRODUCT_COLUMNS = sql.join(
  Object.entries(getTableColumns(products)).map(
    ([key, column]) => sql`p.${sql.identifier(column.name)} AS ${sql.identifier(key)}`,
  ),
  sql`, `,
);

/**
 * The same query, matching only where the document gives the word weight A (title and brand):
 * its lexemes marked `:A` ('dress' → 'dress':A). Computed once per search, where ts_filter
 * built a filtered copy of every candidate's document.
 */
export const inTitleOrBrand = (match: SQL) => inWeights(match, 'A');

/** The same query, matching only where the document gives the word one of `weights` ('ABC'). */
const inWeights = (match: SQL, weights: 'A' | 'ABC') =>
  sql`regexp_replace((${match})::text, '(''(?:[^'']|'''')*'')', ${sql.raw(`'\\1:${weights}'`)}, 'g')::tsquery`;

export type Mode = 'all' | 'any';

/**
 * Which products a stage of the search matches: every word ('all') or any ('any'), and whether
 * only in the product's names (title, brand, category, colour, material: weights A–C) or also
 * in its description (ADR 2908).
 */
export interface Stage {
  mode: Mode;
  namesOnly: boolean;
}

export function searchRepository(db: AppDb) {
  return {
    /** For each word, the vocabulary words similar to it, most similar first. */
    async expand(words: string[]): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>(words.map((w) => [w, []]));
      if (words.length === 0) return out;
      const rows = await selectRows<{ word: string; term: string; sim: number }>(
        db,
        sql`
        SELECT w.word, t.term, t.sim
        FROM unnest(${sql.param(words)}::text[]) AS w(word)
        CROSS JOIN LATERAL (${similarTerms(sql`w.word`)}) t`,
      );
      for (const word of words)
        out.set(
          word,
          standIns(
            rows.filter((r) => r.word === word),
            0,
            word,
          ),
        );
      return out;
    },

    /**
     * Products matching every group ('all') or any group ('any'); a group matches when any of
     * its terms does. Ranked by ts_rank (word weight and frequency; ADR 0703), plus a bonus when
     * the words as typed all match and when the match is in the title or brand (weight A); ties
     * by rating, then id. Filters narrow the ranked candidates (so a filtered total and its
     * facets count the same set; ADR 1600); a sort other than relevance orders them instead.
     */
    async search(
      groups: string[][],
      exactWords: string[],
      stage: Stage,
      p: PageRequest,
      d?: Discovery,
    ): Promise<ProductPage> {
      const match = matchQuery(groups, stage);
      const exact: SQL = sql`(${sql.join(
        exactWords.map((w) => sql`plainto_tsquery('english', ${w})`),
        sql` && `,
      )})`;
      const rank = sql`round((
          ts_rank(search_doc, ${match})
          + CASE WHEN search_doc @@ ${exact} THEN 1 ELSE 0 END
          + CASE WHEN search_doc @@ ${inTitleOrBrand(matchQuery(groups, { ...stage, namesOnly: false }))} THEN 0.5 ELSE 0 END
        )::numeric, 4)`;
      // A broad word ("dress") matches a tenth of the catalogue: ranking (or even counting) every
      // match grows with the catalogue. Only the first candidates the index gives are ranked and
      // counted (ADR 0701); a page deeper than that widens the set to reach it.
      const candidates = Math.max(RANK_CANDIDATES, p.offset + p.limit);
      const filters = d ? filterConditions(d.filters) : [];
      const order = !d?.sort || d.sort === 'relevance' ? sql`score DESC, rating DESC, id` : listingOrder(d.sort);
      // Without filters or sort the candidates carry only what the ranking reads, as before.
      const columns =
        filters.length > 0 || d?.sort ? sql`${DISCOVERY_COLUMNS}, search_doc` : sql`id, rating, search_doc`;
      // The page's rows come with their ranking (joined by primary key): the ranking itself
      // reads only the columns it needs, and the page costs no second round trip.
      const found = await withIndexScans(db, (tx) =>
        selectRows<ProductRow & { total: string | number }>(
          tx,
          sql`
          WITH c AS MATERIALIZED (
            SELECT * FROM (${matchingProducts(match, columns)}) m LIMIT ${candidates}
          ), f AS (
            SELECT * FROM c WHERE ${allOf(filters)}
          ), page AS (
            SELECT f.*, ${rank} AS score, (SELECT count(*) FROM f) AS total FROM f
            ORDER BY ${order}
            LIMIT ${p.limit} OFFSET ${p.offset}
          )
          SELECT ${PRODUCT_COLUMNS}, page.total FROM page JOIN products p ON p.id = page.id
          ORDER BY ${pageOrder(d)}`,
        ),
      );
      if (found.length === 0) {
        if (p.offset === 0) return { items: [], total: 0 };
        // Past the last page: the count alone.
        const all = await withIndexScans(db, (tx) =>
          selectRows<{ n: string }>(
            tx,
            sql`SELECT count(*) AS n FROM (SELECT * FROM (${matchingProducts(match, columns)}) m LIMIT ${candidates}) l
                WHERE ${allOf(filters)}`,
          ),
        );
        return { items: [], total: Number(all[0]?.n ?? 0) };
      }
      return { items: found.map(toProduct), total: Number(found[0]!.total) };
    },

    /**
     * For each word the vocabulary lacks, the vocabulary word it most likely meant
     * (did-you-mean.ts); a word the vocabulary has, or has nothing near, is left out. Reads the
     * whole vocabulary (a few thousand words): only a search that found nothing asks.
     */
    async nearestTerms(words: string[]): Promise<Map<string, string>> {
      const rows = await selectRows<{ word: string; term: string; sim: number }>(
        db,
        sql`
        SELECT w.word, t.term, t.sim
        FROM unnest(${sql.param(words)}::text[]) AS w(word)
        CROSS JOIN LATERAL (
          SELECT term, similarity(term, w.word) AS sim FROM search_terms
          WHERE similarity(term, w.word) >= ${CANDIDATE_SIMILARITY}
          ORDER BY sim DESC, term LIMIT ${MAX_CANDIDATES}
        ) t`,
      );
      const out = new Map<string, string>();
      for (const word of words) {
        const candidates = rows.filter((r) => r.word === word);
        if (candidates.some((c) => c.term === word)) continue;
        const meant = nearest(word, candidates);
        if (meant) out.set(word, meant);
      }
      return out;
    },

    /** Facet counts over the candidates a search ranks (the first RANK_CANDIDATES matches). */
    async facets(groups: string[][], stage: Stage, filters: Filters): Promise<Facets> {
      const source = sql`SELECT * FROM (${matchingProducts(matchQuery(groups, stage), DISCOVERY_COLUMNS)}) m LIMIT ${RANK_CANDIDATES}`;
      return withIndexScans(db, (tx) => facetCounts(tx, source, filters));
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;

/**
 * A product matches a group when any of its terms does; all groups ('all') or any ('any'),
 * in its names only or anywhere in its document.
 */
export function matchQuery(groups: string[][], { mode, namesOnly }: Stage): SQL {
  const groupQueries = groups.map(
    (terms) =>
      sql`(${sql.join(
        terms.map((t) => sql`plainto_tsquery('english', ${t})`),
        sql` || `,
      )})`,
  );
  const match = sql`(${sql.join(groupQueries, mode === 'all' ? sql` && ` : sql` || `)})`;
  return namesOnly ? inWeights(match, 'ABC') : match;
}

/** The page's final order, over its rows joined back to products. */
function pageOrder(d: Discovery | undefined): SQL {
  if (!d?.sort || d.sort === 'relevance') return sql`page.score DESC, page.rating DESC, page.id`;
  return listingOrder(d.sort, 'page');
}
