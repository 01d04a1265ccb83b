// Sends one Web Push message (RFC 8030) with VAPID (RFC 8292) and an aes128gcm payload
// (RFC 8291). web-push builds the request (JWT and encryption); lib/public-fetch.ts posts it,
// so the connection goes only to a public address however the endpoint's name resolves.
import type { PushPayload } from '@store/shared/alerts';
import { setImmediate as yieldToIo } from 'node:timers/promises';
import webPush from 'web-push';
import { publicFetch } from '../../lib/public-fetch';
import { endpointProblem, testOriginsAllowList } from './push-endpoint';

export type PushResult = 'sent' | 'gone' | 'failed';

export interface PushSenderOptions {
  vapid: { publicKey: string; privateKey: string; subject: string };
  testOrigins: readonly string[];
  timeoutMs?: number;
}

/** How long a push service keeps a message for an offline browser: a day's alert is stale after. */
const TTL_SECONDS = 24 * 60 * 60;

/** A VAPID JWT lives 12 hours (RFC 8292 allows 24) and is made again when less than one is left. */
const JWT_LIFETIME_S = 12 * 60 * 60;
const JWT_RENEW_S = 60 * 60;

export function pushSender({ vapid, testOrigins, timeoutMs = 10_000 }: PushSenderOptions) {
  const allow = testOriginsAllowList(testOrigins);
  // One JWT per push service (its origin is the audience), signed once and reused: signing is
  // the costliest part of a push (4 ms of main thread each, measured), and 20,000 pushes to one
  // service need one signature, not 20,000.
  const jwts = new Map<string, { authorization: string; expires: number }>();
  const authorizationFor = (audience: string) => {
    const now = Math.floor(Date.now() / 1000);
    let jwt = jwts.get(audience);
    if (!jwt || jwt.expires - now < JWT_RENEW_S) {
      const expires = now + JWT_LIFETIME_S;
      const { Authorization } = webPush.getVapidHeaders(
        audience,
        vapid.subject,
        vapid.publicKey,
        vapid.privateKey,
        'aes128gcm',
        expires,
      );
      jwt = { authorization: Authorization, expires };
      jwts.set(audience, jwt);
    }
    return jwt.authorization;
  };

  return async function send(
    subscription: { endpoint: string; p256dh: string; auth: string },
    payload: PushPayload,
  ): Promise<PushResult> {
    // Checked again at sending: a row written before a rule changed is not trusted.
    if (endpointProblem(subscription.endpoint, testOrigins)) return 'gone';
    // The encryption is synchronous: each push takes a turn of its own, so requests in between are answered.
    await yieldToIo();
    const details = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      { TTL: TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
    );
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    headers.Authorization = authorizationFor(new URL(subscription.endpoint).origin);
    try {
      const response = await publicFetch(details.endpoint, {
        allow,
        method: 'POST',
        headers,
        body: details.body ?? undefined,
        signal: AbortSignal.timeout(timeoutMs),
        maxRedirects: 0,
      });
      await response.body?.cancel().catch(() => {});
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  };
}

export type PushSend = ReturnType<typeof pushSender>;
