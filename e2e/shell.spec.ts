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

test('the side menu opens from the home header and the overlay closes it', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveCSS('width', '320px');
  for (const name of ['Search', 'Cart', 'Profile', 'Login', 'Logout']) {
    await expect(menu.getByRole(name === 'Logout' ? 'button' : 'link', { name })).toBeVisible();
  }
  await page.getByTestId('side-menu-overlay').click({ position: { x: 370, y: 400 } });
  await expect(menu).not.toBeInViewport();
});
