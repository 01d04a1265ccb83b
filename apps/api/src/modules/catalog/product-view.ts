// How a products row becomes the API's Product object (API.md, Catalogue), and the paging
// query every product list accepts (limit 1–100, default 48; offset 0–10,000).
import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT, LIST_MAX_OFFSET } from '@store/shared/constants';
import { imagePath, type Product } from '@store/shared/product';
import type { products } from '../../db/schema/catalog';

export type ProductRow = typeof products.$inferSelect;

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    title: row.title,
    brand: row.brand,
    gender: row.gender,
    price: row.price,
    originalPrice: row.originalPrice,
    discount: row.discount,
    rating: Number(row.rating),
    category: row.category,
    material: row.material,
    size: row.size,
    sizes: row.sizes,
    color: row.color,
    description: row.description,
    imageUrl: imagePath(row.imageId),
    additionalImages: row.additionalImageIds.map(imagePath),
    url: row.url,
    available: row.available,
  };
}

export const pageQuery = {
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(LIST_MAX_OFFSET).default(0),
};

export interface PageRequest {
  limit: number;
  offset: number;
}

export interface ProductPage {
  items: Product[];
  total: number;
}

/** Text a shopper could type: no control characters (PostgreSQL refuses NUL in text). */
// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARS = /^[^\u0000-\u001f\u007f]*$/;
export const plainText = () => z.string().regex(NO_CONTROL_CHARS, 'must not contain control characters');

export const messageSchema = z.object({ message: z.string() });

/** The header that carries a list's total, so a grid can load more as the shopper scrolls. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
