// `npm run import -- <file-or-URL> [--feed NAME] [--dry-run] [--shop-url URL] [--categories FILE]`
// While the store runs, the feed goes through the server's operator route (PGlite is one
// process); when no server answers, the command opens the database itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { auditRepository, COMMAND_LINE } from '../modules/audit/repository';
import { parseCategoryMapping } from '../modules/feeds/categories';
import { parseSizeCharts } from '../modules/feeds/size-charts';
import { defaultFeedName } from '../modules/feeds/feed-name';
import { importerFor } from '../modules/feeds/importer';
import { FeedError } from '../modules/feeds/read-feed';
import { FEED_NAME, importDetail, type ImportFields } from '../modules/feeds/routes';
import type { ImportProgress, ImportSummary } from '../modules/feeds/service';
import { progressText, summaryText } from '../modules/feeds/summary-text';
import { printable } from '../lib/printable';
import { readServerAddress } from '../lib/server-address';

const USAGE =
  'usage: npm run import -- <file-or-URL> [--feed NAME] [--dry-run] [--shop-url URL] [--categories FILE] [--server URL]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    feed: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    'shop-url': { type: 'string' },
    categories: { type: 'string' },
    server: { type: 'string' },
  },
});
const source = positionals[0];
if (!source || positionals.length > 1) fail(USAGE, 2);
const isUrl = /^https?:\/\//i.test(source);
const feed = values.feed ?? defaultFeedName(source, isUrl);
if (!FEED_NAME.test(feed)) fail('--feed must be 1–64 letters, digits, ".", "_" or "-"', 2);

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const tty = process.stderr.isTTY === true;
let lastLine = 0;
function showProgress(p: ImportProgress): void {
  const now = Date.now();
  if (tty) {
    process.stderr.write(`\r${progressText(p, true)}\x1b[K`);
    if (p.phase === 'done') process.stderr.write('\n');
  } else if (now - lastLine >= 3000 || p.phase === 'done') {
    lastLine = now;
    console.error(progressText(p, false));
  }
}

function report(summary: ImportSummary): never {
  console.log(summaryText(summary));
  process.exit(0);
}

const config = loadConfig();
let categoriesText: string | undefined;
if (values.categories) {
  try {
    categoriesText = readFileSync(values.categories, 'utf8');
    parseCategoryMapping(categoriesText);
    parseSizeCharts(categoriesText);
  } catch (err) {
    fail(`--categories ${values.categories}: ${printable((err as Error).message)}`);
  }
}
let content: Buffer | undefined;
if (!isUrl) {
  try {
    content = readFileSync(source);
  } catch (err) {
    fail(`The feed file cannot be read: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
}

const serverUrl = values.server ?? readServerAddress(config.dataDir) ?? `http://127.0.0.1:${config.port}`;
const fields: ImportFields = {
  feed,
  source,
  dryRun: values['dry-run'] ? 'true' : 'false',
  shopUrl: values['shop-url'],
  categories: categoriesText,
};
const form = new FormData();
for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
if (content) form.append('content', new Blob([content]), path.basename(source));

let response: Response | undefined;
try {
  response = await fetch(new URL('/operator/imports', serverUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${config.operatorToken}` },
    body: form,
  });
} catch {
  response = undefined; // no server: open the database ourselves
}

if (response) {
  if (!response.ok || !response.body)
    fail(`The server refused the import: ${response.status} ${printable(await response.text())}`);
  console.error(`importing through the server at ${serverUrl}`);
  let buffered = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    buffered += decoder.decode(chunk as Uint8Array, { stream: true });
    let end;
    while ((end = buffered.indexOf('\n')) >= 0) {
      const line = JSON.parse(buffered.slice(0, end)) as {
        progress?: ImportProgress;
        summary?: ImportSummary;
        error?: string;
      };
      buffered = buffered.slice(end + 1);
      if (line.progress) showProgress(line.progress);
      if (line.summary) report(line.summary);
      if (line.error) fail(printable(line.error));
    }
  }
  fail('The server ended the import without a summary.');
}

const database = await openDatabase(config);
try {
  await migrate(database);
  if (!values['dry-run'])
    await auditRepository(database.db).record(COMMAND_LINE, 'import', feed, importDetail({ source, content }));
  const summary = await importerFor(database, config).runImport(
    {
      feed,
      source,
      content,
      dryRun: values['dry-run'],
      shopUrl: values['shop-url'],
      categories: categoriesText ? parseCategoryMapping(categoriesText) : undefined,
      sizeCharts: categoriesText ? parseSizeCharts(categoriesText) : undefined,
    },
    showProgress,
  );
  await database.close();
  report(summary);
} catch (err) {
  await database.close();
  fail(printable(err instanceof FeedError ? err.message : `The import failed: ${(err as Error).message}`));
}
