// Copying a friend's cart item: POST /cart/add/{productId} with an empty body, under the cart rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@store/shared/messages';
import { bearer, createSignedInUser, createTestApp, DB_KINDS, type TestApp, type TestUser } from './helpers';

describe.each(DB_KINDS)("copying a friend's item on %s", (kind) => {
  let t: TestApp;
  let productIds: string[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    const { rows } = await t.database.withConnection((q) => q('SELECT id FROM products ORDER BY id DESC LIMIT 3'));
    productIds = rows.map((r) => String(r.id));
  });
  afterAll(async () => t?.close());

  const befriend = async (a: TestUser, b: TestUser) => {
    await t.app.inject({ method: 'POST', url: `/api/friends/request/${b.id}`, headers: bearer(a) });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/friends/request/${a.id}`, headers: bearer(b) })).statusCode,
    ).toBe(200);
  };
  const copy = (user: TestUser, productId: string) =>
    t.app.inject({ method: 'POST', url: `/cart/add/${encodeURIComponent(productId)}`, headers: bearer(user) });
  const cartOf = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/cart', headers: bearer(user) })).json<
      { productId: string; quantity: number }[]
    >();

  it("adds the friend's product to my cart once; a second copy is a 409 and duplicates nothing", async () => {
    const [a, b] = [await createSignedInUser(t), await createSignedInUser(t)];
    await befriend(a, b);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/cart/add/${productIds[0]}`,
          headers: bearer(b),
          payload: { quantity: 3 },
        })
      ).statusCode,
    ).toBe(201);

    const friends = (await t.app.inject({ method: 'GET', url: '/cart/friends', headers: bearer(a) })).json<
      { cartProducts: { id: string }[] }[]
    >();
    const item = friends[0]!.cartProducts[0]!;
    expect(item.id).toBe(productIds[0]);

    const first = await copy(a, item.id);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe(MSG.addedToCart);
    const again = await copy(a, item.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MSG.alreadyInCart });
    // An empty body copies one, whatever quantity the friend had.
    expect(await cartOf(a)).toEqual([expect.objectContaining({ productId: productIds[0], quantity: 1 })]);
    // The friend's cart is untouched.
    expect(await cartOf(b)).toEqual([expect.objectContaining({ productId: productIds[0], quantity: 3 })]);
  });

  it('copying something already in my cart is a 409; many copies at once leave one line', async () => {
    const [a, b] = [await createSignedInUser(t), await createSignedInUser(t)];
    await befriend(a, b);
    expect((await copy(a, productIds[1]!)).statusCode).toBe(201);
    expect((await copy(a, productIds[1]!)).statusCode).toBe(409);
    const codes = (await Promise.all(Array.from({ length: 5 }, () => copy(a, productIds[2]!)))).map(
      (r) => r.statusCode,
    );
    expect(codes.sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await cartOf(a)).map((i) => i.productId).sort()).toEqual([productIds[1], productIds[2]].sort());
  });

  it("a friend's line of a product no longer sold says so, and copying it is a 409", async () => {
    const [a, b] = [await createSignedInUser(t), await createSignedInUser(t)];
    await befriend(a, b);
    const id = productIds[0]!;
    expect((await t.app.inject({ method: 'POST', url: `/cart/add/${id}`, headers: bearer(b) })).statusCode).toBe(201);
    const lineOf = async () =>
      (await t.app.inject({ method: 'GET', url: '/cart/friends', headers: bearer(a) })).json<
        { friendId: string; cartProducts: { id: string; available: boolean }[] }[]
      >()[0]!.cartProducts[0]!;
    expect(await lineOf()).toMatchObject({ id, available: true });
    await t.database.withConnection((q) => q('UPDATE products SET available = false WHERE id = $1', [id]));
    try {
      expect(await lineOf()).toMatchObject({ id, available: false });
      const refused = await copy(a, id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: MSG.productUnavailable });
      expect(await cartOf(a)).toEqual([]);
    } finally {
      await t.database.withConnection((q) => q('UPDATE products SET available = true WHERE id = $1', [id]));
    }
  });

  it('a product that no longer exists is a 404', async () => {
    const a = await createSignedInUser(t);
    expect((await copy(a, 'no-such-product')).statusCode).toBe(404);
    expect(await cartOf(a)).toEqual([]);
  });
});
