// A slow phone link: the store font arrives late, and nothing waits for it or for an entrance
// animation; with reduced motion asked for, nothing animates.
import { expect, test } from './fixtures';
import { SCREENS } from './support/screens';

test('while Jost is on its way, text stands where it will stay and every category tile shows @desktop', async ({
  page,
}) => {
  let release!: () => void;
  const fontHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/jost-latin-wght-[^/]+\.woff2$/, async (route) => {
    await fontHeld;
    await route.fallback();
  });
  await page.goto('/home', { waitUntil: 'domcontentloaded' });
  const heading = page.getByRole('heading', { name: 'WOMEN CATEGORIES' });
  await expect(heading).toBeVisible();
  expect(await page.evaluate(() => document.fonts.check('16px "Jost Variable"'))).toBe(false);

  // Every tile is there at once, whatever its turn in the entrance stagger.
  const tiles = page.locator('section[aria-labelledby="categories-title"] li');
  await expect(tiles).toHaveCount(9);
  const opacities = await tiles.evaluateAll((lis) => lis.map((li) => Number(getComputedStyle(li).opacity)));
  expect(Math.min(...opacities)).toBe(1);

  // The fallback is scaled to Jost: the swap moves the page's text by a few pixels at most.
  // Measured once the tiles have risen into place (the entrance moves them 12 px, later on a busy machine).
  await tiles.evaluateAll((lis) => Promise.all(lis.flatMap((li) => li.getAnimations()).map((a) => a.finished)));
  const before = (await heading.boundingBox())!;
  const lastTile = (await tiles.last().boundingBox())!;
  release();
  await page.waitForFunction(() => document.fonts.check('16px "Jost Variable"'));
  await page.evaluate(() => document.fonts.ready);
  const after = (await heading.boundingBox())!;
  const lastTileAfter = (await tiles.last().boundingBox())!;
  expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(4);
  expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(3);
  expect(Math.abs(lastTileAfter.y - lastTile.y)).toBeLessThanOrEqual(8);
  // (A screenshot waits for the page's fonts: taken once Jost is in.)
  await page.screenshot({ path: `${SCREENS}/font-in-${page.viewportSize()!.width}.png` });
});

test('with reduced motion asked for, nothing on /home animates', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/home');
  const longest = await page.evaluate(() =>
    Math.max(
      0,
      ...document.getAnimations().map((a) => {
        const t = a.effect?.getComputedTiming();
        return Number(t?.duration ?? 0) + Number(t?.delay ?? 0);
      }),
    ),
  );
  expect(longest).toBeLessThanOrEqual(1);
});
