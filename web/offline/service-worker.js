// The service worker: keeps the app shell (the page, its JS and CSS chunks, the .wasm,
// the icons) in the Cache API so the page loads and solves with no network. The build
// (precache-plugin.ts) writes the list of files and a version over their contents in
// place of the two placeholders below; a new version replaces the old cache.
//
// Hashed assets are served cache first (their name changes with their content); the
// page itself network first, so an update shows as soon as it is online, and from the
// cache when offline. Tables are not here: they live in IndexedDB (web/worker).

const PRECACHE = self.__PRECACHE_LIST__;
const VERSION = self.__PRECACHE_VERSION__;
const CACHE = `cubesolver-shell-${VERSION}`;
const PAGE = 'index.html';

const scoped = (path) => new URL(path, self.registration.scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map(scoped)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('cubesolver-shell-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  // The page asks whether the shell is stored; the answer is the version, or '' if not.
  if (event.data === 'offline-status') {
    event.waitUntil(
      caches
        .open(CACHE)
        .then((cache) => cache.keys())
        .then((keys) => event.source?.postMessage({ type: 'offline-status', version: keys.length >= PRECACHE.length ? VERSION : '' })),
    );
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    // The page: the network when it answers, else the stored copy (any query string).
    event.respondWith(
      fetch(request).catch(() =>
        caches.open(CACHE).then((cache) => cache.match(scoped(PAGE))).then((r) => r ?? Response.error()),
      ),
    );
    return;
  }
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(url.origin + url.pathname))
      .then((hit) => hit ?? fetch(request)),
  );
});
