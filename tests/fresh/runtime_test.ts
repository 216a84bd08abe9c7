// The Fresh-compatible runtime over the fixture app in tests/fresh/app.
import assert from "node:assert/strict";
import manifest from "./app/fresh.gen.ts";
import { createHandler, type RequestHandler } from "$fresh/server.ts";

let cached: RequestHandler | undefined;
async function app(): Promise<RequestHandler> {
  cached ??= await createHandler(manifest, { onError: () => {} });
  return cached;
}

async function get(path: string, init?: RequestInit) {
  const handler = await app();
  const res = await handler(new Request(`http://localhost${path}`, init), {
    remoteAddr: { transport: "tcp", hostname: "10.1.2.3", port: 4567 },
  });
  return { res, text: await res.text() };
}

function h1(html: string): string | undefined {
  return html.match(/<h1>(.*?)<\/h1>/)?.[1].replace(/<!-- -->/g, "");
}

Deno.test("file names map to routes: index, [param], [[optional]], [...rest], (group)", async () => {
  const cases: [string, string][] = [
    ["/", "Home"],
    ["/blog", "Blog index"],
    ["/blog/42", "Post 42"],
    ["/blog/hello%20world", "Post hello world"],
    ["/docs", "Docs []"],
    ["/docs/v2", "Docs [v2]"],
    ["/docs/v2/a/b/c", "Path v2 / a/b/c"],
    ["/about", "About"],
  ];
  for (const [path, heading] of cases) {
    const { res, text } = await get(path);
    assert.equal(res.status, 200, path);
    assert.equal(h1(text), heading, path);
  }
});

Deno.test("static segments win over dynamic ones", async () => {
  assert.equal(h1((await get("/blog/new")).text), "New post");
});

Deno.test("routeOverride takes URLPattern syntax and rejects other values", async () => {
  assert.equal(h1((await get("/fulfillment")).text), "Fulfillment env=[]");
  assert.equal(h1((await get("/fulfillment/sandbox")).text), "Fulfillment env=[sandbox]");
  const prod = await get("/fulfillment/prod");
  assert.equal(prod.res.status, 404);
  assert.equal(h1(prod.text), "Missing /fulfillment/prod");
});

Deno.test("a trailing slash redirects to the path without it, keeping the query", async () => {
  const { res } = await get("/blog/?page=2");
  assert.equal(res.status, 307);
  assert.equal(res.headers.get("location"), "/blog?page=2");
});

Deno.test("HEAD is answered from GET without a body; unknown methods get 405", async () => {
  const head = await get("/blog", { method: "HEAD" });
  assert.equal(head.res.status, 200);
  assert.equal(head.text, "");
  assert.match(head.res.headers.get("content-type")!, /text\/html/);
  // Vary once, as the GET's page has it (the HEAD answer was given a second one).
  assert.equal(head.res.headers.get("vary"), "Accept-Encoding");
  const del = await get("/api/echo", { method: "DELETE" });
  assert.equal(del.res.status, 405);
  assert.equal(del.res.headers.get("allow"), "GET, POST, HEAD");
});

Deno.test("Handlers per method receive the request and context", async () => {
  const getRes = await get("/api/echo");
  assert.deepEqual(JSON.parse(getRes.text), {
    method: "GET",
    addr: "10.1.2.3",
    route: "/api/echo",
  });
  const post = await get("/api/echo", { method: "POST", body: JSON.stringify({ a: 1 }) });
  assert.deepEqual(JSON.parse(post.text), { method: "POST", body: { a: 1 } });
});

Deno.test("ctx.render passes data, status and headers; renderNotFound renders _404", async () => {
  const ok = await get("/data?name=Ada");
  assert.equal(ok.res.status, 201);
  assert.equal(ok.res.headers.get("x-page"), "data");
  assert.equal(h1(ok.text), "Hello Ada via root");
  const missing = await get("/data");
  assert.equal(missing.res.status, 404);
  assert.equal(h1(missing.text), "Missing /data");
});

Deno.test("async route components may return JSX or a Response", async () => {
  assert.equal(h1((await get("/async?q=7")).text), "Async 7");
  const redirect = await get("/async?redirect");
  assert.equal(redirect.res.status, 302);
  assert.equal(redirect.res.headers.get("location"), "/");
});

Deno.test("middlewares run root → leaf (functions and arrays) and unwind back", async () => {
  const { res, text } = await get("/nested/deep");
  assert.equal(h1(text), "Deep root>nested-a>nested-b>deep");
  assert.equal(res.headers.get("x-trail"), "root>nested-a>nested-b>deep");
  assert.equal(res.headers.get("x-destination"), "route");
});

Deno.test("root middleware also runs for static files and not-found paths", async () => {
  assert.equal((await get("/style.css")).res.headers.get("x-destination"), "static");
  assert.equal((await get("/nowhere")).res.headers.get("x-destination"), "notFound");
});

Deno.test("_app wraps nested _layouts, including those of (group) folders and async ones", async () => {
  const about = (await get("/about")).text;
  assert.match(
    about,
    /<div id="app"><main data-layout="root"><section data-layout="marketing"><h1>About<\/h1><\/section><\/main><\/div>/,
  );
  const deep = (await get("/nested/deep")).text;
  assert.match(deep, /<main data-layout="root"><div data-layout="nested"><h1>/);
});

Deno.test("skipAppWrapper and skipInheritedLayouts remove the app and the outer layouts", async () => {
  const bare = (await get("/bare")).text;
  assert.doesNotMatch(bare, /id="app"|data-layout/);
  assert.match(bare, /<body><p>bare<\/p><\/body>/);
  const solo = (await get("/solo")).text;
  assert.match(solo, /<div id="app"><div data-layout="solo"><h1>Solo<\/h1><\/div><\/div>/);
});

Deno.test("errors thrown synchronously or asynchronously both land on _500", async () => {
  const sync = await get("/api/boom");
  assert.equal(sync.res.status, 500);
  assert.equal(h1(sync.text), "Failed: sync boom");
  const later = await get("/api/boom", { method: "POST" });
  assert.equal(later.res.status, 500);
  assert.equal(h1(later.text), "Failed: async boom");
});

Deno.test("<Head> children are moved into the document head", async () => {
  const { text } = await get("/");
  assert.match(
    text,
    /<head><title>fixture<\/title><meta name="description" content="home"\/><\/head>/,
  );
  assert.match(text, /^<!DOCTYPE html><html lang="en">/);
});

Deno.test("a page without islands carries no script; an island page carries nonced scripts", async () => {
  const plain = await get("/");
  assert.doesNotMatch(plain.text, /<script/);
  const island = await get("/island");
  const nonces = [...island.text.matchAll(/<script[^>]*nonce="([^"]+)"/g)].map((m) => m[1]);
  assert.equal(nonces.length, 2);
  assert.equal(nonces[0], nonces[1]);
  assert.notEqual(nonces[0], (await get("/island")).text.match(/nonce="([^"]+)"/)![1]);
  assert.match(island.text, /<!--frsh:Counter:0--><div class="counter">/);
  assert.match(island.text, /<!--frsh-slot:0--><strong>slot content<\/strong><!--\/frsh-slot:0-->/);
  assert.match(island.text, /<link rel="modulepreload" href="\/_frsh\/js\/[0-9a-f]+\/chunk-/);
});

Deno.test("island props are serialized with their types and escaped for the script element", async () => {
  const { text } = await get("/island");
  const state = JSON.parse(text.match(/<script id="__FRSH_STATE"[^>]*>(.*?)<\/script>/)![1]);
  assert.deepEqual(state, [{
    start: 3,
    when: { _f: "d", v: "2026-01-02T03:04:05.000Z" },
    big: { _f: "b", v: "12345678901234567890" },
    bytes: { _f: "u8", v: "AQL/" },
    count: { _f: "s", v: 7 },
    odd: { _f: "o", v: { _f: "not a tag" } },
  }]);
});

Deno.test("island bundles are served with immutable caching; unknown ones are 404", async () => {
  const { text } = await get("/island");
  const src = text.match(/from"(\/_frsh\/js\/[^"]+)"/)![1];
  const bundle = await get(src);
  assert.equal(bundle.res.status, 200);
  assert.equal(bundle.res.headers.get("cache-control"), "public, max-age=31536000, immutable");
  assert.match(bundle.res.headers.get("content-type")!, /javascript/);
  assert.match(bundle.text, /export\s*\{/);
  assert.equal((await get("/_frsh/js/nope/main.js")).res.status, 404);
});

Deno.test("static files: ETag and 304, hashed asset() URLs cached for a year", async () => {
  const { asset } = await import("$fresh/runtime.ts");
  await app();
  const plain = await get("/style.css");
  assert.equal(plain.res.status, 200);
  assert.match(plain.text, /color: #123/);
  assert.equal(plain.res.headers.get("cache-control"), "no-cache");
  const etag = plain.res.headers.get("etag")!;
  const again = await get("/style.css", { headers: { "if-none-match": etag } });
  assert.equal(again.res.status, 304);
  const hashed = asset("/style.css");
  assert.match(hashed, /^\/style\.css\?__frsh_c=[0-9a-f]{16}$/);
  const immutable = await get(hashed);
  assert.equal(immutable.res.headers.get("cache-control"), "public, max-age=31536000, immutable");
  const stale = await get("/style.css?__frsh_c=0000000000000000");
  assert.equal(stale.res.status, 307);
  assert.equal(stale.res.headers.get("location"), hashed);
  assert.equal(asset("/not-there.png"), "/not-there.png");
});

Deno.test("an island rendered outside a page render renders plainly, without markers", async () => {
  await app(); // registers the fixture's islands
  const { h } = await import("preact");
  const { renderToString } = await import("preact-render-to-string");
  const { signal } = await import("@preact/signals");
  const Counter = (await import("./app/islands/Counter.tsx")).default;
  const html = renderToString(
    h(Counter, {
      start: 3,
      when: new Date(0),
      big: 1n,
      bytes: new Uint8Array(),
      count: signal(1),
      odd: { _f: "x" },
    }),
  );
  assert.match(html, /clicked 3/);
  assert.doesNotMatch(html, /frsh/);
});
