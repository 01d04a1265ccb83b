-- Product suggestions at scale (ADR 1600, amended). A word a shopper starts typing is usually a
-- common one ("kur" → kurta, a tenth of the catalogue): its matches are found at once among the
-- most popular products, walked in this order, where the search index would first gather every
-- match. Rare words still go to the search index, where they are cheap.
CREATE INDEX products_popular_idx ON products (popularity DESC, rating DESC, id) WHERE available;
