// Drizzle mirror of the cart and friends tables (the SQL in ../migrations is the source of truth).
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdNow = (name = 'created_at') => ts(name).notNull().defaultNow();
/** Required references; the row goes with the user or product it points at. */
const userRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const productRef = (name: string) =>
  text(name)
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

export const cartItems = pgTable(
  'cart_items',
  {
    userId: userRef('user_id'),
    productId: productRef('product_id'),
    quantity: integer('quantity').notNull(),
    /** 2900: the chosen size, null when none was chosen or the product has none. */
    size: text('size'),
    addedAt: ts('added_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const friendRequests = pgTable('friend_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  senderId: userRef('sender_id'),
  recipientId: userRef('recipient_id'),
  status: text('status', { enum: ['pending', 'accepted', 'rejected'] })
    .notNull()
    .default('pending'),
  createdAt: createdNow(),
  respondedAt: ts('responded_at'),
});

export const friendships = pgTable(
  'friendships',
  { userA: userRef('user_a'), userB: userRef('user_b'), createdAt: createdNow() },
  (t) => [primaryKey({ columns: [t.userA, t.userB] })],
);

// Shop with friends (migration 1700): wishlists, shares, opinions, activity seen, blocks.
export const wishlistItems = pgTable(
  'wishlist_items',
  { userId: userRef('user_id'), productId: productRef('product_id'), addedAt: createdNow('added_at') },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const shares = pgTable('shares', {
  id: uuid('id').primaryKey().defaultRandom(),
  senderId: userRef('sender_id'),
  recipientId: userRef('recipient_id'),
  productId: productRef('product_id'),
  note: text('note').notNull().default(''),
  createdAt: createdNow(),
});

export const opinions = pgTable(
  'opinions',
  {
    ownerId: userRef('owner_id'),
    productId: productRef('product_id'),
    voterId: userRef('voter_id'),
    vote: text('vote', { enum: ['up', 'down'] }).notNull(),
    comment: text('comment').notNull().default(''),
    at: createdNow('at'),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.productId, t.voterId] })],
);

export const activitySeen = pgTable('activity_seen', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: ts('seen_at').notNull(),
});

export const blocks = pgTable(
  'blocks',
  { blockerId: userRef('blocker_id'), blockedId: userRef('blocked_id'), createdAt: createdNow() },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);
