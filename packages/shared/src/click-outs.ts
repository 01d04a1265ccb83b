// Click-outs (API.md): Buy Now leaves the store through GET /out/{productId}?from=..., which
// counts the click and redirects to the product's own page with the operator's query merged in.
import { z } from 'zod';

export const CLICK_OUT_SOURCES = ['product', 'cart', 'friends-cart', 'share'] as const;
export type ClickOutSource = (typeof CLICK_OUT_SOURCES)[number];

/** The store's own address for a Buy Now: a plain link, opened in a new tab. */
export const outPath = (productId: string, from: ClickOutSource) =>
  `/out/${encodeURIComponent(productId)}?from=${from}`;

const countedProduct = z.object({ productId: z.string(), title: z.string(), brand: z.string(), count: z.number() });

/** GET /operator/report?days=N: what `npm run report` prints. */
export const clickOutReportSchema = z.object({
  days: z.number(),
  since: z.string(),
  clickOuts: z.array(countedProduct),
  cartAdds: z.array(countedProduct),
  copies: z.array(countedProduct),
  clickOutsBySource: z.array(z.object({ source: z.string(), count: z.number() })),
});
export type ClickOutReport = z.infer<typeof clickOutReportSchema>;
