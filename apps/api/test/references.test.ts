// References that lead somewhere (ADR 2702, 4800): comments cite docs/product.md, docs/api.md, the
// map (docs/architecture.md) and ADRs by section, never an issue number or a file outside the
// repository; every ADR and map section cited exists, and every ADR has a status, a date and a row
// in the index.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCE_DIRS = ['apps', 'packages', 'bench', 'e2e', 'test-support', 'scripts'];
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'test-results',
  'playwright-report',
  'media',
  'results',
]);
const SOURCE_FILE = /\.(?:ts|tsx|mjs|js|css|sql|html|md)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : sourceFiles(rel);
    return SOURCE_FILE.test(entry.name) ? [rel] : [];
  });
}

const files = SOURCE_DIRS.flatMap(sourceFiles).map((file) => ({
  file,
  lines: readFileSync(path.join(ROOT, file), 'utf8').split('\n'),
}));
const decisions = readdirSync(path.join(ROOT, 'docs/decisions')).filter(
  (f) => /^\d{4}-.+\.md$/.test(f) && f !== '0000-template.md',
);
const headings = (doc: string) =>
  readFileSync(path.join(ROOT, 'docs', doc), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('#'))
    .map((line) => line.replace(/^#+\s*/, ''));

/** Where a pattern occurs in the source, as "file:line: text". */
function occurrences(pattern: RegExp): string[] {
  return files.flatMap(({ file, lines }) =>
    lines.flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('references', () => {
  it('no source cites an issue number, or a spec or design file outside the repository', () => {
    // Written in pieces, so that this file does not name what it looks for.
    const outside = new RegExp(
      [
        '\\bAPI\\.md',
        'ARCHITECTURE\\.md',
        'VISUAL\\.md',
        '\\b[Ii]ssue ?#?\\d',
        '\\bspec §',
        '\\bthe spec\\b',
        '\\bspec section',
      ]
        .map((p) => `(?:${p})`)
        .join('|'),
    );
    expect(occurrences(outside)).toEqual([]);
  });

  it('every ADR a source cites exists', () => {
    const numbers = new Set(decisions.map((f) => f.slice(0, 4)));
    const missing = occurrences(/\bADRs? \d{4}/).filter((hit) =>
      [...hit.matchAll(/\bADRs? (\d{4})((?:(?:,| and) \d{4})*)/g)].some((m) =>
        [m[1], ...(m[2] ?? '').split(/,| and/)].some((n) => n?.trim() && !numbers.has(n.trim())),
      ),
    );
    expect(missing).toEqual([]);
  });

  it("a section of docs/product.md or docs/api.md that a source names is one of the file's headings", () => {
    const sections = { product: headings('product.md'), api: headings('api.md') };
    const wrong = occurrences(/docs\/(?:product|api)\.md,? \(?[A-Z]/).filter((hit) =>
      [...hit.matchAll(/docs\/(product|api)\.md,? \(?([A-Z][\w’' -]*)/g)].some(
        (m) => !sections[m[1] as 'product' | 'api'].some((heading) => m[2]!.startsWith(heading)),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it("a section of docs/architecture.md that a source or an ADR cites is one of the map's headings", () => {
    // GitHub's anchors: the heading in lower case, without punctuation, spaces as hyphens.
    const anchors = new Set(
      headings('architecture.md').map((h) =>
        h
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\s_-]/gu, '')
          .replace(/\s/g, '-'),
      ),
    );
    const docs = [
      'README.md',
      'docs/architecture.md',
      'docs/decisions/README.md',
      ...decisions.map((f) => `docs/decisions/${f}`),
    ].map((file) => ({ file, lines: readFileSync(path.join(ROOT, file), 'utf8').split('\n') }));
    const wrong = [...files, ...docs].flatMap(({ file, lines }) =>
      lines.flatMap((line, i) =>
        [...line.matchAll(/architecture\.md#([\w-]+)|\]\(#([\w-]+)\)/g)]
          .filter((m) => (m[2] === undefined || file === 'docs/architecture.md') && !anchors.has((m[1] ?? m[2])!))
          .map((m) => `${file}:${i + 1}: ${m[0]}`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('every ADR has a status and a date, and a row in the index', () => {
    const index = readFileSync(path.join(ROOT, 'docs/decisions/README.md'), 'utf8');
    const wrong = decisions.flatMap((file) => {
      const head = readFileSync(path.join(ROOT, 'docs/decisions', file), 'utf8')
        .split('\n')
        .slice(0, 12);
      return [
        !head.some((line) => /^Status: \S/.test(line)) && `${file}: no Status line`,
        // The template's Date line; an older Status line that carries its date is fine too.
        !head.some((line) => /^Date: \d{4}-\d\d-\d\d$|^Status: .*\(\d{4}-\d\d-\d\d/.test(line)) && `${file}: no date`,
        !index.includes(`](${file})`) && `${file}: not in README.md's index`,
      ].filter((problem): problem is string => Boolean(problem));
    });
    expect(wrong).toEqual([]);
  });
});
