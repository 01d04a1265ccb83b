// The code e-mails in the language of the request that asked for them (ADR 3201), through a real
// SMTP server: the lang cookie, else Accept-Language; English otherwise. Alert mail and pushes in
// the language the shopper last used on their alert preferences or push subscription (ADR 3203),
// through the same SMTP server and a push service that decrypts every payload.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { feedsService } from '../src/modules/feeds/service';
import { bearer, createSignedInUser, createTestApp, DB_KINDS, type TestApp, type TestUser } from './helpers';
import { codeFromMessage, startSmtp, textPartOf } from '../../../test-support/mail';
import { startPushReceiver, type PushReceiver } from '../../../test-support/push-receiver';

/** The Subject header, its RFC 2047 encoded words decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The text part as UTF-8 (a quoted-printable part decodes to bytes). */
function textOf(raw: string): string {
  const text = textPartOf(raw);
  return /\p{Script=Devanagari}/u.test(text) ? text : Buffer.from(text, 'latin1').toString('utf8');
}

describe.each(DB_KINDS)('code e-mails in the chosen language (%s)', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(kind, { build: { seedDemo: false }, config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const mailTo = (email: string) => smtp.received.find((m) => m.to.includes(email))!;

  it('a sign-up from a Hindi page (lang cookie) gets its code in Hindi, and the code works', async () => {
    const email = `hindi.${Date.now()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/user/signup',
      headers: { cookie: 'lang=hi' },
      payload: { name: 'Meera Iyer', email, password: 'Secret#123' },
    });
    expect(res.statusCode).toBe(201);
    const mail = mailTo(email);
    expect(subjectOf(mail.raw)).toBe('आपका SAATH वेरिफ़िकेशन कोड');
    const text = textOf(mail.raw);
    expect(text).toContain('नमस्ते,');
    expect(text).toContain('अपना ई-मेल पता वेरिफ़ाई करने');
    expect(text).not.toMatch(/Hello|Use this code/);
    expect(mail.raw).toMatch(/<html lang=(3D)?"hi"/);
    const code = codeFromMessage(mail.raw);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/auth/user/verify-otp',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, otp: code }).toString(),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('a reset asked with Accept-Language: hi is in Hindi and greets the account by name; English by default', async () => {
    const user = await createSignedInUser(t, 'Kiran Das');
    const hindi = await t.app.inject({
      method: 'POST',
      url: `/auth/user/forgot-password?email=${encodeURIComponent(user.email)}`,
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(hindi.statusCode).toBe(200);
    const mail = mailTo(user.email);
    expect(subjectOf(mail.raw)).toBe('आपका SAATH पासवर्ड रीसेट कोड');
    expect(textOf(mail.raw)).toContain('नमस्ते Kiran Das,');

    const other = await createSignedInUser(t, 'Asha Rao');
    await t.app.inject({
      method: 'POST',
      url: `/auth/user/forgot-password?email=${encodeURIComponent(other.email)}`,
      headers: { cookie: 'lang=en', 'accept-language': 'hi' },
    });
    expect(subjectOf(mailTo(other.email).raw)).toBe('Your SAATH password reset code');
    expect(textOf(mailTo(other.email).raw)).toContain('Hello Asha Rao,');
  });
});

describe.each(DB_KINDS)('alert mail and pushes in the shopper language (%s)', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let push: PushReceiver;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    let storeKey = '';
    push = await startPushReceiver(() => storeKey);
    t = await createTestApp(kind, {
      build: { seedDemo: false },
      config: { smtpUrl: smtp.url, pushTestOrigins: [push.origin] },
    });
    storeKey = t.config.vapid.publicKey;
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
    await smtp?.close();
  });

  const HINDI = { cookie: 'lang=hi' };
  const importPrices = (prices: Record<string, number>) =>
    feedsService({ database: t.database }).runImport({
      feed: 'lang',
      source: 'lang.jsonl',
      content: Buffer.from(
        Object.entries(prices)
          .map(([id, price]) =>
            JSON.stringify({
              id,
              title: `Kurta ${id}`,
              brand: 'Saath Test',
              price,
              url: `https://shop.example.in/p/${id}`,
              imageUrl: '/images/placeholder',
            }),
          )
          .join('\n'),
      ),
    });
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, user: TestUser, headers: object, payload?: object) =>
    t.app.inject({ method, url, headers: { ...bearer(user), ...headers }, ...(payload ? { payload } : {}) });
  /** A shopper with instant mail and push on, their choices saved from a page in `headers`' language. */
  async function shopper(name: string, headers: object) {
    const user = await createSignedInUser(t, name);
    const saved = await call('PUT', '/api/alerts/preferences', user, headers, { email: 'instant', push: true });
    expect(saved.statusCode).toBe(200);
    const sub = push.subscribe();
    const res = await call('POST', '/api/push/subscriptions', user, headers, {
      endpoint: sub.endpoint,
      keys: sub.keys,
    });
    expect(res.statusCode).toBe(201);
    expect((await call('POST', '/api/wishlist/lang-1', user, {})).statusCode).toBe(201);
    return { user, sub };
  }
  const languageOf = async (user: TestUser) =>
    (
      await selectRows<{ language: string }>(
        t.database.db,
        sql`SELECT language FROM alert_preferences WHERE user_id = ${user.id}::uuid`,
      )
    )[0]?.language;
  const mailsTo = (user: TestUser) => smtp.received.filter((m) => m.to.includes(user.email));
  const pushesTo = (id: string) => push.received.filter((p) => p.subscription === id).map((p) => p.payload);

  it("a Hindi shopper's price-drop mail and push are in Hindi, an English shopper's stay English", async () => {
    await importPrices({ 'lang-1': 150_000, 'lang-2': 2000 });
    const hindi = await shopper('Meera', HINDI);
    const english = await shopper('Asha', { 'accept-language': 'en-IN,en;q=0.9' });
    // A Hindi browser with no cookie counts as Hindi too.
    const browser = await shopper('Kiran', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect([await languageOf(hindi.user), await languageOf(english.user), await languageOf(browser.user)]).toEqual([
      'hi',
      'en',
      'hi',
    ]);

    await importPrices({ 'lang-1': 123_456, 'lang-2': 2000 });
    await t.app.alerts.drain();
    expect(push.refused).toEqual([]);
    expect(pushesTo(hindi.sub.id)).toEqual([
      { title: 'कीमत घटी: Kurta lang-1', body: 'अब ₹1,23,456, पहले ₹1,50,000', url: '/products/lang-1' },
    ]);
    expect(pushesTo(browser.sub.id)).toEqual(pushesTo(hindi.sub.id));
    expect(pushesTo(english.sub.id)).toEqual([
      { title: 'Price drop: Kurta lang-1', body: 'Now ₹1,23,456, was ₹1,50,000', url: '/products/lang-1' },
    ]);

    const [mail] = mailsTo(hindi.user);
    expect(mailsTo(hindi.user)).toHaveLength(1);
    expect(subjectOf(mail!.raw)).toBe('कीमत घटी: Kurta lang-1');
    const text = textPartOf(mail!.raw);
    expect(text).toContain('नमस्ते Meera,');
    expect(text).toContain('Saath Test Kurta lang-1: अब ₹1,23,456, पहले ₹1,50,000');
    expect(text).toMatch(/^नोटिफ़िकेशन सेटिंग: http:\/\/\S+\/profile\/notifications$/m);
    expect(text).toMatch(/^अलर्ट ई-मेल बंद करें: http:\/\/\S+\/unsubscribe\?token=\S+$/m);
    expect(text).not.toMatch(/Hello|Price drop|now ₹|Settings|Unsubscribe/);
    expect(mail!.raw).toMatch(/lang=(3D)?"hi"/);
    // Its unsubscribe page is in Hindi too, from a browser that says nothing of Hindi.
    const link = /^अलर्ट ई-मेल बंद करें: (\S+)$/m.exec(text)![1]!;
    const path = new URL(link).pathname + new URL(link).search;
    const page = await t.app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'en' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hi">');
    expect(page.body).toContain('<button type="submit" style="font:inherit;padding:.6rem 1.2rem">ई-मेल बंद करें</button>');
    const action = /action="([^"]+)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
    const done = await t.app.inject({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('<h1>अलर्ट ई-मेल बंद हो गए</h1>');
    expect(
      (
        await selectRows<{ email: string }>(
          t.database.db,
          sql`SELECT email FROM alert_preferences WHERE user_id = ${hindi.user.id}::uuid`,
        )
      )[0]!.email,
    ).toBe('off');

    const englishMail = mailsTo(english.user);
    expect(englishMail).toHaveLength(1);
    expect(subjectOf(englishMail[0]!.raw)).toBe('Price drop: Kurta lang-1');
    const englishText = textPartOf(englishMail[0]!.raw);
    expect(englishText).toContain('Hello Asha,');
    expect(englishText).toContain('Saath Test Kurta lang-1: now ₹1,23,456, was ₹1,50,000');
    expect(englishText).toMatch(/^Unsubscribe from alert e-mails: http:\/\/\S+\/unsubscribe\?token=\S+$/m);
    expect(englishText).not.toMatch(/\p{Script=Devanagari}/u);
    const englishLink = /^Unsubscribe from alert e-mails: (\S+)$/m.exec(englishText)![1]!;
    expect(new URL(englishLink).searchParams.has('lang')).toBe(false);
    const englishPage = await t.app.inject({
      method: 'GET',
      url: new URL(englishLink).pathname + new URL(englishLink).search,
    });
    expect(englishPage.body).toContain('<html lang="en"><head>');
    expect(englishPage.body).toContain('<h1>Unsubscribe from alert e-mails</h1>');
  });

  it('follows the last page the shopper used: a mail of several alerts, then English again', async () => {
    const user = await createSignedInUser(t, 'Dev');
    expect((await call('PUT', '/api/alerts/preferences', user, HINDI, { email: 'instant' })).statusCode).toBe(200);
    for (const id of ['lang-1', 'lang-2']) {
      expect((await call('POST', `/api/wishlist/${id}`, user, {})).statusCode).toBe(201);
    }
    await importPrices({ 'lang-1': 100_000, 'lang-2': 1500 });
    await t.app.alerts.drain();
    expect(mailsTo(user)).toHaveLength(1);
    expect(subjectOf(mailsTo(user)[0]!.raw)).toBe('आपके पसंदीदा प्रोडक्ट पर 2 अलर्ट');
    const text = textPartOf(mailsTo(user)[0]!.raw);
    expect(text).toContain('Saath Test Kurta lang-1: अब ₹1,00,000, पहले ₹1,23,456');
    expect(text).toContain('Saath Test Kurta lang-2: अब ₹1,500, पहले ₹2,000');

    // Reading the preferences from an English page switches the alerts back.
    const read = await call('GET', '/api/alerts/preferences', user, { cookie: 'lang=en', 'accept-language': 'hi' });
    expect(read.statusCode).toBe(200);
    expect(await languageOf(user)).toBe('en');
    await importPrices({ 'lang-1': 90_000, 'lang-2': 1500 });
    await t.app.alerts.drain();
    expect(mailsTo(user)).toHaveLength(2);
    expect(subjectOf(mailsTo(user)[1]!.raw)).toBe('Price drop: Kurta lang-1');
  });
});
