import { expect, test } from './fixtures';
import { SCREENS } from './support/screens';

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

test('the side menu opens from the home header and the overlay closes it @desktop', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveCSS('width', '320px');
  // Signed out: Login, not Logout (signed in, the other way round: accounts.spec.ts).
  for (const name of ['Search', 'Cart', 'Profile', 'Login']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  // The categories, Women's and Men's, each to its listing.
  const categories = menu.getByRole('navigation', { name: 'Categories' });
  await expect(categories.getByRole('heading', { name: 'Women', exact: true })).toBeVisible();
  await expect(categories.getByRole('heading', { name: 'Men', exact: true })).toBeVisible();
  await expect(categories.getByRole('link', { name: 'Dresses' })).toHaveAttribute('href', '/explore/dressesW');
  await page.screenshot({ path: `${SCREENS}/menu-${page.viewportSize()!.width}.png` });
  await page.getByTestId('side-menu-overlay').click({ position: { x: 370, y: 400 } });
  await expect(menu).not.toBeInViewport();
  // A category goes to its listing and closes the menu.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await categories.getByRole('link', { name: 'Shirts', exact: true }).click();
  await expect(page).toHaveURL(/\/explore\/shirtsMen$/);
  await expect(menu).not.toBeInViewport();
});

test('the Women/Men choice survives a listing and Back @desktop', async ({ page }) => {
  await page.goto('/home');
  const pill = page.getByRole('group', { name: 'Shop for' });
  await pill.getByRole('button', { name: 'Men', exact: true }).click();
  await expect(page).toHaveURL(/\/home\?for=men$/);
  await expect(page.getByRole('heading', { name: 'MEN CATEGORIES' })).toBeVisible();
  await page.getByRole('link', { name: 'Trousers', exact: true }).click();
  await expect(page).toHaveURL(/\/explore\/trousersMen$/);
  await page.goBack();
  await expect(pill.getByRole('button', { name: 'Men', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'MEN CATEGORIES' })).toBeVisible();
  // A reload keeps it too; Women is the address without the choice.
  await page.reload();
  await expect(pill.getByRole('button', { name: 'Men', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await pill.getByRole('button', { name: 'Women', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
});
