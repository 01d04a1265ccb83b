// Hostile input, property-based: every endpoint of docs/api.md gets malformed JSON, wrong types, huge
// strings, unicode edge cases, SQL and script injection, missing and extra fields, wrong
// content types, oversized bodies and bad path params. Never a 5xx, always a clear 4xx (or the
// harmless 200 of a read), never a changed row. Fixed seed; FUZZ_RUNS per endpoint (default
// sized so one database kind alone sends well over 10,000 requests).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginSchema, resetPasswordRequestSchema, signupRequestSchema } from '@store/shared/forms';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers';
import { insertUser, type SeededUser } from '../../../../test-support/users';
import { errorBodyProblem, rawQuery, snapshotRows } from './support';

const RUNS = Number(process.env.FUZZ_RUNS ?? 420);
const SEED = Number(process.env.FUZZ_SEED ?? 20_250_801);
const BODY_LIMIT = 64 * 1024;

// ---------------------------------------------------------------------------------------------
// Hostile values.

const NASTY = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1 UNION SELECT password_hash FROM users--',
  "admin'--",
  "1' AND pg_sleep(5)--",
  'SELECT pg_sleep(5)',
  '%27%20OR%201%3D1',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("return process")()}}',
  '${process.exit(1)}',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFFx',
  '\u202Eevil',
  '\u200B',
  '\uFEFF',
  'Ω≈ç√∫',
  '👩‍👩‍👧‍👦',
  'ﷺ',
  'Z̴̡̛͎a̷l̶g̸o̵',
  'İı ß ﬃ',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9'.repeat(400),
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  ' ',
  '\t\n\r',
  '%',
  '%%',
  '%00',
  '%ff',
  '\\',
  '*',
  '$where',
  '{"$gt":""}',
  '\\x00',
  '\u0007\u001b[31m',
  'a'.repeat(201),
  'Résumé@exämple.com',
  'a@b',
  '@example.com',
  'x@example.com\r\nBcc: victim@example.com',
];

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }).map((s) => s.repeat(2000)) },
  { weight: 1, arbitrary: fc.constantFrom(...NASTY).map((s) => `${s}@example.com`) },
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 11, 1.5, 2 ** 53, -(2 ** 31), 1e308) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }) },
);

/** encodeURIComponent, but lone surrogates (which it refuses) go out as their UTF-8 replacement bytes. */
const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');
  }
};

const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((p) => `10.${p[1]}.${p[2]}.${p[3]}`);

// ---------------------------------------------------------------------------------------------
// Requests.

interface Req {
  method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

type BodyPart = Pick<Req, 'payload'> & { contentType?: string };

/** A JSON body built from the endpoint's fields: wrong types, hostile strings, missing and extra keys. */
function jsonBody(fields: string[]): fc.Arbitrary<BodyPart> {
  const someFields = fc.record(Object.fromEntries(fields.map((f) => [f, hostileValue])), { requiredKeys: [] });
  const withExtra = fc
    .tuple(
      someFields,
      fc.dictionary(fc.constantFrom('isAdmin', 'role', 'id', 'userId', 'verified', 'constructor', 'x'), hostileValue),
    )
    .map(([a, b]) => ({ ...b, ...a }));
  const value = fc.oneof(
    { weight: 5, arbitrary: someFields },
    { weight: 2, arbitrary: withExtra },
    { weight: 1, arbitrary: hostileValue },
  );
  return value.map((v) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' }));
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  "{'email': 'x'}",
  '{"email": "x",}',
  '[1,2',
  'NaN',
  '\uFEFF{"a":1}',
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  '{"a": 1}{"b": 2}',
  '{"quantity": 1e999999}',
  '"\\ud800"',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '\u0000',
  'undefined',
];

const malformedBody: fc.Arbitrary<BodyPart> = fc.oneof(
  fc.constantFrom(...MALFORMED_JSON).map((payload) => ({ payload, contentType: 'application/json' })),
  fc.string({ unit: 'binary', maxLength: 60 }).map((payload) => ({ payload, contentType: 'application/json' })),
);

const wrongContentType: fc.Arbitrary<BodyPart> = fc
  .tuple(
    fc.constantFrom(
      'text/plain',
      'application/xml',
      'text/html',
      'application/octet-stream',
      'multipart/form-data; boundary=xyz',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      'application/vnd.api+json',
      'image/png',
      'application/json, text/plain',
      '*/*',
    ),
    fc.oneof(fc.constant('{"email":"a@example.com","password":"secret1"}'), hostileString),
  )
  .map(([contentType, payload]) => ({ payload, contentType }));

const oversizedBody: fc.Arbitrary<BodyPart> = fc
  .tuple(
    fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'),
    fc.integer({ min: 1, max: 20_000 }),
  )
  .map(([contentType, extra]) => ({
    payload:
      contentType === 'application/json'
        ? JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(BODY_LIMIT + extra) })
        : `email=${'x'.repeat(BODY_LIMIT + extra)}`,
    contentType,
  }));

const noBody: fc.Arbitrary<BodyPart> = fc.constant({});

function anyBody(fields: string[]): fc.Arbitrary<BodyPart> {
  return fc.oneof(
    { weight: 6, arbitrary: jsonBody(fields) },
    { weight: 2, arbitrary: malformedBody },
    { weight: 2, arbitrary: wrongContentType },
    { weight: 1, arbitrary: oversizedBody },
    { weight: 1, arbitrary: noBody },
  );
}

function formBody(fields: string[]): fc.Arbitrary<BodyPart> {
  const form = fc
    .record(
      Object.fromEntries(
        fields.map((f) => [f, fc.oneof(hostileString, fc.constantFrom('1234', '0000', '12345', 'abcd', '١٢٣٤'))]),
      ),
      {
        requiredKeys: [],
      },
    )
    .map((o) => ({
      payload: new URLSearchParams(o as Record<string, string>).toString(),
      contentType: 'application/x-www-form-urlencoded',
    }));
  const duplicated = fc.tuple(fc.constantFrom(...fields), hostileString, hostileString).map(([f, a, b]) => ({
    payload: `${f}=${enc(a)}&${f}=${enc(b)}`,
    contentType: 'application/x-www-form-urlencoded',
  }));
  const rawBroken = fc
    .constantFrom('email=%E0%A4%A&otp=%', '=&=&&', 'email', '%%%', 'otp[]=1&otp[]=2', 'email[$ne]=x')
    .map((payload) => ({ payload, contentType: 'application/x-www-form-urlencoded' }));
  return fc.oneof(
    { weight: 5, arbitrary: form },
    { weight: 1, arbitrary: duplicated },
    { weight: 1, arbitrary: rawBroken },
    { weight: 2, arbitrary: jsonBody(fields) },
    { weight: 1, arbitrary: wrongContentType },
    { weight: 1, arbitrary: oversizedBody },
  );
}

/** A query string with the given keys set to hostile values (also repeated, missing, or raw broken escapes). */
function hostileQuery(keys: string[]): fc.Arbitrary<string> {
  const pairs = fc.array(
    fc.tuple(
      fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: hostileString }),
      hostileString,
    ),
    { maxLength: 4 },
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: pairs.map((ps) => (ps.length ? `?${ps.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')}` : '')),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...keys)
        .chain((k) =>
          fc.constantFrom(
            `?${k}=%E0%A4%A`,
            `?${k}=%`,
            `?${k}[]=a`,
            `?${k}[$ne]=1`,
            `?${k}=a&${k}=b`,
            `?${k}=%00`,
            `?${k}`,
            `?${k}=${'%41'.repeat(5000)}`,
          ),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '?limit=0',
        '?limit=101',
        '?limit=-1',
        '?limit=1e3',
        '?offset=-5',
        '?offset=99999999999',
        '?limit=abc',
        '?offset=1.5',
        '?w=7',
        '?w=99999',
      ),
    },
  );
}

/** A path segment: hostile text (encoded or raw), traversal, overlong, broken escapes. */
const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileString.map(enc) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('..', '%2e%2e', '..%2F..%2Fetc', '%E0%A4%A', '%', '%00', 'a%2Fb', ';', '%20', '~', '.'),
  },
  { weight: 1, arbitrary: fc.integer({ min: 150, max: 2000 }).map((n) => 'a'.repeat(n)) },
  { weight: 1, arbitrary: fc.uuid().map((u) => u) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      'p99999',
      's9999999',
      'P00001',
      'p00001%20',
      '%20p00001',
    ),
  },
);

const garbageAuth: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc.constant({}),
  fc
    .constantFrom(
      'Bearer',
      'Bearer ',
      'Basic YWRtaW46YWRtaW4=',
      'bearer null',
      'Bearer undefined',
      `Bearer ${'A'.repeat(5000)}`,
      'Bearer ../../x',
    )
    .map((a) => ({ authorization: a })),
  fc
    .string({
      unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
      minLength: 16,
      maxLength: 80,
    })
    .map((t) => ({ authorization: `Bearer ${t}` })),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((t) => ({ authorization: `Bearer ${t}` })),
);

// ---------------------------------------------------------------------------------------------
// The endpoint table (docs/api.md). Every generated request is one that must not change a row:
// targets are chosen so that even a well-formed body cannot succeed (a product already in the
// cart, a friend already a friend), and bodies that the shared schema would accept are dropped.

interface Ctx {
  me: SeededUser; // a cart line (INCART), a friend (friend), a pending request to outsider
  empty: SeededUser; // nothing at all: clearing the cart is a harmless 200
  friend: SeededUser;
  outsider: SeededUser;
  sentRequestId: string; // me -> outsider, pending: only outsider may answer it
}

interface Endpoint {
  name: string;
  /** A read, or a write whose generated requests can only be harmless: 2xx allowed. */
  success: 'allowed' | 'never';
  /** Errors are text/plain on these (docs/api.md, Accounts: text answers). */
  text?: boolean;
  arb(ctx: Ctx): fc.Arbitrary<Req>;
}

const INCART = 'p00001';
const json = (contentType: string | undefined): Record<string, string> =>
  contentType ? { 'content-type': contentType } : {};
const auth = (u: SeededUser): Record<string, string> => ({ authorization: `Bearer ${u.token}` });

function isAccepted(schema: { safeParse(v: unknown): { success: boolean } }, part: BodyPart): boolean {
  if (part.contentType !== 'application/json' || typeof part.payload !== 'string') return false;
  try {
    return schema.safeParse(JSON.parse(part.payload)).success;
  } catch {
    return false;
  }
}

const simpleGet = (
  name: string,
  path: (c: Ctx) => fc.Arbitrary<string>,
  keys: string[],
  signedIn = false,
): Endpoint => ({
  name,
  success: 'allowed',
  arb: (c) =>
    fc
      .tuple(path(c), hostileQuery(keys), signedIn ? fc.oneof(fc.constant(auth(c.me)), garbageAuth) : garbageAuth)
      .map(([p, q, h]) => ({ method: 'GET' as const, url: p + q, headers: { accept: 'application/json', ...h } })),
});

const ENDPOINTS: Endpoint[] = [
  simpleGet('GET /api/products/type/{type}', () => hostileSegment.map((s) => `/api/products/type/${s}`), [
    'limit',
    'offset',
  ]),
  simpleGet('GET /api/products/by-brand', () => fc.constant('/api/products/by-brand'), ['brand', 'limit', 'offset']),
  simpleGet('GET /api/products/by-category', () => fc.constant('/api/products/by-category'), [
    'category',
    'limit',
    'offset',
  ]),
  simpleGet('GET /products/getId/{id}', () => hostileSegment.map((s) => `/products/getId/${s}`), ['id']),
  simpleGet('GET /api/products/hybrid-search', () => fc.constant('/api/products/hybrid-search'), [
    'query',
    'searchType',
    'limit',
    'offset',
  ]),
  {
    name: 'POST /api/products/hybrid-search (multipart)',
    success: 'never',
    arb: () =>
      fc
        .tuple(
          fc.constantFrom(
            'image/png',
            'image/jpeg',
            'image/svg+xml',
            'text/html',
            'application/x-msdownload',
            'image/gif',
          ),
          fc.oneof(
            fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
            fc.constantFrom(
              Buffer.from('<svg onload="alert(1)"/>'),
              Buffer.from('MZ\x90\x00'),
              Buffer.from('%PDF-1.4'),
              Buffer.alloc(0),
            ),
          ),
          fc.constantFrom('image', 'file', 'image[]', '__proto__'),
          fc.constantFrom('a.png', '../../etc/passwd', 'x.svg', '', '\u202Egnp.exe'),
          fc.constantFrom('whole', 'truncated', 'no-boundary-header', 'two-files', 'many-fields', 'no-file', 'garbage'),
          ipv4,
        )
        .map(([type, bytes, field, filename, shape, ip]) => {
          const boundary = 'resilienceBoundary';
          const textPart = (name: string, value: string) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
          const filePart = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
          const fields =
            shape === 'many-fields'
              ? Array.from({ length: 12 }, (_, i) => textPart(`f${i}`, 'x')).join('')
              : textPart('searchType', 'image');
          const file = shape === 'no-file' ? [] : [Buffer.from(filePart), bytes, Buffer.from('\r\n')];
          const second = shape === 'two-files' ? [Buffer.from(filePart), bytes, Buffer.from('\r\n')] : [];
          const end = shape === 'truncated' ? '--' : `--${boundary}--\r\n`;
          const payload =
            shape === 'garbage' ? bytes : Buffer.concat([Buffer.from(fields), ...file, ...second, Buffer.from(end)]);
          return {
            method: 'POST' as const,
            url: '/api/products/hybrid-search',
            headers: {
              'content-type':
                shape === 'no-boundary-header' ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`,
              'x-fuzz-ip': ip,
            },
            payload,
          };
        }),
  },
  {
    name: 'POST /auth/user/signup',
    success: 'never',
    arb: () =>
      fc
        .tuple(anyBody(['name', 'email', 'password']), ipv4)
        .filter(([b]) => !isAccepted(signupRequestSchema, b))
        .map(([b, ip]) => ({
          method: 'POST' as const,
          url: '/auth/user/signup',
          headers: { ...json(b.contentType), 'x-fuzz-ip': ip },
          payload: b.payload,
        })),
  },
  {
    name: 'POST /auth/user/verify-otp',
    success: 'never',
    text: true,
    arb: () =>
      fc.tuple(formBody(['email', 'otp']), ipv4).map(([b, ip]) => ({
        method: 'POST' as const,
        url: '/auth/user/verify-otp',
        headers: { ...json(b.contentType), 'x-fuzz-ip': ip },
        payload: b.payload,
      })),
  },
  {
    name: 'POST /auth/user/resend-otp',
    success: 'allowed', // an unknown, well-formed e-mail may get the same answer as a known one
    text: true,
    arb: () =>
      fc.tuple(hostileQuery(['email']), ipv4).map(([q, ip]) => ({
        method: 'POST' as const,
        url: `/auth/user/resend-otp${q}`,
        headers: { 'x-fuzz-ip': ip },
      })),
  },
  {
    name: 'POST /auth/user/login',
    success: 'never',
    arb: () =>
      fc
        .tuple(anyBody(['email', 'password']), ipv4)
        .filter(([b]) => !isAccepted(loginSchema, b))
        .map(([b, ip]) => ({
          method: 'POST' as const,
          url: '/auth/user/login',
          headers: { ...json(b.contentType), 'x-fuzz-ip': ip },
          payload: b.payload,
        })),
  },
  {
    name: 'POST /auth/user/forgot-password',
    success: 'never',
    text: true,
    arb: () =>
      fc.tuple(hostileQuery(['email']), ipv4).map(([q, ip]) => ({
        method: 'POST' as const,
        url: `/auth/user/forgot-password${q}`,
        headers: { 'x-fuzz-ip': ip },
      })),
  },
  {
    name: 'POST /auth/user/verify-reset-otp',
    success: 'never',
    text: true,
    arb: () =>
      fc.tuple(hostileQuery(['email', 'otp']), ipv4).map(([q, ip]) => ({
        method: 'POST' as const,
        url: `/auth/user/verify-reset-otp${q}`,
        headers: { 'x-fuzz-ip': ip },
      })),
  },
  {
    name: 'POST /auth/user/reset-password',
    success: 'never',
    text: true,
    arb: () =>
      fc
        .tuple(anyBody(['email', 'resetToken', 'newPassword']), ipv4)
        .filter(([b]) => !isAccepted(resetPasswordRequestSchema, b))
        .map(([b, ip]) => ({
          method: 'POST' as const,
          url: '/auth/user/reset-password',
          headers: { ...json(b.contentType), 'x-fuzz-ip': ip },
          payload: b.payload,
        })),
  },
  simpleGet('GET /auth/user/profile', () => fc.constant('/auth/user/profile'), ['id', 'email'], true),
  {
    name: 'POST /auth/user/logout (garbage tokens)',
    success: 'never',
    arb: () =>
      fc.tuple(garbageAuth, anyBody(['token'])).map(([h, b]) => ({
        method: 'POST' as const,
        url: '/auth/user/logout',
        headers: { ...h, ...json(b.contentType) },
        payload: b.payload,
      })),
  },
  simpleGet('GET /cart', () => fc.constantFrom('/cart', '/api/cart'), ['userId', 'limit'], true),
  {
    name: 'POST /cart/add/{productId}',
    success: 'never',
    arb: (c) =>
      fc
        .tuple(
          fc.oneof(hostileSegment, fc.constant(INCART)),
          anyBody(['quantity', 'productId', 'userId']),
          fc.oneof({ weight: 4, arbitrary: fc.constant(auth(c.me)) }, { weight: 1, arbitrary: garbageAuth }),
        )
        .map(([id, b, h]) => ({
          method: 'POST' as const,
          url: `/cart/add/${id}`,
          headers: { ...h, ...json(b.contentType) },
          payload: b.payload,
        })),
  },
  {
    name: 'DELETE /cart/remove/{productId}',
    success: 'never',
    arb: (c) =>
      fc
        .tuple(
          hostileSegment.filter((s) => s !== INCART),
          fc.oneof(
            { weight: 4, arbitrary: fc.constant(auth(c.me)) },
            { weight: 1, arbitrary: fc.constant(auth(c.friend)) },
            { weight: 1, arbitrary: garbageAuth },
          ),
          hostileQuery(['userId']),
        )
        .map(([id, h, q]) => ({ method: 'DELETE' as const, url: `/cart/remove/${id}${q}`, headers: h })),
  },
  {
    name: 'DELETE /cart/clear',
    success: 'allowed', // the empty cart of `empty`: clearing it changes nothing
    arb: (c) =>
      fc
        .tuple(
          fc.oneof(fc.constant(auth(c.empty)), garbageAuth),
          hostileQuery(['userId', 'productId']),
          fc.oneof(noBody, jsonBody(['userId'])),
        )
        .map(([h, q, b]) => ({
          method: 'DELETE' as const,
          url: `/cart/clear${q}`,
          headers: { ...h, ...json(b.contentType) },
          payload: b.payload,
        })),
  },
  simpleGet('GET /cart/friends', () => fc.constant('/cart/friends'), ['userId', 'friendId'], true),
  simpleGet('GET /api/friends/search', () => fc.constant('/api/friends/search'), ['query'], true),
  {
    name: 'POST /api/friends/request/{userId}',
    success: 'never',
    arb: (c) =>
      fc
        .tuple(
          fc.oneof(hostileSegment, fc.constantFrom(c.me.id, c.friend.id, c.outsider.id)),
          fc.oneof(fc.constant(auth(c.me)), garbageAuth),
          fc.oneof(noBody, jsonBody(['userId'])),
        )
        .map(([id, h, b]) => ({
          method: 'POST' as const,
          url: `/api/friends/request/${id}`,
          headers: { ...h, ...json(b.contentType) },
          payload: b.payload,
        })),
  },
  simpleGet('GET /api/friends/requests', () => fc.constant('/api/friends/requests'), ['userId'], true),
  ...(['accept', 'reject'] as const).map((action): Endpoint => ({
    name: `POST /api/friends/${action}/{requestId}`,
    success: 'never',
    arb: (c) =>
      fc
        .tuple(
          fc.oneof(hostileSegment, fc.constant(c.sentRequestId)),
          fc.oneof(fc.constant(auth(c.me)), fc.constant(auth(c.friend)), garbageAuth),
          fc.oneof(noBody, jsonBody(['status'])),
        )
        .map(([id, h, b]) => ({
          method: 'POST' as const,
          url: `/api/friends/${action}/${id}`,
          headers: { ...h, ...json(b.contentType) },
          payload: b.payload,
        })),
  })),
  {
    name: 'DELETE /api/friends/{friendId}',
    success: 'never',
    arb: (c) =>
      fc
        .tuple(
          fc.oneof(hostileSegment, fc.constantFrom(c.outsider.id, c.me.id)),
          fc.oneof(fc.constant(auth(c.me)), garbageAuth),
        )
        .map(([id, h]) => ({ method: 'DELETE' as const, url: `/api/friends/${id}`, headers: h })),
  },
  // Shop with friends (ADR 1700): me has INCART in the cart and the wishlist; nothing generated
  // here can succeed (a real product already there, ids that are nobody's, never a friend's id).
  simpleGet('GET /api/wishlist', () => fc.constant('/api/wishlist'), ['userId'], true),
  simpleGet('GET /api/shares', () => fc.constant('/api/shares'), ['userId', 'limit'], true),
  simpleGet('GET /api/activity', () => fc.constant('/api/activity'), ['userId', 'since'], true),
  simpleGet('GET /api/friends/blocked', () => fc.constant('/api/friends/blocked'), ['userId'], true),
  simpleGet('GET /sitemap.xml and /robots.txt', () => fc.constantFrom('/sitemap.xml', '/robots.txt'), ['page']),
  ...(['POST', 'DELETE'] as const).map((method): Endpoint => ({
    name: `${method} /api/wishlist/{productId}`,
    success: 'never',
    arb: (c) =>
      fc
        .tuple(
          fc.oneof(hostileSegment, fc.constant(method === 'POST' ? INCART : 'p99999')),
          fc.oneof(noBody, jsonBody(['productId', 'userId'])),
          fc.oneof({ weight: 4, arbitrary: fc.constant(auth(c.me)) }, { weight: 1, arbitrary: garbageAuth }),
        )
        .map(([id, b, h]) => ({
          method,
          url: `/api/wishlist/${id}`,
          headers: { ...h, ...json(b.contentType) },
          payload: b.payload,
        })),
  })),
  {
    name: 'POST /api/shares',
    success: 'never',
    arb: (c) =>
      fc
        .tuple(
          fc.oneof(
            { weight: 4, arbitrary: anyBody(['productId', 'friendIds', 'note']) },
            {
              weight: 2,
              arbitrary: fc
                .tuple(hostileValue, fc.constantFrom([c.outsider.id], [c.me.id], [c.friend.id, c.outsider.id]))
                .map(([note, friendIds]) => ({
                  payload: JSON.stringify({ productId: INCART, friendIds, note }),
                  contentType: 'application/json',
                })),
            },
          ),
          fc.oneof({ weight: 4, arbitrary: fc.constant(auth(c.me)) }, { weight: 1, arbitrary: garbageAuth }),
        )
        .map(([b, h]) => ({
          method: 'POST' as const,
          url: '/api/shares',
          headers: { ...h, ...json(b.contentType) },
          payload: b.payload,
        })),
  },
  ...(['PUT', 'DELETE'] as const).map((method): Endpoint => ({
    name: `${method} /api/opinions/{ownerId}/{productId}`,
    success: 'never',
    arb: (c) =>
      fc
        .tuple(
          fc.oneof(hostileSegment, fc.constantFrom(c.me.id, c.outsider.id, c.empty.id)),
          fc.oneof(hostileSegment, fc.constant(INCART)),
          fc.oneof(
            { weight: 3, arbitrary: anyBody(['vote', 'comment']) },
            { weight: 1, arbitrary: fc.constant({ payload: '{"vote":"up"}', contentType: 'application/json' }) },
          ),
          fc.oneof({ weight: 4, arbitrary: fc.constant(auth(c.me)) }, { weight: 1, arbitrary: garbageAuth }),
        )
        .map(([owner, id, b, h]) => ({
          method,
          url: `/api/opinions/${owner}/${id}`,
          headers: { ...h, ...json(b.contentType) },
          payload: b.payload,
        })),
  })),
  {
    name: 'POST /api/activity/seen (garbage tokens)',
    success: 'never',
    arb: () =>
      fc.tuple(garbageAuth, anyBody(['seenAt', 'userId'])).map(([h, b]) => ({
        method: 'POST' as const,
        url: '/api/activity/seen',
        headers: { ...h, ...json(b.contentType) },
        payload: b.payload,
      })),
  },
  ...(['POST', 'DELETE'] as const).map((method): Endpoint => ({
    name: `${method} /api/friends/block/{userId}`,
    success: 'never',
    arb: (c) =>
      fc
        .tuple(
          fc.oneof(hostileSegment, fc.constant(method === 'POST' ? c.me.id : c.outsider.id)),
          fc.oneof(noBody, jsonBody(['userId'])),
          fc.oneof({ weight: 4, arbitrary: fc.constant(auth(c.me)) }, { weight: 1, arbitrary: garbageAuth }),
        )
        .map(([id, b, h]) => ({
          method,
          url: `/api/friends/block/${id}`,
          headers: { ...h, ...json(b.contentType) },
          payload: b.payload,
        })),
  })),
  simpleGet('GET /images/{id}', () => hostileSegment.map((s) => `/images/${s}`), ['w']),
  {
    name: 'unknown paths and methods',
    success: 'never',
    arb: (c) =>
      fc
        .tuple(
          fc.constantFrom('PUT', 'PATCH', 'DELETE', 'POST') as fc.Arbitrary<Req['method']>,
          fc.constantFrom(
            '/cart',
            '/auth/user/profile',
            '/api/products/by-brand',
            '/api/friends/requests',
            '/products/getId/p00001',
            '/api',
            '/admin',
            '/.env',
            '/api/users',
          ),
          fc.oneof(fc.constant(auth(c.me)), garbageAuth),
        )
        .map(([method, url, h]) => ({ method, url, headers: h })),
  },
];

// ---------------------------------------------------------------------------------------------

describe.each(DB_KINDS)('hostile input on %s', (kind) => {
  let t: TestApp;
  let ctx: Ctx;
  let total = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const q = rawQuery(t.database);
    const [me, empty, friend, outsider] = [
      await insertUser(q, { name: 'Fuzz Me' }),
      await insertUser(q),
      await insertUser(q),
      await insertUser(q),
    ];
    await q('INSERT INTO cart_items (user_id, product_id, quantity) VALUES ($1, $2, 1)', [me!.id, INCART]);
    await q('INSERT INTO wishlist_items (user_id, product_id) VALUES ($1, $2)', [me!.id, INCART]);
    const [a, b] = [me!.id, friend!.id].sort();
    await q('INSERT INTO friendships (user_a, user_b) VALUES ($1, $2)', [a, b]);
    const { rows } = await q('INSERT INTO friend_requests (sender_id, recipient_id) VALUES ($1, $2) RETURNING id', [
      me!.id,
      outsider!.id,
    ]);
    ctx = { me: me!, empty: empty!, friend: friend!, outsider: outsider!, sentRequestId: String(rows[0]!.id) };
  });
  afterAll(async () => {
    console.info(`hostile input on ${kind}: ${total} generated requests`);
    await t?.close();
  });

  it.each(ENDPOINTS.map((e) => [e.name, e] as const))(
    '%s: never a 5xx, a clear 4xx, no changed row',
    async (_name, endpoint) => {
      const q = rawQuery(t.database);
      const before = await snapshotRows(q);
      const problems = new Map<string, string>();
      const note = (key: string, detail: string) => {
        if (problems.size < 12 && !problems.has(key)) problems.set(key, detail);
      };
      let requests = 0;
      await fc.assert(
        fc.asyncProperty(endpoint.arb(ctx), async (req) => {
          requests++;
          const { 'x-fuzz-ip': ip, ...headers } = req.headers;
          const started = performance.now();
          const res = await t.app.inject({
            method: req.method,
            url: req.url,
            headers,
            payload: req.payload,
            // A different client address per request: the rate limits would otherwise answer 429
            // before validation ever runs, and the point here is the validation.
            remoteAddress: ip ?? '127.0.0.1',
          });
          const ms = performance.now() - started;
          const describeReq = `${req.method} ${req.url.slice(0, 160)} ${JSON.stringify(headers).slice(0, 120)} body=${String(req.payload ?? '').slice(0, 120)}`;
          if (res.statusCode >= 500)
            note(
              // One entry per kind of request that broke: content type and the body's last bytes.
              `5xx:${res.statusCode}:${headers['content-type'] ?? ''}:${String(req.payload ?? '').slice(-12)}`,
              `${res.statusCode} ${res.body.slice(0, 200)} <- ${describeReq} ... ${JSON.stringify(String(req.payload ?? '').slice(-40))}`,
            );
          if (res.statusCode < 400 && endpoint.success === 'never')
            note(`2xx:${res.statusCode}`, `${res.statusCode} ${res.body.slice(0, 200)} <- ${describeReq}`);
          if (res.statusCode >= 400) {
            const problem = errorBodyProblem(res.headers['content-type'] as string | undefined, res.body);
            if (problem)
              note(
                `body:${res.statusCode}:${problem.replace(/\d+/g, '#').slice(0, 40)}`,
                `${res.statusCode} ${problem} <- ${describeReq}`,
              );
            if (
              endpoint.text &&
              ![401, 404, 405, 413, 415].includes(res.statusCode) &&
              !String(res.headers['content-type']).startsWith('text/plain')
            ) {
              note(
                `text:${res.statusCode}`,
                `${res.statusCode} error not text/plain (${String(res.headers['content-type'])}) <- ${describeReq}`,
              );
            }
            if (res.statusCode === 429 && !res.headers['retry-after'])
              note('429-retry-after', `429 without Retry-After <- ${describeReq}`);
          }
          if (
            typeof req.payload !== 'undefined' &&
            Buffer.byteLength(req.payload) > BODY_LIMIT + 1024 &&
            res.statusCode < 400
          ) {
            note('oversized', `${res.statusCode} for a ${Buffer.byteLength(req.payload)}-byte body <- ${describeReq}`);
          }
          if (ms > 3000) note(`slow:${endpoint.name}`, `${Math.round(ms)} ms <- ${describeReq}`);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      total += requests;
      const after = await snapshotRows(q);
      expect([...problems.values()]).toEqual([]);
      expect(after, 'no row changed').toEqual(before);
    },
  );

  it('sent at least 10,000 generated requests', () => {
    expect(total).toBeGreaterThanOrEqual(Math.min(10_000, RUNS * ENDPOINTS.length));
  });
});
