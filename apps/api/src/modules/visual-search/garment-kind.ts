// A garment's kind (ADR 4901): what a shopper means by "the same thing" when searching with a
// photo. A product's kind is read from its title (the garment word nearest its end: "Polka Buti
// A-Line Kurta", "Linen Shorts Co-ord"), else its category; a photo's kind comes from the kind
// classifier (kind-classifier.ts), trained on the same kinds of the catalogue's own pictures.

/** The kinds a photo is sorted into, in the classifier's order. */
export const GARMENT_KINDS = [
  'dress',
  'top',
  't-shirt',
  'shirt',
  'kurta',
  'saree',
  'lehenga',
  'co-ord',
  'skirt',
  'jeans',
  'trousers',
  'joggers',
  'leggings',
  'shorts',
  'jacket',
  'sweatshirt',
  'activewear',
] as const;
export type GarmentKind = (typeof GARMENT_KINDS)[number];

/** Words and two-word phrases of titles (lower case), and the kind each names. */
const KIND_WORDS: Readonly<Record<string, GarmentKind>> = {
  dress: 'dress',
  dresses: 'dress',
  gown: 'dress',
  frock: 'dress',
  jumpsuit: 'dress',
  top: 'top',
  tops: 'top',
  blouse: 'top',
  tunic: 'top',
  corset: 'top',
  bustier: 'top',
  camisole: 'top',
  'crop top': 'top',
  't-shirt': 't-shirt',
  't-shirts': 't-shirt',
  tshirt: 't-shirt',
  tee: 't-shirt',
  tees: 't-shirt',
  polo: 't-shirt',
  'polo shirt': 't-shirt',
  'polo t-shirt': 't-shirt',
  shirt: 'shirt',
  shirts: 'shirt',
  overshirt: 'shirt',
  kurta: 'kurta',
  kurtas: 'kurta',
  kurti: 'kurta',
  kurtis: 'kurta',
  anarkali: 'kurta',
  saree: 'saree',
  sarees: 'saree',
  sari: 'saree',
  'blouse piece': 'saree',
  lehenga: 'lehenga',
  lehengas: 'lehenga',
  lehnga: 'lehenga',
  'lehenga choli': 'lehenga',
  'co-ord': 'co-ord',
  'co-ords': 'co-ord',
  skirt: 'skirt',
  skirts: 'skirt',
  jeans: 'jeans',
  trousers: 'trousers',
  trouser: 'trousers',
  pants: 'trousers',
  chinos: 'trousers',
  palazzo: 'trousers',
  joggers: 'joggers',
  jogger: 'joggers',
  sweatpants: 'joggers',
  trackpants: 'joggers',
  'track pants': 'joggers',
  leggings: 'leggings',
  tights: 'leggings',
  shorts: 'shorts',
  jacket: 'jacket',
  jackets: 'jacket',
  blazer: 'jacket',
  blazers: 'jacket',
  coat: 'jacket',
  suit: 'jacket',
  suits: 'jacket',
  sweatshirt: 'sweatshirt',
  sweatshirts: 'sweatshirt',
  hoodie: 'sweatshirt',
  hoodies: 'sweatshirt',
  sweater: 'sweatshirt',
  pullover: 'sweatshirt',
  cardigan: 'sweatshirt',
  jumper: 'sweatshirt',
  'sports bra': 'activewear',
  activewear: 'activewear',
  'workout set': 'activewear',
  'training set': 'activewear',
};

/** A category's kind, when its title names none (categories that are occasions, Party or Ethnic, name no kind). */
const CATEGORY_KINDS: Readonly<Record<string, GarmentKind>> = {
  Dresses: 'dress',
  Tops: 'top',
  'Crop Tops': 'top',
  Corsets: 'top',
  'T-Shirts': 't-shirt',
  Shirts: 'shirt',
  Kurta: 'kurta',
  Saree: 'saree',
  Lehenga: 'lehenga',
  Skirts: 'skirt',
  Jeans: 'jeans',
  Trousers: 'trousers',
  Chinos: 'trousers',
  Joggers: 'joggers',
  Hoodies: 'sweatshirt',
  Sweatshirts: 'sweatshirt',
  Activewear: 'activewear',
};

/** The kind a product's title names (its last garment word or phrase), else its category's; undefined when neither does. */
export function productKind(title: string, category: string): GarmentKind | undefined {
  const words = title
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);
  for (let at = words.length - 1; at >= 0; at--) {
    const pair = at > 0 ? KIND_WORDS[`${words[at - 1]} ${words[at]}`] : undefined;
    const kind = pair ?? KIND_WORDS[words[at]!];
    if (kind) return kind;
  }
  return CATEGORY_KINDS[category];
}
