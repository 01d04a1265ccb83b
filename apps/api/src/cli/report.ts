// `npm run report -- [--days N]`: top products by click-outs, cart adds and copies from friends'
// carts, and click-outs by source. Asks the running server (PGlite is one process); when no
// server answers, opens the database itself.
import { parseArgs } from 'node:util';
import { clickOutReportSchema, type ClickOutReport } from '@store/shared/click-outs-schema';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { printable } from '../lib/printable';
import { readServerAddress } from '../lib/server-address';
import { reportText } from '../modules/click-outs/report-text';
import { REPORT_MAX_DAYS } from '../modules/click-outs/routes';
import { clickOutService } from '../modules/click-outs/service';

const USAGE = `usage: npm run report -- [--days N (1–${REPORT_MAX_DAYS}, default 30)] [--server URL]`;

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
const days = Number(values.days ?? 30);
if (!Number.isInteger(days) || days < 1 || days > REPORT_MAX_DAYS) fail(USAGE, 2);

const config = loadConfig();
const serverUrl = values.server ?? readServerAddress(config.dataDir) ?? `http://127.0.0.1:${config.port}`;

async function fromServer(): Promise<ClickOutReport | undefined> {
  let response: Response;
  try {
    response = await fetch(new URL(`/operator/report?days=${days}`, serverUrl), {
      headers: { accept: 'application/json', authorization: `Bearer ${config.operatorToken}` },
    });
  } catch {
    return undefined; // no server: open the database ourselves
  }
  if (!response.ok) fail(`The server refused the report: ${response.status} ${printable(await response.text())}`);
  return clickOutReportSchema.parse(await response.json());
}

async function fromDatabase(): Promise<ClickOutReport> {
  const database = await openDatabase(config);
  try {
    await migrate(database);
    return await clickOutService(database, config.affiliateQuery, Date.now).report(days);
  } finally {
    await database.close();
  }
}

const report = (await fromServer()) ?? (await fromDatabase());
console.log(reportText(report));
