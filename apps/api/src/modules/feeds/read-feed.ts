// Reads a whole feed: detects its format from the content and hands it to that format's reader.
import type { ReadResult } from './feed-item';
import { createGoogleGrouper, googleItemFromRow, googleItemsFromXml, readGoogleItems } from './readers/google';
import { readProductLines } from './readers/product-jsonl';
import { readShopifyCsv } from './readers/shopify-csv';
import { readShopifyProducts } from './readers/shopify-json';
import { firstLineOf, forEachRow, headerOf, readTable } from './readers/table';

/** The feed cannot be read at all: the import stops and changes nothing. */
export class FeedError extends Error {}

export interface ReadOptions {
  /** The shop's address, for product links a CSV export does not carry. */
  shopUrl?: string | undefined;
}

/**
 * The feed's bytes (or its text): a table is parsed from the bytes as they are, so a 100 MB feed
 * is held once, not as bytes, a string and csv-parse's copy of it (ADR 1410's memory budget).
 */
export function readFeed(content: Buffer | string, options: ReadOptions = {}): ReadResult {
  let text = content;
  if (typeof text !== 'string') {
    const bytes = withoutLeadingSpace(text);
    // Not XML (<) or JSON ({, [): a table, read from the bytes. The others need the text.
    if (bytes.length && ![0x3c, 0x7b, 0x5b].includes(bytes[0]!))
      return readTableFeed(bytes, firstLineOf(bytes), options);
    text = bytes.toString('utf8');
  }
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (!body) throw new FeedError('The feed is empty.');
  if (body.startsWith('<')) {
    if (!/xmlns:g\s*=\s*["']http:\/\/base\.google\.com\/ns\/1\.0/.test(body.slice(0, 4096)) && !body.includes('<g:'))
      throw new FeedError('This XML is not a Google Merchant Center feed (no g: namespace).');
    try {
      return { format: 'google-xml', ...readGoogleItems(googleItemsFromXml(body)) };
    } catch (err) {
      throw new FeedError(`The XML cannot be read: ${(err as Error).message}`);
    }
  }
  if (body.startsWith('{') || body.startsWith('[')) return readJson(body, options);
  return readTableFeed(body, body, options);
}

/** A CSV or TSV feed; `head` holds at least its header line. */
function readTableFeed(body: Buffer | string, head: string, options: ReadOptions): ReadResult {
  const header = headerOf(head);
  if (header.includes('Handle') && (header.includes('Title') || header.includes('Variant Price')))
    return { format: 'shopify-csv', ...readShopifyCsv(readTable(body), options.shopUrl) };
  const names = new Set(header.map((h) => h.replace(/^g:/, '')));
  if (names.has('id') && names.has('price') && names.has('title')) {
    const grouper = createGoogleGrouper();
    forEachRow(body, (row) => grouper.add(googleItemFromRow(row)));
    return { format: 'google-tabular', ...grouper.finish() };
  }
  throw new FeedError(
    'The feed format is not recognised: expected products.json, a Shopify CSV export, a Google Merchant Center feed or JSON lines of products.',
  );
}

/** The bytes after a byte-order mark and leading white space, without copying them. */
function withoutLeadingSpace(bytes: Buffer): Buffer {
  let start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (
    start < bytes.length &&
    (bytes[start] === 0x20 || bytes[start] === 0x09 || bytes[start] === 0x0a || bytes[start] === 0x0d)
  )
    start++;
  return bytes.subarray(start);
}

function readJson(body: string, options: ReadOptions): ReadResult {
  const newline = body.indexOf('\n');
  let whole: unknown;
  try {
    whole = JSON.parse(body);
  } catch {
    // Not one JSON document: JSON lines when the first line is an object.
    try {
      JSON.parse(newline < 0 ? body : body.slice(0, newline));
    } catch {
      throw new FeedError('The feed is not valid JSON.');
    }
    return { format: 'product-jsonl', ...readProductLines(body) };
  }
  if (whole && typeof whole === 'object' && Array.isArray((whole as { products?: unknown }).products))
    return {
      format: 'shopify-json',
      ...readShopifyProducts((whole as { products: unknown[] }).products, options.shopUrl),
    };
  if (whole && typeof whole === 'object' && 'id' in whole && 'title' in whole)
    return { format: 'product-jsonl', ...readProductLines(body) };
  throw new FeedError('This JSON is neither a products.json nor JSON lines of products.');
}
