// Signing out (ADR 3101): every service-worker cache that held one shopper's answers (the cart,
// the wishlist) is deleted, and the worker is told so.
export async function clearSignedInCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith('saath-signed-in')).map((n) => caches.delete(n)));
  navigator.serviceWorker?.controller?.postMessage({ type: 'signed-out' });
}
