// `npm run report -- [--days N]`: the console's summary as text (modules/operator/figures.ts,
// so the figures are the console's). Asks the running server (PGlite is one process); when no
// server answers, opens the database itself.
import { parseArgs } from 'node:util';
import { SUMMARY_DAYS } from '@store/shared/operator';
import { summarySchema, type Summary } from '@store/shared/operator-schema';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { printable } from '../lib/printable';
import { readServerAddress } from '../lib/server-address';
import { operatorFigures } from '../modules/operator/figures';
import { reportText } from '../modules/operator/report-text';

const USAGE = `usage: npm run report -- [--days N (${SUMMARY_DAYS.min}–${SUMMARY_DAYS.max}, default ${SUMMARY_DAYS.default})] [--server URL]`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

let values: { days?: string; server?: string };
try {
  ({ values } = parseArgs({ options: { days: { type: 'string' }, server: { type: 'string' } } }));
} catch (err) {
  fail(`${(err as Error).message}\n${USAGE}`, 2);
}
const days = Number(values.days ?? SUMMARY_DAYS.default);
if (!Number.isInteger(days) || days < SUMMARY_DAYS.min || days > SUMMARY_DAYS.max) fail(USAGE, 2);

const config = loadConfig();
const serverUrl = values.server ?? readServerAddress(config.dataDir) ?? `http://127.0.0.1:${config.port}`;

async function fromServer(): Promise<Summary | undefined> {
  let response: Response;
  try {
    response = await fetch(new URL(`/operator/report?days=${days}`, serverUrl), {
      headers: { accept: 'application/json', authorization: `Bearer ${config.operatorToken}` },
    });
  } catch {
    return undefined; // no server: open the database ourselves
  }
  if (!response.ok) fail(`The server refused the report: ${response.status} ${printable(await response.text())}`);
  return summarySchema.parse(await response.json());
}

async function fromDatabase(): Promise<Summary> {
  const database = await openDatabase(config);
  try {
    await migrate(database);
    return await operatorFigures({ database, now: Date.now }).summary(days);
  } finally {
    await database.close();
  }
}

const report = (await fromServer()) ?? (await fromDatabase());
console.log(reportText(report));
