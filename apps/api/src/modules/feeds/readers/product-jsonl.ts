// The store's own format: JSON lines, one Product object (docs/api.md, Catalogue) per line. `imageUrl` and
// `additionalImages` are absolute URLs to fetch, or `/images/{id}` of an image the store has.
import { z } from 'zod';
import { PRODUCT_ID } from '@store/shared/product';
import { parseSizes, uniqueSizes } from '@store/shared/sizes';
import type { FeedItem, Rejection } from '../feed-item';
import { parsePrice } from '../price';

const money = z.union([z.number(), z.string()]);

export const jsonlProductSchema = z.object({
  id: z.string().regex(PRODUCT_ID, 'id must be 1–64 letters, digits, - or _'),
  title: z.string().trim().min(1).max(300),
  brand: z.string().trim().max(100).default(''),
  gender: z.enum(['women', 'men']).default('women'),
  price: money,
  originalPrice: money.optional(),
  rating: z.number().min(0).max(5).default(0),
  category: z.string().max(100).default(''),
  productType: z.string().max(100).optional(),
  tags: z.array(z.string().max(100)).max(50).default([]),
  material: z.string().max(200).default(''),
  size: z.string().max(500).default(''),
  sizes: z.array(z.string()).max(40).optional(),
  color: z.string().max(100).default(''),
  description: z.string().max(20_000).default(''),
  url: z.string().max(2000).default(''),
  imageUrl: z.string().max(2000).default(''),
  additionalImages: z.array(z.string().max(2000)).max(20).default([]),
});
export type JsonlProduct = z.input<typeof jsonlProductSchema>;

export function readProductLines(text: string): { items: FeedItem[]; rejected: Rejection[]; skipped: number } {
  const items: FeedItem[] = [];
  const rejected: Rejection[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (!line.trim()) return;
    const where = `line ${index + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      rejected.push({ where, reason: 'not JSON' });
      return;
    }
    const parsed = jsonlProductSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      rejected.push({ where, reason: `${issue.path.join('.') || 'line'}: ${issue.message}` });
      return;
    }
    const p = parsed.data;
    const price = parsePrice(p.price);
    const original = parsePrice(p.originalPrice);
    if (!price || !price.ok) return void rejected.push({ where, reason: price?.reason ?? 'no price' });
    if (original && !original.ok) return void rejected.push({ where, reason: original.reason });
    items.push({
      externalId: p.id,
      where: `${where} (id ${p.id})`,
      title: p.title,
      brand: p.brand,
      gender: p.gender,
      price: price.rupees,
      originalPrice: Math.max(original?.rupees ?? price.rupees, price.rupees),
      rating: Math.round(p.rating * 10) / 10,
      category: p.category,
      productType: p.productType ?? p.category,
      tags: p.tags,
      material: p.material,
      sizes: p.sizes ? uniqueSizes(p.sizes) : parseSizes(p.size),
      color: p.color,
      description: p.description.trim().slice(0, 5000),
      url: p.url,
      imageUrls: [p.imageUrl, ...p.additionalImages].filter(Boolean),
    });
  });
  return { items, rejected, skipped: 0 };
}
