// `npm run operator -- grant EMAIL | revoke EMAIL`: gives an existing account the operator role,
// or takes it away (ADR 3300). The only way to grant it: no HTTP route a browser can reach does.
// While the store runs, the change goes through the server's local route, as `npm run import`
// does (PGlite is one process); when no server answers, the command opens the database itself.
// An unknown e-mail exits 1 with the reason.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { readServerAddress } from '../lib/server-address';
import { operatorRoles, type RoleChange, type RoleOutcome } from '../modules/operator/roles';

const USAGE = 'usage: npm run operator -- grant EMAIL | revoke EMAIL [--server URL]';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

let parsed: { values: { server?: string }; positionals: string[] };
try {
  parsed = parseArgs({ allowPositionals: true, options: { server: { type: 'string' } } });
} catch (err) {
  fail(`${(err as Error).message}\n${USAGE}`, 2);
}
const [action, email, ...rest] = parsed.positionals;
if ((action !== 'grant' && action !== 'revoke') || !email || rest.length) fail(USAGE, 2);
const change: RoleChange = action;

const config = loadConfig();
const serverUrl = parsed.values.server ?? readServerAddress(config.dataDir) ?? `http://127.0.0.1:${config.port}`;

async function throughServer(): Promise<RoleOutcome | undefined> {
  let response: Response;
  try {
    response = await fetch(new URL('/operator/roles', serverUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.operatorToken}` },
      body: JSON.stringify({ action: change, email }),
    });
  } catch {
    return undefined; // no server: open the database ourselves
  }
  const { message } = (await response.json().catch(() => ({ message: response.statusText }))) as { message: string };
  if (response.status === 200) return { ok: true, message };
  if (response.status === 404 && message.startsWith('No account')) return { ok: false, message };
  fail(`The server refused the change: ${response.status} ${message}`);
}

async function onDatabase(): Promise<RoleOutcome> {
  const database = await openDatabase(config);
  try {
    await migrate(database);
    return await operatorRoles({ database }).change(change, email!);
  } finally {
    await database.close();
  }
}

const outcome = (await throughServer()) ?? (await onDatabase());
if (!outcome.ok) fail(outcome.message);
console.log(outcome.message);
