// Suggestions SQL (docs/api.md, Discovery; ADR 1600). Names: the small suggest_names table, by prefix
// (of the name or of one of its words) or trigram similarity (typos), only names some available
// product still carries. Products: for one or two letters, titles by prefix (an index walk); from
// three, each typed word expanded to the vocabulary words it starts or resembles, then the first
// matches the search index gives, best in title or brand and most popular first.
import { sql } from 'drizzle-orm';
import { selectRows, type AppDb } from '../../db/client';
import {
  inTitleOrBrand,
  matchingProducts,
  matchQuery,
  MAX_EXPANSIONS,
  similarTerms,
  standIns,
  withIndexScans,
} from '../search/repository';

export interface NameRow {
  kind: 'brand' | 'category';
  name: string;
}
export interface ProductRowLite {
  id: string;
  title: string;
  brand: string;
  price: number;
  image_id: string;
}

/** How many matches are looked at to pick a few product suggestions. */
const PRODUCT_CANDIDATES = 40;
/** How many of the most popular products are looked through before the search index is asked. */
const POPULAR_WALK = 1000;

/** LIKE's own characters, escaped: what the shopper typed is matched as text. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Whether a title or brand has a word starting with `prefix` (a word still being typed), matched
 * as text: any character a regular expression reads is escaped. No prefix: every row.
 */
const startsAWord = (prefix: string | undefined) =>
  prefix
    ? sql`lower(title || ' ' || brand) ~ ${`(^|[^[:alnum:]])${prefix.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}`}`
    : sql`true`;

export function discoveryRepository(db: AppDb) {
  return {
    async names(q: string, limit: number): Promise<NameRow[]> {
      const prefix = `${likeEscape(q)}%`;
      return selectRows<NameRow>(
        db,
        sql`
        SELECT kind, name FROM suggest_names n
        WHERE (lower(name) LIKE ${prefix} OR lower(name) LIKE ${`% ${prefix}`}
               OR (length(${q}) >= 3 AND (lower(name) % ${q} OR ${q} <% lower(name))))
          -- One EXISTS per kind, so each walks its lower(brand) or lower(category) index.
          AND ((n.kind = 'brand' AND EXISTS (
                 SELECT 1 FROM products p WHERE p.available AND lower(p.brand) = lower(n.name)))
            OR (n.kind = 'category' AND EXISTS (
                 SELECT 1 FROM products p WHERE p.available AND lower(p.category) = lower(n.name))))
        ORDER BY lower(name) LIKE ${prefix} DESC, similarity(lower(name), ${q}) DESC, name
        LIMIT ${limit}`,
      );
    },

    /** Titles starting with q (one or two letters), alphabetically. */
    productsByTitlePrefix: (q: string, limit: number) =>
      selectRows<ProductRowLite>(
        db,
        sql`SELECT id, title, brand, price, image_id FROM products
            WHERE available AND lower(title) LIKE ${`${likeEscape(q)}%`}
            ORDER BY lower(title) LIMIT ${limit}`,
      ),

    /** For each word, vocabulary words it starts (shortest first) or resembles (most similar first). */
    async expandTyped(words: string[]): Promise<string[][]> {
      const rows = await selectRows<{ i: number; term: string; sim: number | null }>(
        db,
        sql`
        SELECT w.i, t.term, t.sim FROM unnest(${sql.param(words)}::text[]) WITH ORDINALITY AS w(word, i)
        CROSS JOIN LATERAL (
          (SELECT term, NULL::real AS sim FROM search_terms WHERE term LIKE replace(replace(replace(w.word, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
           ORDER BY length(term), term LIMIT ${MAX_EXPANSIONS})
          UNION ALL
          (${similarTerms(sql`w.word`)})
        ) t`,
      );
      return words.map((w, i) => {
        const own = rows.filter((r) => Number(r.i) === i + 1);
        const starts = own.filter((r) => r.sim === null).map((r) => r.term);
        const similar = own.filter((r): r is typeof r & { sim: number } => r.sim !== null);
        return [...new Set([w, ...starts, ...standIns(similar, starts.length)])];
      });
    },

    /**
     * The most popular available products matching every group in title or brand (and with a
     * word starting `wordStart`, when given), among the POPULAR_WALK most popular: a walk of the
     * popularity index that stops at the limit, so a common word costs a few rows. Fewer than
     * the limit means the words are rarer than that.
     */
    async popularMatching(groups: string[][], limit: number, wordStart?: string): Promise<ProductRowLite[]> {
      const match = inTitleOrBrand(matchQuery(groups, { mode: 'all', namesOnly: false }));
      // No outer ORDER BY: the rows come in the index's order, and sorting them again would read
      // all POPULAR_WALK before the first one is returned.
      return selectRows<ProductRowLite>(
        db,
        sql`
        SELECT id, title, brand, price, image_id FROM (
          SELECT id, title, brand, price, image_id, search_doc FROM products WHERE available
          -- The expressions of products_suggest_walk_idx (migration 1620), kept for this walk.
          ORDER BY -popularity, -rating, id LIMIT ${POPULAR_WALK}
        ) top
        WHERE search_doc @@ ${match} AND ${startsAWord(wordStart)}
        LIMIT ${limit}`,
      );
    },

    /**
     * A few available products matching every group, from the first candidates the index gives
     * (those with a word starting `wordStart`, when given).
     */
    async productsMatching(groups: string[][], limit: number, wordStart?: string): Promise<ProductRowLite[]> {
      const match = matchQuery(groups, { mode: 'all', namesOnly: false });
      return withIndexScans(db, (tx) =>
        selectRows<ProductRowLite>(
          tx,
          sql`
          WITH c AS MATERIALIZED (
            SELECT * FROM (${matchingProducts(match, sql`id, title, brand, price, image_id, popularity, rating, search_doc`)}) m
            LIMIT ${PRODUCT_CANDIDATES}
          )
          SELECT id, title, brand, price, image_id FROM c WHERE ${startsAWord(wordStart)}
          ORDER BY search_doc @@ ${inTitleOrBrand(match)} DESC, popularity DESC, rating DESC, id
          LIMIT ${limit}`,
        ),
      );
    },
  };
}

export type DiscoveryRepository = ReturnType<typeof discoveryRepository>;
