// The site's service worker: after one visit the site starts and plays with the network off.
// `python3 build.py site` fills in VERSION (a hash of every file it built) and FILES (every file, as paths
// relative to this script), so a new build is a new worker that caches the new files; the old cache goes
// once the new worker takes over. Paths are relative: the site works from any folder of a static host.

const VERSION = "dev";
const FILES = [];
const CACHE = `tabletop-classics-${VERSION}`;
const here = (path) => new URL(path, self.location.href).href;

self.addEventListener("install", (event) => {
  // every file or none: a half-filled cache would start the site offline and then fail on the missing part
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES.map(here))));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(
    names.filter((name) => name.startsWith("tabletop-classics-") && name !== CACHE).map((name) => caches.delete(name)))));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(here("./"))) return;
  // the built files never change within a version: the cache answers first; queries (?game=…, ?botdelay=…) are
  // read by the page and the worker, not by the server, so they do not name another file
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(request, { ignoreSearch: true }))
    .then((hit) => hit || fetch(request)));
});
