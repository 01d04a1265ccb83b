// The alert worker (ADR 3100): fans product changes out to shoppers in bounded batches, then
// sends the push and mail outboxes with bounded concurrency. Every step takes its work with FOR
// UPDATE SKIP LOCKED (and a lease for sending), so any number of server processes can run it:
// none sends a row another took, and what a stopped process had taken is taken again after its
// lease. Between batches the event loop serves shoppers' requests.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../db/client';
import { createLimit } from '../../lib/limit';
import type { Mailer } from '../../lib/mail-types';
import { alertMail, pushPayload } from './alert-text';
import type { PushSend } from './push-sender';
import { alertsRepository, type MailRow, type PushRow } from './repository';

export interface AlertWorkerOptions {
  database: Database;
  mailer: Mailer;
  send: PushSend;
  now: () => number;
  origin: () => string;
  unsubscribeUrl: (userId: string) => string;
  onError?: (err: unknown, what: string) => void;
  /** Recipients per fan-out transaction. */
  fanOutBatch?: number;
  /** Outbox rows claimed at once, and how many pushes are in flight at once. */
  pushBatch?: number;
  pushConcurrency?: number;
  /** Shoppers whose mail is claimed at once, and how many mails are in flight at once. */
  mailUsers?: number;
  mailConcurrency?: number;
  /** Pause between fan-out batches, so shoppers' queries get the database between them. */
  pauseMs?: number;
}

/** A push that failed this often is dropped: the push service keeps refusing it. */
const MAX_PUSH_ATTEMPTS = 5;
/** The daily digest goes out at 09:00 in India (03:30 UTC). */
const DIGEST_UTC_MINUTES = 3 * 60 + 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first digest time after `now`. */
export function nextDigestAt(now: number): number {
  const midnight = Math.floor(now / DAY_MS) * DAY_MS;
  const today = midnight + DIGEST_UTC_MINUTES * 60_000;
  return today > now ? today : today + DAY_MS;
}

export function alertWorker(options: AlertWorkerOptions) {
  const { database, mailer, send, now, origin, unsubscribeUrl } = options;
  const fanOutBatch = options.fanOutBatch ?? 500;
  const pushBatch = options.pushBatch ?? 200;
  const pushLimit = createLimit(options.pushConcurrency ?? 16);
  const mailUsers = options.mailUsers ?? 20;
  const mailLimit = createLimit(options.mailConcurrency ?? 4);
  const pauseMs = options.pauseMs ?? 2;
  const repo = alertsRepository(database.db);
  const report = options.onError ?? (() => {});

  /** One batch of the oldest unfinished change; false when there is none to take. */
  async function fanOutOnce(): Promise<boolean> {
    return database.db.transaction(async (tx) => {
      const txRepo = alertsRepository(tx);
      const change = await txRepo.lockNextChange();
      if (!change) return false;
      const at = now();
      const done = await txRepo.fanOutBatch(change, fanOutBatch, at, nextDigestAt(at));
      if (done.taken === fanOutBatch && done.last) await txRepo.advanceChange(change, done.last);
      else if (change.fannedFriend === null && change.kind === 'price-drop') await txRepo.startFriendsPhase(change.id);
      else await txRepo.finishChange(change.id, at);
      return true;
    });
  }

  async function sendPush(
    row: PushRow,
    subscriptions: Map<string, { endpoint: string; p256dh: string; auth: string }[]>,
  ) {
    const payload = row.push ? pushPayload(row) : undefined;
    if (!payload) return true;
    const results = await Promise.all(
      (subscriptions.get(row.userId) ?? []).map((sub) =>
        pushLimit(async () => {
          const result = await send(sub, payload);
          if (result === 'gone') await repo.deleteSubscription(sub.endpoint);
          return result;
        }),
      ),
    );
    // Sent to every browser that takes it; tried again later only when a service failed.
    return !results.includes('failed') || row.attempts >= MAX_PUSH_ATTEMPTS;
  }

  /** Sends one claimed batch of pushes; how many rows it took. */
  async function pushOnce(): Promise<number> {
    const rows = await repo.claimPushes(pushBatch, now());
    if (!rows.length) return 0;
    const subs = await repo.subscriptionsOf([...new Set(rows.map((r) => r.userId))]);
    const byUser = new Map<string, typeof subs>();
    for (const s of subs) byUser.set(s.userId, [...(byUser.get(s.userId) ?? []), s]);
    const finished = await Promise.all(
      rows.map(async (row) => ((await sendPush(row, byUser).catch(() => false)) ? row.id : undefined)),
    );
    await repo.deletePushes(finished.filter((id): id is string => id !== undefined));
    return rows.length;
  }

  /** Sends the due mail of a few shoppers, one mail each; how many rows it took. */
  async function mailOnce(): Promise<number> {
    const rows = await repo.claimMail(mailUsers, now());
    if (!rows.length) return 0;
    const byUser = new Map<string, MailRow[]>();
    for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
    await Promise.all(
      [...byUser.values()].map((mine) =>
        mailLimit(async () => {
          const ids = mine.map((r) => r.id);
          // Turned off since the alert was written (or unsubscribed): dropped unsent.
          if (mine[0]!.emailChoice === 'off') return repo.deleteMail(ids);
          try {
            await mailer.send(alertMail(mine, origin(), unsubscribeUrl(mine[0]!.userId)));
            await repo.deleteMail(ids);
          } catch (err) {
            // Left claimed: taken again when the lease ends.
            report(err, 'alert mail');
          }
        }),
      ),
    );
    return rows.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  /** Everything there is to do now, to the end or until stop() (tests; a tick of the loop). */
  async function drain(): Promise<void> {
    while (!stopped && (await fanOutOnce())) await sleep(pauseMs);
    // Pushes and mails go out side by side: an instant mail does not wait for every push.
    await Promise.all([
      (async () => {
        while (!stopped && (await pushOnce()) > 0);
      })(),
      (async () => {
        while (!stopped && (await mailOnce()) > 0);
      })(),
    ]);
  }

  return {
    fanOutOnce,
    pushOnce,
    mailOnce,
    drain,
    /** Runs the worker every `everyMs` until stop(). */
    start(everyMs = 2000) {
      const tick = () => {
        if (stopped) return;
        running = drain()
          .catch((err: unknown) => report(err, 'alert worker'))
          .finally(() => {
            running = undefined;
            if (!stopped) timer = setTimeout(tick, everyMs);
          });
      };
      timer = setTimeout(tick, everyMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type AlertWorker = ReturnType<typeof alertWorker>;
