// Drizzle mirror of the catalogue tables (the SQL in ../migrations is the source of truth).
import { sql } from 'drizzle-orm';
import { customType, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_category_gender_idx').on(t.category, t.gender, t.id)],
);
