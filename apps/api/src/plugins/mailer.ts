// Outgoing mail through nodemailer: SMTP_URL when set; otherwise each mail is logged and saved
// as an .eml under DATA_DIR/outbox so a developer can sign up locally.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from '../lib/mail-types';

/** One recipient as an address object: nodemailer never re-parses it into several (ADR 1300). */
const envelope = (message: MailMessage) => ({ ...message, to: { name: '', address: message.to } });

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    const secure = url.protocol === 'smtps:';
    const transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port) || (secure ? 465 : 587),
      secure,
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      // A relay without TLS (a local test server) is only allowed when the URL says so.
      ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
      // Alerts send mail in bursts (ADR 3100): a few kept connections, not one handshake a mail.
      pool: true,
      maxConnections: 4,
      maxMessages: 200,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 15_000,
    });
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...envelope(message) });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  // Names sort in sending order, and two mails in the same millisecond never share a file.
  let sequence = 0;
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...envelope(message) });
      await mkdir(outbox, { recursive: true });
      sequence = (sequence + 1) % 1_000_000;
      const stamp = `${Date.now()}-${String(sequence).padStart(6, '0')}`;
      const file = path.join(outbox, `${stamp}-${message.to.replace(/[^a-z0-9@.-]/gi, '_')}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ to: message.to, subject: message.subject, file, text: message.text }, 'mail saved to outbox');
    },
    close: () => transport.close(),
  };
}
