// The Product object of the API (API.md, Catalogue), the shape both sides agree on.
import { z } from 'zod';

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
  /** The sizes joined by ", " (the spec's details list). */
  size: z.string(),
  /** The sizes one by one, in the feed's order (API.md, Catalogue feeds). */
  sizes: z.array(z.string()),
  color: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  additionalImages: z.array(z.string()),
  url: z.string(),
  /** False once the product left its feed: readable by id, in no listing, not addable to a cart. */
  available: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.array(productSchema);

/** `/images/{id}` is the image route; `?w=` picks a width variant. */
export const imagePath = (imageId: string) => `/images/${encodeURIComponent(imageId)}`;
