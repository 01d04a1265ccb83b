// Which push endpoints the server will post to (ADR 3100): a push endpoint is a URL a stranger
// chose, so only https on a public host: no loopback, private, link-local or IP-literal
// address, by name or after resolving it. PUSH_TEST_ORIGINS lets tests name a local receiver.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress, type AllowList } from '../../lib/public-address';

export const ENDPOINT_REFUSED = 'endpoint must be an https URL on a public host';

/** Names that never leave the machine or the local network, whatever they resolve to. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|localdomain)$/;

/** The problem with an endpoint as written (before any lookup), or undefined. */
export function endpointProblem(endpoint: string, testOrigins: readonly string[]): string | undefined {
  if (!URL.canParse(endpoint)) return ENDPOINT_REFUSED;
  const url = new URL(endpoint);
  if (testOrigins.includes(url.origin)) return undefined;
  const host = url.hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  if (url.protocol !== 'https:' || url.username || url.password || !host.includes('.')) return ENDPOINT_REFUSED;
  if (isIP(host) || LOCAL_NAMES.test(host)) return ENDPOINT_REFUSED;
  return undefined;
}

/**
 * The same, and refused when the name resolves to an address that is not public. A name that
 * does not resolve now is let through: every send resolves it again and connects only to a
 * public address (lib/public-fetch.ts).
 */
export async function checkEndpoint(endpoint: string, testOrigins: readonly string[]): Promise<string | undefined> {
  const problem = endpointProblem(endpoint, testOrigins);
  if (problem) return problem;
  const url = new URL(endpoint);
  if (testOrigins.includes(url.origin)) return undefined;
  const addresses = await lookup(url.hostname, { all: true }).catch(() => []);
  return addresses.some((a) => !isPublicAddress(a.address)) ? ENDPOINT_REFUSED : undefined;
}

/** The test origins as public-fetch's allow list (host and port). */
export function testOriginsAllowList(testOrigins: readonly string[]): AllowList {
  return testOrigins.map((origin) => {
    const url = new URL(origin);
    return {
      host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80,
    };
  });
}
