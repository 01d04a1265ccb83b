// The Product object of the API (docs/api.md, Catalogue), the shape both sides agree on.
import { z } from 'zod';

/** A product id: a short opaque string. Anything else is refused before any SQL runs. */
export const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const productIdSchema = z.string().regex(PRODUCT_ID, 'is not a valid product id');

export const productSchema = z.object({
  id: z.string(),
  title: z.string(),
  brand: z.string(),
  gender: z.enum(['women', 'men']),
  price: z.number().int(),
  originalPrice: z.number().int(),
  discount: z.number().int(),
  rating: z.number(),
  category: z.string(),
  material: z.string(),
  /** The sizes joined by ", " (the product page's details list, docs/product.md). */
  size: z.string(),
  /** The sizes one by one, in the feed's order (ADR 1400). */
  sizes: z.array(z.string()),
  color: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  additionalImages: z.array(z.string()),
  url: z.string(),
  /** False once the product left its feed: readable by id, in no listing, not addable to a cart. */
  available: z.boolean(),
  /** Sizes the feed says are out of stock (ADR 2905); absent when none are. */
  sizesOutOfStock: z.array(z.string()).optional(),
  /** The brand's delivery and return words from the feed (Google `shipping`, `return_policy_label`); absent when it gives none. */
  shipping: z.string().optional(),
  returnPolicy: z.string().optional(),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.array(productSchema);

/** `/images/{id}` is the image route; `?w=` picks a width variant. */
export const imagePath = (imageId: string) => `/images/${encodeURIComponent(imageId)}`;
