// TEMPORARY until the catalogue drawing lands.
import type { CatalogueProduct } from './catalogue/types';
import { ALL_TYPE_KEYS, BRAND_TILES, CATEGORY_TILES, heroImageId } from '@store/shared/catalogue';
export function productImageSvg(p: CatalogueProduct, view: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 900 1200"><rect width="900" height="1200" fill="#eee"/><circle cx="450" cy="600" r="${200 + view * 20}" fill="#c36"/><!-- ${p.id} --></svg>`;
}
export function homeImageSvgs(): Array<{ id: string; svg: string }> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 900 1200"><rect width="900" height="1200" fill="#ddd"/></svg>';
  return [
    ...ALL_TYPE_KEYS.map((t) => ({ id: heroImageId(t), svg })),
    ...CATEGORY_TILES.women.map((t) => ({ id: t.image, svg })),
    ...CATEGORY_TILES.men.map((t) => ({ id: t.image, svg })),
    ...BRAND_TILES.map((t) => ({ id: t.image, svg })),
  ];
}
