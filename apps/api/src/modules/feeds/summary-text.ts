// The import summary and progress as the command prints them. Every value that came from the
// feed goes through printable(): a title's ESC or CR never reaches the operator's terminal.
import { printable } from '../../lib/printable';
import type { ImportProgress, ImportSummary } from './service';

const LIST_AT_MOST = 50;

function listed<T>(title: string, rows: readonly T[], line: (row: T) => string): string[] {
  if (!rows.length) return [];
  const shown = rows.slice(0, LIST_AT_MOST).map((r) => `  ${printable(line(r))}`);
  if (rows.length > LIST_AT_MOST) shown.push(`  … and ${rows.length - LIST_AT_MOST} more`);
  return [`${title} (${rows.length}):`, ...shown];
}

export function summaryText(s: ImportSummary): string {
  return [
    `${s.dryRun ? 'Dry run (nothing changed) of' : 'Imported'} feed "${printable(s.feed)}" (${printable(s.format)}, ${s.products} products) in ${s.seconds} s`,
    `  added:             ${s.added}`,
    `  updated:           ${s.updated}`,
    `  unchanged:         ${s.unchanged}`,
    `  made unavailable:  ${s.madeUnavailable}`,
    `  available again:   ${s.availableAgain}`,
    `  skipped (drafts):  ${s.skippedDrafts}`,
    `  rejected:          ${s.rejected.length}`,
    `  images fetched:    ${s.images.fetched}`,
    `  images failed:     ${s.images.failed.length}`,
    `  no category:       ${s.unmatchedCategories.length}`,
    ...listed('Rejected', s.rejected, (r) => `${r.where}: ${r.reason}`),
    ...listed('Images that failed (placeholder shown)', s.images.failed, (f) => `${f.where}: ${f.url}: ${f.reason}`),
    ...listed(
      'Products that matched no category (give a --categories file)',
      s.unmatchedCategories,
      (u) => `${u.where}: ${u.title}${u.productType ? ` [${u.productType}]` : ''}`,
    ),
  ].join('\n');
}

const BAR = 30;

/** One progress line: a bar on a terminal, plain words otherwise. */
export function progressText(p: ImportProgress, tty: boolean): string {
  if (p.phase !== 'writing' || !p.total) return `${p.phase}…`;
  const share = p.done / p.total;
  if (!tty) return `writing ${p.done} / ${p.total} products (${Math.round(share * 100)} %)`;
  const filled = Math.round(share * BAR);
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR - filled)}] ${Math.round(share * 100)} % ${p.done}/${p.total}`;
}
