// Drizzle mirror of the search vocabulary (migration 0100_catalogue_search.sql is the source of truth).
import { pgTable, text } from 'drizzle-orm/pg-core';

/** Distinct lower-case words of the catalogue, maintained by triggers on products. */
export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
});
