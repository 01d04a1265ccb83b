// Costly work that takes turns (ADR 1300, ADR 2613). The embedded database runs each query on the
// event loop, and a queue of queries runs back to back without letting any other request in:
// twenty text searches at once held /healthz for two seconds. Work admitted here runs
// `concurrency` at a time over every lane and waits for the event loop to serve pending I/O
// before each turn, so a cheap request waits for at most one turn. Each lane (a kind of work)
// has its own bounded queue: when too many of its kind are already waiting, the caller gets a
// 503. A freed turn goes to the next lane in rotation that has work waiting, so a flood of one
// kind cannot make another kind wait behind all of its queue.
import { setImmediate as yieldToIo } from 'node:timers/promises';
import { HttpError } from './http-error';

export interface TakeTurns {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export interface LaneOptions {
  /** How many may wait for a turn; one more gets 503 with Retry-After. */
  maxWaiting: number;
  busyMessage: string;
}

export interface SharedTurns {
  /** A kind of work with its own queue, sharing the turns with every other lane. */
  lane(options: LaneOptions): TakeTurns;
  /** Turns being taken now, and work waiting in every lane (tests, bench). */
  stats(): { running: number; waiting: number };
}

export function sharedTurns(concurrency: number): SharedTurns {
  let running = 0;
  const queues: (() => void)[][] = [];
  let nextLane = 0;

  /** A turn ended: it passes to the next lane in rotation with work waiting (`running` stays). */
  function passTurn() {
    for (let i = 0; i < queues.length; i++) {
      const lane = (nextLane + i) % queues.length;
      const wake = queues[lane]!.shift();
      if (wake) {
        nextLane = (lane + 1) % queues.length;
        wake();
        return;
      }
    }
    running--;
  }

  return {
    lane(options) {
      const waiting: (() => void)[] = [];
      queues.push(waiting);
      return {
        async run(work) {
          if (running >= concurrency) {
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
            passTurn();
          }
        },
      };
    },
    stats: () => ({ running, waiting: queues.reduce((n, q) => n + q.length, 0) }),
  };
}
