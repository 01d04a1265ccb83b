// What each garment kind is called, made of, sized and priced like, and which (gender, category)
// segments the store stocks. The tables themselves are JSON in ./data, checked and typed by
// tables.ts; this module keeps the rules that read them.
import type { BrandName, Gender } from '@store/shared/catalogue';
import { SPECS } from './tables.js';
import type { GarmentKind, KindSpec } from './types.js';

export type { KindChoice, KindSpec, Segment } from './types.js';
export { OCCASION, SEGMENTS } from './tables.js';

// A kind whose data is shared by both genders gets the buyer's letter sizes.
const W_SIZES = 'XS, S, M, L, XL';
const M_SIZES = 'S, M, L, XL, XXL';

export function kindSpec(kind: GarmentKind, gender: Gender): KindSpec {
  const spec = SPECS[`${kind}:${gender}`] ?? SPECS[kind] ?? SPECS[`${kind}:women`];
  if (!spec) throw new Error(`no spec for ${kind}`);
  if (gender === 'men' && !SPECS[`${kind}:men`] && spec.size === W_SIZES) return { ...spec, size: M_SIZES };
  if (gender === 'women' && spec.size === M_SIZES) return { ...spec, size: W_SIZES };
  return spec;
}

export function careFor(material: string): string {
  const m = material.toLowerCase();
  if (/silk|organza|velvet|zari|chanderi|georgette|chiffon|art silk/.test(m)) return 'Dry clean only.';
  if (/wool|blazer|textured/.test(m)) return 'Dry clean recommended; steam to refresh.';
  if (/denim/.test(m)) return 'Machine wash cold inside out with similar colours; do not bleach.';
  if (/elastane|polyamide|polyester stretch/.test(m)) return 'Machine wash cold; do not tumble dry or iron the print.';
  if (/linen/.test(m)) return 'Hand wash or gentle machine wash cold; iron while slightly damp.';
  if (/block|mulmul|cambric|cotton silk/.test(m)) return 'Hand wash separately in cold water and dry in shade.';
  return 'Machine wash cold with similar colours; dry in shade.';
}

export function feelFor(material: string): string {
  const m = material.toLowerCase();
  if (/satin/.test(m)) return 'has a soft sheen and a fluid drape';
  if (/linen/.test(m)) return 'is breathable and gets softer with every wash';
  if (/denim/.test(m)) return 'is sturdy yet comfortable and fades beautifully over time';
  if (/fleece|terry/.test(m)) return 'is soft and brushed on the inside';
  if (/elastane|polyamide/.test(m)) return 'is stretchy, sweat-wicking and quick-drying';
  if (/chanderi|silk|organza/.test(m)) return 'has a light, lustrous hand-feel';
  if (/georgette|chiffon|crepe/.test(m)) return 'is light and flows beautifully';
  if (/mulmul|cambric|poplin|cotton/.test(m)) return 'is breathable and easy on warm days';
  if (/wool/.test(m)) return 'holds its shape and resists creasing';
  return 'is soft, light and easy to wear';
}

export const BRAND_PRICE_FACTOR: Record<BrandName, number> = {
  Zara: 1.3,
  'H&M': 0.8,
  Uniqlo: 1.0,
  "Levi's": 1.15,
  Yezwe: 1.05,
  MissPrint: 1.0,
};
