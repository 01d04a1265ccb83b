// Shopify's product CSV export: one row per variant or extra image; a product's follow-on rows
// share its Handle and leave Title empty.
import { firstOf, genderFrom, sizesFrom, splitTags, uniqueUrls, type FeedItem, type Rejection } from '../feed-item';
import { htmlToText } from '../html-text';
import { pricePair } from '../price';
import { productUrl } from './shopify-json';
import type { TableRow } from './table';

const OPTION_NUMBERS = [1, 2, 3] as const;

function optionValues(rows: readonly TableRow[], head: TableRow, names: RegExp): string[] {
  const n = OPTION_NUMBERS.find((i) => names.test(head.cells[`Option${i} Name`] ?? ''));
  return n ? rows.map((r) => r.cells[`Option${n} Value`] ?? '') : [];
}

export function readShopifyCsv(
  rows: readonly TableRow[],
  shopUrl: string | undefined,
): { items: FeedItem[]; rejected: Rejection[]; skipped: number } {
  const groups = new Map<string, TableRow[]>();
  const rejected: Rejection[] = [];
  for (const row of rows) {
    const handle = row.cells.Handle?.trim();
    if (!handle) {
      rejected.push({ where: `line ${row.line}`, reason: 'no Handle' });
      continue;
    }
    const group = groups.get(handle);
    if (group) group.push(row);
    else groups.set(handle, [row]);
  }
  const items: FeedItem[] = [];
  let skipped = 0;
  for (const [handle, group] of groups) {
    const head = group.find((r) => r.cells.Title?.trim()) ?? group[0]!;
    const c = head.cells;
    const where = `line ${head.line}`;
    const status = c.Status?.trim().toLowerCase();
    if ((status && status !== 'active') || c.Published?.trim().toLowerCase() === 'false') {
      skipped++;
      continue;
    }
    if (!c.Title?.trim()) {
      rejected.push({ where, reason: `product ${handle} has no Title` });
      continue;
    }
    const variants = group.filter((r) => r.cells['Variant Price']?.trim());
    const pairs = variants.map((r) => pricePair(r.cells['Variant Price'], r.cells['Variant Compare At Price']));
    const bad = pairs.find((p) => !p.ok);
    if (bad && !bad.ok) {
      rejected.push({ where, reason: bad.reason });
      continue;
    }
    const ok = pairs.filter((p) => p.ok).sort((a, b) => a.price - b.price);
    const cheapest = ok[0];
    if (!cheapest) {
      rejected.push({ where, reason: 'no price' });
      continue;
    }
    const tags = splitTags(c.Tags);
    const images = [...group]
      .filter((r) => r.cells['Image Src']?.trim())
      .sort((a, b) => Number(a.cells['Image Position'] || 0) - Number(b.cells['Image Position'] || 0));
    items.push({
      externalId: handle,
      where,
      title: c.Title.trim(),
      brand: firstOf(c.Vendor),
      gender: genderFrom(c.Type, c.Tags, c.Title),
      price: cheapest.price,
      originalPrice: cheapest.originalPrice,
      rating: 0,
      category: '',
      productType: firstOf(c.Type, c['Product Category']?.split('>').at(-1)),
      tags,
      material: firstOf(...optionValues(group, head, /^(material|fabric)$/i)),
      sizes: sizesFrom(optionValues(variants, head, /^size$/i)),
      color: firstOf(...optionValues(variants, head, /^colou?r$/i)),
      description: htmlToText(c['Body (HTML)']),
      url: productUrl(shopUrl, handle),
      imageUrls: uniqueUrls([
        ...images.map((r) => r.cells['Image Src']),
        ...group.map((r) => r.cells['Variant Image']),
      ]),
    });
  }
  return { items, rejected, skipped };
}
