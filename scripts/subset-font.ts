// Cuts Jost (latin) down to the weights the store uses: a variable font from 100 to 900 is
// 26.6 KB, and every page fetches it with its first paint. Tailwind's font-medium and
// font-semibold and the default 400 are all the interface asks for (nothing is bold), so the
// weight axis is pinned to 400–600; the characters (the latin face's unicode-range) stay.
// Usage: npx tsx scripts/subset-font.ts   (again after upgrading @fontsource-variable/jost)
// Output: apps/web/src/assets/fonts/jost-latin-wght-400-600.woff2, used by apps/web/src/index.css.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/jost/files/jost-latin-wght-normal.woff2');
const output = path.resolve(import.meta.dirname, '../apps/web/src/assets/fonts/jost-latin-wght-400-600.woff2');

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
// The latin face's unicode-range, as @fontsource declares it (and index.css repeats).
const LATIN =
  range(0x20, 0xff) +
  '\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u0304\u0308\u0329' +
  range(0x2000, 0x206f) +
  '\u20ac\u2122\u2191\u2193\u2212\u2215\ufeff\ufffd';

const original = readFileSync(source);
const subset = await subsetFont(original, LATIN, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 600 } },
});
writeFileSync(output, subset);
console.log(`${path.relative(process.cwd(), output)}: ${subset.length} bytes (from ${original.length})`);
