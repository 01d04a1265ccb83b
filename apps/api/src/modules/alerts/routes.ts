// Alerts and push routes (docs/api.md, Alerts and push): the caller's own
// preferences and push subscriptions, the store's public VAPID key, and the unsubscribe link of
// alert mail (RFC 8058 one-click: a POST without sign-in, authorised by the signed token).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertPreferencesChangeSchema,
  alertPreferencesSchema,
  pushEndpointSchema,
  pushKeySchema,
  pushSubscriptionSchema,
} from '@store/shared/alerts-schema';
import { messageSchema } from '@store/shared/http';
import { LANGUAGES, requestLanguage } from '@store/shared/language';
import { HttpError } from '../../lib/http-error';
import type { Config } from '../../config';
import { perUserLimit } from '../../lib/per-user-limit';
import { currentUser } from '../../lib/session';
import { signedInPlugin } from '../../lib/signed-in-routes';
import { ALERTS_TEXT, type AlertsService } from './service';
import { UNSUBSCRIBE_PAGE_TEXT, unsubscribePageHtml } from './unsubscribe-page';

/** Subscribing resolves the endpoint's name: a few a minute is all one shopper's browsers need. */
const SUBSCRIBE_RATE_LIMIT = perUserLimit('push-subscribe', 20, 60_000);

export function alertsRoutes({ alerts, config }: { alerts: AlertsService; config: Config }): FastifyPluginAsyncZod {
  // Reading or saving the preferences, and subscribing, remember the request's language: the
  // worker writes the shopper's alerts in it (ADR 3203).
  const signedInRoutes = signedInPlugin(['alerts'], (app, { signedIn, changeOwn }) => {
    app.get(
      '/api/alerts/preferences',
      signedIn({
        summary: 'What the caller wants to be told, and how',
        response: { 200: alertPreferencesSchema, 401: messageSchema },
      }),
      async (request) => alerts.preferences(currentUser(request).id, requestLanguage(request.headers)),
    );

    app.put(
      '/api/alerts/preferences',
      signedIn({
        summary: 'Change some of the alert preferences; answers them all',
        body: alertPreferencesChangeSchema,
        response: { 200: alertPreferencesSchema, 400: messageSchema, 401: messageSchema },
      }),
      async (request) =>
        alerts.updatePreferences(currentUser(request).id, request.body, requestLanguage(request.headers)),
    );

    app.post(
      '/api/push/subscriptions',
      signedIn(
        {
          summary: "Save this browser's push subscription (https on a public host only)",
          body: pushSubscriptionSchema,
          response: {
            200: messageSchema,
            201: messageSchema,
            400: messageSchema,
            401: messageSchema,
            409: messageSchema,
          },
        },
        { config: { rateLimit: SUBSCRIBE_RATE_LIMIT } },
      ),
      async (request, reply) => {
        const result = await alerts.subscribe(currentUser(request).id, request.body, requestLanguage(request.headers));
        return reply.code(result === 'created' ? 201 : 200).send({ message: ALERTS_TEXT.subscribed });
      },
    );

    changeOwn(
      'delete',
      '/api/push/subscriptions',
      {
        summary: "Forget this browser's push subscription",
        body: pushEndpointSchema,
        errors: { 400: messageSchema, 401: messageSchema, 404: messageSchema },
        message: ALERTS_TEXT.unsubscribedBrowser,
      },
      (callerId, _params, { endpoint }) => alerts.unsubscribeBrowser(callerId, endpoint),
    );
  });

  return async (app) => {
    await app.register(signedInRoutes);

    app.get(
      '/api/push/key',
      {
        schema: {
          tags: ['alerts'],
          summary: "The store's VAPID public key (base64url, 65 bytes uncompressed P-256)",
          response: { 200: pushKeySchema },
        },
      },
      async () => ({ publicKey: config.vapid.publicKey }),
    );

    const unsubscribePage: FastifyPluginAsyncZod = async (page) => {
      // Mail providers post the one-click body as a form, urlencoded or multipart (RFC 8058);
      // the token is what counts, so any form body is taken as it is.
      page.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_request, body, done) =>
        done(null, body),
      );
      const query = z.object({ token: z.string().max(200).default(''), lang: z.enum(LANGUAGES).optional() });
      /** The mail's language when its link says it, else the browser's. */
      const pageLanguage = (request: { query: z.output<typeof query>; headers: FastifyRequest['headers'] }) =>
        request.query.lang ?? requestLanguage(request.headers);

      page.get(
        '/unsubscribe',
        { schema: { hide: true, summary: 'The unsubscribe page of an alert mail: one button', querystring: query } },
        async (request, reply) => {
          const language = pageLanguage(request);
          const w = UNSUBSCRIBE_PAGE_TEXT[language];
          const action = `/unsubscribe?token=${encodeURIComponent(request.query.token)}${request.query.lang ? `&lang=${request.query.lang}` : ''}`;
          return reply
            .header('cache-control', 'no-store')
            .header('referrer-policy', 'no-referrer')
            .type('text/html; charset=utf-8')
            .send(
              unsubscribePageHtml(
                language,
                w.title,
                `<h1>${w.title}</h1><p>${w.lead}</p><form method="post" action="${action.replace(/"/g, '&quot;')}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font:inherit;padding:.6rem 1.2rem">${w.button}</button></form>`,
              ),
            );
        },
      );

      page.post(
        '/unsubscribe',
        {
          schema: {
            tags: ['alerts'],
            summary: 'One-click unsubscribe from alert e-mails (RFC 8058)',
            querystring: query,
          },
        },
        async (request, reply) => {
          void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
          const language = pageLanguage(request);
          const w = UNSUBSCRIBE_PAGE_TEXT[language];
          try {
            await alerts.unsubscribeByToken(request.query.token);
          } catch (err) {
            if (!(err instanceof HttpError)) throw err;
            return reply
              .code(err.statusCode)
              .type('text/html; charset=utf-8')
              .send(unsubscribePageHtml(language, w.badTitle, `<h1>${w.badToken}</h1><p>${w.nothingChanged}</p>`));
          }
          return reply
            .type('text/html; charset=utf-8')
            .send(unsubscribePageHtml(language, w.doneTitle, `<h1>${w.done}</h1><p>${w.doneLead}</p>`));
        },
      );
    };
    await app.register(unsubscribePage);
  };
}
