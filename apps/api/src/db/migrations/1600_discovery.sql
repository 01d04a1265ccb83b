-- Discovery (ADR 1600): the popularity sort and suggestions as you type.

-- Popularity: every cart add, copy from a friend's cart and click-out counts one. Kept on the
-- product by a trigger on product_events (one statement-level pass per insert), so a listing
-- sorts by a column instead of counting events per request.
ALTER TABLE products ADD COLUMN popularity integer NOT NULL DEFAULT 0;

CREATE FUNCTION products_popularity_count() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE products p SET popularity = p.popularity + e.n
    FROM (SELECT product_id, count(*)::integer AS n FROM new_events GROUP BY product_id) e
    WHERE p.id = e.product_id;
    RETURN NULL;
  END;
  $$;

CREATE TRIGGER product_events_popularity
  AFTER INSERT ON product_events
  REFERENCING NEW TABLE AS new_events
  FOR EACH STATEMENT EXECUTE FUNCTION products_popularity_count();

-- Events recorded before this migration.
UPDATE products p SET popularity = e.n
FROM (SELECT product_id, count(*)::integer AS n FROM product_events GROUP BY product_id) e
WHERE p.id = e.product_id;

-- Listing orders other than the default (rating): the explore keys' ways in, each with the sort
-- column after the scope, so a page of a popular or cheap-first listing is an index walk.
CREATE INDEX products_gender_category_popularity_idx ON products (gender, category, popularity DESC, rating DESC, id)
  WHERE available;
CREATE INDEX products_lower_brand_popularity_idx ON products (lower(brand), popularity DESC, rating DESC, id)
  WHERE available;
CREATE INDEX products_lower_category_popularity_idx ON products (lower(category), popularity DESC, rating DESC, id)
  WHERE available;

-- Suggestions: the brand and category names shoppers can be sent to, a small table (one row a
-- name) kept by triggers on products like search_terms, matched by prefix and trigram similarity.
CREATE TABLE suggest_names (
  kind text NOT NULL CHECK (kind IN ('brand', 'category')),
  name text NOT NULL,
  PRIMARY KEY (kind, name)
);
CREATE INDEX suggest_names_lower_trgm_idx ON suggest_names USING gin (lower(name) gin_trgm_ops);

CREATE FUNCTION suggest_names_collect() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO suggest_names (kind, name)
    SELECT DISTINCT 'brand', brand FROM changed_products
    UNION
    SELECT DISTINCT 'category', category FROM changed_products
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END;
  $$;

CREATE TRIGGER products_suggest_names_insert
  AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION suggest_names_collect();
CREATE TRIGGER products_suggest_names_update
  AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION suggest_names_collect();

INSERT INTO suggest_names (kind, name)
SELECT DISTINCT 'brand', brand FROM products
UNION
SELECT DISTINCT 'category', category FROM products
ON CONFLICT DO NOTHING;

-- Product suggestions for one or two typed letters: titles by prefix.
CREATE INDEX products_lower_title_prefix_idx ON products (lower(title) text_pattern_ops) WHERE available;
