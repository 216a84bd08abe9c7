import assert from "node:assert/strict";
import {
  connectionAllowsPrefetch,
  createPrefetcher,
  PREFETCH_CONCURRENCY,
  prefetchUrl,
} from "../../../lib/client/prefetch.ts";

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => {});
async function flush() {
  for (let i = 0; i < 5; i++) await tick();
}

Deno.test("at most 4 prefetches run at once; the rest wait and start as slots free", async () => {
  assert.equal(PREFETCH_CONCURRENCY, 4);
  const started: string[] = [];
  const pending = new Map<string, ReturnType<typeof deferred>>();
  const prefetcher = createPrefetcher({
    allowed: () => true,
    load: (url) => {
      started.push(url);
      const d = deferred();
      pending.set(url, d);
      return d.promise;
    },
  });
  for (let i = 1; i <= 7; i++) prefetcher.request(`http://portal.test/p${i}`);
  prefetcher.request("http://portal.test/p1"); // already asked: ignored
  await flush();
  assert.equal(prefetcher.active, 4);
  assert.equal(prefetcher.queued, 3);
  assert.deepEqual(started, ["p1", "p2", "p3", "p4"].map((p) => `http://portal.test/${p}`));

  pending.get("http://portal.test/p2")!.resolve();
  await flush();
  assert.equal(prefetcher.active, 4);
  assert.equal(started.at(-1), "http://portal.test/p5");

  pending.get("http://portal.test/p1")!.reject(new Error("failed"));
  pending.get("http://portal.test/p3")!.resolve();
  await flush();
  assert.equal(prefetcher.active, 4);
  assert.equal(prefetcher.queued, 0);
  assert.equal(started.length, 7);
  for (const d of pending.values()) d.resolve();
  await flush();
  assert.equal(prefetcher.active, 0);
});

Deno.test("nothing is prefetched on 2g, slow-2g or with data saver", async () => {
  assert.equal(connectionAllowsPrefetch(undefined), true);
  assert.equal(connectionAllowsPrefetch({ effectiveType: "4g" }), true);
  assert.equal(connectionAllowsPrefetch({ effectiveType: "3g" }), true);
  assert.equal(connectionAllowsPrefetch({ effectiveType: "2g" }), false);
  assert.equal(connectionAllowsPrefetch({ effectiveType: "slow-2g" }), false);
  assert.equal(connectionAllowsPrefetch({ effectiveType: "4g", saveData: true }), false);

  const connection: { effectiveType: string; saveData?: boolean } = { effectiveType: "slow-2g" };
  const started: string[] = [];
  const prefetcher = createPrefetcher({
    allowed: () => connectionAllowsPrefetch(connection),
    load: (url) => {
      started.push(url);
      return Promise.resolve();
    },
  });
  prefetcher.request("http://portal.test/a");
  connection.effectiveType = "4g";
  connection.saveData = true;
  prefetcher.request("http://portal.test/b");
  await flush();
  assert.deepEqual(started, []);
  connection.saveData = false;
  prefetcher.request("http://portal.test/c");
  await flush();
  assert.deepEqual(started, ["http://portal.test/c"]);
});

Deno.test("only same-origin page links are prefetched", () => {
  const page = { href: "http://portal.test/dashboards?x=1#top", origin: "http://portal.test" };
  const link = (href: string, attrs: Record<string, string> = {}) => ({
    href,
    target: attrs.target ?? "",
    hasAttribute: (name: string) => name in attrs,
  });
  assert.equal(prefetchUrl(link("/open-to-buy#a"), page), "http://portal.test/open-to-buy");
  assert.equal(
    prefetchUrl(link("http://portal.test/show/files"), page),
    "http://portal.test/show/files",
  );
  assert.equal(prefetchUrl(link("https://example.com/"), page), null);
  assert.equal(prefetchUrl(link("/dashboards?x=1#other"), page), null, "same document");
  assert.equal(prefetchUrl(link("/api/store-info"), page), null);
  assert.equal(prefetchUrl(link("/files/a.pdf", { download: "" }), page), null);
  assert.equal(prefetchUrl(link("/x", { target: "_blank" }), page), null);
  assert.equal(prefetchUrl(link("/x", { "data-no-prefetch": "" }), page), null);
  assert.equal(prefetchUrl(link("mailto:a@b.c"), page), null);
});
