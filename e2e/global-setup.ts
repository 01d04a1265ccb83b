// Playwright global setup: the demo store every worker's server starts on (test-support/server.ts),
// made once by the seed command, as a server's first start would make it. Each worker's server
// then listens 4 s after its start instead of 16, without initdb and the catalogue's load (ADR
// 0802). Returns the teardown.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_STORE_ENV } from '../test-support/server';

const ROOT = path.resolve(import.meta.dirname, '..');

export default function globalSetup(): () => void {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-e2e-demo-'));
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/db/seed-cli.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  if (seed.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`the demo store could not be made:\n${seed.stdout}\n${seed.stderr}`);
  }
  // Workers start after this and inherit it.
  process.env[DEMO_STORE_ENV] = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
