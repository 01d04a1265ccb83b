// CSV and TSV with a header row, each record with its line number for the summary. The body may
// be the feed's bytes: csv-parse reads a Buffer as it is, and would copy a string into one.
import { parse } from 'csv-parse/sync';

export interface TableRow {
  line: number;
  cells: Record<string, string>;
}

/** The header line's delimiter: a tab when it has one, else a comma. */
export function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
  return firstLine.includes('\t') ? '\t' : ',';
}

/** The first line of a feed's bytes, as text (a header line is short: 64 KB is plenty). */
export function firstLineOf(body: Buffer): string {
  const end = body.indexOf(0x0a);
  return body.subarray(0, Math.min(end < 0 ? body.length : end, 65_536)).toString('utf8');
}

export function headerOf(text: string): string[] {
  const end = text.indexOf('\n');
  const rows = parse(end < 0 ? text : text.slice(0, end), {
    bom: true,
    delimiter: delimiterOf(text),
    relax_quotes: true,
  }) as string[][];
  return (rows[0] ?? []).map((h) => h.trim());
}

export function readTable(body: Buffer | string): TableRow[] {
  const rows: TableRow[] = [];
  forEachRow(body, (row) => rows.push(row));
  return rows;
}

/** Hands each row on as it is parsed; none is kept. */
export function forEachRow(body: Buffer | string, onRow: (row: TableRow) => void): void {
  const delimiter = delimiterOf(typeof body === 'string' ? body : firstLineOf(body));
  parse(body, {
    bom: true,
    columns: (header: string[]) => header.map((h) => h.trim()),
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    // TSV feeds do not quote: a quote in a title is just a character.
    quote: delimiter === '\t' ? false : '"',
    on_record: (record: Record<string, string>, context: { lines: number }) => {
      onRow({ line: context.lines, cells: record });
      return null;
    },
  });
}
