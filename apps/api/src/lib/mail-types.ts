// What sending mail looks like to the code that sends it (modules/auth/mail.ts and the auth
// service); plugins/mailer.ts is the nodemailer implementation, tests pass their own.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (an alert mail's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}
