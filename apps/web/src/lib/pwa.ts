// The installable store (ADR 3101): the service worker and the install offer start after the
// page has loaded and the browser is idle, from a chunk of their own (pwa-start.ts): the first
// paint and the first tap pay for these few lines only.
export function startPwaAfterLoad(): void {
  if (!('serviceWorker' in navigator)) return;
  const start = () => setTimeout(() => void import('./pwa-start').then((m) => m.startPwa()), 2000);
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
