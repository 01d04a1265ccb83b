// ADR 1605's bundle budget: zod loads only with the screens that validate a form. Web code may
// import types from packages/shared's schema modules, but values only from modules that never
// reach zod (discovery.ts, not discovery-schema.ts). These files validate forms with zod:
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ZOD_USERS = [/^app\/routes\/auth\//, /^features\/social\/components\/(send-to-friends|opinion-form)\.tsx$/];

const WEB_SRC = path.resolve(__dirname, '..');
const SHARED_SRC = path.resolve(WEB_SRC, '../../../packages/shared/src');

/** The modules a file imports at runtime (type-only imports are erased). */
function runtimeImports(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/^import\s+(type\s+)?([^'";]*?)\s*(?:from\s*)?['"]([^'"]+)['"]/gm)) {
    const [, typeOnly, names = '', from = ''] = m;
    if (typeOnly) continue;
    const braces = /\{([^}]*)\}/.exec(names)?.[1];
    const onlyTypes =
      braces !== undefined &&
      !/^\s*\w/.test(names.replace(/\{[^}]*\}/, '').replace(/,/g, '')) &&
      braces
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)
        .every((n) => n.startsWith('type '));
    if (!onlyTypes) out.push(from);
  }
  return out;
}

const reachesZod = new Map<string, boolean>();
function sharedReachesZod(name: string): boolean {
  if (reachesZod.has(name)) return reachesZod.get(name)!;
  reachesZod.set(name, false);
  const imports = runtimeImports(readFileSync(path.join(SHARED_SRC, `${name}.ts`), 'utf8'));
  const result = imports.some((i) => i === 'zod' || (i.startsWith('./') && sharedReachesZod(i.slice(2))));
  reachesZod.set(name, result);
  return result;
}

function webFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? webFiles(path.join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
        ? [path.join(dir, e.name)]
        : [],
  );
}

it('only the form screens import zod or a shared module that reaches it', () => {
  const offenders: string[] = [];
  for (const file of webFiles(WEB_SRC)) {
    const rel = path.relative(WEB_SRC, file).split(path.sep).join('/');
    if (ZOD_USERS.some((r) => r.test(rel))) continue;
    for (const i of runtimeImports(readFileSync(file, 'utf8'))) {
      const shared = /^@store\/shared\/(.+)$/.exec(i)?.[1];
      if (i === 'zod' || i.startsWith('zod/') || (shared && sharedReachesZod(shared))) offenders.push(`${rel}: ${i}`);
    }
  }
  expect(offenders).toEqual([]);
});
