// `npm run api-doc`: writes docs/api.md from the routes of a freshly built app (entry/api-doc.ts),
// on a throwaway embedded database. `-- --check` only says whether the committed file is current.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { renderApiDoc } from '../entry/api-doc';

export const API_DOC_FILE = path.resolve(import.meta.dirname, '../../../../docs/api.md');

const dataDir = mkdtempSync(path.join(tmpdir(), 'api-doc-'));
try {
  // No web build: its static files would be routes of their own, and they are not the API.
  const config = { ...loadConfig({ DATA_DIR: dataDir }), logLevel: 'silent' as const, webDistDir: dataDir };
  const app = await buildApp(config, { seedDemo: false });
  const text = renderApiDoc(app);
  await app.close();
  if (process.argv.includes('--check')) {
    const current = readFileSync(API_DOC_FILE, 'utf8') === text;
    console.log(current ? 'docs/api.md is current' : 'docs/api.md is not current: run npm run api-doc');
    process.exitCode = current ? 0 : 1;
  } else {
    writeFileSync(API_DOC_FILE, text);
    console.log(`wrote ${API_DOC_FILE}`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
