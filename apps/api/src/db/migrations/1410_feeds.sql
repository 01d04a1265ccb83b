-- Catalogue feeds (ADR 1410). A product that came from a feed is identified by
-- (feed, the feed's own id); its store id never changes across re-imports. feed_hash is the
-- digest of everything the importer writes, so an unchanged row is recognised without
-- comparing columns and left untouched.
ALTER TABLE products ADD COLUMN feed text;
ALTER TABLE products ADD COLUMN external_id text;
ALTER TABLE products ADD COLUMN feed_hash text;
CREATE UNIQUE INDEX products_feed_external_id_idx ON products (feed, external_id);

-- One row per feed. lock_run/lock_until is the import lease: two imports of one feed never
-- interleave, from one process or several, on PGlite or PostgreSQL; a crashed import's lease
-- runs out by itself.
CREATE TABLE feeds (
  name text PRIMARY KEY CHECK (length(name) BETWEEN 1 AND 64),
  source text NOT NULL DEFAULT '',
  lock_run uuid,
  lock_until timestamptz,
  last_import_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- What each import did, for the operator (the summary the command printed).
CREATE TABLE import_runs (
  id uuid PRIMARY KEY,
  feed text NOT NULL REFERENCES feeds (name) ON DELETE CASCADE,
  format text NOT NULL,
  dry_run boolean NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  status text NOT NULL CHECK (status IN ('running', 'done', 'failed')),
  summary jsonb
);
CREATE INDEX import_runs_feed_started_idx ON import_runs (feed, started_at DESC);
