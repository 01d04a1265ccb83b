-- Price-drop and back-in-stock alerts, Web Push and alert mail (ADR 3100). The importer writes
-- product_changes in the transaction that changes a price or brings a product back; a worker
-- fans each change out to shoppers in bounded batches (alerts), and the outboxes are claimed
-- with FOR UPDATE SKIP LOCKED and a lease, so two processes never send one row twice and a
-- restart only delays what was claimed.

-- What a shopper wants to be told and how. No row: the defaults.
CREATE TABLE alert_preferences (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  price_drop boolean NOT NULL DEFAULT true,
  back_in_stock boolean NOT NULL DEFAULT true,
  friends boolean NOT NULL DEFAULT true,
  email text NOT NULL DEFAULT 'daily' CHECK (email IN ('off', 'daily', 'instant')),
  push boolean NOT NULL DEFAULT false
);

-- A browser's push subscription (RFC 8030): the endpoint the server posts to and its keys.
CREATE TABLE push_subscriptions (
  endpoint text PRIMARY KEY CHECK (length(endpoint) <= 1000),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  p256dh text NOT NULL CHECK (length(p256dh) <= 100),
  auth text NOT NULL CHECK (length(auth) <= 40),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

-- A change an import made that shoppers may want to hear of. fanned_to is the last recipient
-- (user id, then the friend's id or the nil uuid) that has its alert: the fan-out goes on from
-- there after a restart.
CREATE TABLE product_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('price-drop', 'back-in-stock')),
  old_price integer NOT NULL,
  new_price integer NOT NULL,
  at timestamptz NOT NULL,
  fanned_user uuid,
  fanned_friend uuid,
  finished_at timestamptz
);
CREATE INDEX product_changes_pending_idx ON product_changes (id) WHERE finished_at IS NULL;

-- One alert of one shopper: an activity item. friend_id is set when it is a friend's wished
-- item (read only while they are still friends).
CREATE TABLE alerts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  change_id bigint NOT NULL REFERENCES product_changes (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  friend_id uuid REFERENCES users (id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('price-drop', 'back-in-stock')),
  old_price integer NOT NULL,
  new_price integer NOT NULL,
  at timestamptz NOT NULL,
  UNIQUE NULLS NOT DISTINCT (change_id, user_id, friend_id)
);
CREATE INDEX alerts_user_at_idx ON alerts (user_id, at DESC);

-- Pushes to send: a product alert, or a friend's share, opinion or request. Claimed for a
-- minute at a time; a row is deleted once its pushes went out (or cannot).
CREATE TABLE push_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('price-drop', 'back-in-stock', 'share', 'opinion', 'friend-request')),
  product_id text REFERENCES products (id) ON DELETE CASCADE,
  from_id uuid REFERENCES users (id) ON DELETE CASCADE,
  old_price integer,
  new_price integer,
  claimed_until timestamptz,
  attempts smallint NOT NULL DEFAULT 0
);

-- At most one push per product per shopper per store day.
CREATE TABLE push_days (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  day date NOT NULL,
  PRIMARY KEY (user_id, product_id, day)
);

-- Alert mail to send: due at once (instant) or at the next digest (daily).
CREATE TABLE mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  alert_id bigint NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
  due_at timestamptz NOT NULL,
  claimed_until timestamptz
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (due_at, user_id);

-- Who holds a product, found from the product: the fan-out's reads.
CREATE INDEX wishlist_items_product_idx ON wishlist_items (product_id, user_id);
CREATE INDEX cart_items_product_idx ON cart_items (product_id, user_id);

-- A friend's share, opinion or request is pushed to a shopper who turned push on. Written by
-- the statement that records it, so the social module knows nothing of push.
CREATE FUNCTION push_social() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    recipient uuid;
    sender uuid;
    product text;
    what text;
  BEGIN
    IF TG_TABLE_NAME = 'shares' THEN
      recipient := NEW.recipient_id; sender := NEW.sender_id; product := NEW.product_id; what := 'share';
    ELSIF TG_TABLE_NAME = 'opinions' THEN
      recipient := NEW.owner_id; sender := NEW.voter_id; product := NEW.product_id; what := 'opinion';
    ELSE
      recipient := NEW.recipient_id; sender := NEW.sender_id; product := NULL; what := 'friend-request';
    END IF;
    INSERT INTO push_outbox (user_id, kind, product_id, from_id)
    SELECT recipient, what, product, sender
      FROM alert_preferences p
     WHERE p.user_id = recipient AND p.push
       AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = recipient);
    RETURN NULL;
  END;
  $$;

CREATE TRIGGER shares_push AFTER INSERT ON shares FOR EACH ROW EXECUTE FUNCTION push_social();
CREATE TRIGGER opinions_push AFTER INSERT ON opinions FOR EACH ROW EXECUTE FUNCTION push_social();
CREATE TRIGGER friend_requests_push AFTER INSERT ON friend_requests FOR EACH ROW EXECUTE FUNCTION push_social();
