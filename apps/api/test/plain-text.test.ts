// One plain-text rule for every human-written field (ADR 2611), as the server applies it: names,
// opinion comments, share notes, and the queries and filter values a shopper types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAIN_TEXT_MESSAGES } from '@store/shared/plain-text';
import { VALIDATION } from '@store/shared/validation-words';
import { bearer, createSignedInUser, createTestApp, DB_KINDS, type TestApp, type TestUser } from './helpers';

describe.each(DB_KINDS)('plain text on %s', (kind) => {
  let t: TestApp;
  let me: TestUser;
  let friend: TestUser;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    me = await createSignedInUser(t, 'Plain Voter');
    friend = await createSignedInUser(t, 'Plain Owner');
    const post = (user: TestUser, url: string) => t.app.inject({ method: 'POST', url, headers: bearer(user) });
    expect((await post(me, `/api/friends/request/${friend.id}`)).statusCode).toBe(201);
    expect((await post(friend, `/api/friends/request/${me.id}`)).statusCode).toBe(200);
    const { rows } = await t.database.withConnection((q) => q('SELECT id FROM products WHERE available LIMIT 1'));
    productId = String(rows[0]!.id);
    expect((await post(friend, `/api/wishlist/${productId}`)).statusCode).toBe(201);
  });
  afterAll(async () => t?.close());

  const users = async () =>
    Number((await t.database.withConnection((q) => q('SELECT count(*) AS n FROM users'))).rows[0]!.n);
  let n = 0;
  const signup = (name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/user/signup',
      remoteAddress: `10.26.11.${++n}`,
      payload: { name, email: `plain.${n}.${Date.now()}@example.com`, password: 'Secret#123' },
    });

  it.each([
    ['ESC (a terminal escape)', 'Asha\u001b[2J', PLAIN_TEXT_MESSAGES.name],
    ['BEL', 'Asha\u0007Rao', PLAIN_TEXT_MESSAGES.name],
    ['a newline', 'Asha\nRao', PLAIN_TEXT_MESSAGES.name],
    ['U+202E (right-to-left override)', 'Asha\u202eoaR', PLAIN_TEXT_MESSAGES.name],
    ['only zero-width spaces', '\u200b\u200b\u200b', PLAIN_TEXT_MESSAGES.name],
    ['only Hangul fillers', '\u3164\u3164\u3164', VALIDATION.fullNameRequired],
  ])('a name with %s is refused (400) and nobody is written', async (_what, name, message) => {
    const before = await users();
    const res = await signup(name);
    expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([400, `name: ${message}`]);
    expect(await users()).toBe(before);
  });

  it('a name in Devanagari with its joiner is welcome', async () => {
    expect((await signup('क्\u200dष सिंह')).statusCode).toBe(201);
  });

  it('an opinion comment or a share note with U+202E or a zero-width space is refused', async () => {
    const vote = await t.app.inject({
      method: 'PUT',
      url: `/api/opinions/${friend.id}/${productId}`,
      headers: bearer(me),
      payload: { vote: 'up', comment: 'lovely\u202eylgu' },
    });
    expect([vote.statusCode, vote.json()]).toEqual([400, { message: `comment: ${PLAIN_TEXT_MESSAGES.text}` }]);
    const share = await t.app.inject({
      method: 'POST',
      url: '/api/shares',
      headers: bearer(me),
      payload: { productId, friendIds: [friend.id], note: 'look\u200b' },
    });
    expect([share.statusCode, share.json()]).toEqual([400, { message: `note: ${PLAIN_TEXT_MESSAGES.text}` }]);
    const written = await t.database.withConnection((q) =>
      q('SELECT (SELECT count(*) FROM opinions) + (SELECT count(*) FROM shares) AS n'),
    );
    expect(Number(written.rows[0]!.n)).toBe(0);
    // Several lines are fine in a comment, sent as a form would (\r\n), kept as \n.
    const lines = await t.app.inject({
      method: 'PUT',
      url: `/api/opinions/${friend.id}/${productId}`,
      headers: bearer(me),
      payload: { vote: 'up', comment: 'lovely\r\nget the red' },
    });
    expect(lines.statusCode).toBe(200);
    const stored = await t.database.withConnection((q) => q('SELECT comment FROM opinions'));
    expect(stored.rows).toEqual([{ comment: 'lovely\nget the red' }]);
  });

  it.each([
    ['a search', `/api/products/hybrid-search?query=${encodeURIComponent('kurta\u202e')}`],
    ['a filter value', `/api/products/hybrid-search?query=kurta&brand=${encodeURIComponent('Zara\u200b')}`],
  ])('%s with an invisible character is the same 400', async (_what, url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(400);
  });
});
