// The wire shapes of alerts and push (docs/api.md, Alerts and push).
import { z } from 'zod';
import { EMAIL_CHOICES, type AlertPreferences } from './alerts';

export const alertPreferencesSchema = z.object({
  priceDrop: z.boolean(),
  backInStock: z.boolean(),
  friends: z.boolean(),
  email: z.enum(EMAIL_CHOICES, { error: 'must be "off", "daily" or "instant"' }),
  push: z.boolean(),
}) satisfies z.ZodType<AlertPreferences>;

/** PUT /api/alerts/preferences: any subset; nothing else. */
export const alertPreferencesChangeSchema = alertPreferencesSchema.partial().strict();
export type AlertPreferencesChange = z.infer<typeof alertPreferencesChangeSchema>;

/** base64url of a fixed length (its padding, if any, dropped). */
const base64url = (pattern: RegExp, what: string) =>
  z
    .string()
    .transform((v) => v.replace(/=+$/, ''))
    .pipe(z.string().regex(pattern, what));

/** A browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().max(1000, 'endpoint is too long'),
  keys: z.object({
    // An uncompressed P-256 point (RFC 8291): 65 bytes, the first 0x04 (so "B…", 87 characters).
    p256dh: base64url(/^B[A-Za-z0-9_-]{86}$/, 'keys.p256dh must be an uncompressed P-256 public key, base64url'),
    // 16 bytes: 22 characters.
    auth: base64url(/^[A-Za-z0-9_-]{22}$/, 'keys.auth must be 16 bytes, base64url'),
  }),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({ endpoint: z.string().max(1000, 'endpoint is too long') });

export const pushKeySchema = z.object({ publicKey: z.string() });
