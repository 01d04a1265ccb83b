-- Sizes in the cart and what a feed says about each size and about delivery (ADR 2905).
-- A cart line carries the chosen size: one of the product's sizes, or NULL for a product
-- without sizes or a line added without one (docs/product.md's calls). Still one line per product.
ALTER TABLE cart_items ADD COLUMN size text;

-- A Google Merchant feed lists one item per size with its own availability and link: the sizes
-- it says are out of stock, and the brand's page of each size where it differs from the
-- product's. Shipping and the return policy as the feed words them, '' when it says nothing.
ALTER TABLE products ADD COLUMN sizes_out_of_stock text[] NOT NULL DEFAULT '{}';
ALTER TABLE products ADD COLUMN size_links jsonb NOT NULL DEFAULT '{}';
ALTER TABLE products ADD COLUMN shipping_label text NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN return_policy_label text NOT NULL DEFAULT '';

-- A brand's own size chart for a category, from the operator's mapping file; a category's
-- default chart is data in the code (packages/shared/src/size-charts.ts).
CREATE TABLE brand_size_charts (
  brand text NOT NULL,
  category text NOT NULL,
  chart jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (brand, category)
);
