// Vitest global setup of the API projects: one empty PGlite data directory, made once per run,
// that createTestDatabase (helpers.ts) copies instead of creating each database anew. A new
// PGlite directory runs initdb, about 8 CPU seconds; a copy opens in one or two. The copy is
// not migrated: every test database still migrates itself, as the server does on a new machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR whose pgdata is a new, closed, empty PGlite database. */
    pgliteTemplate: string;
  }
}

export async function setup(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-pglite-template-'));
  const database = await openDatabase({ dataDir });
  await database.close();
  project.provide('pgliteTemplate', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
