// The product page's gallery at 390×844 and 1280×800 (ADR 2908): dots on the phone, a tap opens
// the pictures full screen in a viewer fetched only then, where a double-tap (double-click)
// zooms in at that point and out again, two fingers pinch, a drag looks around, a swipe or the
// arrows go to the next picture, and Escape closes it. No style attribute breaks the page's CSP.
import type { Page } from '@playwright/test';
import { expect, firstProductId, test } from './fixtures';
import { SCREENS } from './support/screens';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 640;

/** Two fingers on the screen, through the DevTools protocol (Playwright has no pinch). */
async function pinch(page: Page, centre: { x: number; y: number }, from: number, to: number) {
  const cdp = await page.context().newCDPSession(page);
  const fingers = (d: number) => [
    { x: centre.x - d / 2, y: centre.y, id: 1 },
    { x: centre.x + d / 2, y: centre.y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from) });
  for (let step = 1; step <= 8; step++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: fingers(from + ((to - from) * step) / 8),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A finger (on the phone) or the mouse dragged across the screen. */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  if (!isPhone(page)) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 5 });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...from, id: 1 }] });
  for (let step = 1; step <= 5; step++) {
    const at = { x: from.x + ((to.x - from.x) * step) / 5, y: from.y + ((to.y - from.y) * step) / 5 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ ...at, id: 1 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('a tap opens the pictures full screen; double-tap and pinch zoom, swipe goes on, Escape closes @desktop', async ({
  page,
  baseURL,
  cspViolations,
}) => {
  const width = page.viewportSize()!.width;
  const product = await firstProductId(baseURL!);
  const zoomChunks: string[] = [];
  page.on('request', (r) => {
    if (/product-zoom-[\w-]+\.js/.test(r.url())) zoomChunks.push(r.url());
  });
  await page.goto(`/products/${product.id}`);
  const pictures = page.getByRole('list', { name: `Pictures of ${product.title}` });
  await expect(pictures.getByRole('img').first()).toBeVisible();
  const count = await pictures.getByRole('listitem').count();
  expect(count).toBeGreaterThan(1);
  if (isPhone(page)) await expect(page.getByRole('button', { name: `Show image 1 of ${count}` })).toBeVisible();
  // The viewer is not part of the page until it is opened.
  expect(zoomChunks).toEqual([]);

  await pictures.getByRole('listitem').first().click();
  const viewer = page.getByRole('dialog', { name: `Pictures of ${product.title}, full screen` });
  await expect(viewer).toBeVisible();
  expect(zoomChunks).toHaveLength(1);
  await expect(viewer.getByText(`1 of ${count}`)).toBeVisible();
  const big = viewer.getByRole('img', { name: product.title });
  await expect(big).toBeVisible();
  await expect.poll(() => big.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const picture = viewer.getByTestId('zoom-picture');
  const stage = (await viewer.getByTestId('zoom-stage').boundingBox())!;
  const centre = { x: stage.x + stage.width / 2, y: stage.y + stage.height / 2 };
  await page.screenshot({ path: `${SCREENS}/zoom-open-${width}.png` });

  // Double-tap: 2.5× about that point; again: back to 1×.
  const spot = { x: stage.x + stage.width * 0.3, y: stage.y + stage.height * 0.4 };
  if (isPhone(page)) {
    await page.touchscreen.tap(spot.x, spot.y);
    await page.touchscreen.tap(spot.x, spot.y);
  } else await page.mouse.dblclick(spot.x, spot.y);
  await expect(picture).toHaveAttribute('data-scale', '2.50');
  // The point tapped stays under the finger: the transform's offset is spot·(1 − 2.5).
  const offset = await picture.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform));
  expect(offset.e).toBeCloseTo((spot.x - stage.x) * (1 - 2.5), 0);
  expect(offset.f).toBeCloseTo((spot.y - stage.y) * (1 - 2.5), 0);
  await page.screenshot({ path: `${SCREENS}/zoom-in-${width}.png` });

  // A drag looks around the zoomed picture (it moves with the pointer), never past its edge.
  await swipe(page, centre, { x: centre.x + 60, y: centre.y + 40 });
  const dragged = await picture.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform));
  expect(dragged.e).toBeCloseTo(offset.e + 60, 0);
  expect(dragged.f).toBeCloseTo(offset.f + 40, 0);

  if (isPhone(page)) {
    await page.touchscreen.tap(spot.x, spot.y);
    await page.touchscreen.tap(spot.x, spot.y);
  } else await page.mouse.dblclick(spot.x, spot.y);
  await expect(picture).toHaveAttribute('data-scale', '1.00');

  if (isPhone(page)) {
    // Two fingers spread apart zoom in, in proportion (100 px to 250 px: 2.5×).
    await pinch(page, centre, 100, 250);
    await expect(picture).toHaveAttribute('data-scale', '2.50');
    await viewer.getByRole('button', { name: 'Zoom out' }).click();
    await viewer.getByRole('button', { name: 'Zoom out' }).click();
    await expect(picture).toHaveAttribute('data-scale', '1.11');
    await viewer.getByRole('button', { name: 'Zoom out' }).click();
    await expect(picture).toHaveAttribute('data-scale', '1.00');
  } else {
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect(picture).toHaveAttribute('data-scale', '1.50');
    await viewer.getByRole('button', { name: 'Zoom out' }).click();
    await expect(picture).toHaveAttribute('data-scale', '1.00');
  }

  // Unzoomed, a swipe to the left shows the next picture; the arrows and dots go too.
  await swipe(page, { x: centre.x + 100, y: centre.y }, { x: centre.x - 100, y: centre.y });
  await expect(viewer.getByText(`2 of ${count}`)).toBeVisible();
  await viewer.getByRole('button', { name: 'Previous picture' }).click();
  await expect(viewer.getByText(`1 of ${count}`)).toBeVisible();
  await viewer.getByRole('button', { name: `Show picture ${count} of ${count}` }).click();
  await expect(viewer.getByText(`${count} of ${count}`)).toBeVisible();
  await expect(viewer.getByRole('img', { name: `${product.title}, view ${count}` })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  // The expand button opens it from the keyboard too.
  await page.getByTestId('gallery-expand').focus();
  await page.keyboard.press('Enter');
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toHaveCount(0);
  await expect(page.getByTestId('gallery-expand')).toBeFocused();
  expect(cspViolations).toEqual([]);
});
