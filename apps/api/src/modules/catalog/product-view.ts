// How a products row becomes the API's Product object (docs/api.md, Catalogue), and the page of
// products a list answers. The paging query itself is in lib/http-schemas.ts.
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
    // Only when the feed said something, so a listing's products stay as small as before.
    ...(row.sizesOutOfStock.length ? { sizesOutOfStock: row.sizesOutOfStock } : {}),
    ...(row.shippingLabel ? { shipping: row.shippingLabel } : {}),
    ...(row.returnPolicyLabel ? { returnPolicy: row.returnPolicyLabel } : {}),
  };
}

export interface PageRequest {
  limit: number;
  offset: number;
}

export interface ProductPage {
  items: Product[];
  total: number;
}
