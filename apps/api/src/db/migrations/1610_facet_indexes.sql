-- Listings and facet counts at scale (ADR 1600, amended). A listing's scope (a gender and its
-- categories, a brand, a category) is ~100,000 of 1,000,000 products spread over the whole
-- table: reading them from the heap to filter, count and sort took 0.4–1.3 s a query. These
-- indexes carry every column the filters, the facets and the sort orders read, so PostgreSQL
-- answers counts, facets and a page's ids with index-only scans (30–45 ms cold), and reads
-- only the page's own rows from the table.
CREATE INDEX products_facets_gender_category_idx ON products (gender, category)
  INCLUDE (brand, color_family, sizes, price, discount, popularity, rating, created_at, id) WHERE available;
CREATE INDEX products_facets_brand_idx ON products (lower(brand))
  INCLUDE (brand, category, color_family, sizes, price, discount, popularity, rating, created_at, id) WHERE available;
CREATE INDEX products_facets_category_idx ON products (lower(category))
  INCLUDE (brand, category, color_family, sizes, price, discount, popularity, rating, created_at, id) WHERE available;
