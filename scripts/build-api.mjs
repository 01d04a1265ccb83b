// Bundles the server (apps/api/src/server.ts and the workspace code it imports) into one ES
// module, apps/api/dist/server.mjs, with the migrations beside it, and the background image
// renderer's child process (ADR 3001) into prerender-worker.mjs next to it. Production runs plain Node
// on it: no TypeScript loader thread, about 70 MB less memory than running the sources.
// The operator's commands are bundled beside it too (import-cli.mjs, report-cli.mjs,
// operator-cli.mjs): the API tests run them from a private build (`--outdir DIR`,
// apps/api/test/api-bundle.ts), which starts in a fraction of tsx's time.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const api = path.join(root, 'apps/api');
const outdirArg = process.argv.indexOf('--outdir');
const dist = outdirArg > 0 ? path.resolve(process.argv[outdirArg + 1]) : path.join(api, 'dist');
const { dependencies } = JSON.parse(readFileSync(path.join(api, 'package.json'), 'utf8'));

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(api, 'src/server.ts'),
    'prerender-worker': path.join(api, 'src/modules/images/prerender-worker.ts'),
    // Visual search's describer child (ADR 2801), built the same way.
    'describe-worker': path.join(api, 'src/modules/visual-search/describe-worker.ts'),
    // Beside the server, not in a folder: they read the migrations and start the workers beside themselves.
    'import-cli': path.join(api, 'src/cli/import.ts'),
    'report-cli': path.join(api, 'src/cli/report.ts'),
    'operator-cli': path.join(api, 'src/cli/operator.ts'),
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
// Visual search reads the demo's described drawings next to itself (ADR 2801).
cpSync(path.join(api, 'src/modules/visual-search/demo-descriptions.bin'), path.join(dist, 'demo-descriptions.bin'));
cpSync(path.join(api, 'src/modules/visual-search/garment-kinds.json'), path.join(dist, 'garment-kinds.json'));
console.log(`built ${path.relative(root, dist)}/server.mjs`);
