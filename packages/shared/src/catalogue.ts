// What the storefront shows on its home page and how each explore key finds its products.
// The one type-to-source mapping (ADR 0003): the server resolves /api/products/type/{type}
// with it and the web app titles its listings with it. Full table: docs/decisions/0003-type-mapping.md.

export type Gender = 'women' | 'men';
export const GENDERS: readonly Gender[] = ['women', 'men'];

export type TypeSource =
  | { kind: 'categories'; gender: Gender; categories: readonly string[]; title: string }
  | { kind: 'brand'; brand: string; title: string };

function categories(gender: Gender, title: string, ...names: string[]): TypeSource {
  return { kind: 'categories', gender, categories: names, title };
}

export const BRANDS = [
  { name: 'Zara', link: 'Zara', site: 'https://www.zara.com/in/en' },
  { name: 'H&M', link: 'H&M', site: 'https://www2.hm.com/en_in' },
  { name: 'Uniqlo', link: 'Uniqlo', site: 'https://www.uniqlo.com/in/en' },
  { name: "Levi's", link: "Levi's", site: 'https://www.levi.in' },
  { name: 'Yezwe', link: 'Yezwe', site: 'https://yezwe.com' },
  { name: 'MissPrint', link: 'MissPrint Jaipur', site: 'https://missprint.in' },
] as const;
export type BrandName = (typeof BRANDS)[number]['name'];

export const TYPE_SOURCES: Readonly<Record<string, TypeSource>> = {
  // Women: hero slides and category tiles.
  wethnic: categories('women', 'Traditional', 'Kurta', 'Saree', 'Lehenga', 'Ethnic'),
  partyWomen: categories('women', 'Party Wear', 'Party', 'Birthday', 'Dance', 'Wedding'),
  sportsWomen: categories('women', 'Athleisure', 'Activewear', 'Gym', 'Yoga'),
  casualWomen: categories('women', 'Casual Wear', 'Casual', 'Everyday', 'Holiday'),
  formalWomen: categories('women', 'Formal Wear', 'Formal', 'School', 'Office'),
  beachW: categories('women', 'Beach Wear', 'Beach', 'Holiday'),
  dressesW: categories('women', 'Dresses', 'Dresses'),
  topsWomen: categories('women', 'Tops', 'Tops'),
  cropTopsWomen: categories('women', 'Corsets & Crop Tops', 'Corsets', 'Crop Tops'),
  skirtsWomen: categories('women', 'Skirts', 'Skirts'),
  hoodiesWomen: categories('women', 'Hoodies', 'Hoodies', 'Sweatshirts'),
  bottomsWomen: categories('women', 'Bottoms', 'Jeans', 'Trousers', 'Bottoms'),
  // Men: hero slides and category tiles (the five tiles first drawn without a link get one).
  formalMen: categories('men', 'Formals', 'Formal', 'Office'),
  casuals: categories('men', 'Casual Wear', 'Casual', 'T-Shirts', 'Everyday'),
  shirtsMen: categories('men', 'Shirts', 'Shirts'),
  sportsMen: categories('men', 'Athleisure', 'Activewear', 'Gym'),
  summerMen: categories('men', 'Summer Wear', 'Summer', 'Beach', 'Holiday'),
  trousersMen: categories('men', 'Trousers', 'Trousers', 'Chinos'),
  kurtaMen: categories('men', 'Kurtas', 'Kurta', 'Ethnic'),
  pantsMen: categories('men', 'Pants', 'Jeans', 'Joggers'),
  hoodiesMen: categories('men', 'Hoodies', 'Hoodies', 'Sweatshirts'),
  // Brand tiles: the link is the key.
  ...Object.fromEntries(
    BRANDS.map((b): [string, TypeSource] => [b.link, { kind: 'brand', brand: b.name, title: b.name }]),
  ),
};

export interface HeroSlide {
  type: string;
  name: string;
  image: string;
}
export interface CategoryTile {
  name: string;
  link: string;
  image: string;
}

/** Image ids of the home page's own pictures (served by /images/{id}). */
export const heroImageId = (type: string) => `hero-${type}`;
export const tileImageId = (gender: Gender, link: string) => `tile-${gender}-${link}`;
export const brandImageId = (brand: string) => `brand-${brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** Hero slides, each named by its listing's title (the type mapping's). */
const slides = (...types: string[]): HeroSlide[] =>
  types.map((type) => ({ type, name: typeTitle(type), image: heroImageId(type) }));

export const HERO_SLIDES: Readonly<Record<Gender, readonly HeroSlide[]>> = {
  women: slides('wethnic', 'partyWomen', 'sportsWomen', 'casualWomen', 'formalWomen', 'beachW'),
  men: slides('formalMen', 'casuals', 'shirtsMen', 'sportsMen', 'summerMen'),
};

/** A gender's category tiles, in order: each tile's name and the listing key it links to. */
const tiles = (gender: Gender, links: Readonly<Record<string, string>>): CategoryTile[] =>
  Object.entries(links).map(([name, link]) => ({ name, link, image: tileImageId(gender, link) }));

export const CATEGORY_TILES: Readonly<Record<Gender, readonly CategoryTile[]>> = {
  women: tiles('women', {
    Dresses: 'dressesW',
    Tops: 'topsWomen',
    Athleisure: 'sportsWomen',
    Kurta: 'wethnic',
    Corset: 'cropTopsWomen',
    'Shirts & Suits': 'formalWomen',
    Skirts: 'skirtsWomen',
    Hoodies: 'hoodiesWomen',
    Bottoms: 'bottomsWomen',
  }),
  men: tiles('men', {
    Shirts: 'shirtsMen',
    Athleisure: 'sportsMen',
    'T-Shirts': 'casuals',
    Trousers: 'trousersMen',
    Kurta: 'kurtaMen',
    Formals: 'formalMen',
    Pants: 'pantsMen',
    Hoodies: 'hoodiesMen',
  }),
};

export const BRAND_TILES: readonly CategoryTile[] = BRANDS.map((b) => ({
  name: b.name,
  link: b.link,
  image: brandImageId(b.name),
}));

/** Every key the home page links to; the catalogue must have products for each. */
export const ALL_TYPE_KEYS: readonly string[] = Object.keys(TYPE_SOURCES);

/** The listing title for a type key: the mapping's title, else the key itself. */
export function typeTitle(type: string): string {
  return TYPE_SOURCES[type]?.title ?? type;
}
