// Starts the real server on a free port with a fresh DATA_DIR: from the sources
// (`apps/api/src/server.ts`, what the tests check) or the production bundle (benchmarks).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '..');

const OUTPUT_KEPT = 64 * 1024;

/**
 * Names a closed PGlite data directory holding the migrated demo store, made once per test run
 * (Vitest's apps/api/test/pglite-template.ts, Playwright's e2e/global-setup.ts). A server given a
 * data directory without a database starts on a copy of it: the database its first start would
 * make, without initdb and the catalogue's load (it listens after 4 s instead of 16: ADR 0802).
 * Benchmarks do not set it, so they measure a real first start.
 */
export const DEMO_STORE_ENV = 'STORE_TEST_DEMO_DATA_DIR';

/** Copies the run's demo store into a new server's data directory, where there is one to copy. */
function startFromDemoStore(dataDir: string, env: Record<string, string>): void {
  const template = process.env[DEMO_STORE_ENV];
  const pgdata = path.join(dataDir, 'pgdata');
  if (!template || env.DATABASE_URL || existsSync(pgdata)) return;
  cpSync(path.join(template, 'pgdata'), pgdata, { recursive: true });
}

const logFd = (dataDir: string) => openSync(path.join(dataDir, 'server.log'), 'a');

export interface StartOptions {
  /** Run the production bundle (apps/api/dist/server.mjs) instead of the sources. */
  compiled?: boolean;
  /**
   * Write the server's output to `${dataDir}/server.log` instead of a pipe. For load tests: a
   * busy parent reads a pipe late, and the server then blocks on its own log writes.
   */
  logToFile?: boolean;
}

export async function startServer(
  env: Record<string, string> = {},
  { compiled = false, logToFile = false }: StartOptions = {},
): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'store-e2e-'));
  const log = path.join(dataDir, 'server.log');
  // A DATA_DIR used again holds an earlier server's log: only what this one writes is read.
  const logStart = logToFile && existsSync(log) ? statSync(log).size : 0;
  startFromDemoStore(dataDir, env);
  const ownLogTail = () => readFileSync(log).subarray(logStart).toString('utf8').slice(-OUTPUT_KEPT);
  const entry = compiled
    ? ['apps/api/dist/server.mjs'] // as scripts/start.mjs runs it
    : ['--import', 'tsx', 'apps/api/src/server.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: ROOT,
    // NODE_ENV as scripts/start.mjs sets it: React's production build draws the first screens.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...env,
    },
    stdio: logToFile ? ['ignore', logFd(dataDir), logFd(dataDir)] : ['ignore', 'pipe', 'pipe'],
  });
  // Only the tail of the output is kept (for the error message), and it is scanned only until
  // the server is up: under a load test the server prints a line per request.
  let output = '';
  let started = false;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL'); // not left running behind the failed test or benchmark
      reject(new Error(`server did not start:\n${output}`));
    }, 90_000);
    const check = () => {
      if (started) return;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        started = true;
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    if (logToFile) {
      const poll = setInterval(() => {
        output = ownLogTail();
        check();
        if (started || child.exitCode !== null) clearInterval(poll);
      }, 100);
    } else {
      const onData = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
        check();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
    }
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (logToFile) output = ownLogTail();
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
