// At most `n` calls running at once; the rest wait their turn in order. A finishing call hands
// its slot straight to the next waiter, so no newcomer slips in between.
export function createLimit(n: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running < n) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
