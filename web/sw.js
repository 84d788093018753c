// Service worker: precaches every file of the build so the app starts offline, and
// serves them cache-first. The build fills in the cache name (it carries the build's
// content hash) and the precache list.

const CACHE = "{{cache_name}}";
const PRECACHE = {{precache}};

self.addEventListener("install", (event) => {
  // "no-cache" revalidates with the server, so a file still fresh in the HTTP cache
  // from the previous deploy never slips into this deploy's cache.
  const requests = PRECACHE.map((url) => new Request(url, { cache: "no-cache" }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("kingmakers-") && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "activate-update") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(cachedOrFetched(request));
});

// Cached responses go back untouched: re-wrapping them slows a warm start by a second.
async function cachedOrFetched(request) {
  const cache = await caches.open(CACHE);
  if (request.mode === "navigate") {
    const page = new URL(request.url);
    page.search = "";
    if (page.pathname.endsWith("/")) page.pathname += "index.html";
    const cached = await cache.match(page.href);
    if (cached) return cached;
  }
  return (await cache.match(request)) || fetch(request);
}
