// What the service worker keeps for one account (ADR 3101, 4601): the caches of its signed-in
// answers, and this browser's push subscription with the notifications it showed. Every end of
// a session (lib/session.ts) takes them all.

/** Every cache that held a session's answers is deleted, and the worker is told so. */
export async function clearSignedInCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith('saath-signed-in')).map((n) => caches.delete(n)));
  navigator.serviceWorker?.controller?.postMessage({ type: 'signed-out' });
}

/**
 * The server binds a push subscription to the account that saved it (ADR 3100), so the next
 * shopper would get that account's alerts: it is unsubscribed here, the push service forgets
 * the endpoint, and the server drops its row at the next send (404/410). The account's
 * notifications still on show are closed.
 */
async function releasePushSubscription(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  if (!registration) return;
  const subscription = await registration.pushManager?.getSubscription();
  await subscription?.unsubscribe();
  for (const shown of await registration.getNotifications()) shown.close();
}

export async function forgetWorkerTraces(): Promise<void> {
  await Promise.allSettled([clearSignedInCaches(), releasePushSubscription()]);
}
