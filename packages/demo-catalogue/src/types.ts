import type { BrandName } from '@store/shared/catalogue';

export const GARMENT_KINDS = [
  'dress',
  'top',
  'corset',
  'crop-top',
  'shirt',
  't-shirt',
  'polo',
  'kurta',
  'saree',
  'lehenga',
  'skirt',
  'jeans',
  'trousers',
  'joggers',
  'hoodie',
  'sweatshirt',
  'blazer',
  'suit',
  'activewear-set',
  'sports-bra',
  'leggings',
  'shorts',
  'co-ord',
] as const;
export type GarmentKind = (typeof GARMENT_KINDS)[number];

export const PATTERNS = ['solid', 'stripes', 'checks', 'floral', 'polka'] as const;
export type FabricPattern = (typeof PATTERNS)[number];

export interface CatalogueProduct {
  /** Opaque, deterministic: 'p00001' for the demo catalogue, 's0000001' for synthetic ones. */
  id: string;
  title: string;
  brand: BrandName;
  gender: 'women' | 'men';
  /** Whole rupees, 299..9999. */
  price: number;
  /** Whole rupees, > price, <= 19999 (discount 10–70 %, computed by the server). */
  originalPrice: number;
  /** 3.0..5.0, one decimal. */
  rating: number;
  /** Exactly one of the category names used in TYPE_SOURCES. */
  category: string;
  material: string;
  size: string;
  color: string;
  description: string;
  /** Buy link on the brand's own site. */
  url: string;
  kind: GarmentKind;
  pattern: FabricPattern;
  /** [main, ...additional]; `${id}-0`, `${id}-1`... (synthetic products reuse demo ids). */
  imageIds: string[];
}
