// Text search rules: typo-tolerant words (expanded through the vocabulary), every word must
// match, and when nothing matches them all, any word may (so "kurta xyz" still finds kurtas).
// Facets follow the same rule on the same filtered set, so their total is the search's.
import { setImmediate as yieldToIo } from 'node:timers/promises';
import type { Facets, Filters } from '@store/shared/discovery';
import type { CostlyReads } from '../../lib/costly-reads';
import type { Discovery } from '../catalog/discovery-sql';
import type { PageRequest, ProductPage } from '../catalog/product-view';
import { queryWords } from './query-words';
import type { ServiceDeps } from '../../lib/module-deps';
import { searchRepository, type Stage } from './repository';

/**
 * Searches and their facet counts take turns with the other costly reads (ADR 1300, 2613), with
 * the event loop served between their queries.
 */
export function searchService({
  database,
  reads: turns,
}: Pick<ServiceDeps, 'database'> & { reads: Pick<CostlyReads, 'search' | 'facets'> }) {
  const repo = searchRepository(database.db);
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
        return firstFound(stagesFor(q.groups), (stage) => repo.search(q.groups, q.exact, stage, p, d));
      });
    },

    async facets(query: string, filters: Filters): Promise<Facets | undefined> {
      if (queryWords(query).length === 0) return undefined;
      return turns.facets.run(async () => {
        const q = await groupsOf(query);
        if (!q) return undefined;
        return firstFound(stagesFor(q.groups), (stage) => repo.facets(q.groups, stage, filters));
      });
    },

    /**
     * For a query that found nothing: the same query with each word the catalogue lacks spelt as
     * its nearest vocabulary word ("jaens" → "jeans"), when that finds something; else undefined.
     */
    async didYouMean(query: string): Promise<string | undefined> {
      const words = queryWords(query).map((w) => w.text);
      if (words.length === 0) return undefined;
      return turns.search.run(async () => {
        const nearest = await repo.nearestTerms(words);
        const suggestion = words.map((w) => nearest.get(w) ?? w);
        if (suggestion.every((w, i) => w === words[i])) return undefined;
        const q = await groupsOf(suggestion.join(' '));
        if (!q) return undefined;
        await yieldToIo();
        const found = await repo.search(q.groups, q.exact, { mode: 'all', namesOnly: false }, { limit: 1, offset: 0 });
        return found.total > 0 ? suggestion.join(' ') : undefined;
      });
    },
  };
}

/**
 * The stages a search tries, until one finds something: every word in the products' names,
 * then anywhere (a description's "goes with kurtas" does not make jeans a kurta while kurtas
 * exist; ADR 2908), then, for several words, any word likewise.
 */
function stagesFor(groups: string[][]): Stage[] {
  const all: Stage[] = [
    { mode: 'all', namesOnly: true },
    { mode: 'all', namesOnly: false },
  ];
  return groups.length === 1 ? all : [...all, { mode: 'any', namesOnly: true }, { mode: 'any', namesOnly: false }];
}

/** The first stage's answer that has a total, with the event loop served between the queries. */
async function firstFound<T extends { total: number }>(stages: Stage[], run: (stage: Stage) => Promise<T>): Promise<T> {
  let found: T | undefined;
  for (const stage of stages) {
    await yieldToIo();
    found = await run(stage);
    if (found.total > 0) return found;
  }
  return found!;
}

export type SearchService = ReturnType<typeof searchService>;
