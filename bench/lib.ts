// Shared bits of the benchmarks: statistics, result files and the table printer.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The `p`th percentile (0–100) of values sorted ascending, nearest-rank. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

export function writeResult(name: string, data: unknown): string {
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(data, null, 2));
  writeFileSync(path.join(dir, `${name}-latest.json`), JSON.stringify(data, null, 2));
  return file;
}

export function printTable(rows: Record<string, string | number>[]): void {
  if (!rows.length) return;
  const cols = Object.keys(rows[0]!);
  const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(cols));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(cols.map((c) => String(r[c] ?? ''))));
}

export const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');

/** Drops and creates the benchmark's own database (never `test`, which the tests use). */
export async function freshDatabase(url: string, bench: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!name || name === 'test') throw new Error(`${bench} needs its own database, never \`test\``);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '')}" WITH (FORCE)`);
  await c.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  await c.end();
}
