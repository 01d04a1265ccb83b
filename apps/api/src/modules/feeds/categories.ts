// The store's type keys (hero slides, tiles) list store categories (shared/catalogue.ts); a
// feed names its own kinds ("Kurti", "Women > Dresses", tags). This maps a feed's product type,
// then its tags, then its title to one store category: the operator's mapping file first, then
// the category names themselves, then synonyms.
import { TYPE_SOURCES } from '@store/shared/catalogue';
import type { FeedItem } from './feed-item';

/** Every category name the type keys list. */
export const STORE_CATEGORIES: readonly string[] = [
  ...new Set(Object.values(TYPE_SOURCES).flatMap((s) => (s.kind === 'categories' ? s.categories : []))),
];

/** Words shops use for the store's categories (singular, lower case). */
const SYNONYMS: Readonly<Record<string, string>> = {
  kurti: 'Kurta',
  kurtis: 'Kurta',
  kurta: 'Kurta',
  'kurta set': 'Kurta',
  anarkali: 'Kurta',
  sari: 'Saree',
  saree: 'Saree',
  lehnga: 'Lehenga',
  lehenga: 'Lehenga',
  'lehenga choli': 'Lehenga',
  ethnic: 'Ethnic',
  dress: 'Dresses',
  gown: 'Dresses',
  maxi: 'Dresses',
  top: 'Tops',
  blouse: 'Tops',
  tunic: 'Tops',
  'crop top': 'Crop Tops',
  corset: 'Corsets',
  bustier: 'Corsets',
  skirt: 'Skirts',
  hoodie: 'Hoodies',
  sweatshirt: 'Sweatshirts',
  jean: 'Jeans',
  denim: 'Jeans',
  trouser: 'Trousers',
  pant: 'Trousers',
  chino: 'Chinos',
  jogger: 'Joggers',
  trackpant: 'Joggers',
  'track pant': 'Joggers',
  shirt: 'Shirts',
  't-shirt': 'T-Shirts',
  tshirt: 'T-Shirts',
  tee: 'T-Shirts',
  polo: 'T-Shirts',
  'sports bra': 'Activewear',
  legging: 'Activewear',
  activewear: 'Activewear',
  sportswear: 'Activewear',
  tracksuit: 'Activewear',
  blazer: 'Formal',
  suit: 'Formal',
  swimwear: 'Beach',
  swimsuit: 'Beach',
  bikini: 'Beach',
  kaftan: 'Beach',
  short: 'Summer',
};

/** "Kurtis " → "kurti", "T-Shirts" → "t-shirt": lower case, single spaces, no plural s. */
export function categoryWord(text: string): string {
  const s = text
    .toLowerCase()
    .replace(/[^a-z0-9& -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return s.endsWith('ss') ? s : s.replace(/s$/, '');
}

const BY_WORD = new Map<string, string>([
  ...STORE_CATEGORIES.map((c) => [categoryWord(c), c] as const),
  ...Object.entries(SYNONYMS).map(([w, c]) => [categoryWord(w), c] as const),
]);

export type CategoryMapping = ReadonlyMap<string, string>;

/**
 * An operator's mapping file: a JSON object `{"Anarkali Set": "Kurta"}`, or lines
 * `Anarkali Set = Kurta` (also `,` or a tab). Targets must be store categories.
 */
export function parseCategoryMapping(text: string): CategoryMapping {
  let pairs: [string, string][];
  try {
    const json = JSON.parse(text) as unknown;
    if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error('not an object');
    // A brand's size charts ride in the same file (size-charts.ts); they are no category pair.
    pairs = Object.entries(json as Record<string, unknown>)
      .filter(([k]) => k !== 'sizeCharts')
      .map(([k, v]) => [k, String(v)]);
  } catch {
    pairs = text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => {
        const m = /^(.+?)\s*[=,\t]\s*(.+)$/.exec(l);
        if (!m) throw new Error(`mapping line "${l}" is not "feed value = Store Category"`);
        return [m[1]!, m[2]!];
      });
  }
  const byLower = new Map(STORE_CATEGORIES.map((c) => [c.toLowerCase(), c]));
  return new Map(
    pairs.map(([from, to]) => {
      const target = byLower.get(to.trim().toLowerCase());
      if (!target) throw new Error(`"${to}" is not a store category (${STORE_CATEGORIES.join(', ')})`);
      return [categoryWord(from), target];
    }),
  );
}

/** Candidate phrases of a text: the whole, each "A > B" part, each word and word pair. */
function phrases(text: string): string[] {
  const parts = text
    .split(/[>/|,]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const out = [text, ...parts.reverse()];
  for (const part of parts) {
    const words = part.split(/\s+/);
    for (let i = words.length - 1; i >= 0; i--) {
      if (i > 0) out.push(`${words[i - 1]} ${words[i]}`);
      out.push(words[i]!);
    }
  }
  return out;
}

function lookUp(text: string, mapping: CategoryMapping): string | undefined {
  for (const phrase of phrases(text)) {
    const word = categoryWord(phrase);
    if (!word) continue;
    const hit = mapping.get(word) ?? BY_WORD.get(word);
    if (hit) return hit;
  }
  return undefined;
}

/** The store category of an item, or undefined when nothing matched. */
export function matchCategory(item: FeedItem, mapping: CategoryMapping = new Map()): string | undefined {
  const storeName = STORE_CATEGORIES.find((c) => c === item.category);
  if (storeName) return storeName;
  for (const text of [item.category, item.productType, ...item.tags, item.title]) {
    const hit = text ? lookUp(text, mapping) : undefined;
    if (hit) return hit;
  }
  return undefined;
}
