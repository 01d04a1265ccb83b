// Search SQL. Two steps: each query word is expanded to the vocabulary words that look like it
// (search_terms, trigram index), then products are matched on their full-text document
// (products.search_doc, GIN index), ranked, and the page's rows read. Same SQL on PGlite and
// PostgreSQL.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { selectRows, type AppDb, type Executor } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { toProduct, type PageRequest, type ProductPage, type ProductRow } from '../catalog/product-view';

/** A vocabulary word this close to a query word (0–1, trigram similarity) stands in for it. */
export const SIMILARITY_THRESHOLD = 0.4;
/** At most this many vocabulary words per query word. */
const MAX_EXPANSIONS = 6;
/** How many matches are ranked for a first page (ADR 0701). */
export const RANK_CANDIDATES = 2000;
/** The catalogue's search slices, each with its own partial index (migration 0700, ADR 0703). */
const SEARCH_SLICES = 8;

/**
 * Products whose document matches, slice after slice: under a LIMIT, the slices after the one
 * that fills it are never read. The slice predicate is the indexes' own, as a literal.
 */
export function matchingProducts(match: SQL, columns: SQL): SQL {
  return sql.join(
    Array.from(
      { length: SEARCH_SLICES },
      (_, k) =>
        sql`SELECT ${columns} FROM products WHERE (hashtext(id) & ${sql.raw(String(SEARCH_SLICES - 1))}) = ${sql.raw(String(k))} AND search_doc @@ ${match}`,
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
export const inTitleOrBrand = (match: SQL) =>
  sql`regexp_replace((${match})::text, '(''(?:[^'']|'''')*'')', '\\1:A', 'g')::tsquery`;

type Mode = 'all' | 'any';

export function searchRepository(db: AppDb) {
  return {
    /** For each word, the vocabulary words similar to it, most similar first. */
    async expand(words: string[]): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>(words.map((w) => [w, []]));
      if (words.length === 0) return out;
      const rows = await selectRows<{ word: string; term: string }>(
        db,
        sql`
        SELECT w.word, t.term
        FROM unnest(${sql.param(words)}::text[]) AS w(word)
        CROSS JOIN LATERAL (
          SELECT term, similarity(term, w.word) AS sim
          FROM search_terms
          WHERE term % w.word AND similarity(term, w.word) >= ${SIMILARITY_THRESHOLD}
          ORDER BY sim DESC, term
          LIMIT ${MAX_EXPANSIONS}
        ) t
        ORDER BY w.word, t.sim DESC, t.term`,
      );
      for (const row of rows) {
        out.get(row.word)?.push(row.term);
      }
      return out;
    },

    /**
     * Products matching every group ('all') or any group ('any'); a group matches when any of
     * its terms does. Ranked by ts_rank (word weight and frequency; ADR 0703), plus a bonus when
     * the words as typed all match and when the match is in the title or brand (weight A); ties
     * by rating, then id.
     */
    async search(groups: string[][], exactWords: string[], mode: Mode, p: PageRequest): Promise<ProductPage> {
      const groupQueries = groups.map(
        (terms) =>
          sql`(${sql.join(
            terms.map((t) => sql`plainto_tsquery('english', ${t})`),
            sql` || `,
          )})`,
      );
      const match: SQL = sql`(${sql.join(groupQueries, mode === 'all' ? sql` && ` : sql` || `)})`;
      const exact: SQL = sql`(${sql.join(
        exactWords.map((w) => sql`plainto_tsquery('english', ${w})`),
        sql` && `,
      )})`;
      const rank = sql`round((
          ts_rank(search_doc, ${match})
          + CASE WHEN search_doc @@ ${exact} THEN 1 ELSE 0 END
          + CASE WHEN search_doc @@ ${inTitleOrBrand(match)} THEN 0.5 ELSE 0 END
        )::numeric, 4)`;
      // A broad word ("dress") matches a tenth of the catalogue: ranking (or even counting) every
      // match grows with the catalogue. Only the first candidates the index gives are ranked and
      // counted (ADR 0701); a page deeper than that widens the set to reach it.
      const candidates = Math.max(RANK_CANDIDATES, p.offset + p.limit);
      // The page's rows come with their ranking (joined by primary key): the ranking itself
      // reads only the columns it needs, and the page costs no second round trip.
      const found = await withIndexScans(db, (tx) =>
        selectRows<ProductRow & { total: string | number }>(
          tx,
          sql`
          WITH c AS MATERIALIZED (
            SELECT * FROM (${matchingProducts(match, sql`id, rating, search_doc`)}) m LIMIT ${candidates}
          ), page AS (
            SELECT id, rating, ${rank} AS score, (SELECT count(*) FROM c) AS total FROM c
            ORDER BY score DESC, rating DESC, id
            LIMIT ${p.limit} OFFSET ${p.offset}
          )
          SELECT ${PRODUCT_COLUMNS}, page.total FROM page JOIN products p ON p.id = page.id
          ORDER BY page.score DESC, page.rating DESC, page.id`,
        ),
      );
      if (found.length === 0) {
        if (p.offset === 0) return { items: [], total: 0 };
        // Past the last page: the count alone.
        const all = await withIndexScans(db, (tx) =>
          selectRows<{ n: string }>(
            tx,
            sql`SELECT count(*) AS n FROM (SELECT * FROM (${matchingProducts(match, sql`1`)}) m LIMIT ${candidates}) l`,
          ),
        );
        return { items: [], total: Number(all[0]?.n ?? 0) };
      }
      return { items: found.map(toProduct), total: Number(found[0]!.total) };
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;
