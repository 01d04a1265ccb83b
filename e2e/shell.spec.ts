import { expect, test } from './fixtures';

test('the shell: tab bar, side menu, unknown paths go to the landing page', async ({ page, cspViolations }) => {
  await page.goto('/home');
  const tabs = page.getByRole('navigation', { name: 'Main' });
  await expect(tabs.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Search' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Cart' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Profile' })).toBeVisible();

  await tabs.getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search$/);

  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  expect(cspViolations).toEqual([]);
});

test('security headers on the served app', async ({ request }) => {
  const res = await request.get('/home', { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(200);
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
});
