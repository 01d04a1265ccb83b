// Drizzle mirror of the search vocabulary (migration 0100_catalogue_search.sql is the source of truth).
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Distinct lower-case words of the catalogue, maintained by triggers on products. */
export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
});

/** 1600: the brand and category names suggestions offer, maintained by triggers on products. */
export const suggestNames = pgTable(
  'suggest_names',
  {
    kind: text('kind', { enum: ['brand', 'category'] }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.name] })],
);
