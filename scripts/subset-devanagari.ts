// Cuts Noto Sans Devanagari (@fontsource-variable/noto-sans-devanagari) down to what Hindi pages
// draw, as subset-font.ts cuts Jost: the letters, signs, digits and dandas Hindi writes, with the
// joiners, the rupee and the dotted circle (not the Vedic accents, nor other languages' letters), at
// the weights the store uses, 400–600: 58 KB instead of 121. The conjuncts and matra forms of the
// letters kept stay: the shaping tables are kept for them (ADR 3202). And the language switch's
// own word, हिन्दी, alone, for English pages (2.4 KB), so it never shows as boxes.
// Usage: npx tsx scripts/subset-devanagari.ts   (again after upgrading the package)
// Output: apps/web/src/assets/fonts/noto-devanagari-{wght-400-600,hindi-name}.woff2: the first
// added by apps/web/src/lib/devanagari-font.ts, the second declared in apps/web/src/index.css,
// each with the same unicode-range as here.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source =
  require.resolve('@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2');
const fonts = path.resolve(import.meta.dirname, '../apps/web/src/assets/fonts');

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
// U+0901-0903, U+0905-0939, U+093C-094D, U+0950, U+0958-0970, U+200C-200D, U+20B9, U+25CC: the
// rupee too, which Jost lacks, so a Hindi page's prices are drawn in one font with its words.
const HINDI =
  range(0x0901, 0x0903) +
  range(0x0905, 0x0939) +
  range(0x093c, 0x094d) +
  '\u0950' +
  range(0x0958, 0x0970) +
  '\u200c\u200d\u20b9\u25cc';
/** The switch's हिन्दी: U+0939, U+093F, U+0928, U+094D, U+0926, U+0940. */
const HINDI_NAME = 'हिन्दी';

const original = readFileSync(source);
for (const [file, characters] of [
  ['noto-devanagari-wght-400-600.woff2', HINDI],
  ['noto-devanagari-hindi-name.woff2', HINDI_NAME],
] as const) {
  const subset = await subsetFont(original, characters, {
    targetFormat: 'woff2',
    variationAxes: file.includes('wght') ? { wght: { min: 400, max: 600 } } : { wght: 600 },
  });
  writeFileSync(path.join(fonts, file), subset);
  console.log(`${file}: ${subset.length} bytes (from ${original.length})`);
}
