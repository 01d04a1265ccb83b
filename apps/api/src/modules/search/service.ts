// Text search rules: typo-tolerant words (expanded through the vocabulary), every word must
// match, and when nothing matches them all, any word may (so "kurta xyz" still finds kurtas).
// Facets follow the same rule on the same filtered set, so their total is the search's.
import { setImmediate as yieldToIo } from 'node:timers/promises';
import type { Facets, Filters } from '@store/shared/discovery';
import type { CostlyReads } from '../../lib/costly-reads';
import type { Discovery } from '../catalog/discovery-sql';
import type { PageRequest, ProductPage } from '../catalog/product-view';
import { queryWords } from './query-words';
import type { SearchRepository } from './repository';

/**
 * Searches and their facet counts take turns with the other costly reads (ADR 1300, 2613), with
 * the event loop served between their queries.
 */
export function searchService(repo: SearchRepository, turns: Pick<CostlyReads, 'search' | 'facets'>) {
  /** The query's words as groups of vocabulary terms; none when nothing is left of it. */
  async function groupsOf(query: string) {
    const words = queryWords(query);
    if (words.length === 0) return undefined;
    const expansions = await repo.expand([...new Set(words.flatMap((w) => w.fuzzyKeys))]);
    const groups = words.map((w) => [...new Set([w.text, ...w.fuzzyKeys.flatMap((k) => expansions.get(k) ?? [])])]);
    return { groups, exact: words.map((w) => w.text) };
  }

  return {
    async searchText(query: string, p: PageRequest, d?: Discovery): Promise<ProductPage> {
      if (queryWords(query).length === 0) return { items: [], total: 0 };
      return turns.search.run(async () => {
        const q = await groupsOf(query);
        if (!q) return { items: [], total: 0 };
        await yieldToIo();
        const all = await repo.search(q.groups, q.exact, 'all', p, d);
        if (all.total > 0 || q.groups.length === 1) return all;
        await yieldToIo();
        return repo.search(q.groups, q.exact, 'any', p, d);
      });
    },

    async facets(query: string, filters: Filters): Promise<Facets | undefined> {
      if (queryWords(query).length === 0) return undefined;
      return turns.facets.run(async () => {
        const q = await groupsOf(query);
        if (!q) return undefined;
        await yieldToIo();
        const all = await repo.facets(q.groups, 'all', filters);
        if (all.total > 0 || q.groups.length === 1) return all;
        await yieldToIo();
        return repo.facets(q.groups, 'any', filters);
      });
    },
  };
}
