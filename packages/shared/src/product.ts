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
  size: z.string(),
  color: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  additionalImages: z.array(z.string()),
  url: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.array(productSchema);

/** `/images/{id}` is the image route; `?w=` picks a width variant. */
export const imagePath = (imageId: string) => `/images/${encodeURIComponent(imageId)}`;
