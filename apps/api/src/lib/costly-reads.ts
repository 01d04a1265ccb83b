// The public reads whose cost a stranger chooses (ADR 2613): text search, suggestions, facet
// counts and the sitemap's build. Together they take at most one turn at a time on the embedded
// database (its queries run on the event loop) and four on PostgreSQL (of the pool's ten, so
// sign-ins and carts always find a connection); each kind waits in its own short queue.
import { MSG } from '@store/shared/messages';
import type { Database } from '../db/client';
import { sharedTurns, type SharedTurns, type TakeTurns } from './take-turns';

/** Searches waiting for their turn beyond this get a 503 with Retry-After instead of a long wait. */
export const SEARCH_MAX_WAITING = 40;
/**
 * Suggestions and facet counts waiting beyond this get a 503: a suggestion is worth something for
 * a keystroke or two (the next one asks again), and facet counts are a panel's extra.
 */
export const SUGGEST_MAX_WAITING = 10;
export const FACETS_MAX_WAITING = 10;
export const COSTLY_READS_BUSY = 'The store is busy. Please try again in a moment.';

export interface CostlyReads {
  search: TakeTurns;
  suggest: TakeTurns;
  facets: TakeTurns;
  /** The sitemap's build, a page of ids a turn; it never gives up (one build runs at a time). */
  sitemap: TakeTurns;
  turns: SharedTurns;
}

/**
 * The set of turns every costly read of a database takes: the composition root builds one, and
 * every route and page that reads costly takes its turn from it (ADR 2613).
 */
export function costlyReads(database: Database): CostlyReads {
  const turns = sharedTurns(database.kind === 'pglite' ? 1 : 4);
  return {
    search: turns.lane({ maxWaiting: SEARCH_MAX_WAITING, busyMessage: MSG.searchFailed }),
    suggest: turns.lane({ maxWaiting: SUGGEST_MAX_WAITING, busyMessage: COSTLY_READS_BUSY }),
    facets: turns.lane({ maxWaiting: FACETS_MAX_WAITING, busyMessage: COSTLY_READS_BUSY }),
    sitemap: turns.lane({ maxWaiting: Infinity, busyMessage: COSTLY_READS_BUSY }),
    turns,
  };
}
