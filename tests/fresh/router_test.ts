import assert from "node:assert/strict";
import { compareRouteIds, createMatcher, pathToPattern } from "$fresh/router.ts";

Deno.test("pathToPattern converts Fresh file names to URL patterns", () => {
  assert.equal(pathToPattern("index"), "/");
  assert.equal(pathToPattern("blog/index"), "/blog");
  assert.equal(pathToPattern("blog/[id]"), "/blog/:id");
  assert.equal(pathToPattern("docs/[[version]]"), "/docs{/:version}?");
  assert.equal(pathToPattern("files/[...path]"), "/files/:path*");
  assert.equal(pathToPattern("(marketing)/about/index"), "/about");
  assert.equal(pathToPattern("users/[a]@[b]"), "/users/:a@:b");
  assert.throws(() => pathToPattern("bad/[a][b]"), /Invalid route segment/);
});

Deno.test("routes rank literal segments before params, optional params, then rest", () => {
  const ids = ["[...rest]", "blog/[id]", "blog/new", "[slug]", "blog/index", "about"];
  assert.deepEqual([...ids].sort(compareRouteIds), [
    "about",
    "blog/index",
    "blog/new",
    "blog/[id]",
    "[slug]",
    "[...rest]",
  ]);
});

Deno.test("matchers decode params and give absent optionals as empty strings", () => {
  assert.deepEqual(createMatcher("/blog/:id").match("/blog/a%20b"), { id: "a b" });
  assert.deepEqual(createMatcher("/docs{/:v}?").match("/docs"), { v: "" });
  assert.equal(createMatcher("/about").match("/about/x"), null);
  const env = createMatcher("/fulfillment/:env(sandbox)?/shipments");
  assert.deepEqual(env.match("/fulfillment/shipments"), { env: "" });
  assert.deepEqual(env.match("/fulfillment/sandbox/shipments"), { env: "sandbox" });
  assert.equal(env.match("/fulfillment/prod/shipments"), null);
  const home = createMatcher("/fulfillment/:env(sandbox)?");
  assert.deepEqual(home.match("/fulfillment"), { env: "" });
  assert.deepEqual(home.match("/fulfillment/sandbox"), { env: "sandbox" });
  assert.equal(home.match("/fulfillments"), null);
  assert.equal(home.match("/other/sandbox"), null);
});
