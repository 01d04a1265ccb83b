// A child process that answers numbered requests over its IPC channel: the shape shared by the
// image pre-render (modules/images/background-renderer.ts) and the picture describer
// (modules/visual-search/describer.ts). The child starts on the first request and ends with
// close(); a child that exits fails every request still waiting, and the next request starts a
// new one.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ForkedWorker<Request, Result> {
  /** Sends one request (its `seq` is added here) and answers the child's reply. */
  call(request: Request): Promise<Result>;
  /** The child's process id once it runs (for tests: its priority). */
  readonly pid: number | undefined;
  close(): Promise<void>;
}

export interface ForkedWorkerOptions {
  /** The caller's `import.meta.url`: the worker's file lies beside it. */
  beside: string;
  /** The worker file's name without extension (`.ts` under tsx, `.mjs` in the bundle; scripts/build-api.mjs). */
  worker: string;
  /** What the exit error calls the child. */
  name: string;
  env?: NodeJS.ProcessEnv;
  /** Let an idle child not keep the process alive (a CLI ends once its work is done). */
  unrefWhileIdle?: boolean;
}

/** The worker's file beside the caller: the sources under tsx, or the bundle's own entry. */
function workerEntry(beside: string, worker: string): { file: string; execArgv: string[] } {
  const here = fileURLToPath(beside);
  return here.endsWith('.mjs')
    ? { file: path.join(path.dirname(here), `${worker}.mjs`), execArgv: [] }
    : { file: path.join(path.dirname(here), `${worker}.ts`), execArgv: ['--import', 'tsx'] };
}

/**
 * `settle` turns a reply into its result, or into the Error its request rejects with.
 * Messages use advanced serialisation: bytes go as bytes, not as a JSON array of numbers.
 */
export function startForkedWorker<Request extends object, Reply extends { seq: number }, Result>(
  options: ForkedWorkerOptions,
  settle: (reply: Reply) => Result | Error,
): ForkedWorker<Request, Result> {
  let child: ChildProcess | undefined;
  let seq = 0;
  const waiting = new Map<number, { resolve: (result: Result) => void; reject: (err: Error) => void }>();

  const holdWhileBusy = (running: ChildProcess) => {
    if (!options.unrefWhileIdle) return;
    if (waiting.size > 0) running.channel?.ref();
    else running.channel?.unref();
  };

  function spawnChild(): ChildProcess {
    const { file, execArgv } = workerEntry(options.beside, options.worker);
    const started = fork(file, [], {
      execArgv,
      ...(options.env ? { env: options.env } : {}),
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    if (options.unrefWhileIdle) started.unref();
    started.on('message', (reply: Reply) => {
      const pending = waiting.get(reply.seq);
      if (!pending) return;
      waiting.delete(reply.seq);
      holdWhileBusy(started);
      const result = settle(reply);
      if (result instanceof Error) pending.reject(result);
      else pending.resolve(result);
    });
    started.on('exit', (code, signal) => {
      if (child === started) child = undefined;
      const err = new Error(`${options.name} exited (${signal ?? code})`);
      for (const { reject } of waiting.values()) reject(err);
      waiting.clear();
    });
    return started;
  }

  return {
    call(request) {
      const running = (child ??= spawnChild());
      const message = { ...request, seq: ++seq };
      return new Promise<Result>((resolve, reject) => {
        waiting.set(message.seq, { resolve, reject });
        holdWhileBusy(running);
        running.send(message, (err) => {
          if (err && waiting.delete(message.seq)) reject(err);
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
      // Held until it has exited: an idle child keeps nothing alive, and close() must not return early.
      running.ref();
      running.disconnect();
      await exited;
    },
  };
}
