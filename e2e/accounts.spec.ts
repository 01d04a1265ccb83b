// The account journey in a real browser against the real server, with mail going through a
// real SMTP server started here: sign up, read the code from the mail, sign in, sign out,
// reset the password and sign in with the new one.
import { expect, test, type Page } from '@playwright/test';
import { codeFromMessage, startSmtp } from '../test-support/mail';
import { startServer, type RunningServer } from '../test-support/server';
import { newAccount } from './support/accounts';
import { SCREENS } from './support/screens';

/** A step that hashes a password (argon2id) or sends a mail: seconds on a busy 2-core machine. */
const SERVER_WORK_MS = 15_000;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: RunningServer;

test.beforeAll(async () => {
  // As long as the worker fixture allows a server (fixtures.ts): on two busy cores a fresh
  // server with the demo catalogue took over the 60 s a test gets, and the run failed.
  test.setTimeout(120_000);
  smtp = await startSmtp();
  server = await startServer({ SMTP_URL: smtp.url });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** Waits for mail number `n` (1-based) to this address and returns its code. */
async function codeFromInbox(email: string, n: number): Promise<string> {
  await expect
    .poll(() => smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(n);
  return codeFromMessage(smtp.received.filter((m) => m.to.includes(email))[n - 1]!.raw);
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 4', { exact: true }).click();
  await page.keyboard.type(code);
  // The fourth digit sends the code: no tap on Verify (what follows shows it was sent).
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('sign up with an e-mailed code, sign in, sign out, reset the password, sign in again @desktop', async ({
  page,
}) => {
  const account = newAccount('Asha Rao');
  const url = (path: string) => `${server.url}${path}`;

  // Sign up.
  await page.goto(url('/signup'));
  await page.getByLabel('Full name', { exact: true }).fill(account.name);
  await page.getByLabel('Email address', { exact: true }).fill(account.email.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await expect(page.getByTestId('strength-label')).toHaveText('Strong');
  await page.getByLabel('Confirm password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByText(/Resend OTP in [45]:\d\d/)).toBeVisible();
  // The address wraps only between its parts, never mid-word.
  await page.screenshot({ path: `${SCREENS}/otp-${page.viewportSize()!.width}.png` });

  // The code from the real SMTP server.
  await typeCode(page, await codeFromInbox(account.email, 1));
  // Without MAIL_FROM, the mail comes from the store by its own name.
  expect(smtp.received.find((m) => m.to.includes(account.email))!.raw).toMatch(/^From: Saath </m);
  await expect(page.getByText('Account created successfully! Please sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: SERVER_WORK_MS });

  // Sign in.
  await logIn(page, account.email, account.password);
  await expect(page.getByText('Login successful!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/home$/, { timeout: SERVER_WORK_MS });
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(token).toBeTruthy();

  // Signed in, /login says so and stays.
  await page.goto(url('/login'));
  await expect(page.getByText('Already logged in.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Sign out from the profile: the server revokes the token, the browser forgets everything.
  await page.goto(url('/profile'));
  await expect(page.getByTestId('profile-name')).toHaveText(account.name);
  await expect(page.getByTestId('profile-email')).toHaveText(account.email);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  const revoked = await page.request.get(url('/auth/user/profile'), { headers: { authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(401);

  // Forgot password → reset code → new password.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/verify-reset-otp$/, { timeout: SERVER_WORK_MS });
  await typeCode(page, await codeFromInbox(account.email, 2));
  await expect(page).toHaveURL(/\/reset-password$/, { timeout: SERVER_WORK_MS });
  const newPassword = 'Fresh#Start42';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: SERVER_WORK_MS });

  // The old password no longer works; the new one does.
  await logIn(page, account.email, account.password);
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: SERVER_WORK_MS });

  // And the side menu signs out too.
  // Signed in, the menu offers Logout and not Login.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Login' })).toHaveCount(0);
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('account screens without their navigation state go back where they belong', async ({ page }) => {
  await page.goto(`${server.url}/verify-otp`);
  await expect(page).toHaveURL(/\/signup$/);
  await page.goto(`${server.url}/verify-reset-otp`);
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.goto(`${server.url}/reset-password`);
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.goto(`${server.url}/profile`);
  await expect(page.getByText('Not logged in')).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
