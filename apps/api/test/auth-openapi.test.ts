// The account routes appear in the OpenAPI document with their schemas.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('pglite', { build: { seedDemo: false } });
});
afterAll(async () => t?.close());

it('documents every account route', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
  expect(res.statusCode).toBe(200);
  const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
  for (const p of [
    'signup',
    'verify-otp',
    'resend-otp',
    'login',
    'forgot-password',
    'verify-reset-otp',
    'reset-password',
    'profile',
    'logout',
  ]) {
    expect(paths).toContain(`/auth/user/${p}`);
  }
});
