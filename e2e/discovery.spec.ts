// Discovery in a real browser on both projects (390×844 phone, 1280×800 desktop): filter and sort
// a listing, share its URL (a new page opens it as it was), reload, open a product and come Back
// to the same filters and scroll position; the same for a search; suggestions as you type.
import type { Page } from '@playwright/test';
import { test, expect, waitUntilLiveOnNavigation } from './fixtures';
import { SCREENS } from './support/screens';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/** The filter panel: on a phone, the sheet the Filters button opens. */
async function openFilters(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: /^Filters/ }).click();
    return page.getByRole('dialog', { name: 'Filters' });
  }
  return page.getByTestId('filter-panel');
}

async function closeFilters(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: /^Show [\d,]+ products$/ }).click();
}

const countText = (page: Page) => page.getByText(/^[\d,]+ products?$/);
const countOf = async (page: Page) => Number((await countText(page).textContent())!.replace(/\D/g, ''));

test('filter, sort, share, reload and Back keep the listing as the shopper left it @desktop', async ({
  page,
  context,
}) => {
  await page.goto('/explore/casualWomen');
  const all = await countOf(page);

  // A brand with its count: picking it gives exactly that many.
  let panel = await openFilters(page);
  const brand = panel.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first();
  const brandLabel = (await brand.locator('xpath=..').innerText()).split('\n');
  const brandName = brandLabel[0]!.trim();
  const brandCount = Number(brandLabel.at(-1)!.replace(/\D/g, ''));
  await brand.check();
  await expect(page).toHaveURL(new RegExp(`brand=${encodeURIComponent(brandName).replace(/%20/g, '(\\+|%20)')}`));
  await closeFilters(page);
  await expect(countText(page)).toHaveText(new RegExp(`^${brandCount.toLocaleString('en-IN')} products?$`));
  expect(brandCount).toBeLessThan(all);

  // A minimum discount narrows it further (or keeps it), and the chip shows it.
  panel = await openFilters(page);
  await panel.getByRole('checkbox', { name: /10% and more/ }).check();
  await closeFilters(page);
  await expect(page).toHaveURL(/minDiscount=10/);
  await expect(page.getByRole('button', { name: 'Remove filter 10% and more' })).toBeVisible();

  // Sort: cheapest first.
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  // Each card's own price: the first amount on it (the struck original comes after).
  const prices = () =>
    page
      .locator('main ul li a[href^="/products/"]')
      .evaluateAll((cards) => cards.map((c) => Number(/₹([\d,]+)/.exec(c.textContent ?? '')?.[1]?.replace(/,/g, ''))));
  await expect(async () => {
    const p = await prices();
    expect(p.length).toBeGreaterThan(1);
    expect(p).toEqual([...p].sort((x, y) => x - y));
  }).toPass({ timeout: 15_000 });
  const filteredCount = await countOf(page);
  const url = page.url();

  // Shared: another tab opens the same listing.
  const other = waitUntilLiveOnNavigation(await context.newPage());
  await other.goto(url);
  await expect(other.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect(other.getByText(/^[\d,]+ products?$/)).toHaveText((await countText(page).textContent())!);
  await other.close();

  // Reload keeps it.
  await page.reload();
  expect(await countOf(page)).toBe(filteredCount);
  await expect(page.getByRole('button', { name: `Remove filter ${brandName}` })).toBeVisible();

  // Scroll down, open a product, come Back: same filters, same place.
  const cards = page.locator('main ul li a[href^="/products/"]');
  const target = cards.nth(Math.min(5, (await cards.count()) - 1));
  await target.scrollIntoViewIfNeeded();
  const y = await page.evaluate(() => window.scrollY);
  await target.click();
  await expect(page).toHaveURL(/\/products\//);
  await page.goBack();
  await expect(page).toHaveURL(url);
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(Math.max(0, y - 50));

  // Clear all returns to the whole listing.
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(countText(page)).toHaveText(new RegExp(`^${all.toLocaleString('en-IN')} products$`));
});

test('search: a filter and a sort stay through a reload, and Back from a product returns to them @desktop', async ({
  page,
}) => {
  await page.goto('/search');
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search products' });
  await box.fill('kurta');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=kurta$/);
  const results = page.getByText(/^[\d,]+ results? for “kurta”$/);
  const resultsOf = async () => Number((await results.textContent())!.split(' ')[0]!.replace(/\D/g, ''));
  const all = await resultsOf();

  // A brand and its count among the search's own results: picking it gives exactly that many.
  const panel = await openFilters(page);
  const brand = panel.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first();
  const brandLabel = (await brand.locator('xpath=..').innerText()).split('\n');
  const brandName = brandLabel[0]!.trim();
  const brandCount = Number(brandLabel.at(-1)!.replace(/\D/g, ''));
  await brand.check();
  await expect(page).toHaveURL(new RegExp(`brand=${encodeURIComponent(brandName).replace(/%20/g, '(\\+|%20)')}`));
  await closeFilters(page);
  const filteredText = new RegExp(`^${brandCount.toLocaleString('en-IN')} results? for “kurta”$`);
  await expect(results).toHaveText(filteredText);
  expect(brandCount).toBeLessThanOrEqual(all);

  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page).toHaveURL(/q=kurta/);
  const url = page.url();

  // Reload: the URL keeps the filter and sort, and the results are still the filtered ones.
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(results).toHaveText(filteredText);
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect(page.getByRole('button', { name: `Remove filter ${brandName}` })).toBeVisible();
  const cards = page.locator('main ul li a[href^="/products/"]');
  await expect(cards.first()).toContainText(brandName);

  // A product and Back: the same filtered, sorted search.
  await cards.first().click();
  await expect(page).toHaveURL(/\/products\//);
  await page.goBack();
  await expect(page).toHaveURL(url);
  await expect(results).toHaveText(filteredText);
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect(page.getByRole('button', { name: `Remove filter ${brandName}` })).toBeVisible();
});

test('the server draws a filtered listing', async ({ page }) => {
  const res = await page.request.get('/explore/casualWomen?minDiscount=30&sort=price_desc', {
    headers: { accept: 'text/html' },
  });
  const html = await res.text();
  expect(html).toMatch(/data-ssr/);
  expect(html).toMatch(/minDiscount=30/); // the first-screen data carries the listing's query
});

test('the server draws a filtered search under the key the browser asks for', async ({ page }) => {
  const res = await page.request.get('/search?q=kurta&minDiscount=30&sort=price_desc', {
    headers: { accept: 'text/html' },
  });
  const html = await res.text();
  expect(html).toMatch(/data-ssr/);
  expect(html).toContain('"params":"minDiscount=30&sort=price_desc"');

  // Hydration finds that page in its cache: the browser does not ask for the results again.
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/products/hybrid-search')) searches.push(r.url());
  });
  await page.goto('/search?q=kurta&minDiscount=30&sort=price_desc');
  await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');
  await expect(page.getByText(/^[\d,]+ results? for “kurta”$/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(searches).toEqual([]);
});

test('suggestions as you type: a brand opens its listing', async ({ page }) => {
  await page.goto('/search');
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search products' });
  await box.fill('zar');
  const zara = page.getByRole('option', { name: /Zara/ }).first();
  await expect(zara).toBeVisible();
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await zara.click();
  await expect(page).toHaveURL(/\/explore\/Zara$/);
  await expect(page.getByRole('heading', { name: 'Zara', level: 1 })).toBeVisible();
});

test('on a desktop the filter panel stays beside the products, under the header, and scrolls on its own @desktop', async ({
  page,
}) => {
  test.skip(isPhone(page), 'a phone has the bottom sheet');
  // A search with many colours, so that the last is far down the panel.
  for (const url of ['/explore/casualWomen', '/search?q=dress']) {
    await page.goto(url);
    const panel = page.getByTestId('filter-panel');
    // A value far down the panel: ticking it scrolls the panel, not the page.
    await panel.getByRole('group', { name: 'Colour' }).getByRole('checkbox').last().check();
    await expect(page).toHaveURL(/color=/);
    await expect(page.locator('main ul li a[href^="/products/"]').first(), url).toBeInViewport();
    // Down a long listing, the panel's title is still in view below the page's header.
    await page.goto(url);
    await page.mouse.move(800, 500);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const title = panel.getByRole('heading', { name: 'Filters' });
    await expect(title, url).toBeInViewport();
    const headerBottom = (await page.locator('header').first().boundingBox())!;
    expect((await title.boundingBox())!.y, url).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
  }
});

test('the Filters and sort bar stays in view under the header while scrolling; colours show swatches @desktop', async ({
  page,
}) => {
  const width = page.viewportSize()!.width;
  for (const [url, name] of [
    ['/explore/casualWomen', 'listing'],
    ['/search?q=dress', 'search'],
  ] as const) {
    await page.goto(url);
    const bar = page.getByTestId('discovery-bar');
    const sort = bar.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toBeVisible();
    await page.mouse.move(width / 2, 500);
    await page.mouse.wheel(0, 2400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
    // Still there, below every header that sticks (none overlaps it), and usable.
    await expect(sort, url).toBeInViewport();
    const barBox = (await bar.boundingBox())!;
    const headerBottom = await page.evaluate(() =>
      Math.max(
        0,
        ...[...document.querySelectorAll('header')]
          .map((h) => h.getBoundingClientRect())
          .filter((r) => r.height > 0 && r.top <= 0.5)
          .map((r) => r.bottom),
      ),
    );
    expect(barBox.y, url).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(barBox.y, url).toBeLessThanOrEqual(headerBottom + 1);
    const atCentre = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid="discovery-bar"]') !== null,
      [barBox.x + barBox.width - 20, barBox.y + barBox.height / 2],
    );
    expect(atCentre, `${url}: nothing covers the bar`).toBe(true);
    if (isPhone(page)) await expect(bar.getByRole('button', { name: /^Filters/ })).toBeInViewport();
    await page.screenshot({ path: `${SCREENS}/sticky-bar-${name}-${width}.png` });
    await sort.selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
  }

  // Colours: each family with its swatch, its colour drawn.
  await page.goto('/explore/casualWomen');
  const panel = await openFilters(page);
  const colours = panel.getByRole('group', { name: 'Colour' });
  const swatches = colours.getByTestId('colour-swatch');
  await expect(swatches.first()).toBeVisible();
  expect(await swatches.count()).toBe(await colours.getByRole('checkbox').count());
  const black = colours.locator('[data-colour="Black"]');
  if ((await black.count()) > 0)
    expect(await black.evaluate((s) => getComputedStyle(s).backgroundColor)).toBe('rgb(17, 17, 17)');
  const backgrounds = await swatches.evaluateAll((all) =>
    all.map((s) => `${getComputedStyle(s).backgroundColor} ${getComputedStyle(s).backgroundImage}`),
  );
  expect(new Set(backgrounds).size).toBe(backgrounds.length);
  await colours.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/colour-swatches-${width}.png` });
});

test('a search that finds nothing offers "Did you mean jeans?", which searches for it @desktop', async ({ page }) => {
  await page.goto('/search?q=jaens');
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  const offer = page.getByTestId('did-you-mean');
  await expect(offer).toHaveText('Did you mean jeans?');
  await page.screenshot({ path: `${SCREENS}/did-you-mean-${page.viewportSize()!.width}.png` });
  await offer.getByRole('button', { name: 'jeans' }).click();
  await expect(page).toHaveURL(/[?&]q=jeans$/);
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Search products' })).toHaveValue('jeans');
  const first = page.locator('main ul li a[href^="/products/"]').first();
  await expect(first).toContainText(/jeans/i);
  await expect(page.getByTestId('did-you-mean')).toHaveCount(0);
});
