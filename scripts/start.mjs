// `npm start`: builds the web app and the server bundle when either is missing or older than
// its sources, then runs the server (which creates the embedded database and loads the demo
// catalogue if it is empty).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (p) => path.join(root, p);
const shared = at('packages/shared/src');

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), stat.mtimeMs);
}

function buildIfStale(what, output, sources, command) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (builtAt >= Math.max(...sources.map(newestMtime))) return;
  console.log(builtAt ? `${what} sources changed: rebuilding` : `building the ${what}`);
  const result = spawnSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfStale(
  'web app',
  at('apps/web/dist/index.html'),
  ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts'].map(at).concat(shared),
  ['npm', 'run', 'build', '-w', '@store/web'],
);
buildIfStale(
  'server',
  at('apps/api/dist/server.mjs'),
  [at('apps/api/src'), shared, at('packages/demo-catalogue/src')],
  [process.execPath, at('scripts/build-api.mjs')],
);

// No --enable-source-maps: it parses every loaded package's maps too, 15–23 MB of a server's
// 250 MB (ADR 0006). The bundle is not minified, so a stack trace still reads; set
// NODE_OPTIONS=--enable-source-maps for TypeScript lines.
// MALLOC_ARENA_MAX=2: sharp's encodes on glibc's default per-thread arenas left the image
// bench's RSS growing by ~25 MB an image; two arenas kept it flat (ADR 1420).
// --optimize-for-size: V8 grows the heap in smaller steps and collects sooner; a 100,000-product
// import peaked at 598 MB without it and 290–330 MB with it, in the same time (ADR 1410).
const server = spawn(process.execPath, ['--optimize-for-size', at('apps/api/dist/server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  // NODE_ENV=production: React draws the first screens with its production build, not the
  // development one (checks and warnings), a third faster on /home.
  env: { MALLOC_ARENA_MAX: '2', NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
