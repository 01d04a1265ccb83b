import { ALL_TYPE_KEYS, BRANDS, TYPE_SOURCES, type TypeSource } from '@store/shared/catalogue';
import { describe, expect, it } from 'vitest';
import { generateDemoCatalogue, generateSyntheticProducts, type CatalogueProduct } from './generate-products.js';
import { homeImageSvgs } from './home-images.js';
import { productImageSvg } from './product-image.js';

const products = generateDemoCatalogue();

function matches(p: CatalogueProduct, s: TypeSource): boolean {
  return s.kind === 'brand' ? p.brand === s.brand : p.gender === s.gender && s.categories.includes(p.category);
}

const PARTY_WOMEN = new Set(['dress', 'lehenga', 'saree', 'skirt', 'top', 'co-ord']);
/** Which garment kinds may appear under a category (independent of the generator's tables). */
const FITS: Record<string, readonly string[]> = {
  Kurta: ['kurta'],
  Saree: ['saree'],
  Lehenga: ['lehenga'],
  Ethnic: ['kurta', 'saree', 'lehenga'],
  Dresses: ['dress'],
  Tops: ['top', 't-shirt'],
  Corsets: ['corset'],
  'Crop Tops': ['crop-top'],
  Skirts: ['skirt'],
  Hoodies: ['hoodie'],
  Sweatshirts: ['sweatshirt'],
  Jeans: ['jeans'],
  Trousers: ['trousers'],
  Chinos: ['trousers'],
  Joggers: ['joggers'],
  Shirts: ['shirt'],
  'T-Shirts': ['t-shirt', 'polo'],
  Bottoms: ['jeans', 'trousers', 'shorts', 'joggers', 'skirt', 'leggings'],
  Activewear: ['activewear-set', 'sports-bra', 'leggings', 'joggers', 'shorts', 't-shirt'],
  Gym: ['activewear-set', 'sports-bra', 'leggings', 'joggers', 'shorts', 't-shirt'],
  Yoga: ['activewear-set', 'sports-bra', 'leggings'],
  Formal: ['shirt', 'trousers', 'blazer', 'suit', 'skirt'],
  Office: ['shirt', 'trousers', 'blazer', 'suit', 'skirt'],
  School: ['shirt', 'trousers', 'skirt'],
};

const BRAND_KINDS: Record<string, (p: CatalogueProduct) => boolean> = {
  MissPrint: (p) => p.gender === 'women' && ['kurta', 'saree', 'lehenga'].includes(p.kind),
  Yezwe: (p) => p.gender === 'women' && ['dress', 'top', 'co-ord', 'skirt', 'corset', 'crop-top'].includes(p.kind),
  "Levi's": (p) => ['jeans', 't-shirt', 'shirt', 'shorts', 'hoodie', 'sweatshirt', 'trousers'].includes(p.kind),
  Uniqlo: (p) => !['saree', 'lehenga', 'kurta', 'corset', 'blazer', 'suit'].includes(p.kind),
  Zara: (p) => !['saree', 'lehenga'].includes(p.kind),
  'H&M': (p) => !['saree', 'lehenga'].includes(p.kind),
};

describe('demo catalogue', () => {
  it('is large enough and has both genders', () => {
    expect(products.length).toBeGreaterThanOrEqual(420);
    expect(products.some((p) => p.gender === 'women')).toBe(true);
    expect(products.some((p) => p.gender === 'men')).toBe(true);
  });

  it('covers every type key with at least 16 products, and the big listings with more than 48', () => {
    for (const key of ALL_TYPE_KEYS) {
      const source = TYPE_SOURCES[key] as TypeSource;
      const count = products.filter((p) => matches(p, source)).length;
      expect(count, key).toBeGreaterThanOrEqual(16);
    }
    for (const key of ['partyWomen', 'casualWomen', 'wethnic', 'casuals']) {
      const count = products.filter((p) => matches(p, TYPE_SOURCES[key] as TypeSource)).length;
      expect(count, key).toBeGreaterThan(48);
    }
  });

  it('gives every brand at least 20 products and only believable kinds', () => {
    for (const b of BRANDS) {
      const mine = products.filter((p) => p.brand === b.name);
      expect(mine.length, b.name).toBeGreaterThanOrEqual(20);
      for (const p of mine) expect(BRAND_KINDS[b.name]?.(p), `${b.name} ${p.kind} ${p.gender}`).toBe(true);
    }
  });

  it('uses only category names of the type mapping, and kinds that fit the category', () => {
    const names = new Set<string>();
    for (const s of Object.values(TYPE_SOURCES))
      if (s.kind === 'categories') for (const c of s.categories) names.add(c);
    for (const p of products) {
      expect(names.has(p.category), p.category).toBe(true);
      const fits = FITS[p.category];
      if (fits) expect(fits, `${p.id} ${p.category} ${p.kind}`).toContain(p.kind);
      if (p.gender === 'women' && ['Party', 'Birthday', 'Dance', 'Wedding'].includes(p.category))
        expect(PARTY_WOMEN.has(p.kind), p.kind).toBe(true);
      if (p.gender === 'men')
        expect([
          'saree',
          'lehenga',
          'dress',
          'corset',
          'crop-top',
          'sports-bra',
          'leggings',
          'skirt',
          'top',
        ]).not.toContain(p.kind);
    }
  });

  it('has valid fields', () => {
    const ids = new Set(products.map((p) => p.id));
    expect(ids.size).toBe(products.length);
    const titles = new Set(products.map((p) => p.title));
    expect(titles.size / products.length).toBeGreaterThan(0.95);
    for (const p of products) {
      expect(Number.isInteger(p.price) && p.price >= 299 && p.price <= 9999, `${p.id} price ${p.price}`).toBe(true);
      expect(Number.isInteger(p.originalPrice) && p.originalPrice > p.price && p.originalPrice <= 19999).toBe(true);
      const discount = ((p.originalPrice - p.price) / p.originalPrice) * 100;
      expect(discount, p.id).toBeGreaterThanOrEqual(10);
      expect(discount, p.id).toBeLessThanOrEqual(70);
      expect(p.rating).toBeGreaterThanOrEqual(3);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(Math.round(p.rating * 10) / 10).toBe(p.rating);
      expect(p.description.split('. ').length).toBeGreaterThanOrEqual(2);
      const site = BRANDS.find((b) => b.name === p.brand)?.site ?? '';
      expect(p.url.startsWith(`${site}/`), p.url).toBe(true);
      expect(p.imageIds.length).toBeGreaterThanOrEqual(3);
      expect(p.imageIds.length).toBeLessThanOrEqual(5);
      p.imageIds.forEach((id, i) => expect(id).toBe(`${p.id}-${i}`));
      expect(p).not.toHaveProperty('discount');
    }
  });

  it('is deterministic', () => {
    expect(generateDemoCatalogue()).toEqual(generateDemoCatalogue());
  });
});

describe('synthetic products', () => {
  it('is deterministic per index, batch-independent and reuses demo images', () => {
    const all = generateSyntheticProducts(2000, 0);
    const batch = generateSyntheticProducts(1000, 1000);
    expect(batch).toEqual(all.slice(1000));
    const demoImages = new Set(products.flatMap((p) => p.imageIds));
    for (const p of all) for (const id of p.imageIds) expect(demoImages.has(id)).toBe(true);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.title)).size).toBeGreaterThan(all.length * 0.5);
  });

  it('generates 100k quickly', () => {
    const t = performance.now();
    expect(generateSyntheticProducts(100_000, 0)).toHaveLength(100_000);
    expect(performance.now() - t).toBeLessThan(10_000);
  });
});

describe('images', () => {
  const idsOk = (svg: string) => {
    const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    return new Set(ids).size === ids.length;
  };
  it('draws every product view as a compact svg with unique ids and no text', () => {
    for (const p of products) {
      for (let v = 0; v < p.imageIds.length; v++) {
        const svg = productImageSvg(p, v);
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg.length, `${p.id} view ${v}`).toBeLessThan(25_000);
        expect(svg).not.toContain('<text');
        expect(idsOk(svg)).toBe(true);
      }
    }
  });
  it('draws every home image', () => {
    const home = homeImageSvgs();
    expect(new Set(home.map((h) => h.id)).size).toBe(home.length);
    for (const h of home) {
      expect(h.svg.length, h.id).toBeLessThan(h.id.startsWith('hero-') ? 30_000 : 25_000);
      expect(idsOk(h.svg)).toBe(true);
      if (!h.id.startsWith('brand-')) expect(h.svg).not.toContain('<text');
    }
  });
});
