// Google Merchant Center feeds, as RSS/Atom XML with the g: namespace or as TSV/CSV with the
// attribute names as headers. Items of one item_group_id are one product (one item per size
// or colour); an item without a group is a product of its own.
import { XMLParser } from 'fast-xml-parser';
import { firstOf, genderFrom, sizesFrom, splitTags, uniqueUrls, type FeedItem, type Rejection } from '../feed-item';
import { htmlToText } from '../html-text';
import { httpUrl } from '../../../lib/http-url';
import { parsePrice, pricePair } from '../price';
import type { TableRow } from './table';

/** One Google item: attribute name (no g: prefix) to its values. */
export interface GoogleItem {
  where: string;
  get(name: string): string;
  all(name: string): string[];
}

const REPEATED = new Set(['additional_image_link', 'link', 'item', 'entry', 'shipping']);
const SHIPPING_PARTS = ['country', 'region', 'service', 'price'];
const OUT_OF_STOCK = /^out[ _]of[ _]stock$/i;
/** A zero price ("0", "0.00 INR"), which parsePrice refuses as no price. */
const FREE = /^\s*(₹|Rs\.?)?\s*0+(\.0+)?\s*(INR)?\s*$/i;

/**
 * The brand's delivery in words from Google's `shipping` ("country:region:service:price"): the
 * entry for India, else the first. "Free delivery" or "Delivery ₹49" (with the service's name).
 */
export function shippingText(entries: readonly string[]): string {
  const parsed = entries.map((e) => e.split(':')).filter((parts) => parts.length >= 4);
  const entry = parsed.find((p) => p[0]!.trim().toUpperCase() === 'IN') ?? parsed[0];
  if (!entry) return '';
  const service = entry[2]!.trim();
  const priceText = entry.slice(3).join(':');
  let what: string;
  if (FREE.test(priceText)) what = 'Free delivery';
  else {
    const price = parsePrice(priceText);
    if (!price?.ok) return '';
    what = `Delivery ₹${price.rupees.toLocaleString('en-IN')}`;
  }
  return service ? `${what} (${service})` : what;
}

/** Per size: out of stock when every item of that size says so; its own link when it has one. */
function sizeDetails(group: readonly GoogleItem[], productLink: string) {
  const inStock = new Set<string>();
  const outOfStock = new Set<string>();
  const links: Record<string, string> = {};
  for (const item of group) {
    const [size] = sizesFrom([item.get('size')]);
    if (!size) continue;
    if (OUT_OF_STOCK.test(item.get('availability'))) outOfStock.add(size);
    else inStock.add(size);
    const link = item.get('link');
    if (link && link !== productLink && httpUrl(link) && !links[size]) links[size] = link;
  }
  return { sizesOutOfStock: [...outOfStock].filter((s) => !inStock.has(s)), sizeLinks: links };
}

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
          // A group attribute (shipping: country, region, service, price) reads as a tabular
          // feed writes it: "IN::Standard:49 INR".
          if (name === 'shipping') return SHIPPING_PARTS.map((k) => String(o[k] ?? '')).join(':');
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
  const { sizesOutOfStock, sizeLinks } = sizeDetails(group, head.get('link'));
  const shipping = shippingText(head.all('shipping'));
  const returnPolicy = firstOf(...group.map((i) => i.get('return_policy_label')));
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
    ...(sizesOutOfStock.length ? { sizesOutOfStock } : {}),
    ...(Object.keys(sizeLinks).length ? { sizeLinks } : {}),
    ...(shipping ? { shipping } : {}),
    ...(returnPolicy ? { returnPolicy } : {}),
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
    ...mergedSizeDetails(a, b),
    color: a.color || b.color,
    imageUrls: uniqueUrls([...a.imageUrls, ...b.imageUrls]),
  };
}

/** The per-size details of a group met twice: in stock in either part is in stock. */
function mergedSizeDetails(a: FeedItem, b: FeedItem): Pick<FeedItem, 'sizesOutOfStock' | 'sizeLinks'> {
  const inStock = (item: FeedItem) => item.sizes.filter((s) => !item.sizesOutOfStock?.includes(s));
  const available = new Set([...inStock(a), ...inStock(b)]);
  const out = sizesFrom([...(a.sizesOutOfStock ?? []), ...(b.sizesOutOfStock ?? [])]).filter((s) => !available.has(s));
  const links = { ...b.sizeLinks, ...a.sizeLinks };
  return {
    ...(out.length ? { sizesOutOfStock: out } : { sizesOutOfStock: undefined }),
    ...(Object.keys(links).length ? { sizeLinks: links } : { sizeLinks: undefined }),
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
