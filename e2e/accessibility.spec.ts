// axe-core (the engine Lighthouse's accessibility audit runs) on the shopper's screens at both
// widths, and WCAG 1.4.11's 3:1 for form controls' edges, which axe does not measure.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SCREENS } from './support/screens';

// Its tests share nothing: both workers may run them at once. One after another on one worker,
// they kept it busy long after the other had finished (the axe walk is one of the longest tests).
test.describe.configure({ mode: 'parallel' });

// axe is injected as a script of the test's own: the store's CSP rightly refuses it otherwise.
test.use({ bypassCSP: true });

const AXE = path.resolve(import.meta.dirname, '../node_modules/axe-core/axe.min.js');

/** axe's violations on the page, or only within `within` (a CSS selector). */
async function axeViolations(page: Page, within?: string): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async (within) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{
            violations: {
              id: string;
              tags: string[];
              nodes: { target: unknown; html: string; failureSummary: string }[];
            }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(within ? document.querySelector(within) : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    // Experimental rules are left out, as Lighthouse leaves them out.
    return result.violations
      .filter((v) => !v.tags.includes('experimental'))
      .map(
        (v) =>
          `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target) + n.html.slice(0, 300) + n.failureSummary).join(' ')}`,
      );
  }, within);
  return violations;
}

/** The lowest contrast between a form control's edge and what is behind it, over every control on the page. */
async function lowestFieldEdgeContrast(page: Page): Promise<number> {
  return page.evaluate(() => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    const ratio = (a: number[], b: number[]) => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const behind = (el: Element | null): number[] => {
      for (let e = el; e; e = e.parentElement) {
        const c = rgb(getComputedStyle(e).backgroundColor);
        if (c.length === 3 || (c.length === 4 && c[3]! > 0.9)) return c.slice(0, 3);
      }
      return [255, 255, 255];
    };
    const controls = [
      ...document.querySelectorAll(
        'input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]), select, textarea',
      ),
    ];
    return Math.min(
      Infinity,
      ...controls
        .filter((el) => (el as HTMLElement).offsetParent !== null && getComputedStyle(el).borderTopWidth !== '0px')
        .map((el) => ratio(rgb(getComputedStyle(el).borderTopColor).slice(0, 3), behind(el.parentElement))),
    );
  });
}

test('axe finds nothing on the shopper screens, and form controls have edges of 3:1 or more @desktop', async ({
  page,
}) => {
  test.setTimeout(150_000); // ten screens, each loaded to quiet and read by axe
  for (const url of [
    '/home',
    // A product page: gallery, stars, size picker, the buy bar, More from the brand.
    '/products/p00042',
    '/explore/partyWomen',
    '/search?q=kurta',
    // Nothing found, with "Did you mean jeans?".
    '/search?q=jaens',
    '/login',
    '/signup',
    '/forgot-password',
    '/cart',
    '/about',
  ]) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    expect({ url, violations: await axeViolations(page) }).toEqual({ url, violations: [] });
    expect(await lowestFieldEdgeContrast(page)).toBeGreaterThanOrEqual(3);
  }
  // The side menu, open.
  await page.goto('/home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Categories', exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The product's pictures full screen, and its gallery (ADR 2908).
  const product = (await (await page.request.get('/api/products/type/partyWomen?limit=1')).json())[0] as { id: string };
  await page.goto(`/products/${product.id}`);
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page, '[aria-label^="Pictures of"]')).toEqual([]);
  await page.getByTestId('gallery-expand').click();
  await expect(page.getByTestId('product-zoom')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page, '[data-testid="product-zoom"]')).toEqual([]);
});

test('the focus ring of a hero slide is whole, inside the carousel', async ({ page }) => {
  await page.goto('/home');
  const slide = page.getByRole('link', { name: /, 1 of \d+$/ });
  await slide.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(slide).toBeFocused();
  const ring = await slide.evaluate((a) => {
    const s = getComputedStyle(a);
    return { offset: s.outlineOffset, style: s.outlineStyle, shadow: s.boxShadow };
  });
  expect(ring.style).toBe('solid');
  expect(parseFloat(ring.offset)).toBeLessThan(0); // drawn inside, where the carousel does not clip it
  expect(ring.shadow).toContain('inset');
  await page.screenshot({ path: `${SCREENS}/hero-focus-${page.viewportSize()!.width}.png` });
});
