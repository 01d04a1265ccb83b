// The drawn demo catalogue as a feed in the store's own format (JSON lines of the Product
// object, docs/api.md), loaded by the same importer as any shop's feed. Its pictures are the
// store's own drawings, stored beside the feed: each line names them as `/images/{id}`.
import { generateDemoCatalogue } from './generate-products';
import { homeImageSvgs } from './home-images';
import { productImageSvg } from './product-image';
import type { CatalogueProduct } from './types';

/** The importer's feed name for the demo: its products are (demo, id). */
export const DEMO_FEED = 'demo';

/** A product's facts as a feed line and a database row both carry them (pictures aside). */
export function productFacts(p: CatalogueProduct) {
  const { id, title, brand, gender, price, originalPrice, rating, category, material, size, color } = p;
  return {
    id,
    title,
    brand,
    gender,
    price,
    originalPrice,
    rating,
    category,
    material,
    size,
    color,
    description: p.description,
    url: p.url,
  };
}

function productLine(p: CatalogueProduct): string {
  const [main, ...additional] = p.imageIds.map((id) => `/images/${id}`);
  return JSON.stringify({ ...productFacts(p), imageUrl: main, additionalImages: additional });
}

/** The demo catalogue as JSON lines, one product a line. */
export function demoFeedText(catalogue: readonly CatalogueProduct[] = generateDemoCatalogue()): string {
  return `${catalogue.map(productLine).join('\n')}\n`;
}

/** Every drawing the demo needs: the home page's pictures and each product's views. */
export function demoImages(
  catalogue: readonly CatalogueProduct[] = generateDemoCatalogue(),
): { id: string; svg: string }[] {
  return [
    ...homeImageSvgs(),
    ...catalogue.flatMap((p) => p.imageIds.map((id, view) => ({ id, svg: productImageSvg(p, view) }))),
  ];
}
