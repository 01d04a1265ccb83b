// A running server writes where it listens into DATA_DIR, so `npm run import` finds it (and
// never opens the embedded database beside it) whatever PORT it was started with.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILE = 'server.json';

export function writeServerAddress(dataDir: string, url: string): void {
  writeFileSync(path.join(dataDir, FILE), JSON.stringify({ url, pid: process.pid }));
}

export function removeServerAddress(dataDir: string): void {
  rmSync(path.join(dataDir, FILE), { force: true });
}

/** The URL of the server that wrote the file, if its process is still alive. */
export function readServerAddress(dataDir: string): string | undefined {
  try {
    const { url, pid } = JSON.parse(readFileSync(path.join(dataDir, FILE), 'utf8')) as { url: string; pid: number };
    process.kill(pid, 0);
    return url;
  } catch {
    return undefined;
  }
}
