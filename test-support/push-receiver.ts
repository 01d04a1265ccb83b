// A push service played by a local HTTP server (RFC 8030), for the API tests and the benchmark.
// It hands out subscriptions with keys of its own, checks every message's VAPID JWT (RFC 8292)
// against the store's public key and its audience, and decrypts the aes128gcm payload (RFC 8188,
// RFC 8291) with the subscription's private key and auth secret: node's crypto only, none of the
// store's code, so a mistake in either shows.
import {
  createCipheriv,
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  subscription: string;
  payload: { title: string; body: string; url: string };
  ttl: number;
  urgency: string | undefined;
}

export interface PushReceiver {
  origin: string;
  /** Every message that passed the checks, in arrival order. */
  received: ReceivedPush[];
  /** Messages refused (bad JWT, wrong key, undecryptable), with the reason. */
  refused: string[];
  /** A new subscription as a browser's `toJSON()` gives it; `answer` is the status it gets. */
  subscribe(answer?: number): { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
  /** Changes what one subscription's messages are answered (410 once the browser unsubscribed). */
  answerWith(id: string, status: number): void;
  close(): Promise<void>;
}

const b64u = (data: Buffer | string) => (typeof data === 'string' ? Buffer.from(data, 'base64url') : data);

/** The JWK of a raw uncompressed P-256 point (65 bytes, 0x04 || x || y). */
function p256PublicKey(raw: Buffer) {
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('not an uncompressed P-256 point');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
}

/** Checks `Authorization: vapid t=JWT, k=KEY` (RFC 8292); the reason it fails, or undefined. */
export function vapidProblem(header: string | undefined, storeKey: string, audience: string, nowSeconds: number) {
  const match = /^vapid t=([A-Za-z0-9_.-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return 'no vapid authorization';
  const [, jwt = '', key = ''] = match;
  if (key !== storeKey) return 'k is not the store key';
  const [head = '', claims = '', signature = ''] = jwt.split('.');
  const header64 = JSON.parse(b64u(head).toString('utf8')) as { alg?: string };
  if (header64.alg !== 'ES256') return 'not ES256';
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: p256PublicKey(b64u(key)), dsaEncoding: 'ieee-p1363' },
    b64u(signature),
  );
  if (!ok) return 'bad signature';
  const body = JSON.parse(b64u(claims).toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  if (body.aud !== audience) return `aud ${body.aud} is not ${audience}`;
  if (!body.exp || body.exp <= nowSeconds || body.exp > nowSeconds + 24 * 3600) return 'exp out of range';
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) return 'sub is not mailto: or https:';
  return undefined;
}

/** Decrypts an aes128gcm body (RFC 8291) for the subscription's keys. Throws when it cannot. */
export function decryptAes128gcm(body: Buffer, ua: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error('more than one record');
  const ecdhSecret = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const plain = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and any zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end);
}

/** Encrypts like a push sender would: only to check decryptAes128gcm against itself in a test. */
export function encryptAes128gcm(plain: Buffer, uaPublic: Buffer, authSecret: Buffer): Buffer {
  const as = createECDH('prime256v1');
  as.generateKeys();
  const salt = randomBytes(16);
  const ecdhSecret = as.computeSecret(uaPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, as.getPublicKey()]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const cipher = createCipheriv('aes-128-gcm', cek, nonce);
  const sealed = Buffer.concat([
    cipher.update(Buffer.concat([plain, Buffer.from([2])])),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const header = Buffer.alloc(21);
  salt.copy(header);
  header.writeUInt32BE(4096, 16);
  header[20] = 65;
  return Buffer.concat([header, as.getPublicKey(), sealed]);
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Starts the receiver. `storeKey` is the store's VAPID public key (GET /api/push/key), or a
 * function reading it once the store is up.
 */
export async function startPushReceiver(storeKey: string | (() => string)): Promise<PushReceiver> {
  const subscriptions = new Map<string, { ua: ECDH; auth: Buffer; answer: number }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';
  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const id = /^\/push\/([a-f0-9]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const sub = subscriptions.get(id);
      if (request.method !== 'POST' || !sub) return response.writeHead(404).end();
      const key = typeof storeKey === 'string' ? storeKey : storeKey();
      const problem =
        vapidProblem(request.headers.authorization, key, origin, Math.floor(Date.now() / 1000)) ??
        (request.headers['content-encoding'] !== 'aes128gcm' ? 'not aes128gcm' : undefined) ??
        (request.headers.ttl === undefined ? 'no TTL' : undefined);
      if (problem) {
        refused.push(problem);
        return response.writeHead(401).end();
      }
      if (sub.answer >= 300) return response.writeHead(sub.answer).end();
      try {
        const plain = decryptAes128gcm(body, sub.ua, sub.auth);
        received.push({
          subscription: id,
          payload: JSON.parse(plain.toString('utf8')) as ReceivedPush['payload'],
          ttl: Number(request.headers.ttl),
          urgency: request.headers.urgency as string | undefined,
        });
        response.writeHead(sub.answer).end();
      } catch (err) {
        refused.push(`cannot decrypt: ${(err as Error).message}`);
        response.writeHead(400).end();
      }
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    refused,
    subscribe(answer = 201) {
      const ua = createECDH('prime256v1');
      ua.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(8).toString('hex');
      subscriptions.set(id, { ua, auth, answer });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: ua.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answerWith(id, status) {
      const sub = subscriptions.get(id);
      if (sub) sub.answer = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
