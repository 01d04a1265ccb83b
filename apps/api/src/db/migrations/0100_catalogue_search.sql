-- Catalogue listings and text search (ADR 0100).
-- Listings are ordered by rating (desc) then id, so paging is stable: one index per way in.
CREATE INDEX products_gender_category_rating_idx ON products (gender, category, rating DESC, id);
CREATE INDEX products_lower_category_rating_idx ON products (lower(category), rating DESC, id);
CREATE INDEX products_lower_brand_rating_idx ON products (lower(brand), rating DESC, id);

-- The search vocabulary: every distinct lower-case word of the products' title, brand,
-- category, colour and material (apostrophes dropped: "Levi's" gives "levis"). A query word is
-- expanded to the vocabulary words that look like it (trigram similarity), which makes the
-- search tolerant of typos without scanning the products themselves.
CREATE TABLE search_terms (
  term text PRIMARY KEY
);
CREATE INDEX search_terms_term_trgm_idx ON search_terms USING gin (term gin_trgm_ops);

CREATE FUNCTION search_words(doc text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT DISTINCT w
    FROM regexp_split_to_table(lower(replace(replace(doc, '''', ''), '’', '')), '[^a-z0-9]+') AS w
    WHERE length(w) BETWEEN 2 AND 40
  $$;

-- Kept right by triggers on every insert and update (one statement-level pass per batch).
-- Words of deleted products stay: a stale word only expands to nothing.
CREATE FUNCTION search_terms_collect() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO search_terms (term)
    SELECT DISTINCT w
    FROM changed_products p,
         LATERAL search_words(p.title || ' ' || p.brand || ' ' || p.category || ' ' || p.color || ' ' || p.material) AS w
    ON CONFLICT (term) DO NOTHING;
    RETURN NULL;
  END;
  $$;

CREATE TRIGGER products_search_terms_insert
  AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_collect();
CREATE TRIGGER products_search_terms_update
  AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_collect();

-- Products loaded before this migration.
INSERT INTO search_terms (term)
SELECT DISTINCT w
FROM products p,
     LATERAL search_words(p.title || ' ' || p.brand || ' ' || p.category || ' ' || p.color || ' ' || p.material) AS w
ON CONFLICT (term) DO NOTHING;
