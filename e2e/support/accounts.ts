// Account helpers for browser journeys: sign a user up through the real API (reading the code
// from the dev outbox), log in through the API, and put a session into the browser.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';

export interface AccountUser {
  name: string;
  email: string;
  password: string;
}

export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

/** The decoded text/plain part of a raw e-mail (nodemailer's output: 7bit, QP or base64). */
export function textPartOf(raw: string): string {
  const message = raw.replace(/\r\n/g, '\n');
  const split = message.indexOf('\n\n');
  const headers = split < 0 ? message : message.slice(0, split);
  const body = split < 0 ? '' : message.slice(split + 2);
  const unfolded = headers.replace(/\n[ \t]+/g, ' ');
  const type = /^content-type:\s*([^\n]*)/im.exec(unfolded)?.[1] ?? 'text/plain';
  const boundary = /boundary="?([^";\n]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const found = textPartOf(part.replace(/^\n/, ''));
      if (found) return found;
    }
    return '';
  }
  if (!/^text\/plain/i.test(type)) return '';
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(unfolded)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    return body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  }
  return body;
}

/** The 4-digit code standing alone on a line of the text part. */
export function codeFromMessage(raw: string): string {
  const code = /^\s*(\d{4})\s*$/m.exec(textPartOf(raw))?.[1];
  if (!code) throw new Error('no 4-digit code in the e-mail');
  return code;
}

/** The newest .eml saved for this address under `${dataDir}/outbox` (no SMTP_URL). */
export function latestOutboxMessage(dataDir: string, email: string): string | null {
  const dir = path.join(dataDir, 'outbox');
  const suffix = `-${email.toLowerCase().replace(/[^a-z0-9@.-]/gi, '_')}.eml`;
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(suffix));
  } catch {
    return null;
  }
  const newest = files.sort().at(-1);
  return newest ? readFileSync(path.join(dir, newest), 'utf8') : null;
}

/** Waits (briefly) for a mail to this address newer than `after`, and returns its code. */
export async function waitForOutboxCode(dataDir: string, email: string, after: string | null = null): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const message = latestOutboxMessage(dataDir, email);
    if (message && message !== after) return codeFromMessage(message);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code e-mail arrived for ${email}`);
}

/** Journeys share one server address: honour a 429's Retry-After instead of failing. */
async function withRetry(call: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 0; ; attempt++) {
    const res = await call();
    if (res.status() !== 429 || attempt >= 3) return res;
    const wait = Math.min(Number(res.headers()['retry-after'] ?? '5'), 65);
    await new Promise((r) => setTimeout(r, wait * 1000));
  }
}

async function expectOk(res: APIResponse, what: string): Promise<void> {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
}

/** Signs a user up and verifies the e-mailed code: afterwards they can log in. */
export async function signUpViaApi(request: APIRequestContext, dataDir: string, user: AccountUser): Promise<void> {
  const email = user.email.trim().toLowerCase();
  const before = latestOutboxMessage(dataDir, email);
  await expectOk(
    await withRetry(() =>
      request.post('/auth/user/signup', { data: { name: user.name, email, password: user.password } }),
    ),
    'sign-up',
  );
  const otp = await waitForOutboxCode(dataDir, email, before);
  await expectOk(await withRetry(() => request.post('/auth/user/verify-otp', { form: { email, otp } })), 'verify-otp');
}

export async function loginViaApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ token: string; user: SessionUser }> {
  const res = await withRetry(() => request.post('/auth/user/login', { data: { email, password } }));
  await expectOk(res, 'login');
  const body = (await res.json()) as { token: string; user: SessionUser };
  return { token: body.token, user: body.user };
}

/** Stores the session the way the login screen does (authToken, token, user). */
export async function loginInBrowser(page: Page, token: string, user: SessionUser): Promise<void> {
  await page.goto('/home');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token, user },
  );
}

let counter = 0;
/** A fresh, unique shopper for a journey. */
export function newAccount(name = 'Journey Shopper'): AccountUser {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { name, email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${tag}@example.com`, password: 'Shop#1234' };
}
