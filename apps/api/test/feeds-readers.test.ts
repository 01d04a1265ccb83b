// Each feed format read from the project's own fixture feeds: format detection, the field
// mapping of ADR 1410, HTML to text, prices and currency rejection, drafts, categories.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchCategory, parseCategoryMapping } from '../src/modules/feeds/categories';
import type { FeedItem } from '../src/modules/feeds/feed-item';
import { htmlToText } from '../src/modules/feeds/html-text';
import { parsePrice } from '../src/modules/feeds/price';
import { FeedError, readFeed } from '../src/modules/feeds/read-feed';
import { FIXTURES } from './feed-server';

const BASE = 'http://img.test';
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8').replaceAll('{{base}}', BASE);
const byId = (items: FeedItem[], id: string) => {
  const item = items.find((i) => i.externalId === id);
  if (!item) throw new Error(`no item ${id}`);
  return item;
};

describe('prices', () => {
  it('reads rupees however a feed writes them, rounding paise', () => {
    expect(parsePrice('1299.00')).toEqual({ ok: true, rupees: 1299 });
    expect(parsePrice('1299.00 INR')).toEqual({ ok: true, rupees: 1299 });
    expect(parsePrice('₹1,299')).toEqual({ ok: true, rupees: 1299 });
    expect(parsePrice('Rs. 1,299.50')).toEqual({ ok: true, rupees: 1300 });
    expect(parsePrice('INR 999')).toEqual({ ok: true, rupees: 999 });
    expect(parsePrice(450)).toEqual({ ok: true, rupees: 450 });
    expect(parsePrice('')).toBeUndefined();
  });
  it('refuses other currencies and nonsense with the reason', () => {
    expect(parsePrice('49.99 USD')).toEqual({ ok: false, reason: expect.stringContaining('USD') });
    expect(parsePrice('$49.99')).toEqual({ ok: false, reason: expect.stringContaining('USD') });
    expect(parsePrice('€10')).toEqual({ ok: false, reason: expect.stringContaining('EUR') });
    expect(parsePrice('free')).toMatchObject({ ok: false });
    expect(parsePrice('0.00')).toMatchObject({ ok: false });
  });
});

describe('HTML to text', () => {
  it('keeps paragraphs and bullets, drops scripts, styles, attributes and entities', () => {
    const text = htmlToText(
      '<p style="x">Soft&nbsp;cotton &amp; linen.</p><script>alert(1)</script><style>p{}</style><ul><li><b>Straight</b> fit</li><li>Wash cold</li></ul><p>Made in India</p>',
    );
    expect(text).toBe('Soft cotton & linen.\n\n• Straight fit\n• Wash cold\n\nMade in India');
  });
  it('leaves plain text alone', () => {
    expect(htmlToText('Line one\nLine two')).toBe('Line one\nLine two');
  });
});

describe('Shopify products.json', () => {
  const read = readFeed(fixture('shopify-products.json'), { shopUrl: 'https://shop.example.in' });
  it('maps every field and skips drafts', () => {
    expect(read.format).toBe('shopify-json');
    expect(read.skipped).toBe(1);
    const kurti = byId(read.items, '7001');
    expect(kurti).toMatchObject({
      title: 'Indigo Block Print Kurti',
      brand: 'MissPrint',
      gender: 'women',
      price: 1299,
      originalPrice: 1999,
      productType: 'Kurti',
      sizes: ['S', 'M', 'XXL'],
      color: 'Indigo Blue',
      url: 'https://shop.example.in/products/indigo-block-print-kurti',
      imageUrls: [`${BASE}/img/red.jpg`, `${BASE}/img/missing.jpg`],
    });
    expect(kurti.description).toBe(
      'Hand block printed in Jaipur & cut from soft cotton.\n\n• Straight fit\n• Machine wash',
    );
    expect(byId(read.items, '7002')).toMatchObject({ gender: 'men', price: 2500, originalPrice: 2500, sizes: ['40'] });
  });
});

describe('Shopify CSV export', () => {
  const read = readFeed(fixture('shopify.csv'), { shopUrl: 'https://shop.example.in' });
  it('joins follow-on rows, skips drafts and rejects a dollar price with its line', () => {
    expect(read.format).toBe('shopify-csv');
    expect(read.skipped).toBe(1);
    expect(byId(read.items, 'floral-lehnga')).toMatchObject({
      title: 'Floral Lehnga Choli',
      brand: 'Yezwe',
      price: 4999,
      originalPrice: 7999,
      sizes: ['S', 'M', 'L'],
      color: 'Rose Pink',
      url: 'https://shop.example.in/products/floral-lehnga',
      imageUrls: [`${BASE}/img/red.jpg`, `${BASE}/img/blue.png`],
      description: 'Festive lehenga with dupatta.\n\n• Georgette\n• Dry clean',
    });
    expect(byId(read.items, 'navy-chinos')).toMatchObject({ gender: 'men', price: 1499, sizes: ['32', '34'] });
    expect(read.rejected).toEqual([{ where: 'line 8', reason: expect.stringContaining('USD') }]);
  });
});

describe('Google Merchant Center XML', () => {
  const read = readFeed(fixture('google.xml'));
  it('groups items by item_group_id and takes the sale price', () => {
    expect(read.format).toBe('google-xml');
    expect(byId(read.items, 'G-100')).toMatchObject({
      title: 'Mustard Anarkali Kurta Set',
      brand: 'Yezwe',
      gender: 'women',
      price: 1799,
      originalPrice: 2499,
      sizes: ['S', 'M'],
      color: 'Mustard',
      material: 'Rayon',
      productType: 'Anarkali',
      url: 'https://shop.example.in/p/g-100',
      imageUrls: [`${BASE}/img/red.jpg`, `${BASE}/img/blue.png`],
      description: 'Flared anarkali.\n\nIncludes dupatta & pants.\n\n• Rayon',
    });
    expect(byId(read.items, 'G-200')).toMatchObject({ title: 'Charcoal Joggers', gender: 'men', price: 1299 });
    expect(read.rejected).toEqual([{ where: 'id G-300', reason: expect.stringContaining('EUR') }]);
  });
});

describe('Google Merchant Center TSV', () => {
  const read = readFeed(fixture('google.tsv'));
  it('reads the attribute-name header and groups variants', () => {
    expect(read.format).toBe('google-tabular');
    expect(byId(read.items, 'T-1')).toMatchObject({
      title: 'Black "Power" Sports Bra',
      sizes: ['S', 'M'],
      color: 'Jet Black',
      imageUrls: [`${BASE}/img/red.jpg`, `${BASE}/img/blue.png`],
    });
    expect(byId(read.items, 'T-2')).toMatchObject({ price: 2999, originalPrice: 3499, gender: 'men' });
    expect(read.rejected).toEqual([{ where: 'line 5', reason: expect.stringContaining('USD') }]);
  });
  it('reads the same feed as CSV', () => {
    const csv = fixture('google.tsv')
      .split('\n')
      .map((l) =>
        l
          .split('\t')
          .map((c) => `"${c.replaceAll('"', '""')}"`)
          .join(','),
      )
      .join('\n');
    const again = readFeed(csv);
    expect(again.format).toBe('google-tabular');
    expect(again.items.map((i) => i.externalId)).toEqual(read.items.map((i) => i.externalId));
  });
});

describe('JSON lines of products', () => {
  const read = readFeed(fixture('products.jsonl'));
  it('reads the Product object and says which lines are wrong', () => {
    expect(read.format).toBe('product-jsonl');
    expect(byId(read.items, 'own-1')).toMatchObject({ category: 'Kurta', sizes: ['S', 'M', 'L'], rating: 4.4 });
    expect(byId(read.items, 'own-2')).toMatchObject({ price: 1299, originalPrice: 1299, sizes: ['30', '32'] });
    expect(read.rejected).toEqual([
      { where: 'line 3', reason: 'not JSON' },
      { where: 'line 4', reason: expect.stringContaining('price') },
    ]);
  });
});

describe('unreadable feeds', () => {
  it.each([
    ['', 'empty'],
    ['just some words\nand more', 'not recognised'],
    ['<html><body>hi</body></html>', 'g: namespace'],
    ['{"products": 3}', 'neither'],
    ['{broken', 'not valid JSON'],
  ])('%j is refused', (text, words) => {
    expect(() => readFeed(text)).toThrow(FeedError);
    expect(() => readFeed(text)).toThrow(new RegExp(words));
    expect(() => readFeed(Buffer.from(text))).toThrow(new RegExp(words));
  });
});

describe('a feed read from its bytes', () => {
  // Files and uploads reach the reader as bytes (tables are parsed without a string copy):
  // every format reads the same from bytes as from text, a byte-order mark and blank lines first included.
  it.each(['shopify-products.json', 'shopify.csv', 'google.xml', 'google.tsv', 'products.jsonl'])('%s', (name) => {
    const text = fixture(name);
    const options = { shopUrl: 'https://shop.example.in' };
    const fromText = readFeed(text, options);
    expect(fromText.items.length).toBeGreaterThan(0);
    expect(readFeed(Buffer.from(text), options)).toEqual(fromText);
    expect(readFeed(Buffer.concat([Buffer.from('\uFEFF\n  '), Buffer.from(text)]), options).items).toEqual(
      fromText.items.map((item) => ({ ...item, where: expect.any(String) })),
    );
  });
});

describe('categories', () => {
  const item = (productType: string, tags: string[] = [], title = 'Thing'): FeedItem => ({
    externalId: 'x',
    where: 'x',
    title,
    brand: '',
    gender: 'women',
    price: 1,
    originalPrice: 1,
    rating: 0,
    category: '',
    productType,
    tags,
    material: '',
    sizes: [],
    color: '',
    description: '',
    url: '',
    imageUrls: [],
  });
  it('matches store categories and their synonyms from type, tags or title', () => {
    expect(matchCategory(item('Kurti'))).toBe('Kurta');
    expect(matchCategory(item('Women > Ethnic > Sari'))).toBe('Saree');
    expect(matchCategory(item('', ['new', 'Crop Tops']))).toBe('Crop Tops');
    expect(matchCategory(item('', [], 'Relaxed Denim Jeans'))).toBe('Jeans');
    expect(matchCategory(item('Loungewear'))).toBeUndefined();
  });
  it('takes an operator mapping first, as JSON or lines, and refuses unknown targets', () => {
    expect(matchCategory(item('Loungewear'), parseCategoryMapping('{"Loungewear": "Casual"}'))).toBe('Casual');
    expect(matchCategory(item('Kurti'), parseCategoryMapping('# mine\nKurti = Ethnic\n'))).toBe('Ethnic');
    expect(() => parseCategoryMapping('Loungewear = Pyjamas')).toThrow(/not a store category/);
  });
});
