// Text search rules: typo-tolerant words (expanded through the vocabulary), every word must
// match, and when nothing matches them all, any word may (so "kurta xyz" still finds kurtas).
// Facets follow the same rule on the same filtered set, so their total is the search's.
import { setImmediate as yieldToIo } from 'node:timers/promises';
import type { Filters } from '@store/shared/discovery';
import type { Facets } from '@store/shared/discovery-schema';
import { MSG } from '@store/shared/messages';
import type { Database } from '../../db/client';
import { takeTurns, type TakeTurns } from '../../lib/take-turns';
import type { Discovery } from '../catalog/discovery-sql';
import type { PageRequest, ProductPage } from '../catalog/product-view';
import { queryWords } from './query-words';
import type { SearchRepository } from './repository';

/** Searches waiting for their turn beyond this get a 503 with Retry-After instead of a long wait. */
export const SEARCH_MAX_WAITING = 40;

const turnsByDatabase = new WeakMap<Database, TakeTurns>();

/**
 * The one queue every text search of a database waits in (the API route, its facets and the
 * server-rendered first screen): one at a time on the embedded database (one connection), a
 * few on a server.
 */
export function searchTurns(database: Database): TakeTurns {
  let turns = turnsByDatabase.get(database);
  if (!turns) {
    turns = takeTurns({
      concurrency: database.kind === 'pglite' ? 1 : 4,
      maxWaiting: SEARCH_MAX_WAITING,
      busyMessage: MSG.searchFailed,
    });
    turnsByDatabase.set(database, turns);
  }
  return turns;
}

/** turns: searches take turns (ADR 1300), with the event loop served between their queries. */
export function searchService(repo: SearchRepository, turns: TakeTurns) {
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
      return turns.run(async () => {
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
      return turns.run(async () => {
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
