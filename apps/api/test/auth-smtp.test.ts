// The mail path for real: codes sent through an SMTP server started in the test (smtp-server),
// and a failing SMTP server gives a clear error and leaves nothing that blocks a retry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXT } from '../src/modules/auth/service';
import { createTestApp, DB_KINDS, form, type TestApp } from './helpers';
import { codeFromMessage, startSmtp, textPartOf } from '../../../test-support/mail';

describe.each(DB_KINDS)('account e-mail over SMTP on %s', (kind) => {
  let failing = false;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp({ fail: () => failing });
    t = await createTestApp(kind, { build: { seedDemo: false }, config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends the sign-up code through the SMTP server: text part with the code alone, and HTML', async () => {
    const email = `smtp.${Date.now()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/user/signup',
      payload: { name: 'Meera <b>Iyer</b>', email, password: 'Secret#123' },
    });
    expect(res.statusCode).toBe(201);
    const mail = smtp.received.find((m) => m.to.includes(email))!;
    expect(mail).toBeDefined();
    expect(mail.raw).toMatch(/^Subject: Your SAATH verification code/m);
    // Without MAIL_FROM the sender is the store's own name.
    expect(mail.raw).toMatch(/^From: Saath <no-reply@saath\.local>/m);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    // ADR 1300 §6: the address is not verified yet, so the mail carries nothing the sign-up chose.
    expect(mail.raw).not.toMatch(/Meera|Iyer/);
    const code = codeFromMessage(mail.raw);
    expect(textPartOf(mail.raw).split('\n')).toContain(code);
    const ok = await t.app.inject({ method: 'POST', url: '/auth/user/verify-otp', ...form({ email, otp: code }) });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 503 with a readable message when the SMTP server refuses, and a retry works at once', async () => {
    const email = `smtp.fail.${Date.now()}@example.com`;
    const payload = { name: 'Kiran Das', email, password: 'Secret#123' };
    failing = true;
    const failed = await t.app.inject({ method: 'POST', url: '/auth/user/signup', payload });
    failing = false;
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ message: AUTH_TEXT.mailFailed });
    const left = await t.database.withConnection((q) =>
      q(
        'SELECT (SELECT count(*) FROM otp_codes WHERE email = $1) AS codes, (SELECT count(*) FROM users WHERE email = $1) AS users',
        [email],
      ),
    );
    expect(left.rows[0]).toMatchObject({ codes: expect.anything(), users: expect.anything() });
    expect(Number(left.rows[0]!.codes)).toBe(0);
    expect(Number(left.rows[0]!.users)).toBe(0);

    const retry = await t.app.inject({ method: 'POST', url: '/auth/user/signup', payload });
    expect(retry.statusCode).toBe(201);
    const code = codeFromMessage(smtp.received.find((m) => m.to.includes(email))!.raw);
    const ok = await t.app.inject({ method: 'POST', url: '/auth/user/verify-otp', ...form({ email, otp: code }) });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 503 when no SMTP server listens, for sign-up and forgot-password', async () => {
    const closed = await startSmtp();
    const url = closed.url;
    await closed.close();
    const down = await createTestApp(kind, { build: { seedDemo: false }, config: { smtpUrl: url } });
    try {
      const email = `smtp.down.${Date.now()}@example.com`;
      const res = await down.app.inject({
        method: 'POST',
        url: '/auth/user/signup',
        payload: { name: 'Ravi Sen', email, password: 'Secret#123' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: AUTH_TEXT.mailFailed });
      await down.database.withConnection((q) =>
        q("INSERT INTO users (name, email, password_hash, verified_at) VALUES ('Ravi', $1, 'x', now())", [
          `known.${email}`,
        ]),
      );
      const forgot = await down.app.inject({
        method: 'POST',
        url: `/auth/user/forgot-password?email=${encodeURIComponent(`known.${email}`)}`,
      });
      expect(forgot.statusCode).toBe(503);
      expect(forgot.headers['content-type']).toMatch(/^text\/plain/);
      expect(forgot.body).toBe(AUTH_TEXT.mailFailed);
    } finally {
      await down.close();
    }
  });
});
