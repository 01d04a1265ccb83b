-- Foundation schema: catalogue, images, accounts, cart and friends.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE images (
  id text PRIMARY KEY,
  content_type text NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE products (
  id text PRIMARY KEY,
  title text NOT NULL,
  brand text NOT NULL,
  gender text NOT NULL CHECK (gender IN ('women', 'men')),
  price integer NOT NULL CHECK (price > 0),
  original_price integer NOT NULL CHECK (original_price >= price),
  discount integer GENERATED ALWAYS AS (round((original_price - price) * 100.0 / original_price)::integer) STORED,
  rating numeric(2, 1) NOT NULL CHECK (rating >= 0 AND rating <= 5),
  category text NOT NULL,
  material text NOT NULL,
  size text NOT NULL,
  color text NOT NULL,
  description text NOT NULL,
  url text NOT NULL DEFAULT '',
  image_id text NOT NULL,
  additional_image_ids text[] NOT NULL DEFAULT '{}',
  search_doc tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, title), 'A') ||
    setweight(to_tsvector('english'::regconfig, brand), 'A') ||
    setweight(to_tsvector('english'::regconfig, category || ' ' || color), 'B') ||
    setweight(to_tsvector('english'::regconfig, material), 'C') ||
    setweight(to_tsvector('english'::regconfig, description), 'D')
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_category_gender_idx ON products (category, gender, id);
CREATE INDEX products_brand_idx ON products (lower(brand), id);
CREATE INDEX products_search_doc_idx ON products USING gin (search_doc);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text NOT NULL,
  verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_lower_name_idx ON users (lower(name));

-- One-time codes: stored as an HMAC, never in clear.
CREATE TABLE otp_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('signup', 'reset')),
  code_hmac text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX otp_codes_email_purpose_idx ON otp_codes (email, purpose, id DESC);

CREATE TABLE otp_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX otp_failures_email_idx ON otp_failures (email, failed_at);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE reset_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE cart_items (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 10),
  added_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX cart_items_user_added_idx ON cart_items (user_id, added_at DESC);

CREATE TABLE friend_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  sender_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recipient_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  responded_at timestamptz,
  CHECK (sender_id <> recipient_id)
);
-- One pending request per pair, whichever way it was sent.
CREATE UNIQUE INDEX friend_requests_one_pending_per_pair
  ON friend_requests (LEAST(sender_id, recipient_id), GREATEST(sender_id, recipient_id))
  WHERE status = 'pending';
CREATE INDEX friend_requests_recipient_idx ON friend_requests (recipient_id, status);

-- One row per friendship: the pair is stored in order.
CREATE TABLE friendships (
  user_a uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_b uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_a, user_b),
  CHECK (user_a < user_b)
);
CREATE INDEX friendships_user_b_idx ON friendships (user_b);
