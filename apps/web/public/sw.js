/* global self, caches */
// Saath's service worker (ADR 3101), hand-written: no build step, no library.
// - Pages (navigations): network first; a visited page (and /home, the app shell) reloads
//   offline from the copy kept when it was last loaded.
// - Built assets (/assets/*, hashed): cache first, kept until a new version of this file.
// - Pictures (/images/*): cache first, at most MAX_IMAGES entries (oldest out).
// - API reads: network first. Public ones go to the "api" cache; signed-in ones (they carry
//   Authorization: the cart, the wishlist) to the "signed-in" cache, which signing out deletes.
// - Nothing that writes (POST, PUT, DELETE, PATCH) is ever cached.
// - A push shows a notification; a click on it opens its product.
const VERSION = 'v1';
const PAGES = `saath-pages-${VERSION}`;
const ASSETS = `saath-assets-${VERSION}`;
const IMAGES = `saath-images-${VERSION}`;
const API = `saath-api-${VERSION}`;
const SIGNED_IN = `saath-signed-in-${VERSION}`;
const KEEP = [PAGES, ASSETS, IMAGES, API, SIGNED_IN];
const MAX_IMAGES = 200;
const MAX_PAGES = 50;
const MAX_API = 300;
/** Answered when the shopper is offline and there is no copy: the app shows its own message. */
const OFFLINE_STATUS = 503;

self.addEventListener('install', (event) => {
  // The app shell: /home, as a navigation would fetch it, so the first offline start works.
  event.waitUntil(
    caches
      .open(PAGES)
      .then((cache) => cache.add(new Request('/home', { headers: { accept: 'text/html' } })))
      .catch(() => {})
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith('saath-') && !KEEP.includes(n)).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  // Signing out: every answer that was one shopper's goes.
  if (event.data && event.data.type === 'signed-out') event.waitUntil(caches.delete(SIGNED_IN));
});

/** Keeps at most `max` entries in a cache, dropping the oldest. */
async function trim(name, max) {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

async function networkFirst(request, cacheName, max, fallbackUrl) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      await cache.put(request, response.clone());
      void trim(cacheName, max);
    }
    return response;
  } catch {
    const kept =
      (await cache.match(request, { ignoreVary: true })) ??
      (fallbackUrl && (await cache.match(fallbackUrl, { ignoreVary: true })));
    return kept ?? new Response('Offline', { status: OFFLINE_STATUS, headers: { 'content-type': 'text/plain' } });
  }
}

async function cacheFirst(request, cacheName, max) {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && (response.type === 'basic' || response.type === 'cors')) {
    await cache.put(request, response.clone());
    if (max) void trim(cacheName, max);
  }
  return response;
}

const API_PATHS = /^\/(api|cart|products|auth)\b/;

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return; // writes go to the network, never to a cache
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/sw.js' || url.pathname.startsWith('/api/operator')) return;
  // A click-out is counted by the server and sends the shopper to the brand: never from a cache,
  // and never proxied (the redirect must reach the browser as the server gave it).
  if (url.pathname.startsWith('/out/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, PAGES, MAX_PAGES, '/home'));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, ASSETS));
  } else if (url.pathname.startsWith('/images/')) {
    event.respondWith(cacheFirst(request, IMAGES, MAX_IMAGES));
  } else if (API_PATHS.test(url.pathname)) {
    const signedIn = request.headers.has('authorization');
    event.respondWith(networkFirst(request, signedIn ? SIGNED_IN : API, MAX_API));
  }
});

self.addEventListener('push', (event) => {
  let message = { title: 'Saath', body: '', url: '/home' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a JSON payload still shows the store's name.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: message.url,
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/home', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === target.origin && 'navigate' in w);
      return open ? open.navigate(target.href).then((w) => w && w.focus()) : self.clients.openWindow(target.href);
    }),
  );
});
