// The address rule for URLs a stranger chose (ADR 1422): which addresses are public, how the
// operator's IMPORT_ALLOW_HOSTS lets a host through, and publicFetch against real local servers:
// a name that resolves to loopback, a redirect into loopback and a closed port are refused
// with one reason, and the refused server never sees a request.
import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseAllowList } from '../src/config';
import { assertPublicUrl, isPublicAddress, UNREACHABLE, UnfetchableUrl } from '../src/lib/public-address';
import { BodyTooLarge, bodyChunks, MAX_REDIRECTS, publicFetch } from '../src/lib/public-fetch';

describe('isPublicAddress', () => {
  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255', // just below 172.16.0.0/12
    '172.32.0.0', // just above it
    '100.63.255.255', // just below CGNAT
    '100.128.0.0', // just above it
    '169.253.255.255',
    '2606:4700:4700::1111',
    '2a00:1450:4001:81c::200e',
    '::ffff:8.8.8.8', // IPv4-mapped public
    '64:ff9b::808:808', // NAT64 of 8.8.8.8
    '2002:808:808::1', // 6to4 of 8.8.8.8
  ])('%s is public', (ip) => expect(isPublicAddress(ip)).toBe(true));

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.0.0.5', 'loopback, not only .1'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'metadata (link-local)'],
    ['168.63.129.16', 'Azure metadata'],
    ['100.100.100.200', 'Alibaba metadata (CGNAT)'],
    ['100.64.0.1', 'CGNAT'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['192.0.0.192', 'Oracle metadata (IETF reserved)'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fc00::1', 'unique-local'],
    ['fd00:ec2::254', 'AWS metadata over IPv6'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:0:7f00:1', 'IPv4-translated loopback'],
    ['::7f00:1', 'IPv4-compatible loopback'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of metadata'],
    ['64:ff9b:1::808:808', 'local-use NAT64'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2002:a9fe:a9fe::1', '6to4 of metadata'],
    ['2001:db8::1', 'documentation'],
    ['2001::1', 'Teredo'],
    ['4000::1', 'outside global unicast'],
    ['localhost', 'a name, not an address'],
    ['', 'nothing'],
    ['127.1', 'a short form net.isIP does not take'],
  ])('%s is not public (%s)', (ip) => expect(isPublicAddress(ip)).toBe(false));
});

describe('assertPublicUrl', () => {
  const refusal = (url: string, allow = parseAllowList('')) => {
    try {
      assertPublicUrl(url, allow);
      return 'allowed';
    } catch (err) {
      expect(err).toBeInstanceOf(UnfetchableUrl);
      return (err as Error).message;
    }
  };

  it('refuses IP literals that are not public in every spelling the URL parser reads', () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://2130706433/', // 127.0.0.1 as one number
      'http://0x7f.1/',
      'http://0177.0.0.1/',
      'http://127.1:8080/readyz',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:7f00:1]/',
      'https://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/',
      'http://0.0.0.0:3000/',
      'http://10.0.0.1/',
    ])
      expect(refusal(url), url).toBe(UNREACHABLE);
  });

  it('refuses what is not http(s), and takes names (checked when resolved) and public literals', () => {
    expect(refusal('file:///etc/passwd')).toBe('not an http(s) URL');
    expect(refusal('gopher://127.0.0.1:6379/_INFO')).toBe('not an http(s) URL');
    expect(refusal('javascript:alert(1)')).toBe('not an http(s) URL');
    expect(refusal('not a url')).toBe('not a valid URL');
    expect(refusal('https://shop.example.in/feed.xml')).toBe('allowed');
    expect(refusal('http://8.8.8.8/x.jpg')).toBe('allowed');
    expect(refusal('http://[2606:4700:4700::1111]/')).toBe('allowed');
  });

  it('lets through exactly the hosts and ports the operator listed', () => {
    const allow = parseAllowList('127.0.0.1:8080, [::1]:9000, mirror.internal');
    expect(refusal('http://127.0.0.1:8080/feed', allow)).toBe('allowed');
    expect(refusal('http://127.0.0.1:8081/feed', allow)).toBe(UNREACHABLE);
    expect(refusal('http://127.0.0.2:8080/feed', allow)).toBe(UNREACHABLE);
    expect(refusal('http://[::1]:9000/', allow)).toBe('allowed');
    expect(refusal('http://[::1]:9001/', allow)).toBe(UNREACHABLE);
    expect(refusal('http://2130706433:8080/', allow)).toBe('allowed'); // the same address, spelled otherwise
  });
});

describe('IMPORT_ALLOW_HOSTS', () => {
  it('parses hosts and host:port entries, IPv6 with or without brackets, keeping a written default port', () => {
    expect(parseAllowList(' Mirror.Example , 127.0.0.1:8080,[::1]:9000, ::1, localhost:80,,')).toEqual([
      { host: 'mirror.example', port: undefined },
      { host: '127.0.0.1', port: 8080 },
      { host: '::1', port: 9000 },
      { host: '::1', port: undefined },
      { host: 'localhost', port: 80 },
    ]);
    expect(
      loadConfig({ DATA_DIR: '/tmp/x', APP_SECRET: 'x'.repeat(32), OPERATOR_TOKEN: 'y'.repeat(32) }),
    ).toMatchObject({ importAllowHosts: [] });
  });

  it.each(['http://mirror.example', 'mirror.example/feeds', 'user@mirror.example', 'a b', '127.0.0.1:99999', '[::1'])(
    'stops the server on %j, naming the variable',
    (value) => {
      const env = { DATA_DIR: '/tmp/x', APP_SECRET: 'x'.repeat(32), OPERATOR_TOKEN: 'y'.repeat(32) };
      expect(() => loadConfig({ ...env, IMPORT_ALLOW_HOSTS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ ...env, IMPORT_ALLOW_HOSTS: value })).toThrow(/IMPORT_ALLOW_HOSTS/);
    },
  );
});

/** A local HTTP server that counts what it is asked and answers by path. */
async function countingServer(answer: (path: string, res: ServerResponse) => void = (_p, res) => res.end('ok')) {
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(req.url ?? '');
    answer(req.url ?? '', res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  return { server, seen, port, host: `127.0.0.1:${port}`, base: `http://127.0.0.1:${port}` };
}

describe('publicFetch', () => {
  let inside: Awaited<ReturnType<typeof countingServer>>;
  let allowed: Awaited<ReturnType<typeof countingServer>>;
  let closedPort: number;

  beforeAll(async () => {
    inside = await countingServer();
    allowed = await countingServer((path, res) => {
      const hop = /^\/hop\/(\d+)$/.exec(path);
      if (hop) {
        const n = Number(hop[1]);
        return void res.writeHead(302, { location: n > 0 ? `/hop/${n - 1}` : '/done' }).end();
      }
      if (path === '/inside') return void res.writeHead(301, { location: `${inside.base}/readyz` }).end();
      if (path === '/inside-by-name')
        return void res.writeHead(307, { location: `http://localhost:${inside.port}/readyz` }).end();
      if (path === '/to-file') return void res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      if (path === '/chunked') {
        // No Content-Length: only counting the bytes as they come can stop it.
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        const chunk = Buffer.alloc(64 * 1024, 0x61);
        const pump = () => {
          while (!res.destroyed && res.write(chunk));
          if (!res.destroyed) res.once('drain', pump);
        };
        return pump();
      }
      res.end(`page ${path}`);
    });
    const closed = await countingServer();
    closedPort = closed.port;
    await new Promise((r) => closed.server.close(r));
  });
  afterAll(() => {
    inside?.server.close();
    allowed?.server.closeAllConnections();
    allowed?.server.close();
  });

  const failure = async (url: string, allow = parseAllowList(allowed.host)) => {
    try {
      const res = await publicFetch(url, { allow, signal: AbortSignal.timeout(10_000) });
      return `answered ${res.status}`;
    } catch (err) {
      expect(err).toBeInstanceOf(UnfetchableUrl);
      return (err as Error).message;
    }
  };

  it('fetches an allowed host, and follows its redirects up to five hops', async () => {
    const res = await publicFetch(`${allowed.base}/hop/${MAX_REDIRECTS - 1}`, { allow: parseAllowList(allowed.host) });
    expect(await res.text()).toBe('page /done');
    expect(await failure(`${allowed.base}/hop/${MAX_REDIRECTS}`)).toBe(`more than ${MAX_REDIRECTS} redirects`);
  });

  it('refuses loopback by name, by literal and through a redirect, with one reason, and the server sees nothing', async () => {
    const reasons = [
      await failure(`http://localhost:${inside.port}/readyz`), // resolved by the connection's own lookup
      await failure(`${inside.base}/readyz`),
      await failure(`http://127.0.0.5:${inside.port}/readyz`),
      await failure(`${allowed.base}/inside`),
      await failure(`${allowed.base}/inside-by-name`),
      await failure(`http://127.0.0.1:${closedPort}/`), // a closed port says the same as a live service
      await failure(`http://localhost:${closedPort}/`),
      await failure(`http://no-such-host.invalid/`), // and a name that does not resolve
    ];
    expect(reasons).toEqual(reasons.map(() => UNREACHABLE));
    expect(inside.seen).toEqual([]);
    // An allowed closed port is reached for, and says the same.
    expect(await failure(`http://127.0.0.1:${closedPort}/`, parseAllowList(`127.0.0.1:${closedPort}`))).toBe(
      UNREACHABLE,
    );
    expect(await failure(`${allowed.base}/to-file`)).toBe('not an http(s) URL');
  });

  it('checks a name over https at its resolution too, before any connection is made', async () => {
    const err = await publicFetch(`https://localhost:${inside.port}/`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnfetchableUrl);
    expect((err as Error).message).toBe(UNREACHABLE);
    // Refused by the lookup (not a handshake that failed against the plain-HTTP server).
    expect(((err as Error).cause as { cause?: { code?: string } }).cause?.code).toBe('ENOTPUBLIC');
  });

  it('stops a chunked body at its cap', async () => {
    const res = await publicFetch(`${allowed.base}/chunked`, { allow: parseAllowList(allowed.host) });
    expect(res.headers.get('content-length')).toBeNull();
    let received = 0;
    const read = async () => {
      for await (const chunk of bodyChunks(res, 1024 * 1024)) received += chunk.byteLength;
    };
    await expect(read()).rejects.toBeInstanceOf(BodyTooLarge);
    expect(received).toBeLessThanOrEqual(1024 * 1024);
  });
});
