// The server's configuration: exactly the environment variables the README's table lists, parsed once.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import webPush from 'web-push';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => URL.canParse(v) && protocols.includes(new URL(v).protocol), {
      message: `must start with ${protocols.join(' or ')}`,
    });

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** `10.0.0.1`, `10.0.0.0/8`, `fd00::/8`, or a range name: one entry of a TRUST_PROXY list. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * The proxies in front (ADR 2610): off, a hop count, or the proxies' addresses and CIDRs. The
 * client is the right-most `X-Forwarded-For` entry a trusted proxy did not write. "true" (the old
 * spelling) is one hop: trusting every entry let a client choose its own address.
 */
const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  const v = value.trim().toLowerCase();
  if (['0', 'false', 'off', 'no'].includes(v)) return false;
  if (['true', 'on', 'yes'].includes(v)) return 1;
  if (/^\d{1,2}$/.test(v)) return Number(v) || false;
  const entries = v.split(',').map((e) => e.trim());
  if (entries.every(isProxyEntry)) return entries;
  ctx.addIssue({
    code: 'custom',
    message: 'must be a hop count (1 for one proxy in front) or a comma-separated list of proxy addresses or CIDRs',
  });
  return z.NEVER;
});

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  // The store's own name as the sender a shopper sees in the inbox.
  MAIL_FROM: z.string().min(3).default('Saath <no-reply@saath.local>'),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WAITLIST_URL: url(['https:', 'http:']).default('https://forms.example.com/storefront-waitlist'),
  TRUST_PROXY: trustProxy.default(false),
  // Off: no image variants are made in the background after start; each is made on its first request.
  PRERENDER_IMAGES: booleanFlag.default(true),
  OPERATOR_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  AFFILIATE_QUERY: z
    .string()
    .max(500)
    .regex(/^[^?#\s]*$/, 'must be a query string without "?", "#" or spaces (e.g. utm_source=saath&aff=123)')
    .default(''),
  // Suggestion requests a minute per client address (one per keystroke, debounced; ADR 1600).
  SUGGEST_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(300),
  PUBLIC_URL: url(['https:', 'http:']).optional(),
  // Hosts a feed may be fetched from although they are not public (ADR 1422): "host" or "host:port", comma-separated.
  IMPORT_ALLOW_HOSTS: z
    .string()
    .max(2000)
    .transform((text, ctx) => {
      try {
        return parseAllowList(text);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    })
    .default([]),
  // The store's VAPID key pair (Web Push, ADR 3100): both or neither; generated into DATA_DIR when unset.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key, base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .refine((v) => /^mailto:[^\s@]+@[^\s@]+$/.test(v) || (URL.canParse(v) && new URL(v).protocol === 'https:'), {
      message: 'must be a mailto: address or an https URL of the operator',
    })
    .optional(),
  // Push services let through although not https on a public host: tests only (refused in production).
  PUSH_TEST_ORIGINS: z
    .string()
    .max(2000)
    .transform((text, ctx) => {
      const origins = text
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean);
      for (const origin of origins)
        if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
          ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin (scheme://host:port)` });
          return z.NEVER;
        }
      return origins;
    })
    .default([]),
});

/** One entry of IMPORT_ALLOW_HOSTS: a lower-case host name or IP (IPv6 without brackets), and a port when given. */
export interface AllowedHost {
  host: string;
  port: number | undefined;
}

/** Parses `mirror.example, 127.0.0.1:8080, [::1]:9000`; throws on an entry that is no host. */
export function parseAllowList(text: string): AllowedHost[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      // A bare IPv6 address has colons of its own; anything else the URL parser reads as host[:port].
      const authority = isIP(entry) === 6 ? `[${entry}]` : entry;
      const url = URL.canParse(`http://${authority}`) ? new URL(`http://${authority}`) : undefined;
      const port = /:(\d{1,5})$/.exec(authority)?.[1];
      if (!url || url.username || url.password || url.pathname !== '/' || url.search || url.hash || !url.hostname)
        throw new Error(`"${entry}" is not a host or host:port`);
      // The URL parser drops a port that is the scheme's default: keep what was written.
      return { host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port: port === undefined ? undefined : Number(port) };
    });
}

/**
 * Per client address on text search: a person types far fewer searches than this, a script
 * flooding costly queries gets a 429 (ADR 1300). Suggestions have their own, SUGGEST_RATE_LIMIT.
 */
export const PUBLIC_SEARCH_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

/** Off, how many proxies stand in front, or their addresses and CIDRs. */
export type TrustProxy = false | number | string[];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  appSecret: string;
  waitlistUrl: string;
  trustProxy: TrustProxy;
  /** Render stored images' missing variants in the background after start (modules/images/prerender.ts). */
  prerenderImages: boolean;
  /** Bearer token of the operator routes (feed imports); generated into DATA_DIR when unset. */
  operatorToken: string;
  /** Merged into every click-out's link (`utm_source=saath&aff=123`); empty for none. */
  affiliateQuery: string;
  suggestRateLimit: number;
  /**
   * The store's public address (https://saath.example), for absolute links in link previews,
   * the sitemap and robots.txt; unset, the server's own http://localhost:PORT (ADR 2613).
   */
  publicUrl: string | undefined;
  /** Hosts a feed and its pictures may come from although they are not public (ADR 1422). */
  importAllowHosts: readonly AllowedHost[];
  /** The VAPID key pair (base64url) and subject of the store's Web Push messages (ADR 3100). */
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** Origins a push endpoint may have although not https on a public host: tests only. */
  pushTestOrigins: readonly string[];
  /** Injectable clock: tests move time forward to check expiry. */
  now: () => number;
  /** Where the built web app lives; tests may point elsewhere. */
  webDistDir: string;
  logLevel: 'silent' | 'info';
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .filter((k) => env[k] !== undefined && env[k] !== '')
      .map((k) => [k, env[k]]),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid environment variable ${name}: ${issue.message} (got "${String(env[name])}")`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY)
    throw new ConfigError(
      'Invalid environment variable VAPID_PRIVATE_KEY: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    );
  if (e.PUSH_TEST_ORIGINS.length && env.NODE_ENV === 'production')
    throw new ConfigError('Invalid environment variable PUSH_TEST_ORIGINS: tests only, never with NODE_ENV=production');
  const publicUrl = e.PUBLIC_URL?.replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    appSecret: e.APP_SECRET ?? readOrCreateSecret(dataDir, 'app-secret'),
    operatorToken: e.OPERATOR_TOKEN ?? readOrCreateSecret(dataDir, OPERATOR_TOKEN_FILE),
    affiliateQuery: e.AFFILIATE_QUERY.replace(/^&+/, ''),
    waitlistUrl: e.WAITLIST_URL,
    trustProxy: e.TRUST_PROXY,
    prerenderImages: e.PRERENDER_IMAGES,
    suggestRateLimit: e.SUGGEST_RATE_LIMIT,
    publicUrl,
    importAllowHosts: e.IMPORT_ALLOW_HOSTS,
    vapid: {
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : readOrCreateVapidKeys(dataDir)),
      subject: e.VAPID_SUBJECT ?? defaultVapidSubject(publicUrl),
    },
    pushTestOrigins: e.PUSH_TEST_ORIGINS,
    now: Date.now,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    logLevel: 'info',
  };
}

/** Where the operator token lives when OPERATOR_TOKEN is unset: `npm run import` reads it there. */
export const OPERATOR_TOKEN_FILE = 'operator-token';

/** A secret unset in the environment: generated once into DATA_DIR and kept across restarts. */
export function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process created it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    return readFileSync(file, 'utf8').trim();
  }
}

/** The VAPID key pair unset in the environment: generated once into DATA_DIR, like the secrets. */
function readOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  const read = () => JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  try {
    return read();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const { publicKey, privateKey } = webPush.generateVAPIDKeys();
    try {
      writeFileSync(file, JSON.stringify({ publicKey, privateKey }), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    return read();
  }
}

export const VAPID_KEYS_FILE = 'vapid-keys.json';

/** Push services want a way to reach the operator: the store's https address, or a mailbox there. */
function defaultVapidSubject(publicUrl: string | undefined): string {
  if (publicUrl?.startsWith('https:')) return publicUrl;
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';
  return `mailto:alerts@${host}`;
}
