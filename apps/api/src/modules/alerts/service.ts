// Alert preferences and push subscriptions (docs/api.md, Alerts and push):
// the caller's own only. The unsubscribe link works without signing in, by its signed token.
import type { AlertPreferences } from '@store/shared/alerts';
import type { AlertPreferencesChange, PushSubscriptionBody } from '@store/shared/alerts-schema';
import type { Language } from '@store/shared/language';
import type { ServiceDeps } from '../../lib/module-deps';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { checkEndpoint } from './push-endpoint';
import { alertsRepository } from './repository';
import { verifyUnsubscribeToken } from './unsubscribe-token';

export const ALERTS_TEXT = {
  subscribed: 'Notifications are on for this browser',
  unsubscribedBrowser: 'Notifications are off for this browser',
  subscriptionNotFound: 'This browser has no notifications on',
  tooManySubscriptions: 'Notifications are on in too many browsers: turn them off in one first',
  badToken: 'This unsubscribe link is not valid',
} as const;

export function alertsService({ database, config }: Pick<ServiceDeps, 'database' | 'config'>) {
  const options = { appSecret: config.appSecret, pushTestOrigins: config.pushTestOrigins };
  const repo = alertsRepository(database.db);
  return {
    // `language` is the request's (ADR 3203): the shopper's alerts are then written in it.
    async preferences(userId: string, language: Language): Promise<AlertPreferences> {
      await repo.rememberLanguage(userId, language);
      return repo.preferences(userId);
    },

    updatePreferences: (
      userId: string,
      change: AlertPreferencesChange,
      language: Language,
    ): Promise<AlertPreferences> => repo.updatePreferences(userId, change, language),

    /** 'created' (201) or 'kept' (200). */
    async subscribe(userId: string, body: PushSubscriptionBody, language: Language): Promise<'created' | 'kept'> {
      const problem = await checkEndpoint(body.endpoint, options.pushTestOrigins);
      if (problem) throw badRequest(problem);
      const result = await repo.addSubscription(userId, { endpoint: body.endpoint, ...body.keys });
      if (result === 'full') throw conflict(ALERTS_TEXT.tooManySubscriptions);
      await repo.rememberLanguage(userId, language);
      return result;
    },

    async unsubscribeBrowser(userId: string, endpoint: string): Promise<void> {
      if (!(await repo.removeSubscription(userId, endpoint))) throw notFound(ALERTS_TEXT.subscriptionNotFound);
    },

    /** The one-click unsubscribe: a token the store did not make changes nothing. */
    async unsubscribeByToken(token: string): Promise<void> {
      const userId = verifyUnsubscribeToken(options.appSecret, token);
      if (!userId || !(await repo.turnEmailOff(userId))) throw badRequest(ALERTS_TEXT.badToken);
    },
  };
}

export type AlertsService = ReturnType<typeof alertsService>;
