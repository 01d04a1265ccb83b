// Google Merchant Center feeds, as RSS/Atom XML with the g: namespace or as TSV/CSV with the
// attribute names as headers. Items of one item_group_id are one product (one item per size
// or colour); an item without a group is a product of its own.
import { XMLParser } from 'fast-xml-parser';
import { firstOf, genderFrom, sizesFrom, splitTags, uniqueUrls, type FeedItem, type Rejection } from '../feed-item';
import { htmlToText } from '../html-text';
import { pricePair } from '../price';
import type { TableRow } from './table';

/** One Google item: attribute name (no g: prefix) to its values. */
export interface GoogleItem {
  where: string;
  get(name: string): string;
  all(name: string): string[];
}

const REPEATED = new Set(['additional_image_link', 'link', 'item', 'entry']);

export function googleItemsFromXml(xml: string): GoogleItem[] {
  const parser = new XMLParser({
    removeNSPrefix: true,
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    textNodeName: '#text',
    parseTagValue: false,
    processEntities: true,
    isArray: (name) => REPEATED.has(name),
  });
  const doc = parser.parse(xml) as Record<string, unknown>;
  const channel = (doc.rss as { channel?: { item?: unknown[] } } | undefined)?.channel;
  const entries = (channel?.item ?? (doc.feed as { entry?: unknown[] } | undefined)?.entry ?? []) as Record<
    string,
    unknown
  >[];
  return entries.map((entry, index) => {
    const values = (name: string): string[] => {
      const v = entry[name];
      const list = Array.isArray(v) ? v : v === undefined ? [] : [v];
      return list.map((x) => {
        if (x && typeof x === 'object') {
          const o = x as Record<string, unknown>;
          return String(o['#text'] ?? o['@href'] ?? '');
        }
        return String(x);
      });
    };
    const id = firstOf(...values('id'));
    return {
      where: id ? `id ${id}` : `item ${index + 1}`,
      get: (name) => firstOf(...values(name)),
      all: values,
    };
  });
}

export function googleItemFromRow(row: TableRow): GoogleItem {
  const cell = (name: string) => (row.cells[name] ?? row.cells[`g:${name}`] ?? '').trim();
  return {
    where: `line ${row.line}`,
    get: cell,
    // A tabular feed lists additional images in one cell, separated by commas.
    all: (name) => splitTags(cell(name)),
  };
}

/** One product from the items of one group, or undefined (rejected, with its reason). */
function groupToItem(key: string, group: readonly GoogleItem[], rejected: Rejection[]): FeedItem | undefined {
  const head = group[0]!;
  const pairs = group.map((i) =>
    pricePair(i.get('sale_price') || i.get('price'), i.get('sale_price') ? i.get('price') : undefined),
  );
  const bad = pairs.find((p) => !p.ok);
  if (bad && !bad.ok) {
    rejected.push({ where: head.where, reason: bad.reason });
    return undefined;
  }
  const cheapest = pairs.filter((p) => p.ok).sort((a, b) => a.price - b.price)[0];
  const title = head.get('title');
  if (!title) {
    rejected.push({ where: head.where, reason: 'no title' });
    return undefined;
  }
  if (!cheapest) {
    rejected.push({ where: head.where, reason: 'no price' });
    return undefined;
  }
  const productType = head.get('product_type').split('>').at(-1)?.trim() ?? '';
  return {
    externalId: key,
    where: head.where,
    // Variants' titles often end with their size or colour; the group's first names the product.
    title,
    brand: head.get('brand'),
    gender: genderFrom(head.get('gender').replace(/^unisex$/i, ''), head.get('product_type'), title),
    price: cheapest.price,
    originalPrice: cheapest.originalPrice,
    rating: 0,
    category: '',
    productType,
    tags: [
      head.get('google_product_category').split('>').at(-1)?.trim() ?? '',
      ...group.map((i) => i.get('custom_label_0')),
    ].filter(Boolean),
    material: head.get('material'),
    sizes: sizesFrom(group.map((i) => i.get('size'))),
    color: firstOf(...group.map((i) => i.get('color'))),
    description: htmlToText(head.get('description')),
    url: head.get('link'),
    imageUrls: uniqueUrls([
      ...group.map((i) => i.get('image_link')),
      ...group.flatMap((i) => i.all('additional_image_link')),
    ]),
  };
}

/** A group met again further down the feed: its sizes and pictures join, the cheaper price wins. */
function mergeItems(a: FeedItem, b: FeedItem): FeedItem {
  const cheaper = b.price < a.price ? b : a;
  return {
    ...a,
    price: cheaper.price,
    originalPrice: cheaper.originalPrice,
    sizes: sizesFrom([...a.sizes, ...b.sizes]),
    color: a.color || b.color,
    imageUrls: uniqueUrls([...a.imageUrls, ...b.imageUrls]),
  };
}

/**
 * Groups items as they come: a feed lists a group's items together, so each group becomes a
 * product as soon as the next begins and only products are held (a 400,000-row feed never is
 * in memory as rows). A group met again later is merged into its product.
 */
export function createGoogleGrouper() {
  const products = new Map<string, FeedItem>();
  const rejected: Rejection[] = [];
  let currentKey = '';
  let current: GoogleItem[] = [];
  const flush = () => {
    if (!current.length) return;
    const item = groupToItem(currentKey, current, rejected);
    if (item) {
      const earlier = products.get(currentKey);
      products.set(currentKey, earlier ? mergeItems(earlier, item) : item);
    }
    current = [];
  };
  return {
    add(item: GoogleItem): void {
      const key = item.get('item_group_id') || item.get('id');
      if (!key) return void rejected.push({ where: item.where, reason: 'no id' });
      if (key !== currentKey) {
        flush();
        currentKey = key;
      }
      current.push(item);
    },
    finish(): { items: FeedItem[]; rejected: Rejection[]; skipped: number } {
      flush();
      return { items: [...products.values()], rejected, skipped: 0 };
    },
  };
}

export function readGoogleItems(items: Iterable<GoogleItem>): {
  items: FeedItem[];
  rejected: Rejection[];
  skipped: number;
} {
  const grouper = createGoogleGrouper();
  for (const item of items) grouper.add(item);
  return grouper.finish();
}
