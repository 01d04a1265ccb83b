// Vitest global setup of the API project: a private build of the server's bundle with the
// operator's commands beside it (scripts/build-api.mjs --outdir), made once per run, so that
// run-command.ts starts each command on plain Node. Under tsx every start compiled the
// command's TypeScript again: about a CPU second each, and the CLI tests start dozens.
// Built from the sources at every run: never a stale apps/api/dist.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the private build: `${name}-cli.mjs` for each command. */
    apiBundle: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

export function setup(project: TestProject): () => void {
  // Inside the repository (an ignored .tmp folder), where the bundle finds node_modules; a
  // folder of its own, so that two runs at once do not share one.
  const parent = path.join(ROOT, 'apps/api/.tmp');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, 'bundle-'));
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-api.mjs'), '--outdir', dir], { stdio: 'pipe' });
  project.provide('apiBundle', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
