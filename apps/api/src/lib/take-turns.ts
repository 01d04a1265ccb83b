// Costly work that takes turns (ADR 1300). The embedded database runs each query on the event
// loop, and a queue of queries runs back to back without letting any other request in: twenty
// text searches at once held /healthz for two seconds. Work admitted here runs `concurrency` at a
// time and waits for the event loop to serve pending I/O before each turn, so a cheap request
// waits for at most one turn; when too many are already waiting, the caller gets a 503.
import { setImmediate as yieldToIo } from 'node:timers/promises';
import { HttpError } from './http-error';

export interface TakeTurns {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function takeTurns(options: { concurrency: number; maxWaiting: number; busyMessage: string }): TakeTurns {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(work) {
      if (running >= options.concurrency) {
        if (waiting.length >= options.maxWaiting) {
          throw new HttpError(503, options.busyMessage, { 'retry-after': '1' });
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        await yieldToIo();
        return await work();
      } finally {
        const next = waiting.shift();
        if (next)
          next(); // the turn passes on: `running` stays the same
        else running--;
      }
    },
  };
}
