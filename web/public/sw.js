/*
 * Pathwise service worker: keeps the app shell and static assets for offline starts. API responses are never
 * cached: they are personal and change, and a stale answer would be worse than the offline banner.
 * Registered only by production builds (features/widgets/status/app-install-support.ts).
 */
/* global self, caches, fetch, URL, Response -- a service worker's globals, which the lint config does not know */
const VERSION = 'v1';
const SHELL_CACHE = `pathwise-shell-${VERSION}`;
const ASSET_CACHE = `pathwise-assets-${VERSION}`;
const SHELL = ['/', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];

/** Never from a cache: the API, the realtime socket, metrics and anything else the server computes. */
const NEVER_CACHED = ['/api/', '/socket.io/', '/metrics'];
/** Vite's hashed bundles and the icons: a URL's content never changes, so cache-first is safe. */
const isStaticAsset = (path) => path.startsWith('/assets/') || path.startsWith('/icons/') || /\.(?:woff2?|svg|png|webp|ico)$/.test(path);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('pathwise-') && key !== SHELL_CACHE && key !== ASSET_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER_CACHED.some((prefix) => url.pathname.startsWith(prefix))) return;

  if (request.mode === 'navigate') {
    // Pages: the network first, so a deploy shows at once; offline, the cached shell boots the app.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.put('/', copy)));
          }
          return response;
        })
        .catch(() => caches.match('/', { cacheName: SHELL_CACHE }).then((cached) => cached ?? Response.error())),
    );
    return;
  }

  if (isStaticAsset(url.pathname)) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok && response.type === 'basic') {
              const copy = response.clone();
              event.waitUntil(caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy)));
            }
            return response;
          }),
      ),
    );
  }
});
