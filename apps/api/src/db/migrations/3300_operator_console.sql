-- The operator's console (ADR 3300): the operator role, the audit log of operator actions, the
-- daily rollups the console's figures are read from, and the shoppers' Web Vitals.

-- An account with a row here is an operator. Granted and revoked only by `npm run operator`.
CREATE TABLE operators (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  granted_at timestamptz NOT NULL DEFAULT now()
);

-- Every operator action: an import (from the console or the command line), a grant, a revoke.
-- actor is the operator's e-mail, or 'command line'; subject what the action was about (a
-- feed, an e-mail); detail the rest (the import's source and id).
CREATE TABLE operator_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor text NOT NULL CHECK (length(actor) <= 320),
  action text NOT NULL CHECK (action IN ('import', 'grant', 'revoke')),
  subject text NOT NULL CHECK (length(subject) <= 320),
  detail jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX operator_audit_at_idx ON operator_audit (at DESC);

-- The store's day is India's (UTC+05:30, no daylight saving): "yesterday" is the operator's.
CREATE FUNCTION store_day(at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ((at AT TIME ZONE 'UTC') + interval '330 minutes')::date $$;

-- Counts per store day: what happened to products (view, cart-add, copy, click-out), by source
-- (click-outs only; '' otherwise) and the product's brand. A few hundred rows a day whatever
-- the traffic: the console's totals, funnel, sources and brands read only this.
CREATE TABLE event_days (
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('view', 'cart-add', 'copy', 'click-out')),
  source text NOT NULL,
  brand text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (day, kind, source, brand)
);

-- Counts per store day and product: a top product's figures, found by its id.
CREATE TABLE product_event_days (
  kind text NOT NULL CHECK (kind IN ('view', 'cart-add', 'copy', 'click-out')),
  day date NOT NULL,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  n integer NOT NULL,
  PRIMARY KEY (kind, day, product_id)
);
CREATE INDEX product_event_days_product_idx ON product_event_days (product_id, day);

-- Each product's click-outs of all time: the top products' walk (modules/operator) takes products
-- in this order and stops when the next one's all-time count is below the window's tenth best,
-- which no product further down can beat.
CREATE TABLE product_click_outs (
  product_id text PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  n bigint NOT NULL
);
CREATE INDEX product_click_outs_n_idx ON product_click_outs (n, product_id);

-- Both rollups follow product_events (cart adds, copies, click-outs) in the same statement.
-- Views are never product_events rows: they carry no user and are added in batches by the
-- server (modules/catalog/product-views.ts) with the same upserts.
CREATE FUNCTION product_events_roll_up() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO product_event_days AS d (kind, day, product_id, n)
    SELECT kind, store_day(at), product_id, count(*)::integer FROM new_events GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (kind, day, product_id) DO UPDATE SET n = d.n + excluded.n;
    INSERT INTO product_click_outs AS c (product_id, n)
    SELECT product_id, count(*) FROM new_events WHERE kind = 'click-out' GROUP BY 1 ORDER BY 1
    ON CONFLICT (product_id) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO event_days AS d (day, kind, source, brand, n)
    SELECT store_day(e.at), e.kind, CASE WHEN e.kind = 'click-out' THEN coalesce(e.source, '') ELSE '' END,
           p.brand, count(*)
      FROM new_events e JOIN products p ON p.id = e.product_id
     GROUP BY 1, 2, 3, 4
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, kind, source, brand) DO UPDATE SET n = d.n + excluded.n;
    RETURN NULL;
  END;
  $$;

CREATE TRIGGER product_events_roll_up
  AFTER INSERT ON product_events
  REFERENCING NEW TABLE AS new_events
  FOR EACH STATEMENT EXECUTE FUNCTION product_events_roll_up();

-- Events recorded before this migration.
INSERT INTO product_event_days (kind, day, product_id, n)
SELECT kind, store_day(at), product_id, count(*)::integer FROM product_events GROUP BY 1, 2, 3;
INSERT INTO product_click_outs (product_id, n)
SELECT product_id, count(*) FROM product_events WHERE kind = 'click-out' GROUP BY 1;
INSERT INTO event_days (day, kind, source, brand, n)
SELECT store_day(e.at), e.kind, CASE WHEN e.kind = 'click-out' THEN coalesce(e.source, '') ELSE '' END, p.brand,
       count(*)
  FROM product_events e JOIN products p ON p.id = e.product_id
 GROUP BY 1, 2, 3, 4;

-- Sign-ups, friendships, shares and opinions per day: read by time.
CREATE INDEX users_created_at_idx ON users (created_at);
CREATE INDEX friendships_created_at_idx ON friendships (created_at);
CREATE INDEX shares_created_at_idx ON shares (created_at);
CREATE INDEX opinions_at_idx ON opinions (at);

-- Shoppers' Web Vitals as a histogram per day, page kind and metric: bucket b holds the values
-- that round to b on a scale where each step is 2 % larger than the last (modules/vitals). A
-- flood of beacons adds to counts; it can never add rows beyond days x pages x metrics x buckets.
CREATE TABLE vital_buckets (
  day date NOT NULL,
  page text NOT NULL CHECK (page IN ('home', 'listing', 'product', 'search', 'cart')),
  metric text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'TTFB')),
  bucket smallint NOT NULL CHECK (bucket BETWEEN 0 AND 1000),
  n integer NOT NULL,
  PRIMARY KEY (day, page, metric, bucket)
);
