// Sizes (docs/api.md, Cart; ADR 2905) on a real database: a Google Merchant feed's sizes,
// out-of-stock sizes, per-size links and delivery words; a cart line's size on add, change,
// friends' carts and copies; Buy Now to the size's own link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '@store/shared/cart';
import type { FriendCart } from '@store/shared/friends';
import { MSG } from '@store/shared/messages';
import { SIZE_TEXT } from '@store/shared/size-words';
import type { Product } from '@store/shared/product';
import type { ProductSizeChart } from '@store/shared/size-charts';
import { parseCategoryMapping } from '../src/modules/feeds/categories';
import { feedsService } from '../src/modules/feeds/service';
import { parseSizeCharts } from '../src/modules/feeds/size-charts';
import { bearer, createSignedInUser, createTestApp, DB_KINDS, type TestApp, type TestUser } from './helpers';

const PAGE = 'https://brand.example.in/p/linen-kurta';

/** One item per size, as Google Merchant feeds list variants. */
function variant(size: string, availability: string, link: string, extra = ''): string {
  return `<item>
    <g:id>LK-${size}</g:id><g:item_group_id>LK</g:item_group_id>
    <g:title>Linen Straight Kurta</g:title><g:description>Breezy linen.</g:description>
    <g:link>${link}</g:link><g:image_link>https://brand.example.in/i/lk.jpg</g:image_link>
    <g:price>1999.00 INR</g:price><g:sale_price>1499.00 INR</g:sale_price>
    <g:brand>Linen Lane</g:brand><g:gender>female</g:gender><g:color>Sage Green</g:color>
    <g:product_type>Women &gt; Kurta</g:product_type>
    <g:size>${size}</g:size><g:availability>${availability}</g:availability>${extra}
  </item>`;
}

const FEED = `<?xml version="1.0"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>
${variant(
  'S',
  'in_stock',
  `${PAGE}?size=s`,
  `<g:shipping><g:country>IN</g:country><g:service>Standard</g:service><g:price>0 INR</g:price></g:shipping>
   <g:return_policy_label>7-day returns at the brand's store</g:return_policy_label>`,
)}
${variant('M', 'out_of_stock', `${PAGE}?size=m`)}
${variant('L', 'in stock', PAGE)}
${variant('xl', 'out_of_stock', `javascript:alert(1)`)}
</channel></rss>`;

/** The operator's mapping file: a category pair and the brand's own kurta chart. */
const MAPPING = JSON.stringify({
  'Straight Kurta': 'Kurta',
  sizeCharts: {
    'Linen Lane': {
      kurta: {
        columns: ['Size', 'Bust (in)', 'Length (in)'],
        rows: [
          ['S', '36', '44'],
          ['M', '38', '44'],
          ['L', '40', '45'],
          ['XL', '42', '45'],
        ],
      },
    },
  },
});

describe('the size charts of a mapping file', () => {
  it("reads brands' charts by store category and refuses a bad one with its reason", () => {
    expect(parseSizeCharts(MAPPING)).toEqual([
      { brand: 'Linen Lane', category: 'Kurta', chart: expect.objectContaining({ rows: expect.any(Array) }) },
    ]);
    expect(parseCategoryMapping(MAPPING).get('straight kurta')).toBe('Kurta');
    expect(parseSizeCharts('Anarkali Set = Kurta')).toEqual([]);
    expect(() =>
      parseSizeCharts(JSON.stringify({ sizeCharts: { B: { Socks: { columns: ['Size', 'x'], rows: [['S', '1']] } } } })),
    ).toThrow(/not a store category/);
    expect(() =>
      parseSizeCharts(JSON.stringify({ sizeCharts: { B: { Kurta: { columns: ['Size', 'x'], rows: [['S']] } } } })),
    ).toThrow(/one value per column/);
  });
});

describe.each(DB_KINDS)('sizes in the cart on %s', (kind) => {
  let t: TestApp;
  let kurta: string;
  let plain: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await feedsService({ database: t.database }).runImport({
      feed: 'linen-lane',
      source: 'feed.xml',
      content: FEED,
      categories: parseCategoryMapping(MAPPING),
      sizeCharts: parseSizeCharts(MAPPING),
    });
    const { rows } = await t.database.withConnection((q) =>
      q(`SELECT id FROM products WHERE feed = 'linen-lane' AND external_id = 'LK'`),
    );
    kurta = String(rows[0]!.id);
    const none = await t.database.withConnection((q) =>
      q(`SELECT id FROM products WHERE sizes = '{}' AND available ORDER BY id LIMIT 1`),
    );
    if (!none.rows[0])
      await t.database.withConnection((q) => q(`UPDATE products SET sizes = '{}', size = '' WHERE id = 'p00002'`));
    plain = none.rows[0] ? String(none.rows[0].id) : 'p00002';
  });
  afterAll(async () => t?.close());

  const add = (user: TestUser, productId: string, payload?: object, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/cart/add/${productId}${query}`,
      headers: bearer(user),
      ...(payload ? { payload } : {}),
    });
  const change = (user: TestUser, productId: string, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url: `/cart/${productId}`, headers: bearer(user), payload: payload as object });
  const cartOf = async (user: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url: '/cart', headers: bearer(user) });
    expect(res.statusCode).toBe(200);
    return res.json<CartItem[]>();
  };
  const befriend = async (a: TestUser, b: TestUser) => {
    await t.app.inject({ method: 'POST', url: `/api/friends/request/${b.id}`, headers: bearer(a) });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/friends/request/${a.id}`, headers: bearer(b) })).statusCode,
    ).toBe(200);
  };

  it("keeps the feed's sizes, the ones out of stock, and the brand's delivery and return words", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/products/getId/${kurta}` });
    expect(res.statusCode).toBe(200);
    const product = res.json<Product>();
    expect(product.sizes).toEqual(['S', 'M', 'L', 'XL']);
    expect(product.sizesOutOfStock).toEqual(['M', 'XL']);
    expect(product.shipping).toBe('Free delivery (Standard)');
    expect(product.returnPolicy).toBe("7-day returns at the brand's store");
    // A product whose feed says nothing of the kind carries none of the three.
    const other = (await t.app.inject({ method: 'GET', url: `/products/getId/${plain}` })).json<Product>();
    expect(other).not.toHaveProperty('sizesOutOfStock');
    expect(other).not.toHaveProperty('shipping');
    expect(other).not.toHaveProperty('returnPolicy');
  });

  it('adds with a size the product has (as shoppers write it); another size is a 400 that adds nothing', async () => {
    const user = await createSignedInUser(t);
    const unknown = await add(user, kurta, { quantity: 1, size: 'XXL' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: SIZE_TEXT.sizeNotOffered });
    expect(await cartOf(user)).toEqual([]);
    for (const bad of [{ size: '' }, { size: 'x'.repeat(41) }, { size: 3 }]) {
      expect((await add(user, kurta, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    // A product without sizes takes no size at all.
    expect((await add(user, plain, { size: 'M' })).statusCode).toBe(400);
    expect(await cartOf(user)).toEqual([]);

    const added = await add(user, kurta, { quantity: 2, size: 's' });
    expect(added.statusCode).toBe(201);
    expect(added.json<{ item: CartItem }>().item).toMatchObject({
      productId: kurta,
      size: 'S',
      quantity: 2,
      brand: 'Linen Lane',
      price: 1499,
      originalPrice: 1999,
      discount: 25,
      sizes: ['S', 'M', 'L', 'XL'],
      sizesOutOfStock: ['M', 'XL'],
    });
    // Still one line per product, whatever size comes next: docs/product.md's message holds.
    const again = await add(user, kurta, { quantity: 1, size: 'L' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MSG.alreadyInCart });
    expect((await cartOf(user)).map((i) => [i.productId, i.size, i.quantity])).toEqual([[kurta, 'S', 2]]);
  });

  it("keeps docs/product.md's calls: no body, or a quantity only, adds a line without a size", async () => {
    const user = await createSignedInUser(t);
    expect((await add(user, kurta)).statusCode).toBe(201);
    expect((await add(user, plain, { quantity: 1, size: null })).statusCode).toBe(201);
    expect((await cartOf(user)).map((i) => i.size)).toEqual([null, null]);
  });

  it("PATCH changes a line's quantity (1–10) and size; bad input is a 400 that changes nothing", async () => {
    const user = await createSignedInUser(t);
    expect((await add(user, kurta, { size: 'S' })).statusCode).toBe(201);

    const quantity = await change(user, kurta, { quantity: 3 });
    expect(quantity.statusCode).toBe(200);
    expect(quantity.headers['cache-control']).toBe('no-store');
    expect(quantity.json()).toMatchObject({ message: SIZE_TEXT.cartLineUpdated, item: { size: 'S', quantity: 3 } });
    const size = await change(user, kurta, { size: 'l' });
    expect(size.json<{ item: CartItem }>().item).toMatchObject({ size: 'L', quantity: 3 });
    const both = await change(user, kurta, { size: 'S', quantity: 10 });
    expect(both.json<{ item: CartItem }>().item).toMatchObject({ size: 'S', quantity: 10 });

    const refused = await change(user, kurta, { size: 'XXL' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: SIZE_TEXT.sizeNotOffered });
    for (const bad of [{}, { quantity: 0 }, { quantity: 11 }, { quantity: 1.5 }, { size: '' }, { colour: 'red' }, []]) {
      expect((await change(user, kurta, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await cartOf(user)).map((i) => [i.size, i.quantity])).toEqual([['S', 10]]);
  });

  it('PATCH needs sign-in and reaches only the caller’s own line: 401, 404', async () => {
    const [owner, stranger] = [await createSignedInUser(t), await createSignedInUser(t)];
    expect((await add(owner, kurta, { size: 'S' })).statusCode).toBe(201);
    const anonymous = await t.app.inject({ method: 'PATCH', url: `/cart/${kurta}`, payload: { quantity: 2 } });
    expect(anonymous.statusCode).toBe(401);
    const notMine = await change(stranger, kurta, { quantity: 2 });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual({ message: MSG.itemNotInCart });
    // Even a size the product lacks answers 404 to someone without the line: nothing to learn.
    expect((await change(stranger, kurta, { size: 'XXL' })).statusCode).toBe(404);
    expect((await change(owner, 'no-such-product', { quantity: 2 })).statusCode).toBe(404);
    expect((await cartOf(owner)).map((i) => [i.size, i.quantity])).toEqual([['S', 1]]);
  });

  it("friends' carts show each line's size, and a copy takes the friend's size", async () => {
    const [me, friend] = [await createSignedInUser(t), await createSignedInUser(t)];
    await befriend(me, friend);
    expect((await add(friend, kurta, { size: 'L', quantity: 2 })).statusCode).toBe(201);
    expect((await add(friend, plain)).statusCode).toBe(201);
    const friends = (await t.app.inject({ method: 'GET', url: '/cart/friends', headers: bearer(me) })).json<
      FriendCart[]
    >();
    const lines = friends.find((f) => f.friendId === friend.id)!.cartProducts;
    expect(lines.map((l) => [l.id, l.size])).toEqual([
      [plain, null],
      [kurta, 'L'],
    ]);
    const line = lines.find((l) => l.id === kurta)!;
    const copied = await add(me, kurta, { size: line.size }, '?from=friends-cart');
    expect(copied.statusCode).toBe(201);
    expect((await cartOf(me)).map((i) => [i.productId, i.size, i.quantity])).toEqual([[kurta, 'L', 1]]);
  });

  it("Buy Now goes to the size's own link where the feed gave one, else the product's (the first item's)", async () => {
    const out = (query: string) => t.app.inject({ method: 'GET', url: `/out/${kurta}?from=cart${query}` });
    expect((await out('&size=S')).headers.location).toBe(`${PAGE}?size=s`);
    expect((await out('&size=m')).headers.location).toBe(`${PAGE}?size=m`);
    expect((await out('&size=L')).headers.location).toBe(PAGE);
    // XL's link was no web address: never stored, never followed.
    expect((await out('&size=XL')).headers.location).toBe(`${PAGE}?size=s`);
    expect((await out('&size=XXL')).headers.location).toBe(`${PAGE}?size=s`);
    expect((await out('')).headers.location).toBe(`${PAGE}?size=s`);
    expect((await out(`&size=${'x'.repeat(41)}`)).statusCode).toBe(400);
  });

  it("answers the brand's own size chart of the product's sizes, else the category's, else 404", async () => {
    const chartOf = (id: string) => t.app.inject({ method: 'GET', url: `/api/products/${id}/size-chart` });
    const own = await chartOf(kurta);
    expect(own.statusCode).toBe(200);
    expect(own.json<ProductSizeChart>()).toEqual({
      brandChart: true,
      brand: 'Linen Lane',
      chart: {
        columns: ['Size', 'Bust (in)', 'Length (in)'],
        rows: [
          ['S', '36', '44'],
          ['M', '38', '44'],
          ['L', '40', '45'],
          ['XL', '42', '45'],
        ],
      },
    });
    const { rows } = await t.database.withConnection((q) =>
      q(
        `SELECT id, sizes FROM products WHERE category = 'Kurta' AND gender = 'women' AND sizes @> '{S,M}' AND feed IS DISTINCT FROM 'linen-lane' LIMIT 1`,
      ),
    );
    const demo = await chartOf(String(rows[0]!.id));
    expect(demo.statusCode).toBe(200);
    const chart = demo.json<ProductSizeChart>();
    expect(chart.brandChart).toBe(false);
    expect(chart.chart.columns).toEqual(['Size', 'Bust (in)', 'Waist (in)', 'Hip (in)']);
    expect(chart.chart.rows.map((r) => r[0])).toEqual(
      (rows[0]!.sizes as string[]).filter((s) => chart.chart.rows.some((r) => r[0] === s)),
    );
    expect(chart.chart.rows[0]).toEqual(expect.arrayContaining([expect.any(String)]));
    const none = await chartOf(plain);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: SIZE_TEXT.noSizeChart });
    expect((await chartOf('no-such-product')).statusCode).toBe(404);
  });
});
