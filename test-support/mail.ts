// Mail in the tests: read the 4-digit code out of a real e-mail (the .eml files the server saves
// under DATA_DIR/outbox without SMTP_URL, or the raw messages a real SMTP test server received).
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** The decoded text/plain part of a raw RFC 5322 message. */
export function textPartOf(raw: string): string {
  const message = raw.replace(/\r\n/g, '\n');
  const split = message.indexOf('\n\n');
  const headers = split < 0 ? message : message.slice(0, split);
  const body = split < 0 ? '' : message.slice(split + 2);
  const unfolded = headers.replace(/\n[ \t]+/g, ' ');
  const type = /^content-type:\s*([^\n]*)/im.exec(unfolded)?.[1] ?? 'text/plain';
  const boundary = /boundary="?([^";\n]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const found = textPartOf(part.replace(/^\n/, ''));
      if (found) return found;
    }
    return '';
  }
  if (!/^text\/plain/i.test(type)) return '';
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(unfolded)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    // Escaped bytes are UTF-8: decoded as bytes, not one character each.
    const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/** The code standing alone on a line of the text part. */
export function codeFromMessage(raw: string): string {
  const code = /^\s*(\d{4})\s*$/m.exec(textPartOf(raw))?.[1];
  if (!code) throw new Error(`no 4-digit code in the text part of:\n${raw.slice(0, 2000)}`);
  return code;
}

/**
 * The .eml files of the outbox for one address, oldest first; with `after` (epoch ms), only
 * those saved from then on (a file's name starts with the time it was saved).
 */
export function outboxMessages(dataDir: string, email: string, after = 0): string[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  const suffix = `-${email.replace(/[^a-z0-9@.-]/gi, '_')}.eml`;
  return files
    .filter((f) => f.endsWith(suffix) && Number(f.split('-')[0]) >= after)
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

/** The code of the newest mail sent to this address. */
export function latestCode(dataDir: string, email: string): string {
  const messages = outboxMessages(dataDir, email);
  if (!messages.length) throw new Error(`no mail for ${email}`);
  return codeFromMessage(messages.at(-1)!);
}

/** Waits until a mail to `email` saved from `after` (epoch ms) on is in the outbox; its code. */
export async function waitForCode(dataDir: string, email: string, after = 0, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const newest = outboxMessages(dataDir, email, after).at(-1);
    if (newest) return codeFromMessage(newest);
    if (Date.now() > until) throw new Error(`no code mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port; `fail` makes it refuse messages while it returns true. */
export async function startSmtp(options: { fail?: () => boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (options.fail?.()) return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
