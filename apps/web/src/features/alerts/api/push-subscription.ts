// GET /api/push/key, POST and DELETE /api/push/subscriptions: this browser's Web Push
// subscription, made with the store's VAPID key once the shopper allowed notifications.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getPushKey = () => api<{ publicKey: string }>('/api/push/key');

const toBytes = (base64url: string) => {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

/** Whether this browser can take pushes at all (a service worker and the Push API). */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** Asks "Allow notifications" (the browser's prompt), subscribes and tells the server. */
export async function subscribeThisBrowser(): Promise<'subscribed' | 'denied'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await getPushKey();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: toBytes(publicKey) }));
  await api('/api/push/subscriptions', { method: 'POST', json: subscription.toJSON() });
  return 'subscribed';
}

/** Forgets this browser's subscription here and on the server. */
export async function unsubscribeThisBrowser(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await api('/api/push/subscriptions', { method: 'DELETE', json: { endpoint: subscription.endpoint } }).catch(() => {});
  await subscription.unsubscribe();
}

/** Whether this browser already has a subscription (so "Allow notifications" is not offered again). */
export async function hasSubscription(): Promise<boolean> {
  if (!pushSupported()) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return Boolean(await registration?.pushManager.getSubscription());
}

export const useSubscribeThisBrowser = () => useMutation({ mutationFn: subscribeThisBrowser });
