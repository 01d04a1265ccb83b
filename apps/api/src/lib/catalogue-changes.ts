// "The catalogue changed here": what this process keeps of the catalogue (answer caches, the
// facet index, the sitemap) listens, and an import that commits in this process says so, so the
// operator who just imported sees the new catalogue at once. Other processes learn of it within
// the catalogue answers' life (ADR 0700), as before.
import type { Executor } from '../db/client';

const listeners = new WeakMap<Executor, Set<() => void>>();

/** Calls `forget` whenever the catalogue of `db` changes through this process. */
export function onCatalogueChange(db: Executor, forget: () => void): void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(forget);
}

export function catalogueChanged(db: Executor): void {
  for (const forget of listeners.get(db) ?? []) forget();
}
