import type { BrandName, Gender } from '@store/shared/catalogue';
import type { ColourName } from './colours.js';

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

// ------------------------------------------------------------------ shapes of the data tables (tables.ts)

export interface KindSpec {
  nouns: readonly string[];
  styles: readonly string[];
  /** [word used in the title ('' = none), material as listed in the details]. */
  fabrics: readonly (readonly [string, string])[];
  patterns: Partial<Record<FabricPattern, number>>;
  colours: readonly ColourName[];
  size: string;
  /** Base price range in rupees before the brand factor. */
  price: readonly [number, number];
  fits: readonly string[];
  ethnic?: boolean;
}

export interface KindChoice {
  kind: GarmentKind;
  brands: readonly BrandName[];
  weight: number;
}
export interface Segment {
  gender: Gender;
  category: string;
  count: number;
  choices: readonly KindChoice[];
}

export interface Look {
  kind: GarmentKind;
  gender: Gender;
  title: string;
  colour: string;
  pattern: FabricPattern;
}

/** Props a hero scene can place, by what each takes besides (x, y, scale). */
export const PLAIN_PROPS = ['bangles', 'belt', 'jhumka', 'watch'] as const;
export const TURNED_PROPS = ['leaf', 'sneaker', 'sunglasses'] as const;
export const COLOURED_PROPS = ['bag', 'heels'] as const;
interface At {
  x: number;
  y: number;
  scale: number;
}
export type PropPlacement =
  | (At & { prop: (typeof PLAIN_PROPS)[number] })
  | (At & { prop: (typeof TURNED_PROPS)[number]; /** Degrees. */ turn: number })
  | (At & { prop: (typeof COLOURED_PROPS)[number]; colour: string });

export interface Scene {
  surface: readonly [string, string];
  /** Big soft shape behind the garments. */
  accent: string;
  looks: readonly Look[];
  /** Drawn behind the garments, in order. */
  props: readonly PropPlacement[];
}
