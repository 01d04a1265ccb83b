-- Product suggestions at scale (ADR 1600, amended). A word a shopper starts typing is usually a
-- common one ("kur" → kurta, a tenth of the catalogue): its matches are found at once among the
-- most popular products, walked in this order, where the search index would first gather every
-- match. Rare words still go to the search index, where they are cheap.
--
-- The order is written as expressions (-popularity, -rating) that only the suggestions' query
-- uses. An index on the plain columns would offer every listing a walk of the whole catalogue in
-- popularity order, which the planner took for a filtered listing with few or no matches
-- (4.8 s for one with none, where the listing's own scope index answers in 30 ms).
CREATE INDEX products_suggest_walk_idx ON products ((-popularity), (-rating), id) WHERE available;
