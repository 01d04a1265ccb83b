// Text search rules: typo-tolerant words (expanded through the vocabulary), every word must
// match, and when nothing matches them all, any word may (so "kurta xyz" still finds kurtas).
import type { PageRequest, ProductPage } from '../catalog/product-view';
import { queryWords } from './query-words';
import type { SearchRepository } from './repository';

export function searchService(repo: SearchRepository) {
  return {
    async searchText(query: string, p: PageRequest): Promise<ProductPage> {
      const words = queryWords(query);
      if (words.length === 0) return { items: [], total: 0 };
      const expansions = await repo.expand([...new Set(words.flatMap((w) => w.fuzzyKeys))]);
      const groups = words.map((w) => [...new Set([w.text, ...w.fuzzyKeys.flatMap((k) => expansions.get(k) ?? [])])]);
      const exact = words.map((w) => w.text);
      const all = await repo.search(groups, exact, 'all', p);
      if (all.total > 0 || groups.length === 1) return all;
      return repo.search(groups, exact, 'any', p);
    },
  };
}
