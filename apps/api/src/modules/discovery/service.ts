// Suggestions as the shopper types (API.md, Discovery; ADR 1600): brands and categories, each a
// link to its listing (its explore key), then products with a small image and price; at most
// MAX_SUGGESTIONS in all, names first (a name leads to many products).
import { BRANDS } from '@store/shared/catalogue';
import { MAX_SUGGESTIONS } from '@store/shared/discovery';
import type { Suggestions } from '@store/shared/discovery-schema';
import { imagePath } from '@store/shared/product';
import { queryWords } from '../search/query-words';
import type { DiscoveryRepository } from './repository';

/** At most this many brands and this many categories. */
const MAX_NAMES_PER_KIND = 3;
/** Below this many characters, products are suggested by title prefix (trigrams need three). */
const FUZZY_FROM_LENGTH = 3;

/** A brand's explore key: its home-page link when it has one ("MissPrint Jaipur"), else its name. */
const brandType = (name: string) => BRANDS.find((b) => b.name === name)?.link ?? name;

export function discoveryService(repo: DiscoveryRepository) {
  return {
    async suggest(raw: string): Promise<Suggestions> {
      const q = raw.trim().toLowerCase();
      const names = await repo.names(q, MAX_NAMES_PER_KIND * 2);
      const brands = names
        .filter((n) => n.kind === 'brand')
        .slice(0, MAX_NAMES_PER_KIND)
        .map((n) => ({ name: n.name, type: brandType(n.name) }));
      const categories = names
        .filter((n) => n.kind === 'category')
        .slice(0, MAX_NAMES_PER_KIND)
        .map((n) => ({ name: n.name, type: n.name }));
      const room = MAX_SUGGESTIONS - brands.length - categories.length;
      const words = queryWords(q).map((w) => w.text);
      const rows =
        words.length === 0
          ? []
          : q.length < FUZZY_FROM_LENGTH
            ? await repo.productsByTitlePrefix(q, room)
            : await repo.productsMatching(await repo.expandTyped(words), room);
      return {
        brands,
        categories,
        products: rows.map((r) => ({
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
