// Which addresses the server may fetch from or post to on a stranger's say-so (a feed's links,
// a push endpoint): public unicast addresses only, unless the operator lists the host in
// IMPORT_ALLOW_HOSTS (ADR 1422). The one place that rule lives.
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { AllowedHost } from '../config';

/** Cloud metadata services that sit on otherwise public-looking unicast addresses. */
const METADATA_V4 = new Set(['168.63.129.16']);

/** The 32 bits of IPv4 an IPv6 address carries in its last two parts (mapped, translated, NAT64). */
const lastV4 = (v6: ipaddr.IPv6) =>
  new ipaddr.IPv4([v6.parts[6]! >> 8, v6.parts[6]! & 0xff, v6.parts[7]! >> 8, v6.parts[7]! & 0xff]);

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

function isPublicV4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast' && !METADATA_V4.has(address.toString());
}

function isPublicV6(address: ipaddr.IPv6): boolean {
  const range = address.range();
  // Forms that carry an IPv4 address: judged by that address.
  if (range === 'ipv4Mapped' || range === 'rfc6145') return isPublicV4(lastV4(address));
  if (range === 'rfc6052') return address.match(NAT64_WELL_KNOWN) && isPublicV4(lastV4(address));
  if (range === '6to4') {
    const [, high, low] = address.parts;
    return isPublicV4(new ipaddr.IPv4([high! >> 8, high! & 0xff, low! >> 8, low! & 0xff]));
  }
  // Everything else must be plain global unicast: ipaddr.js calls ::7f00:1 (IPv4-compatible) "unicast" too.
  return range === 'unicast' && address.match(GLOBAL_UNICAST_V6);
}

/**
 * True for an address on the public internet. False for loopback, private (RFC 1918, IPv6
 * unique-local), link-local, CGNAT, cloud metadata, unspecified, multicast, broadcast,
 * documentation and reserved ranges, for IPv4-mapped, 6to4 and NAT64 forms of those, and for
 * anything that is not an IP address at all.
 */
export function isPublicAddress(ip: string): boolean {
  const kind = isIP(ip);
  if (kind === 0) return false;
  const address = ipaddr.parse(ip);
  return address.kind() === 'ipv4' ? isPublicV4(address as ipaddr.IPv4) : isPublicV6(address as ipaddr.IPv6);
}

// ---------------------------------------------------------------------------------------------
// The operator's exceptions: IMPORT_ALLOW_HOSTS, parsed by config.ts.

export type AllowList = readonly AllowedHost[];

/** A URL's hostname as the allow list and the connector see it: lower case, IPv6 without brackets. */
const bareHost = (hostname: string) => hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');

export const defaultPort = (protocol: string) => (protocol === 'https:' ? 443 : 80);

/** True when the operator listed this host (any port) or this host and port. */
export function isAllowedHost(allow: AllowList, hostname: string, port: number): boolean {
  const host = bareHost(hostname);
  return allow.some((entry) => entry.host === host && (entry.port === undefined || entry.port === port));
}

// ---------------------------------------------------------------------------------------------
// URLs.

/**
 * The one reason given for an address that is refused, a name that does not resolve, a port
 * that refuses or a host that does not answer: telling them apart would map the network behind
 * the server for whoever wrote the URL.
 */
export const UNREACHABLE = 'cannot be reached, or is not a public address';

/** A URL the server will not or cannot fetch; the message is safe to show to whoever gave it. */
export class UnfetchableUrl extends Error {}

/**
 * The URL, parsed, when it is http(s) and its host is either a name (checked again when it is
 * resolved, see public-fetch.ts) or a public IP literal, or listed in the allow list.
 * Throws UnfetchableUrl otherwise.
 */
export function assertPublicUrl(input: string | URL, allow: AllowList = []): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new UnfetchableUrl('not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UnfetchableUrl('not an http(s) URL');
  const host = bareHost(url.hostname);
  const port = url.port ? Number(url.port) : defaultPort(url.protocol);
  if (isIP(host) && !isPublicAddress(host) && !isAllowedHost(allow, host, port)) throw new UnfetchableUrl(UNREACHABLE);
  return url;
}
