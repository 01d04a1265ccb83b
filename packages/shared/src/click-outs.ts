// Click-outs (docs/api.md, Click-outs): Buy Now leaves the store through GET /out/{productId}?from=..., which
// counts the click and redirects to the product's own page with the operator's query merged in.
// No zod here (the web app's product and cart pages link with outPath); the operator's figures
// are operator-schema.ts.

export const CLICK_OUT_SOURCES = ['product', 'cart', 'friends-cart', 'share'] as const;
export type ClickOutSource = (typeof CLICK_OUT_SOURCES)[number];

/** The store's own address for a Buy Now: a plain link, opened in a new tab. */
export const outPath = (productId: string, from: ClickOutSource, size?: string | null) =>
  `/out/${encodeURIComponent(productId)}?from=${from}${size ? `&size=${encodeURIComponent(size)}` : ''}`;
