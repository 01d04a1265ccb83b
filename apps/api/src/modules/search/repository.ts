// Search SQL. Two steps: each query word is expanded to the vocabulary words that look like it
// (search_terms, trigram index), then products are matched on their full-text document
// (products.search_doc, GIN index) and ranked. Same SQL on PGlite and PostgreSQL.
import { asc, count, desc, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { toProduct, type PageRequest, type ProductPage } from '../catalog/product-view';

/** A vocabulary word this close to a query word (0–1, trigram similarity) stands in for it. */
export const SIMILARITY_THRESHOLD = 0.4;
/** At most this many vocabulary words per query word. */
const MAX_EXPANSIONS = 6;

type Mode = 'all' | 'any';

export function searchRepository(db: AppDb) {
  return {
    /** For each word, the vocabulary words similar to it, most similar first. */
    async expand(words: string[]): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>(words.map((w) => [w, []]));
      if (words.length === 0) return out;
      const result = await db.execute(sql`
        SELECT w.word, t.term
        FROM unnest(${sql.param(words)}::text[]) AS w(word)
        CROSS JOIN LATERAL (
          SELECT term, similarity(term, w.word) AS sim
          FROM search_terms
          WHERE term % w.word AND similarity(term, w.word) >= ${SIMILARITY_THRESHOLD}
          ORDER BY sim DESC, term
          LIMIT ${MAX_EXPANSIONS}
        ) t
        ORDER BY w.word, t.sim DESC, t.term`);
      for (const row of (result as unknown as { rows: { word: string; term: string }[] }).rows) {
        out.get(row.word)?.push(row.term);
      }
      return out;
    },

    /**
     * Products matching every group ('all') or any group ('any'); a group matches when any of
     * its terms does. Ranked by cover density, plus a bonus when the words as typed all match
     * and when the match is in the title or brand (weight A); ties by rating, then id.
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
      const where = sql`search_doc @@ ${match}`;
      const rank = sql`round((
          ts_rank_cd(search_doc, ${match})
          + CASE WHEN search_doc @@ ${exact} THEN 1 ELSE 0 END
          + CASE WHEN ts_filter(search_doc, '{a}') @@ ${match} THEN 0.5 ELSE 0 END
        )::numeric, 4)`;
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(products)
          .where(where)
          .orderBy(sql`${rank} DESC`, desc(products.rating), asc(products.id))
          .limit(p.limit)
          .offset(p.offset),
        db.select({ n: count() }).from(products).where(where),
      ]);
      return { items: rows.map(toProduct), total: Number(totals[0]?.n ?? 0) };
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;
