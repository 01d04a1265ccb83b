-- What the catalogue feeds (ADR 1410), the filters (ADR 1600) and the popularity sort share
-- (ADR 1400). A product missing from its feed's latest full import stays, unavailable: still
-- readable by id, out of listings, search and suggestions. Sizes are a list (from a feed's
-- variants); colour_family is the filter value of the exact colour name (shared/colour-family.ts),
-- '' when the name has no colour word. Both are written by whoever writes the product.
ALTER TABLE products ADD COLUMN available boolean NOT NULL DEFAULT true;
ALTER TABLE products ADD COLUMN sizes text[] NOT NULL DEFAULT '{}';
ALTER TABLE products ADD COLUMN color_family text NOT NULL DEFAULT '';

-- Products loaded before this migration: their size line as a list ("S, M, L").
UPDATE products SET sizes = array_remove(regexp_split_to_array(trim(size), '\s*,\s*'), '')
  WHERE size <> '';

-- What shoppers did with a product: the click-out report, the popularity sort. One row per
-- event; products are never deleted (they become unavailable), users may be.
CREATE TABLE product_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('click-out', 'cart-add', 'copy')),
  source text CHECK (source IS NULL OR length(source) <= 32),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_events_at_idx ON product_events (at);
CREATE INDEX product_events_product_at_idx ON product_events (product_id, at);
