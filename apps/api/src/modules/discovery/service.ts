// Suggestions as the shopper types (API.md, Discovery; ADR 1600): brands and categories, each a
// link to its listing (its explore key), then products with a small image and price; at most
// MAX_SUGGESTIONS in all, names first (a name leads to many products).
import { BRANDS } from '@store/shared/catalogue';
import { MAX_SUGGESTIONS } from '@store/shared/discovery';
import type { Suggestions } from '@store/shared/discovery-schema';
import { imagePath } from '@store/shared/product';
import { queryWords } from '../search/query-words';
import type { DiscoveryRepository, ProductRowLite } from './repository';

/** At most this many brands and this many categories. */
const MAX_NAMES_PER_KIND = 3;
/** Below this many characters, products are suggested by title prefix (trigrams need three). */
const FUZZY_FROM_LENGTH = 3;

/** A brand's explore key: its home-page link when it has one ("MissPrint Jaipur"), else its name. */
const brandType = (name: string) => BRANDS.find((b) => b.name === name)?.link ?? name;

export function discoveryService(repo: DiscoveryRepository) {
  /** Up to `limit` products for what was typed, best first. */
  async function productsFor(q: string, limit: number): Promise<ProductRowLite[]> {
    const words = queryWords(q).map((w) => w.text);
    if (words.length === 0) return [];
    if (q.length < FUZZY_FROM_LENGTH) return repo.productsByTitlePrefix(q, limit);
    const groups = await repo.expandTyped(words);
    // Common words among the most popular products; rarer ones from the search index.
    const popular = await repo.popularMatching(groups, limit);
    if (popular.length === limit) return popular;
    const found = new Set(popular.map((p) => p.id));
    const more = await repo.productsMatching(groups, limit);
    return [...popular, ...more.filter((p) => !found.has(p.id))].slice(0, limit);
  }

  return {
    async suggest(raw: string): Promise<Suggestions> {
      const q = raw.trim().toLowerCase();
      // Names and products do not wait for each other; products leave room for the names found.
      const [names, rows] = await Promise.all([repo.names(q, MAX_NAMES_PER_KIND * 2), productsFor(q, MAX_SUGGESTIONS)]);
      const brands = names
        .filter((n) => n.kind === 'brand')
        .slice(0, MAX_NAMES_PER_KIND)
        .map((n) => ({ name: n.name, type: brandType(n.name) }));
      const categories = names
        .filter((n) => n.kind === 'category')
        .slice(0, MAX_NAMES_PER_KIND)
        .map((n) => ({ name: n.name, type: n.name }));
      const room = MAX_SUGGESTIONS - brands.length - categories.length;
      return {
        brands,
        categories,
        products: rows.slice(0, room).map((r) => ({
          id: r.id,
          title: r.title,
          brand: r.brand,
          price: Number(r.price),
          imageUrl: imagePath(r.image_id),
        })),
      };
    },
  };
}
