// The few parts of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p97_5: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: { setupRequest?: (req: object) => object }[];
  }
  interface Instance {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): Instance;
  }
  function autocannon(options: Options): Promise<Result>;
  function autocannon(options: Options, done: (err: Error | null, result: Result) => void): Instance;
  // eslint-disable-next-line no-restricted-syntax -- the package itself exports a default function
  export default autocannon;
}
