// Makes a picture's variants in a child process at the lowest CPU priority, for the background
// pre-render after a fresh start (prerender.ts). In the server's own process the encodes took
// a core from shoppers for about 20 minutes on the demo catalogue; at nice 19 the kernel gives
// the server (and anything else on the machine) the CPU first, so a fresh start serves a
// shopper as fast as a warm one (ADR 3001). The child starts on the first picture that needs
// it and ends with close().
import { startForkedWorker } from '../../lib/forked-worker';
import type { RenderReply, RenderRequest } from './prerender-worker';

export interface BackgroundRenderer {
  /** Makes every missing variant of one original; answers how many it encoded. */
  render(cacheDir: string, id: string, original: Buffer): Promise<number>;
  /** The child's process id once it runs (for tests: its priority). */
  readonly pid: number | undefined;
  close(): Promise<void>;
}

export function startBackgroundRenderer(): BackgroundRenderer {
  const worker = startForkedWorker<Omit<RenderRequest, 'seq'>, RenderReply, number>(
    { beside: import.meta.url, worker: 'prerender-worker', name: 'image renderer' },
    (reply) => ('error' in reply ? new Error(reply.error) : reply.encoded),
  );
  return {
    render: (cacheDir, id, original) => worker.call({ cacheDir, id, original }),
    get pid() {
      return worker.pid;
    },
    close: () => worker.close(),
  };
}
