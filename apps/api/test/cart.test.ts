// Cart API (docs/api.md, Cart) on a real database: every rule and status, the one-line-per-product
// guarantee under concurrency, and that no answer can be cached.
import { MSG } from '@store/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '@store/shared/cart';
import { bearer, createSignedInUser, createTestApp, DB_KINDS, type TestApp, type TestUser } from './helpers';

type Item = CartItem;

describe.each(DB_KINDS)('cart on %s', (kind) => {
  let t: TestApp;
  let ids: string[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { rows } = await t.database.withConnection((q) => q('SELECT id FROM products ORDER BY id LIMIT 120'));
    ids = rows.map((r) => String(r.id));
  });
  afterAll(async () => t?.close());

  const add = (user: TestUser, productId: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/cart/add/${productId}`,
      headers: { ...bearer(user), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const getCart = async (user: TestUser, path = '/cart') => {
    const res = await t.app.inject({ method: 'GET', url: path, headers: bearer(user) });
    expect(res.statusCode).toBe(200);
    return res.json<Item[]>();
  };
  const lines = async (userId: string) => {
    const { rows } = await t.database.withConnection((q) =>
      q('SELECT product_id, quantity FROM cart_items WHERE user_id = $1 ORDER BY product_id', [userId]),
    );
    return rows;
  };

  it('needs sign-in on every route: 401 without a token or with a dead one', async () => {
    const calls = [
      { method: 'GET', url: '/cart' },
      { method: 'GET', url: '/api/cart' },
      { method: 'POST', url: `/cart/add/${ids[0]}` },
      { method: 'DELETE', url: `/cart/remove/${ids[0]}` },
      { method: 'DELETE', url: '/cart/clear' },
    ] as const;
    for (const call of calls) {
      const anonymous = await t.app.inject(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(anonymous.headers['cache-control']).toBe('no-store');
      const dead = await t.app.inject({ ...call, headers: { authorization: `Bearer ${'x'.repeat(43)}` } });
      expect(dead.statusCode).toBe(401);
      expect(dead.json()).toEqual({ message: MSG.sessionExpired });
    }
  });

  it('adds a product: 201 with the message and the item, current product data, no-store', async () => {
    const user = await createSignedInUser(t);
    const res = await add(user, ids[0]!, { quantity: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { rows } = await t.database.withConnection((q) =>
      q('SELECT title, price, url, image_id, brand, original_price, discount, sizes FROM products WHERE id = $1', [
        ids[0],
      ]),
    );
    const p = rows[0]!;
    expect(res.json()).toEqual({
      message: MSG.addedToCart,
      item: {
        productId: ids[0],
        title: p.title,
        imageUrl: `/images/${String(p.image_id)}`,
        price: Number(p.price),
        quantity: 2,
        url: p.url,
        available: true,
        size: null,
        brand: p.brand,
        originalPrice: Number(p.original_price),
        discount: Number(p.discount),
        sizes: p.sizes,
        sizesOutOfStock: [],
      },
    });
    expect(await lines(user.id)).toEqual([{ product_id: ids[0], quantity: 2 }]);
  });

  it("records each add as an event: a copy when it came from a friend's cart; a bad source is a 400", async () => {
    const user = await createSignedInUser(t);
    expect((await add(user, ids[3]!)).statusCode).toBe(201);
    const copy = await t.app.inject({
      method: 'POST',
      url: `/cart/add/${ids[4]}?from=friends-cart`,
      headers: bearer(user),
    });
    expect(copy.statusCode).toBe(201);
    expect((await add(user, ids[3]!)).statusCode).toBe(409); // not added again: no second event
    const bad = await t.app.inject({
      method: 'POST',
      url: `/cart/add/${ids[5]}?from=elsewhere`,
      headers: bearer(user),
    });
    expect(bad.statusCode).toBe(400);
    const { rows } = await t.database.withConnection((q) =>
      q('SELECT product_id, kind, source FROM product_events WHERE user_id = $1 ORDER BY id', [user.id]),
    );
    expect(rows).toEqual([
      { product_id: ids[3], kind: 'cart-add', source: null },
      { product_id: ids[4], kind: 'copy', source: null },
    ]);
    expect(await lines(user.id)).toHaveLength(2);
  });

  it('an unavailable product: adding answers 409 and adds nothing; lines already in carts say so', async () => {
    const user = await createSignedInUser(t);
    const gone = ids[6]!;
    expect((await add(user, gone)).statusCode).toBe(201);
    const setAvailable = (available: boolean) =>
      t.database.withConnection((q) => q('UPDATE products SET available = $1 WHERE id = $2', [available, gone]));
    await setAvailable(false);
    try {
      expect((await getCart(user)).find((i) => i.productId === gone)?.available).toBe(false);
      const other = await createSignedInUser(t);
      const refused = await add(other, gone, { quantity: 1 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: MSG.productUnavailable });
      expect(await lines(other.id)).toEqual([]);
    } finally {
      await setAvailable(true);
    }
    expect((await getCart(user)).find((i) => i.productId === gone)?.available).toBe(true);
  });

  it('takes no body, an empty JSON body or {} as quantity 1', async () => {
    const user = await createSignedInUser(t);
    expect((await add(user, ids[0]!)).statusCode).toBe(201);
    expect((await add(user, ids[1]!, '', { 'content-type': 'application/json' })).statusCode).toBe(201);
    expect((await add(user, ids[2]!, {})).statusCode).toBe(201);
    expect((await add(user, ids[3]!, null)).statusCode).toBe(201);
    expect((await lines(user.id)).map((r) => r.quantity)).toEqual([1, 1, 1, 1]);
  });

  it.each([0, 11, -1, 1.5, '2', true, [1], { n: 1 }, null])(
    'refuses quantity %j with 400 and changes nothing',
    async (quantity) => {
      const user = await createSignedInUser(t);
      const res = await add(user, ids[0]!, { quantity });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/quantity/);
      expect(await lines(user.id)).toEqual([]);
    },
  );

  it('accepts every quantity from 1 to 10', async () => {
    const user = await createSignedInUser(t);
    for (let q = 1; q <= 10; q++) expect((await add(user, ids[q]!, { quantity: q })).statusCode).toBe(201);
    expect((await lines(user.id)).length).toBe(10);
  });

  it('refuses bodies that are not JSON objects with 400', async () => {
    const user = await createSignedInUser(t);
    const bad = await add(user, ids[0]!, '{"quantity":', { 'content-type': 'application/json' });
    expect(bad.statusCode).toBe(400);
    const text = await add(user, ids[0]!, 'quantity=2', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(400);
    const huge = await add(user, ids[0]!, '{"quantity":1e309}', { 'content-type': 'application/json' });
    expect(huge.statusCode).toBe(400);
    const proto = await add(user, ids[0]!, '{"__proto__":{"quantity":1}}', { 'content-type': 'application/json' });
    expect(proto.statusCode).toBe(400);
    expect(await lines(user.id)).toEqual([]);
  });

  it.each(['%20', 'a%27%3B--', 'x'.repeat(65), '..%2F..%2Fetc', '%F0%9F%91%97', 'p%00'])(
    'refuses the product id %s with 400',
    async (productId) => {
      const user = await createSignedInUser(t);
      const res = await add(user, productId, { quantity: 1 });
      expect(res.statusCode).toBe(400);
      const remove = await t.app.inject({ method: 'DELETE', url: `/cart/remove/${productId}`, headers: bearer(user) });
      expect(remove.statusCode).toBe(400);
      expect(await lines(user.id)).toEqual([]);
    },
  );

  it('answers 404 for an unknown product', async () => {
    const user = await createSignedInUser(t);
    const res = await add(user, 'no-such-product', { quantity: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.productNotFound });
    expect(await lines(user.id)).toEqual([]);
  });

  it('answers 409 when the product is already in the cart, keeping the first quantity', async () => {
    const user = await createSignedInUser(t);
    expect((await add(user, ids[0]!, { quantity: 3 })).statusCode).toBe(201);
    const again = await add(user, ids[0]!, { quantity: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Product is already in your cart!' });
    expect(await lines(user.id)).toEqual([{ product_id: ids[0], quantity: 3 }]);
  });

  it('a hundred simultaneous adds of one product leave one line: one 201, ninety-nine 409', async () => {
    const user = await createSignedInUser(t);
    const answers = await Promise.all(Array.from({ length: 100 }, () => add(user, ids[5]!, { quantity: 1 })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    expect(await lines(user.id)).toEqual([{ product_id: ids[5], quantity: 1 }]);
  });

  it('simultaneous adds of different products all land', async () => {
    const user = await createSignedInUser(t);
    const answers = await Promise.all(ids.slice(0, 40).map((id) => add(user, id)));
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    expect(await lines(user.id)).toHaveLength(40);
  });

  it('lists the cart newest first on /cart and /api/cart, with current product data', async () => {
    const user = await createSignedInUser(t);
    expect(await getCart(user)).toEqual([]);
    for (const id of [ids[7], ids[3], ids[9]]) expect((await add(user, id!)).statusCode).toBe(201);
    const cart = await getCart(user);
    expect(cart.map((i) => i.productId)).toEqual([ids[9], ids[3], ids[7]]);
    expect(await getCart(user, '/api/cart')).toEqual(cart);
    // The price and title shown are the product's current ones, not a copy from add time.
    await t.database.withConnection((q) =>
      q(`UPDATE products SET price = price - 1, title = title || ' (new)' WHERE id = $1`, [ids[3]]),
    );
    const after = await getCart(user);
    const line = after.find((i) => i.productId === ids[3])!;
    const before = cart.find((i) => i.productId === ids[3])!;
    expect(line.price).toBe(before.price - 1);
    expect(line.title).toBe(`${before.title} (new)`);
    const res = await t.app.inject({ method: 'GET', url: '/cart', headers: bearer(user) });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('removes one product: 200, then 404 with the message when it is not there', async () => {
    const user = await createSignedInUser(t);
    await add(user, ids[0]!);
    await add(user, ids[1]!);
    const removed = await t.app.inject({ method: 'DELETE', url: `/cart/remove/${ids[0]}`, headers: bearer(user) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ message: string }>().message).toBeTruthy();
    expect((await getCart(user)).map((i) => i.productId)).toEqual([ids[1]]);
    const again = await t.app.inject({ method: 'DELETE', url: `/cart/remove/${ids[0]}`, headers: bearer(user) });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Item not found in cart.' });
    const unknown = await t.app.inject({ method: 'DELETE', url: '/cart/remove/nothing-here', headers: bearer(user) });
    expect(unknown.statusCode).toBe(404);
    // Removed products can be added again.
    expect((await add(user, ids[0]!)).statusCode).toBe(201);
  });

  it('clears the cart, and clearing an empty cart is fine', async () => {
    const user = await createSignedInUser(t);
    await add(user, ids[0]!);
    await add(user, ids[1]!);
    const cleared = await t.app.inject({ method: 'DELETE', url: '/cart/clear', headers: bearer(user) });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ message: 'Cart cleared successfully' });
    expect(await getCart(user)).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url: '/cart/clear', headers: bearer(user) });
    expect(again.statusCode).toBe(200);
  });

  it("keeps shoppers' carts apart: no one sees, removes or clears another's lines", async () => {
    const alice = await createSignedInUser(t, 'Alice');
    const bob = await createSignedInUser(t, 'Bob');
    await add(alice, ids[0]!);
    await add(bob, ids[0]!);
    await add(bob, ids[1]!);
    expect((await getCart(alice)).map((i) => i.productId)).toEqual([ids[0]]);
    const steal = await t.app.inject({ method: 'DELETE', url: `/cart/remove/${ids[1]}`, headers: bearer(alice) });
    expect(steal.statusCode).toBe(404);
    await t.app.inject({ method: 'DELETE', url: '/cart/clear', headers: bearer(alice) });
    expect(await getCart(alice)).toEqual([]);
    expect(await getCart(bob)).toHaveLength(2);
  });

  it('documents every cart route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    for (const p of ['/cart', '/api/cart', '/cart/add/{productId}', '/cart/remove/{productId}', '/cart/clear']) {
      expect(doc.paths[p], p).toBeDefined();
    }
  });
});
