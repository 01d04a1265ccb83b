// Counts kept in memory and written in one statement every few seconds: a hot path (a product
// page, a Web Vitals beacon) only adds one to a Map, and the rows every shopper would update
// are updated once per batch instead of once per request. Reading code calls flush() first, so
// what it reads includes every count this process has taken; stop() writes the last batch.
export interface BatchedCounts {
  add(key: string, n?: number): void;
  /** Writes what is pending (after any write under way). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is pending. */
  stop(): Promise<void>;
  readonly pending: number;
}

export interface BatchedCountsOptions {
  everyMs: number;
  /** Distinct keys kept at most; past it, the batch is written at once, and while a write fails, new keys are dropped. */
  maxKeys: number;
  onError(err: unknown): void;
}

export function batchedCounts(
  write: (counts: ReadonlyMap<string, number>) => Promise<void>,
  { everyMs, maxKeys, onError }: BatchedCountsOptions,
): BatchedCounts {
  let counts = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (counts.size === 0) return writing;
    const batch = counts;
    counts = new Map();
    writing = writing.then(async () => {
      try {
        await write(batch);
      } catch (err) {
        // Put the batch back, so a database that is down for a while loses nothing it can hold.
        for (const [key, n] of batch)
          if (counts.has(key) || counts.size < maxKeys) counts.set(key, (counts.get(key) ?? 0) + n);
        onError(err);
      }
    });
    return writing;
  };

  const timer = setInterval(() => void flush(), everyMs);
  timer.unref();

  return {
    add(key, n = 1) {
      const had = counts.get(key);
      if (had === undefined && counts.size >= maxKeys) void flush();
      counts.set(key, (had ?? 0) + n);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
    get pending() {
      return counts.size;
    },
  };
}
