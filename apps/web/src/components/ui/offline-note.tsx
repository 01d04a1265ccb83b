// Offline, the cart and the wishlist are the service worker's last known copy (ADR 3101): say so.
import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

export function OfflineNote({ what }: { what: string }) {
  const offline = useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
  if (!offline) return null;
  return (
    <p role="status" className="mb-4 rounded-md border border-line bg-accent-soft px-3 py-2 text-sm text-ink">
      You are offline: this is your {what} as it was when you last saw it. Changes wait until you are back online.
    </p>
  );
}
