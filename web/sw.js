// Service worker: keeps every file of the build so the app starts offline, and serves
// them cache-first. The build fills in the cache name (it carries the build's content
// hash) and FILES, each file's path and the SHA-256 of its content.
//
// Entries are kept under their content's hash, not their path: a new deploy copies every
// file whose content it shares with the previous one from that deploy's cache and fetches
// only what changed. Installing happens once the menu is up (the page registers the
// worker then), and a file the page has just fetched comes from the HTTP cache; whatever
// arrives is checked against its hash, so a stale copy from a previous deploy is fetched
// again from the server.
//
// A file of PACKED (build.py: Pyodide's wasm) is fetched packed, as a first visit fetched
// it, and kept unpacked under its own path: the pages served from here ask for it so.

importScripts("pyodide/fzstd.js"); // self.fzstd

const CACHE = "{{cache_name}}";
const FILES = {{precache}};
const PACKED = {{packed}};

const contentKey = (hash) => new URL(`__content__/${hash}`, self.registration.scope).href;

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// The file's content from the network, the HTTP cache allowed first (a file of PACKED
// fetched packed, then unpacked); only the headers a cached copy needs are kept (the body
// is already decoded).
async function fetched(path, hash) {
  const packed = PACKED[path];
  for (const mode of ["default", "no-cache"]) {
    const response = await fetch(packed ?? path, { cache: mode });
    if (!response.ok) throw new Error(`${packed ?? path}: HTTP ${response.status}`);
    let body = await response.arrayBuffer();
    if (packed) body = self.fzstd.decompress(new Uint8Array(body));
    if ((await sha256(body)) === hash) {
      const type = packed ? "application/wasm" : response.headers.get("Content-Type");
      return new Response(body, { headers: type ? { "Content-Type": type } : {} });
    }
  }
  throw new Error(`${path}: the server has other content than this deploy names`);
}

async function precache() {
  const cache = await caches.open(CACHE);
  const previous = [];
  for (const name of await caches.keys()) {
    if (name.startsWith("kingmakers-") && name !== CACHE) previous.push(await caches.open(name));
  }
  const keep = async (path, hash) => {
    const key = contentKey(hash);
    if (await cache.match(key)) return;
    for (const old of previous) {
      const kept = await old.match(key);
      if (kept) return cache.put(key, kept);
    }
    return cache.put(key, await fetched(path, hash));
  };
  await Promise.all(Object.entries(FILES).map(([path, hash]) => keep(path, hash)));
}

self.addEventListener("install", (event) => event.waitUntil(precache()));

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

// The file a request names, as a path in FILES: a page is its index.html whatever its
// query; other requests with a query are not ours.
function pathOf(request) {
  const url = new URL(request.url);
  const scope = new URL(self.registration.scope).pathname;
  if (!url.pathname.startsWith(scope)) return null;
  const path = decodeURIComponent(url.pathname.slice(scope.length));
  if (request.mode !== "navigate") return url.search ? null : path;
  return path === "" || path.endsWith("/") ? `${path}index.html` : path;
}

// Cached responses go back untouched: re-wrapping them slows a warm start by a second.
async function cachedOrFetched(request) {
  const hash = FILES[pathOf(request)];
  if (hash) {
    const cached = await (await caches.open(CACHE)).match(contentKey(hash));
    if (cached) return cached;
  }
  return fetch(request);
}
