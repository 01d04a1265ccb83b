// Makes a picture's variants in a child process at the lowest CPU priority, for the background
// pre-render after a fresh start (prerender.ts). In the server's own process the encodes took
// a core from shoppers for about 20 minutes on the demo catalogue; at nice 19 the kernel gives
// the server (and anything else on the machine) the CPU first, so a fresh start serves a
// shopper as fast as a warm one (ADR 3001). The child starts on the first picture that needs
// it and ends with close().
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RenderReply, RenderRequest } from './prerender-worker';

export interface BackgroundRenderer {
  /** Makes every missing variant of one original; answers how many it encoded. */
  render(cacheDir: string, id: string, original: Buffer): Promise<number>;
  /** The child's process id once it runs (for tests: its priority). */
  readonly pid: number | undefined;
  close(): Promise<void>;
}

/** The worker's file beside this one: the sources under tsx, or the bundle's own entry (scripts/build-api.mjs). */
function workerEntry(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  return here.endsWith('.mjs')
    ? { file: path.join(path.dirname(here), 'prerender-worker.mjs'), execArgv: [] }
    : { file: path.join(path.dirname(here), 'prerender-worker.ts'), execArgv: ['--import', 'tsx'] };
}

export function startBackgroundRenderer(): BackgroundRenderer {
  let child: ChildProcess | undefined;
  let seq = 0;
  const waiting = new Map<number, { resolve: (n: number) => void; reject: (err: Error) => void }>();

  const failAll = (err: Error) => {
    for (const { reject } of waiting.values()) reject(err);
    waiting.clear();
  };

  function spawnChild(): ChildProcess {
    const { file, execArgv } = workerEntry();
    // Advanced serialisation sends the original's bytes as bytes, not as a JSON array of numbers.
    const started = fork(file, [], {
      execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    started.on('message', (reply: RenderReply) => {
      const pending = waiting.get(reply.seq);
      if (!pending) return;
      waiting.delete(reply.seq);
      if ('error' in reply) pending.reject(new Error(reply.error));
      else pending.resolve(reply.encoded);
    });
    started.on('exit', (code, signal) => {
      if (child === started) child = undefined;
      failAll(new Error(`image renderer exited (${signal ?? code})`));
    });
    return started;
  }

  return {
    render(cacheDir, id, original) {
      child ??= spawnChild();
      const request: RenderRequest = { seq: ++seq, cacheDir, id, original };
      return new Promise<number>((resolve, reject) => {
        waiting.set(request.seq, { resolve, reject });
        child!.send(request, (err) => {
          if (err && waiting.delete(request.seq)) reject(err);
        });
      });
    },
    get pid() {
      return child?.pid;
    },
    async close() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.disconnect();
      await exited;
    },
  };
}
