/* global self, caches */
// Saath's service worker (ADR 3101), hand-written: no build step, no library.
// - Pages (navigations): network first; a visited page (and /home, the app shell) reloads
//   offline from the copy kept when it was last loaded.
// - Built assets (/assets/*, hashed): cache first, kept until a new version of this file.
// - Pictures (/images/*): cache first, at most MAX_IMAGES entries (oldest out).
// - API reads: network first. Public ones go to the "api" cache; signed-in ones (they carry
//   Authorization: the cart, the wishlist) to a "signed-in" cache of their session's own, so an
//   answer is only ever served to the session that fetched it (ADR 4601); every end of a
//   session deletes them all.
// - Nothing that writes (POST, PUT, DELETE, PATCH) is ever cached.
// - A push shows a notification; a click on it opens its product.
const VERSION = 'v1';
const PAGES = `saath-pages-${VERSION}`;
const ASSETS = `saath-assets-${VERSION}`;
const IMAGES = `saath-images-${VERSION}`;
const API = `saath-api-${VERSION}`;
/** The prefix of every session's cache: `${SIGNED_IN}-<hash of its Authorization header>`. */
const SIGNED_IN = `saath-signed-in-${VERSION}`;
const KEEP = [PAGES, ASSETS, IMAGES, API];
/** A current session's cache stays over an update; any other `saath-` cache goes (the old shared one too). */
const kept = (name) => KEEP.includes(name) || name.startsWith(`${SIGNED_IN}-`);
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
        Promise.all(names.filter((n) => n.startsWith('saath-') && !kept(n)).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

/**
 * Counts the ends of sessions the page told of: an answer fetched before one is not stored after
 * it (a request in flight must not bring back a cache the page has just deleted).
 */
let sessionEnds = 0;

/** Deletes every session's cache but `keep`'s. */
async function dropSessionCaches(keep) {
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(SIGNED_IN) && n !== keep).map((n) => caches.delete(n)));
}

self.addEventListener('message', (event) => {
  // A session ended (Logout, a 401, a new sign-in): every answer that was one shopper's goes.
  if (event.data && event.data.type === 'signed-out') {
    sessionEnds += 1;
    event.waitUntil(dropSessionCaches(null));
  }
});

let lastSession = { authorization: '', cache: '', othersDropped: false };
/**
 * The cache of the session an Authorization header names: a SHA-256 of the header (the token
 * never appears in a cache name), remembered for the last session. The first answer stored for a
 * new session drops the others' caches: only one shopper is signed in on a browser at a time, and
 * a clean-up the page never ran (a tab closed first) is done here.
 */
async function sessionCache(authorization) {
  if (lastSession.authorization !== authorization) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
    const hex = Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
    lastSession = { authorization, cache: `${SIGNED_IN}-${hex}`, othersDropped: false };
  }
  return lastSession;
}

/** Keeps at most `max` entries in a cache, dropping the oldest. */
async function trim(name, max) {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

/**
 * Network first, the copy of `cacheName` offline. `session`: a signed-in answer, stored only if no
 * session ended while it was fetched. A cache is opened only to store, never to look: an
 * offline look-up must not create an empty cache under a session's name.
 */
async function networkFirst(request, cacheName, max, fallbackUrl, session) {
  const ends = sessionEnds;
  try {
    const response = await fetch(request);
    const ended = () => session && ends !== sessionEnds;
    if (response.ok && response.type === 'basic' && !ended()) {
      const cache = await caches.open(cacheName);
      if (ended()) return response;
      await cache.put(request, response.clone());
      void trim(cacheName, max);
      if (session && !session.othersDropped) {
        session.othersDropped = true;
        void dropSessionCaches(cacheName);
      }
    }
    return response;
  } catch {
    const look = { cacheName, ignoreVary: true };
    const kept = (await caches.match(request, look)) ?? (fallbackUrl && (await caches.match(fallbackUrl, look)));
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
    const authorization = request.headers.get('authorization');
    event.respondWith(
      authorization
        ? sessionCache(authorization).then((session) => networkFirst(request, session.cache, MAX_API, null, session))
        : networkFirst(request, API, MAX_API),
    );
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
