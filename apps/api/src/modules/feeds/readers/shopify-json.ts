// Shopify's public products.json (a store's /products.json, one page or all pages joined).
import { z } from 'zod';
import { firstOf, genderFrom, sizesFrom, splitTags, uniqueUrls, type FeedItem, type Rejection } from '../feed-item';
import { htmlToText } from '../html-text';
import { pricePair } from '../price';

const looseString = z.union([z.string(), z.number()]).nullish();
const variantSchema = z.looseObject({
  price: looseString,
  compare_at_price: looseString,
  option1: z.string().nullish(),
  option2: z.string().nullish(),
  option3: z.string().nullish(),
});
export const shopifyProductSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  handle: z.string().nullish(),
  body_html: z.string().nullish(),
  vendor: z.string().nullish(),
  product_type: z.string().nullish(),
  tags: z.union([z.string(), z.array(z.string())]).nullish(),
  status: z.string().nullish(),
  published_at: z.string().nullish(),
  variants: z.array(variantSchema).default([]),
  options: z.array(z.looseObject({ name: z.string(), position: z.number().optional() })).default([]),
  images: z.array(z.looseObject({ src: z.string() })).default([]),
});
export type ShopifyProduct = z.infer<typeof shopifyProductSchema>;

/** The index (0..2) of the option whose name says it is the size, colour or material. */
function optionIndex(product: ShopifyProduct, names: RegExp): number {
  return product.options.findIndex((o) => names.test(o.name));
}

const SIZE = /^size$/i;
const COLOUR = /^colou?r$/i;
const MATERIAL = /^(material|fabric)$/i;

type Variant = z.infer<typeof variantSchema>;
const optionOf = (v: Variant, i: number) =>
  i === 0 ? v.option1 : i === 1 ? v.option2 : i === 2 ? v.option3 : undefined;

export function readShopifyProducts(
  raw: readonly unknown[],
  shopUrl: string | undefined,
): { items: FeedItem[]; rejected: Rejection[]; skipped: number } {
  const items: FeedItem[] = [];
  const rejected: Rejection[] = [];
  let skipped = 0;
  raw.forEach((value, index) => {
    const parsed = shopifyProductSchema.safeParse(value);
    if (!parsed.success) {
      rejected.push({ where: `product ${index + 1}`, reason: 'not a Shopify product (no id or title)' });
      return;
    }
    const p = parsed.data;
    const where = `id ${p.id}`;
    if (p.status && p.status !== 'active') return void skipped++;
    if (p.published_at === null) return void skipped++;
    const priced = p.variants
      .map((v) => ({ v, pair: pricePair(v.price, v.compare_at_price) }))
      .sort((a, b) => (a.pair.ok && b.pair.ok ? a.pair.price - b.pair.price : a.pair.ok ? -1 : 1));
    const cheapest = priced[0];
    if (!cheapest) return void rejected.push({ where, reason: 'no variants, so no price' });
    if (!cheapest.pair.ok) return void rejected.push({ where, reason: cheapest.pair.reason });
    const tags = Array.isArray(p.tags) ? p.tags : splitTags(p.tags ?? '');
    const size = optionIndex(p, SIZE);
    const colour = optionIndex(p, COLOUR);
    const material = optionIndex(p, MATERIAL);
    items.push({
      externalId: String(p.id),
      where,
      title: p.title.trim(),
      brand: firstOf(p.vendor),
      gender: genderFrom(p.product_type ?? '', tags.join(' '), p.title),
      price: cheapest.pair.price,
      originalPrice: cheapest.pair.originalPrice,
      rating: 0,
      category: '',
      productType: firstOf(p.product_type),
      tags,
      material: material >= 0 ? firstOf(...p.variants.map((v) => optionOf(v, material))) : '',
      sizes: size >= 0 ? sizesFrom(p.variants.map((v) => optionOf(v, size) ?? undefined)) : [],
      color: colour >= 0 ? firstOf(optionOf(cheapest.v, colour), ...p.variants.map((v) => optionOf(v, colour))) : '',
      description: htmlToText(p.body_html),
      url: productUrl(shopUrl, p.handle),
      imageUrls: uniqueUrls(p.images.map((i) => i.src)),
    });
  });
  return { items, rejected, skipped };
}

/** `{shop}/products/{handle}`, or '' when the shop is not known. */
export function productUrl(shopUrl: string | undefined, handle: string | null | undefined): string {
  if (!shopUrl || !handle) return '';
  return new URL(`/products/${encodeURIComponent(handle)}`, shopUrl).toString();
}
