// Lowers this whole process to the lowest CPU priority, for the background children that do
// costly work nothing waits on (ADR 3001): the server's requests then take the cores first.
// Linux keeps a nice value per thread: the threads Node already runs (V8's, the loader's) are
// lowered one by one, and those started later (libuv's pool, libvips', WASM's) take their
// creator's.
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

export const LOWEST_PRIORITY = 19;

export function lowerEveryThread(): void {
  let threads: string[] = [];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    // Not Linux: there the priority is the whole process's.
  }
  setPriority(LOWEST_PRIORITY);
  for (const tid of threads) setPriority(Number(tid), LOWEST_PRIORITY);
}
