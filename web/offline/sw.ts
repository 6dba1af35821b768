/// <reference lib="webworker" />
// The service worker (dist/sw.js, built by vite-plugin-pwa from this file): Workbox
// precaches every file of the page — the two HTML pages, their chunks, the solver
// worker, the .wasm modules, the icons — from the manifest the build injects in place of
// self.__WB_MANIFEST, so the page and the iframe page load and solve with no network.
// Tables are not here: they live in IndexedDB (web/worker).
//
// A new version never strands an open page: it installs beside the old one and waits
// (no skipWaiting unless the page's "Reload" asks, web/app/update-notice.ts); when it
// takes over while other tabs of the old version are open, the files it no longer lists
// move to a cache of the previous version and are still served to those tabs.
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, Route, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);

/** The files of the version before this one, kept while a page of it may be open. */
const PREVIOUS = 'cubesolver-previous-version';
/** The hand-kept service worker's caches (before Workbox), dropped on activation. */
const LEGACY = 'cubesolver-shell-';

const scoped = (path: string) => new URL(path, self.registration.scope).href;
/** A cache key without Workbox's `__WB_REVISION__` parameter: the URL pages ask for. */
const plain = (url: string) => {
  const u = new URL(url);
  u.search = '';
  return u.href;
};

self.addEventListener('install', (event) => {
  event.waitUntil(precache.install(event));
});

/**
 * Moves what this version no longer lists into PREVIOUS when a page may still want it
 * (one is open); says whether an older version was stored at all.
 */
async function keepPrevious(): Promise<boolean> {
  const current = new Set(precache.getURLsToCacheKeys().values());
  const cache = await caches.open(precache.strategy.cacheName!);
  const stale = (await cache.keys()).filter((request) => !current.has(request.url));
  const legacy = (await caches.keys()).some((key) => key.startsWith(LEGACY));
  const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  await caches.delete(PREVIOUS);
  if (stale.length > 0 && open.length > 0) {
    const previous = await caches.open(PREVIOUS);
    for (const request of stale) {
      const response = await cache.match(request);
      if (response) await previous.put(plain(request.url), response);
    }
  }
  return stale.length > 0 || legacy;
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const hadOlder = await keepPrevious();
      await precache.activate(event); // deletes the entries this version does not list
      for (const key of await caches.keys()) if (key.startsWith(LEGACY)) await caches.delete(key);
      // The first version may take the open pages at once: none runs an older one.
      if (!hadOlder) await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  // Sent by the page's "Reload" (web/app/update-notice.ts): the reader asks for this version.
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Any URL of a stored file, whatever its query: `/?scramble=…` is index.html, `/embed`
// and `/embed?alg=…` are embed.html (the fragment of `/embed.html#alg=…` never reaches
// here). The share links' parameters are read by the page, not by the server.
registerRoute(
  new PrecacheRoute(precache, { ignoreURLParametersMatching: [/.*/], cleanURLs: true, directoryIndex: 'index.html' }),
);
// Any other navigation: the iframe page for embed URLs, else the page (but a file
// opened by its URL, e.g. /widget/cube-player.js, comes from the network).
// (NavigationRoute matches its patterns against the path and the query.)
const isEmbed = /\/embed(\.html)?\/?(\?.*)?$/;
const isFile = /^[^?]*\.(js|mjs|css|wasm|json|svg|png|webmanifest|map|txt)(\?.*)?$/;
registerRoute(new NavigationRoute(precache.createHandlerBoundToURL(scoped('embed.html')), { allowlist: [isEmbed] }));
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL(scoped('index.html')), { denylist: [isEmbed, isFile] }),
);
// A file of the previous version that an open page of it asks for.
registerRoute(
  new Route(
    ({ url, request }) => url.origin === self.location.origin && request.mode !== 'navigate',
    async ({ request }) => (await caches.match(plain(request.url), { cacheName: PREVIOUS })) ?? fetch(request),
  ),
);
