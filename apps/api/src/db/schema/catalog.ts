// Drizzle mirror of the catalogue tables (the SQL in ../migrations is the source of truth).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const images = pgTable('images', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    brand: text('brand').notNull(),
    gender: text('gender', { enum: ['women', 'men'] }).notNull(),
    price: integer('price').notNull(),
    originalPrice: integer('original_price').notNull(),
    discount: integer('discount')
      .notNull()
      .generatedAlwaysAs(sql`round((original_price - price) * 100.0 / original_price)::integer`),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    category: text('category').notNull(),
    material: text('material').notNull(),
    size: text('size').notNull(),
    color: text('color').notNull(),
    description: text('description').notNull(),
    url: text('url').notNull().default(''),
    imageId: text('image_id').notNull(),
    additionalImageIds: text('additional_image_ids').array().notNull().default([]),
    // 1400: availability, the sizes as a list and the colour's family.
    available: boolean('available').notNull().default(true),
    sizes: text('sizes').array().notNull().default([]),
    colorFamily: text('color_family').notNull().default(''),
    // 1410: the feed a product came from, its id there and the digest of what was written.
    feed: text('feed'),
    externalId: text('external_id'),
    feedHash: text('feed_hash'),
    // 1600: cart adds, copies and click-outs, counted by a trigger on product_events.
    popularity: integer('popularity').notNull().default(0),
    // 2900: what the feed says per size, and about delivery and returns.
    sizesOutOfStock: text('sizes_out_of_stock').array().notNull().default([]),
    sizeLinks: jsonb('size_links').$type<Record<string, string>>().notNull().default({}),
    shippingLabel: text('shipping_label').notNull().default(''),
    returnPolicyLabel: text('return_policy_label').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_gender_idx').on(t.category, t.gender, t.id),
    uniqueIndex('products_feed_external_id_idx').on(t.feed, t.externalId),
  ],
);

/** 1400: what shoppers did with a product (click-outs, cart adds, copies from friends' carts). */
export const productEvents = pgTable('product_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  productId: text('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['click-out', 'cart-add', 'copy'] }).notNull(),
  source: text('source'),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/** 1410: one row per catalogue feed; lockRun/lockUntil is the import lease. */
export const feeds = pgTable('feeds', {
  name: text('name').primaryKey(),
  source: text('source').notNull().default(''),
  lockRun: uuid('lock_run'),
  lockUntil: timestamp('lock_until', { withTimezone: true }),
  lastImportAt: timestamp('last_import_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 1410: what each import did. */
export const importRuns = pgTable('import_runs', {
  id: uuid('id').primaryKey(),
  feed: text('feed')
    .notNull()
    .references(() => feeds.name, { onDelete: 'cascade' }),
  format: text('format').notNull(),
  dryRun: boolean('dry_run').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  status: text('status', { enum: ['running', 'done', 'failed'] }).notNull(),
  summary: jsonb('summary'),
});

/** 2900: a brand's own size chart for a category, from the operator's mapping file (ADR 2906). */
export const brandSizeCharts = pgTable(
  'brand_size_charts',
  {
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    chart: jsonb('chart').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.category] })],
);
