-- The catalogue's version (ADR 1602): one number that moves whenever a product's facet columns
-- change, so a server that keeps a listing's facet columns in memory knows, with one tiny read,
-- whether what it holds is still the catalogue. A statement-level trigger: an import's batch
-- bumps it once, in the batch's own transaction, so no reader sees new rows under an old number.
-- Popularity is not listed: cart adds and click-outs move the sort, never the counts.
CREATE TABLE catalogue_version (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  n bigint NOT NULL
);
INSERT INTO catalogue_version (n) VALUES (1);

CREATE FUNCTION catalogue_version_bump() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE catalogue_version SET n = n + 1;
    RETURN NULL;
  END;
  $$;

CREATE TRIGGER products_catalogue_version
  AFTER INSERT OR DELETE OR UPDATE OF gender, brand, category, sizes, color_family, price, original_price, available
  ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();

CREATE TRIGGER products_catalogue_version_truncate
  AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
