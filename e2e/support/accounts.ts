// Account helpers for browser journeys: sign a user up through the real API (reading the code
// from the dev outbox), log in through the API, and put a session into the browser.
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { waitForCode } from '../../test-support/mail';

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
  const started = Date.now();
  await expectOk(
    await withRetry(() =>
      request.post('/auth/user/signup', { data: { name: user.name, email, password: user.password } }),
    ),
    'sign-up',
  );
  const otp = await waitForCode(dataDir, email, started, 5_000);
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
