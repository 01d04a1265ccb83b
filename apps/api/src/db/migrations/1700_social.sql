-- Shop with friends (ADR 1700): wishlists, shares, opinions, the activity feed's
-- "seen" mark and blocks. Every "only one" rule is a primary key, so concurrent writes meet
-- in ON CONFLICT and never make two rows.

-- One row per (user, product): the heart.
CREATE TABLE wishlist_items (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);

-- A product sent to one friend, with the sender's optional note.
CREATE TABLE shares (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  sender_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recipient_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (sender_id <> recipient_id)
);
CREATE INDEX shares_recipient_idx ON shares (recipient_id, created_at DESC);

-- A friend's 👍/👎 on one item of the owner's cart or wishlist: one per voter and item.
CREATE TABLE opinions (
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  voter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  vote text NOT NULL CHECK (vote IN ('up', 'down')),
  comment text NOT NULL DEFAULT '' CHECK (length(comment) <= 140),
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_id, product_id, voter_id),
  CHECK (owner_id <> voter_id)
);
CREATE INDEX opinions_owner_at_idx ON opinions (owner_id, at DESC);

-- When each user last opened the activity screen: what is newer counts as unseen.
CREATE TABLE activity_seen (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL
);

-- blocker_id blocked blocked_id: neither finds, asks, shares with or votes for the other.
CREATE TABLE blocks (
  blocker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX blocks_blocked_idx ON blocks (blocked_id);
CREATE INDEX friend_requests_sender_idx ON friend_requests (sender_id, status);
