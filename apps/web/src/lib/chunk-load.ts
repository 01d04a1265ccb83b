// Loading a lazily loaded chunk (a screen's module, the side menu's console entry). A network
// that drops for a moment gets one more try. A chunk that is gone while the shopper is online
// means the store was deployed anew since the page loaded (its chunk names changed): the error
// screen, drawn at the address the shopper was going to, reloads it once to fetch the new ones.
// Once per address, remembered in sessionStorage, so a chunk that is truly missing cannot make
// the page reload forever.

const RELOADED_KEY = 'saath:chunk-reload';
const RETRY_AFTER_MS = 400;

/** A lazily loaded chunk that could not be fetched: the route's error screen says so calmly. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Imports a chunk, trying a second time after a short wait; then a ChunkLoadError. */
export async function loadChunk<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch {
    await wait(RETRY_AFTER_MS);
    try {
      return await load();
    } catch (error) {
      throw new ChunkLoadError('A part of the store could not be loaded', { cause: error });
    }
  }
}

/**
 * Reloads the page to fetch a new deploy's chunks, unless this address already did (then false:
 * the error screen stays). Only online: offline, a reload would show the browser's own error.
 */
export function reloadOnceForNewChunks(): boolean {
  if (isOffline()) return false;
  const here = location.pathname + location.search;
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === here) return false;
    sessionStorage.setItem(RELOADED_KEY, here);
  } catch {
    return false; // storage refused: never risk a loop
  }
  location.reload();
  return true;
}
