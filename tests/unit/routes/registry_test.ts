// The route registry (lib/routes/registry.ts) against the manifest: every route file has exactly one
// entry and every entry a file; what is derived from it (the environment rule) and what it refuses
// (duplicates, a parent that is not a titled page).
import assert from "node:assert/strict";
import manifest from "../../../fresh.gen.ts";
import { pathToPattern, routeId } from "../../../lib/fresh/router.ts";
import {
  AREAS,
  buildRoutes,
  ENV,
  ENV_SEGMENTS,
  envSegments,
  isBadEnv,
  ROUTES,
} from "../../../lib/routes/registry.ts";
import type { AreaRoutes, Route } from "../../../lib/routes/types.ts";

/** Route files of the manifest (not _app, _layout, _middleware, _404, _500) → their pattern. */
function manifestRoutes(): Map<string, string> {
  const result = new Map<string, string>();
  for (const [file, module] of Object.entries(manifest.routes)) {
    if (routeId(file).split("/").at(-1)!.startsWith("_")) continue;
    const override = (module as { config?: { routeOverride?: string } }).config?.routeOverride;
    result.set(override ?? pathToPattern(routeId(file)), file);
  }
  return result;
}

Deno.test("every route file of the manifest has a registry entry", () => {
  const registered = new Set([...ROUTES.values()].map((route) => route.pattern));
  const missing = [...manifestRoutes()].filter(([pattern]) => !registered.has(pattern))
    .map(([pattern, file]) => `${file} (${pattern})`);
  assert.deepEqual(missing, [], "add these routes to lib/routes/areas/<area>.ts");
});

Deno.test("every registry entry has a route file", () => {
  const files = manifestRoutes();
  const stale = [...ROUTES.values()].filter((route) => !files.has(route.pattern))
    .map((route) => `${route.id} (${route.pattern})`);
  assert.deepEqual(stale, [], "these entries name no route file");
});

Deno.test("the registry refuses duplicate ids and patterns and dangling parents", () => {
  const area = (routes: AreaRoutes["routes"]): AreaRoutes[] => [{ area: "x", routes }];
  assert.throws(
    () => buildRoutes(area([{ id: "a", pattern: "/a" }, { id: "a", pattern: "/b" }])),
    /id "a" is registered twice/,
  );
  assert.throws(
    () => buildRoutes(area([{ id: "a", pattern: "/a" }, { id: "b", pattern: "/a" }])),
    /pattern "\/a" is registered twice/,
  );
  assert.throws(
    () => buildRoutes(area([{ id: "a", pattern: "/a" }, { id: "b", pattern: "/b", parent: "a" }])),
    /parent "a", which is not a titled page/,
  );
  const ok = buildRoutes(area([{ id: "a", pattern: "/a", title: true }, {
    id: "b",
    pattern: "/b",
    parent: "a",
  }]));
  assert.deepEqual(ok.get("b"), {
    id: "b",
    pattern: "/b",
    parent: "a",
    area: "x",
    access: "verified",
  });
  assert.equal(AREAS.length, new Set(AREAS.map((a) => a.area)).size, "area ids are unique");
});

Deno.test("the environment rule is derived from the registered routes", () => {
  assert.deepEqual(
    [...ENV_SEGMENTS].map(([prefix, allowed]) => [prefix, [...allowed].sort()]),
    [
      [
        "/fulfillment/admin",
        ["accounting", "orders", "penalties", "reports", "returns", "sandbox", "team-quotes"],
      ],
      [
        "/fulfillment",
        [
          "accounting",
          "admin",
          "analytics",
          "packages",
          "returns",
          "routing",
          "sandbox",
          "shipments",
          "team-quotes",
        ],
      ],
    ],
  );
  // A new route below an environment segment is allowed there without another list to edit.
  const route = (pattern: string): Route => ({
    id: pattern,
    pattern,
    area: "x",
    access: "verified",
  });
  const derived = envSegments([route(`/things/${ENV}`), route(`/things/${ENV}/boxes/:id`)]);
  assert.deepEqual([...derived.get("/things")!].sort(), ["boxes", "sandbox"]);
  assert.equal(isBadEnv("/fulfillment/prod"), true);
  assert.equal(isBadEnv("/fulfillment/admin/live/penalties"), true);
  assert.equal(isBadEnv("/fulfillment/admin"), false);
  assert.equal(isBadEnv("/fulfillment"), false);
  assert.equal(isBadEnv("/fulfillment/sandbox/returns/4"), false);
});
