// The server's configuration: exactly the environment variables of ARCHITECTURE.md, parsed once.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('Storefront <no-reply@storefront.local>'),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WAITLIST_URL: url(['https:', 'http:']).default('https://forms.example.com/storefront-waitlist'),
  TRUST_PROXY: booleanFlag.default(false),
});

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
  trustProxy: boolean;
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
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    appSecret: e.APP_SECRET ?? readOrCreateSecret(dataDir),
    waitlistUrl: e.WAITLIST_URL,
    trustProxy: e.TRUST_PROXY,
    now: Date.now,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    logLevel: 'info',
  };
}

/** APP_SECRET unset: one secret is generated into DATA_DIR and kept across restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
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
