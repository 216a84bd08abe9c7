// The Scan-Pal service worker, served at /scan-pal/sw.js with scope /scan-pal so the scanner opens
// with no network after its first visit. Pages under the scope: network first, the last copy when
// offline. Same-origin code, styles and the decoder (.wasm): cache first (their URLs carry a
// content hash or a version), fetched and kept on first use. The page posts the URLs it loaded
// ({type: "precache", urls}) once the worker is ready, so everything the first visit fetched
// before the worker existed is kept too. API calls are never cached: counts live in IndexedDB
// and the page syncs them itself.

import { CACHE_PARAM } from "../fresh/static.ts";

/** Bump when the caching rules change; old caches are deleted on activation. */
export const SW_CACHE = "scan-pal-v1";

export const SERVICE_WORKER_JS = `"use strict";
const CACHE = ${JSON.stringify(SW_CACHE)};
const SCOPE = "/scan-pal";
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});
function keep(res) {
  return res.ok && res.type === "basic" && !res.redirected;
}
self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type !== "precache" || !Array.isArray(data.urls)) return;
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(data.urls.map(async (url) => {
      try {
        const u = new URL(url, self.location.origin);
        if (u.origin !== self.location.origin || u.pathname.startsWith("/api/")) return;
        const res = await fetch(u.href, { credentials: "same-origin" });
        if (keep(res)) await cache.put(u.pathname + u.search, res);
      } catch (_) { /* offline: kept on a later visit */ }
    }));
    if (event.source) event.source.postMessage({ type: "precached" });
  })());
});
self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (req.mode === "navigate") {
    if (url.pathname !== SCOPE && !url.pathname.startsWith(SCOPE + "/")) return;
    event.respondWith((async () => {
      const cache = await caches.open(CACHE);
      try {
        const res = await fetch(req);
        if (keep(res)) await cache.put(url.pathname + url.search, res.clone());
        return res;
      } catch (error) {
        const hit = await cache.match(url.pathname + url.search) || await cache.match(url.pathname);
        if (hit) return hit;
        throw error;
      }
    })());
    return;
  }
  const key = url.pathname + url.search;
  const immutable = url.pathname.startsWith("/_frsh/") || url.searchParams.has(${
  JSON.stringify(CACHE_PARAM)
}) ||
    url.pathname === "/scan-pal/zxing_reader.wasm";
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    if (immutable) {
      const hit = await cache.match(key);
      if (hit) return hit;
    }
    try {
      const res = await fetch(req);
      if (keep(res)) await cache.put(key, res.clone());
      return res;
    } catch (error) {
      const hit = await cache.match(key);
      if (hit) return hit;
      throw error;
    }
  })());
});
`;
