// fetch for URLs a stranger chose (a feed, its pictures, a push endpoint): it connects only to
// public addresses (public-address.ts) or hosts the operator allowed, and it connects to the
// very address it checked. A name is resolved once, by the connection's own lookup, which
// refuses it when any of its addresses is not public: no second resolution an attacker's DNS
// could answer differently. Redirects are followed by hand, each hop checked the same way.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, buildConnector, fetch, type Response } from 'undici';
import {
  assertPublicUrl,
  defaultPort,
  isAllowedHost,
  isPublicAddress,
  UNREACHABLE,
  UnfetchableUrl,
  type AllowList,
} from './public-address';

export const MAX_REDIRECTS = 5;

export interface PublicFetchOptions {
  /** Hosts (or host:port) let through although they are not public: IMPORT_ALLOW_HOSTS. */
  allow?: AllowList | undefined;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  signal?: AbortSignal;
  /** Redirects followed (each hop checked); one more is refused. Default 5. */
  maxRedirects?: number;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** net.connect's lookup: resolves once and answers only when every address is public. */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address)))
      return callback(Object.assign(new Error(UNREACHABLE), { code: 'ENOTPUBLIC' }), '');
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

const agents = new Map<string, Agent>();

/** One connection pool per allow list, its connector choosing the check for each host. */
function agentFor(allow: AllowList): Agent {
  const key = JSON.stringify(allow);
  let agent = agents.get(key);
  if (!agent) {
    const open = buildConnector({});
    const guarded = buildConnector({ lookup: publicLookup });
    agent = new Agent({
      connect: (options, callback) => {
        const port = Number(options.port) || defaultPort(options.protocol);
        if (isAllowedHost(allow, options.hostname, port)) return open(options, callback);
        // An IP literal is never looked up: checked here, whatever the caller checked before.
        if (isIP(options.hostname) && !isPublicAddress(options.hostname))
          return callback(new UnfetchableUrl(UNREACHABLE), null);
        return guarded(options, callback);
      },
    });
    agents.set(key, agent);
  }
  return agent;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * fetch, refusing addresses that are not public (unless allowed) on the first request and on
 * every redirect. Throws UnfetchableUrl with a reason safe to show (UNREACHABLE for anything
 * refused or unreachable), or the abort error when `signal` fired.
 */
export async function publicFetch(input: string | URL, options: PublicFetchOptions = {}): Promise<Response> {
  const { allow = [], signal, maxRedirects = MAX_REDIRECTS } = options;
  let url = assertPublicUrl(input, allow);
  let method = options.method ?? 'GET';
  let body = options.body;
  let headers = options.headers ?? {};
  for (let hop = 0; ; hop++) {
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body, signal, redirect: 'manual', dispatcher: agentFor(allow) });
    } catch (err) {
      if (signal?.aborted) throw err;
      throw new UnfetchableUrl(UNREACHABLE, { cause: err });
    }
    const location = response.headers.get('location');
    if (!REDIRECTS.has(response.status) || location === null) return response;
    await response.body?.cancel().catch(() => {});
    if (hop >= maxRedirects) throw new UnfetchableUrl(`more than ${maxRedirects} redirects`);
    if (!URL.canParse(location, url.href)) throw new UnfetchableUrl('redirected to an invalid URL');
    const next = assertPublicUrl(new URL(location, url), allow);
    // A redirect's method and body as browsers do them; credentials never travel to another origin.
    if (response.status === 303 || (method === 'POST' && response.status <= 302)) {
      method = 'GET';
      body = undefined;
    }
    if (next.origin !== url.origin) headers = withoutCredentials(headers);
    url = next;
  }
}

function withoutCredentials(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !['authorization', 'cookie'].includes(name.toLowerCase())),
  );
}

/** A body that grew past its cap (a declared Content-Length or the bytes counted as they came). */
export class BodyTooLarge extends Error {}

/**
 * The body's chunks, counted as they arrive: past `maxBytes` the download stops (leaving the
 * loop cancels the stream) and BodyTooLarge is thrown. A chunked answer has no Content-Length
 * to refuse up front, so the count is the cap.
 */
export async function* bodyChunks(response: Response, maxBytes: number): AsyncGenerator<Uint8Array> {
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new BodyTooLarge(`larger than ${maxBytes} bytes`);
  }
  if (!response.body) return;
  let total = 0;
  for await (const chunk of response.body) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new BodyTooLarge(`larger than ${maxBytes} bytes`);
    yield chunk;
  }
}
