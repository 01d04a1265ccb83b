// Suggestions as the shopper types (docs/api.md, Discovery; ADR 1600): brands and categories, each a
// link to its listing (its explore key), then products with a small image and price; at most
// MAX_SUGGESTIONS in all, names first (a name leads to many products).
import { setImmediate as yieldToIo } from 'node:timers/promises';
import { BRANDS } from '@store/shared/catalogue';
import { MAX_SUGGESTIONS } from '@store/shared/discovery';
import type { Suggestions } from '@store/shared/discovery-schema';
import { imagePath } from '@store/shared/product';
import { CATALOGUE_CACHE_TTL_MS } from '../catalog/response-cache';
import { queryWords } from '../search/query-words';
import type { ServiceDeps } from '../../lib/module-deps';
import { inCatalogueSpelling } from '../search/spelling';
import { discoveryRepository, type ProductRowLite } from './repository';

/** At most this many brands and this many categories. */
const MAX_NAMES_PER_KIND = 3;
/** Below this many characters, products are suggested by title prefix (trigrams need three). */
const FUZZY_FROM_LENGTH = 3;

/** A brand's explore key: its home-page link when it has one ("MissPrint Jaipur"), else its name. */
const brandType = (name: string) => BRANDS.find((b) => b.name === name)?.link ?? name;

/** Typed words whose expansions are kept at most (a word and its dozen terms: under 2 MB in all). */
const MAX_KEPT_EXPANSIONS = 10_000;

/**
 * The vocabulary words each typed word stands for, kept for the catalogue answers' life (ADR
 * 0700): everyone types the same few beginnings ("k", "ku", "kur"), so most keystrokes need no
 * trip to the vocabulary. A word's expansion holds for its own sake, whatever else was typed.
 */
function keptExpansions(expand: (words: string[]) => Promise<string[][]>, now: () => number) {
  const kept = new Map<string, { group: string[]; until: number }>();
  return async (words: string[]): Promise<string[][]> => {
    const at = now();
    const missing = words.filter((w) => (kept.get(w)?.until ?? 0) <= at);
    const found = missing.length > 0 ? await expand(missing) : [];
    const fresh = new Map(missing.map((w, i) => [w, found[i]!]));
    const groups = words.map((w) => fresh.get(w) ?? kept.get(w)!.group);
    for (const [w, group] of fresh) {
      kept.delete(w);
      kept.set(w, { group, until: at + CATALOGUE_CACHE_TTL_MS });
    }
    while (kept.size > MAX_KEPT_EXPANSIONS) kept.delete(kept.keys().next().value!);
    return groups;
  };
}

export function discoveryService({ database, now }: Pick<ServiceDeps, 'database' | 'now'>) {
  const repo = discoveryRepository(database.db);
  const expandTyped = keptExpansions(repo.expandTyped, now);

  /** Up to `limit` products for what was typed, best first. */
  async function productsFor(q: string, limit: number): Promise<ProductRowLite[]> {
    const words = queryWords(q).map((w) => w.text);
    if (words.length === 0) return [];
    if (q.length < FUZZY_FROM_LENGTH) return repo.productsByTitlePrefix(q, limit);
    // A last word of one or two letters is still being typed ("dress b"): it narrows what the
    // whole words find to titles and brands with a word starting so. Expanding it instead would
    // stand for the few shortest words it starts (back, bow, bra…) and send the search index a
    // costly query for them.
    const last = words.at(-1)!;
    const typing =
      words.length > 1 && last.length < FUZZY_FROM_LENGTH && /^[\p{L}\p{N}]+$/u.test(last) ? last : undefined;
    const groups = await expandTyped(typing ? words.slice(0, -1) : words);
    await yieldToIo();
    // Common words among the most popular products; rarer ones from the search index.
    const popular = await repo.popularMatching(groups, limit, typing);
    if (popular.length === limit) return popular;
    await yieldToIo();
    if (typing) {
      // A few popular matches will do while a word is being typed: the next letter refines them.
      if (popular.length > 0) return popular;
      // None: if the whole words are common, the search index would gather a great many matches
      // (tens of milliseconds) to narrow them to few or none; only rare ones are worth its while.
      if ((await repo.popularMatching(groups, limit)).length === limit) return [];
      await yieldToIo();
    }
    const more = await repo.productsMatching(groups, limit, typing);
    const found = new Set(popular.map((p) => p.id));
    return [...popular, ...more.filter((p) => !found.has(p.id))].slice(0, limit);
  }

  return {
    async suggest(raw: string): Promise<Suggestions> {
      const q = inCatalogueSpelling(raw.trim().toLowerCase());
      // One query at a time, with the event loop served between them: on the embedded database a
      // query holds the event loop, and several sent at once run back to back (ADR 2613).
      const names = await repo.names(q, MAX_NAMES_PER_KIND * 2);
      await yieldToIo();
      // Products leave room for the names found.
      const rows = await productsFor(q, MAX_SUGGESTIONS);
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

export type DiscoveryService = ReturnType<typeof discoveryService>;
