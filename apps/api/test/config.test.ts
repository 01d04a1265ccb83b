import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const made: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-config-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    const dataDir = tmp();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.prerenderImages).toBe(true);
    expect(config.waitlistUrl).toMatch(/^https:\/\//);
  });

  it('defaults DATA_DIR to ./.data', () => {
    const cwd = process.cwd();
    const dir = tmp();
    process.chdir(dir);
    try {
      expect(loadConfig({}).dataDir).toBe(path.join(dir, '.data'));
    } finally {
      process.chdir(cwd);
    }
  });

  it('generates APP_SECRET once into DATA_DIR and keeps it', () => {
    const dataDir = tmp();
    const first = loadConfig({ DATA_DIR: dataDir }).appSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(path.join(dataDir, 'app-secret'))).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir }).appSecret).toBe(first);
    expect(readFileSync(path.join(dataDir, 'app-secret'), 'utf8')).toBe(first);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: tmp(),
      DATABASE_URL: 'postgres://u@localhost:5432/db',
      SMTP_URL: 'smtp://localhost:2525',
      MAIL_FROM: 'Shop <shop@example.com>',
      REDIS_URL: 'redis://127.0.0.1:6379',
      APP_SECRET: 'x'.repeat(40),
      WAITLIST_URL: 'https://example.com/wait',
      TRUST_PROXY: 'true',
      PRERENDER_IMAGES: 'off',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@localhost:5432/db',
      smtpUrl: 'smtp://localhost:2525',
      mailFrom: 'Shop <shop@example.com>',
      redisUrl: 'redis://127.0.0.1:6379',
      appSecret: 'x'.repeat(40),
      waitlistUrl: 'https://example.com/wait',
      trustProxy: 1,
      prerenderImages: false,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SMTP_URL', 'not a url'],
    ['REDIS_URL', 'http://localhost'],
    ['APP_SECRET', 'short'],
    ['WAITLIST_URL', 'javascript:alert(1)'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1, nginx'],
    ['TRUST_PROXY', '256.0.0.1'],
    ['TRUST_PROXY', '100'],
    ['PRERENDER_IMAGES', 'later'],
  ])('a bad %s stops start-up with a one-line message naming it', (name, value) => {
    const attempt = () => loadConfig({ DATA_DIR: tmp(), [name]: value });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain(name);
      expect(message).not.toContain('\n');
    }
  });

  it.each([
    ['off', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    // The old spelling: one proxy in front, never "trust whatever the client wrote".
    ['true', 1],
    ['10.0.0.1', ['10.0.0.1']],
    [' 127.0.0.1 , 10.0.0.0/8,fd00::/8 ', ['127.0.0.1', '10.0.0.0/8', 'fd00::/8']],
    ['loopback, 192.168.0.0/16', ['loopback', '192.168.0.0/16']],
  ])('TRUST_PROXY=%j is %j (ADR 2610)', (value, expected) => {
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });
});
