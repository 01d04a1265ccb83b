-- Visual search (ADR 2800): one description per picture, made once from its bytes. content_hash
-- and version say what it was made from: an unchanged picture is never described again, and a
-- new descriptor version describes every picture anew. seq moves on every write, so each server
-- process adds to its in-memory index only what it has not seen yet.
CREATE SEQUENCE picture_descriptions_seq;

CREATE TABLE picture_descriptions (
  image_id text PRIMARY KEY,
  content_hash text NOT NULL,
  version integer NOT NULL,
  -- float32 values, little-endian
  vector bytea NOT NULL,
  seq bigint NOT NULL DEFAULT nextval('picture_descriptions_seq'),
  described_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX picture_descriptions_seq_idx ON picture_descriptions (seq);

-- A found picture leads to its products.
CREATE INDEX products_image_id_idx ON products (image_id);
CREATE INDEX products_additional_image_ids_idx ON products USING gin (additional_image_ids);
