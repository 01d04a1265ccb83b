// At most a few image encodes run at once in the process. sharp works on libuv's thread pool,
// which argon2 (logins) and file reads share: 24 unbounded renders once made a login take 4 s.
// A shopper's render waits in a short line and is refused (503) when the line is full; work
// nobody is waiting on (import, pre-rendering) waits behind shoppers without a bound.
export class EncodeQueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Images are busy; try again shortly');
    this.name = 'EncodeQueueFullError';
  }
}

export interface EncodeQueueOptions {
  /** Encodes running at once. */
  maxRunning?: number;
  /** Shopper renders allowed to wait; one more is refused. */
  maxWaiting?: number;
}

type Job = () => void;

export class EncodeQueue {
  readonly maxRunning: number;
  readonly maxWaiting: number;
  private running = 0;
  private readonly urgent: Job[] = [];
  private readonly background: Job[] = [];

  constructor(options: EncodeQueueOptions = {}) {
    this.maxRunning = options.maxRunning ?? 2;
    this.maxWaiting = options.maxWaiting ?? 16;
  }

  get stats() {
    return { running: this.running, waiting: this.urgent.length, background: this.background.length };
  }

  /** A shopper is waiting: runs soon, or throws EncodeQueueFullError at once. */
  runNow<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxRunning && this.urgent.length >= this.maxWaiting) {
      return Promise.reject(new EncodeQueueFullError(1));
    }
    return this.enqueue(this.urgent, task);
  }

  /** Nobody is waiting on this one: runs when no shopper's render is waiting. */
  runInBackground<T>(task: () => Promise<T>): Promise<T> {
    return this.enqueue(this.background, task);
  }

  private enqueue<T>(line: Job[], task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      line.push(() => {
        this.running++;
        task()
          .then(resolve, reject)
          .finally(() => {
            this.running--;
            this.next();
          });
      });
      this.next();
    });
  }

  private next(): void {
    while (this.running < this.maxRunning) {
      const job = this.urgent.shift() ?? this.background.shift();
      if (!job) return;
      job();
    }
  }
}
