// What every feed reader produces: one product as the feed described it, already in rupees
// and plain text, before its category is matched and its images are fetched.
import { uniqueSizes } from '@store/shared/sizes';

export type FeedFormat = 'shopify-json' | 'shopify-csv' | 'google-xml' | 'google-tabular' | 'product-jsonl';

export interface FeedItem {
  /** The feed's own id of the product (Shopify product id, Google item_group_id or id, Product id). */
  externalId: string;
  /** Where the product is in the feed, for the summary ("line 12", "id 8812"). */
  where: string;
  title: string;
  brand: string;
  gender: 'women' | 'men';
  price: number;
  originalPrice: number;
  rating: number;
  /** The store category when the feed names one (the store's own format), else ''. */
  category: string;
  /** What the feed calls the kind of product and its tags: the category is matched from them. */
  productType: string;
  tags: string[];
  material: string;
  sizes: string[];
  color: string;
  description: string;
  url: string;
  /** Absolute URLs to fetch, or `/images/{id}` of an image the store already has. */
  imageUrls: string[];
  // What a Google Merchant feed says per size and about delivery (ADR 2905); other formats leave
  // them out, so their items' digests are the same as before.
  /** Sizes every item of which the feed says is out of stock. */
  sizesOutOfStock?: string[];
  /** A size's own link where it differs from the product's. */
  sizeLinks?: Record<string, string>;
  /** The feed's delivery and return-policy words, shown as the brand's own. */
  shipping?: string;
  returnPolicy?: string;
}

export interface Rejection {
  where: string;
  reason: string;
}

export interface ReadResult {
  format: FeedFormat;
  items: FeedItem[];
  rejected: Rejection[];
  /** Drafts and other products the feed says are not for sale. */
  skipped: number;
}

const MEN = /\b(men|mens|men's|male|man|boys?|gents|him)\b/i;
const WOMEN = /\b(women|womens|women's|female|woman|ladies|girls?|her)\b/i;

/** The audience from the feed's words; the store's default audience is women. */
export function genderFrom(...texts: readonly (string | undefined)[]): 'women' | 'men' {
  for (const t of texts) {
    if (!t) continue;
    if (WOMEN.test(t)) return 'women';
    if (MEN.test(t)) return 'men';
  }
  return 'women';
}

/** Product-level values that many variant rows repeat: first non-blank wins. */
export function firstOf(...values: readonly (string | undefined | null)[]): string {
  for (const v of values) if (v && v.trim()) return v.trim();
  return '';
}

/** Sizes from variant option values, normalised, in the feed's order. */
export function sizesFrom(values: readonly (string | undefined)[]): string[] {
  return uniqueSizes(values.filter((v): v is string => !!v && v.trim() !== ''));
}

/** Same as tags split by commas, trimmed, no blanks. */
export function splitTags(line: string | undefined): string[] {
  return (line ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** Distinct absolute image URLs in order. */
export function uniqueUrls(urls: readonly (string | undefined)[]): string[] {
  return [...new Set(urls.map((u) => u?.trim() ?? '').filter(Boolean))];
}
