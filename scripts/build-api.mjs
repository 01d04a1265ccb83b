// Bundles the server (apps/api/src/server.ts and the workspace code it imports) into one ES
// module, apps/api/dist/server.mjs, with the migrations beside it, and the background image
// renderer's child process (ADR 3001) into prerender-worker.mjs next to it. Production runs plain Node
// on it: no TypeScript loader thread, about 70 MB less memory than running the sources.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const api = path.join(root, 'apps/api');
const dist = path.join(api, 'dist');
const { dependencies } = JSON.parse(readFileSync(path.join(api, 'package.json'), 'utf8'));

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(api, 'src/server.ts'),
    'prerender-worker': path.join(api, 'src/modules/images/prerender-worker.ts'),
  },
  outdir: dist,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // npm packages stay in node_modules (native addons, WASM); only our own code is bundled.
  external: Object.keys(dependencies),
  sourcemap: true,
  logLevel: 'warning',
});
// The migration runner reads its SQL files next to itself.
cpSync(path.join(api, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(`built ${path.relative(root, dist)}/server.mjs`);
