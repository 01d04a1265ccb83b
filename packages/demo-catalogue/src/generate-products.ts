// Deterministic demo catalogue (>= 420 products) and fast synthetic products for benchmarks.
import { BRANDS, type BrandName, type Gender } from '@store/shared/catalogue';
import { createRng, hashString, mixSeed, type Rng } from './prng.js';
import { BRAND_PRICE_FACTOR, OCCASION, SEGMENTS, careFor, feelFor, kindSpec, type KindSpec } from './product-data.js';
import type { CatalogueProduct, FabricPattern, GarmentKind } from './types.js';

export type { CatalogueProduct, FabricPattern, GarmentKind } from './types.js';
export { GARMENT_KINDS, PATTERNS } from './types.js';

const SEED = 20250601;

interface Base {
  gender: Gender;
  category: string;
  kind: GarmentKind;
  brand: BrandName;
  pattern: FabricPattern;
  color: string;
}

const WESTERN_PATTERN_WORDS: Record<FabricPattern, readonly string[]> = {
  solid: [''],
  stripes: ['Striped', 'Pinstripe', 'Stripe'],
  checks: ['Checked', 'Gingham', 'Plaid'],
  floral: ['Floral', 'Floral Print', 'Ditsy Floral'],
  polka: ['Polka Dot', 'Dotted', 'Spot Print'],
};
const ETHNIC_PATTERN_WORDS: Record<FabricPattern, readonly string[]> = {
  solid: [''],
  stripes: ['Leheriya', 'Striped'],
  checks: ['Checked', 'Chequered'],
  floral: ['Floral Block Print', 'Hand Block Print', 'Floral Jaal', 'Bagru Print'],
  polka: ['Buti Print', 'Booti Block Print', 'Polka Buti'],
};
const SPORTY: ReadonlySet<GarmentKind> = new Set(['activewear-set', 'sports-bra', 'leggings', 'joggers']);
const DENIM_COLOURS = new Set(['Light Blue Denim', 'Mid Blue Denim', 'Dark Indigo Denim', 'Black Denim']);

function titleFor(base: Base, spec: KindSpec, fabricWord: string, rng: Rng): string {
  const words: string[] = [];
  const patternWord = rng.pick((spec.ethnic ? ETHNIC_PATTERN_WORDS : WESTERN_PATTERN_WORDS)[base.pattern]);
  let style = rng.pick(spec.styles);
  if (patternWord) words.push(patternWord);
  if (fabricWord && !style.includes(fabricWord) && (!patternWord || rng.chance(0.35))) words.push(fabricWord);
  if (patternWord && style.includes('Print')) style = '';
  if (style && !(patternWord && rng.chance(0.25))) words.push(style);
  let noun = rng.pick(spec.nouns);
  if (base.kind === 'shorts' && base.gender === 'men' && style === 'Swim') noun = 'Swim Shorts';
  if (base.kind === 'trousers' && base.category === 'Chinos') noun = 'Chinos';
  if (
    base.kind === 'trousers' &&
    base.category !== 'Chinos' &&
    noun === 'Chinos' &&
    base.gender === 'men' &&
    /Wool|Linen/.test(fabricWord)
  )
    noun = 'Trousers';
  words.push(noun);
  // Collapse accidental repeats such as "Linen Linen Shorts".
  const out: string[] = [];
  for (const w of words.join(' ').split(' ')) if (out[out.length - 1] !== w) out.push(w);
  return out.join(' ');
}

function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const BRAND_SITE: Record<string, string> = Object.fromEntries(BRANDS.map((b) => [b.name, b.site]));

function digits(rng: Rng, n: number): string {
  let s = String(rng.int(1, 9));
  while (s.length < n) s += String(rng.int(0, 9));
  return s;
}

function urlFor(brand: BrandName, title: string, color: string, rng: Rng): string {
  const site = BRAND_SITE[brand];
  const slug = slugify(title);
  switch (brand) {
    case 'Zara':
      return `${site}/${slug}-p0${digits(rng, 7)}.html`;
    case 'H&M':
      return `${site}/productpage/${slug}-${digits(rng, 7)}00${rng.int(1, 9)}.html`;
    case 'Uniqlo':
      return `${site}/products/E${digits(rng, 6)}-000/${slug}`;
    case "Levi's":
      return `${site}/products/${slug}-${digits(rng, 9)}`;
    default:
      return `${site}/products/${slug}-${slugify(color)}`;
  }
}

/** Round to a shelf price: 799, 1499, 2290 (Zara-style) ... */
function shelfPrice(v: number, brand: BrandName): number {
  if (brand === 'Zara') return Math.max(299, Math.round(v / 100) * 100 - 10);
  if (v < 1000) return Math.max(299, Math.round(v / 100) * 100 - 1);
  return Math.round(v / 100) * 100 - 1;
}

function pricesFor(spec: KindSpec, brand: BrandName, rng: Rng): { price: number; originalPrice: number } {
  const [lo, hi] = spec.price;
  const raw = lo * Math.pow(hi / lo, rng.next()) * BRAND_PRICE_FACTOR[brand];
  const price = Math.min(9999, Math.max(299, shelfPrice(raw, brand)));
  const discount = rng.weighted([10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70], (d) => (d <= 50 ? 3 : 1));
  let originalPrice = Math.round(price / (1 - discount / 100) / 100) * 100 - 1;
  const pct = () => ((originalPrice - price) / originalPrice) * 100;
  while (pct() < 10) originalPrice += 100;
  while (pct() > 70) originalPrice -= 100;
  originalPrice = Math.min(19999, originalPrice);
  return { price, originalPrice };
}

function ratingFor(rng: Rng): number {
  const r = 3 + 2 * Math.pow((rng.next() + rng.next()) / 2, 0.75);
  return Math.min(50, Math.max(30, Math.round(r * 10))) / 10;
}

function describe(base: Base, spec: KindSpec, material: string, rng: Rng): string {
  const fit = rng.pick(spec.fits);
  const fabric = `The ${material.toLowerCase().includes('%') ? 'fabric' : material.toLowerCase()} ${
    material.toLowerCase().includes('%') ? `(${material})` : ''
  }`.replace(/\s+$/, '');
  const occasion = rng.pick(
    OCCASION[`${base.category}:${base.gender}`] ?? OCCASION[base.category] ?? OCCASION.Casual ?? [''],
  );
  return `${fit} ${fabric} ${feelFor(material)}. ${occasion} ${careFor(material)}`;
}

function patternFor(spec: KindSpec, kind: GarmentKind, rng: Rng): FabricPattern {
  const entries = Object.entries(spec.patterns) as [FabricPattern, number][];
  if (SPORTY.has(kind)) return rng.chance(0.9) ? 'solid' : 'stripes';
  return rng.weighted(entries, (e) => e[1])[0];
}

function colourFor(spec: KindSpec, kind: GarmentKind, pattern: FabricPattern, rng: Rng): string {
  let colour: string = rng.pick(spec.colours);
  // Prints and checks on denim read oddly; keep denim colours for solid denim garments.
  if (pattern !== 'solid' && kind !== 'jeans') {
    for (let i = 0; i < 5 && DENIM_COLOURS.has(colour); i++) colour = rng.pick(spec.colours);
    if (DENIM_COLOURS.has(colour)) colour = 'Ivory';
  }
  return colour;
}

const LINES = [
  'Premium',
  'Essential',
  'Classic',
  'Signature',
  'Everyday',
  'Studio',
  'Heritage',
  'Comfort',
  'Limited Edition',
  'New Season',
  'Weekend',
  'Modern',
];

function build(id: string, base: Base, rng: Rng, imageIds: string[], synthetic = false): CatalogueProduct {
  const spec = kindSpec(base.kind, base.gender);
  const [fabricWord, material0] = rng.pick(spec.fabrics);
  let material = material0;
  if (DENIM_COLOURS.has(base.color) && base.kind !== 'jeans' && !/denim/i.test(material))
    material = '100% Cotton Denim';
  let t = titleFor(base, spec, DENIM_COLOURS.has(base.color) && base.kind !== 'jeans' ? 'Denim' : fabricWord, rng);
  if (synthetic && rng.chance(0.6)) t = `${rng.pick(LINES)} ${t}`;
  const { price, originalPrice } = pricesFor(spec, base.brand, rng);
  let size = spec.size;
  if (
    base.gender === 'men' &&
    base.kind === 'shirt' &&
    /Slim Fit|Regular Fit|Oxford|Easy Care/.test(t) &&
    base.category !== 'Casual'
  )
    size = '38, 39, 40, 42, 44';
  return {
    id,
    title: t,
    brand: base.brand,
    gender: base.gender,
    price,
    originalPrice,
    rating: ratingFor(rng),
    category: base.category,
    material,
    size,
    color: base.color,
    description: describe(base, spec, material, rng),
    url: urlFor(base.brand, t, base.color, rng),
    kind: base.kind,
    pattern: base.pattern,
    imageIds,
  };
}

function imageCount(id: string): number {
  return 3 + (hashString(id) % 3); // main + 2..4 additional
}

let demoCache: CatalogueProduct[] | undefined;

function buildDemo(): CatalogueProduct[] {
  const rng = createRng(SEED);
  const out: CatalogueProduct[] = [];
  const titles = new Set<string>();
  let n = 0;
  for (const s of SEGMENTS) {
    for (let j = 0; j < s.count; j++) {
      n++;
      const id = `p${String(n).padStart(5, '0')}`;
      // Rotate through kind choices so every segment gets its mix, with some randomness in order.
      const choice = j < s.choices.length ? s.choices[j] : rng.weighted(s.choices, (ch) => ch.weight);
      if (!choice) throw new Error('segment without choices');
      const brand = choice.brands[(j + rng.int(0, choice.brands.length - 1)) % choice.brands.length] as BrandName;
      const spec = kindSpec(choice.kind, s.gender);
      const pattern = patternFor(spec, choice.kind, rng);
      const color = colourFor(spec, choice.kind, pattern, rng);
      const base: Base = { gender: s.gender, category: s.category, kind: choice.kind, brand, pattern, color };
      const imageIds = Array.from({ length: imageCount(id) }, (_, k) => `${id}-${k}`);
      let p = build(id, base, createRng(mixSeed(hashString(id) ^ SEED)), imageIds);
      for (let attempt = 1; attempt < 12 && titles.has(p.title); attempt++) {
        p = build(id, base, createRng(mixSeed(hashString(id) + attempt * 7919)), imageIds);
      }
      titles.add(p.title);
      out.push(p);
    }
  }
  return out;
}

/** The demo catalogue: every type key is covered; fully deterministic. Returns a fresh copy. */
export function generateDemoCatalogue(): CatalogueProduct[] {
  demoCache ??= buildDemo();
  return demoCache.map((p) => ({ ...p, imageIds: [...p.imageIds] }));
}

/**
 * Synthetic products for benchmarks: product k (global index startIndex + i) is derived from a demo
 * product (same kind, colour, pattern, brand, category and images) with its own title words,
 * price, rating, description and link. Deterministic per index, so batches can be generated
 * independently. Ids: 's0000001'...
 */
export function generateSyntheticProducts(count: number, startIndex: number): CatalogueProduct[] {
  demoCache ??= buildDemo();
  const demo = demoCache;
  const out: CatalogueProduct[] = new Array<CatalogueProduct>(count);
  for (let i = 0; i < count; i++) {
    const k = startIndex + i;
    const seed = mixSeed(k ^ 0x5bd1e995);
    const src = demo[seed % demo.length] as CatalogueProduct;
    const base: Base = {
      gender: src.gender,
      category: src.category,
      kind: src.kind,
      brand: src.brand,
      pattern: src.pattern,
      color: src.color,
    };
    out[i] = build(`s${String(k + 1).padStart(7, '0')}`, base, createRng(seed), src.imageIds, true);
  }
  return out;
}
