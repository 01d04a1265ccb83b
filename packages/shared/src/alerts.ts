// Alerts and push (docs/api.md, Alerts and push): the values both sides
// use. No zod here: the web app imports these at run time (ADR 1502); the schemas are in
// alerts-schema.ts.

export const EMAIL_CHOICES = ['off', 'daily', 'instant'] as const;
export type EmailChoice = (typeof EMAIL_CHOICES)[number];

export interface AlertPreferences {
  priceDrop: boolean;
  backInStock: boolean;
  friends: boolean;
  email: EmailChoice;
  push: boolean;
}

export const DEFAULT_ALERT_PREFERENCES: AlertPreferences = {
  priceDrop: true,
  backInStock: true,
  friends: true,
  email: 'daily',
  push: false,
};

/** How many browsers one shopper may have subscribed at once. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;

/** What a push message carries; the service worker shows it and opens `url` on a click. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}
