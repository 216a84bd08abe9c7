// deno bench: route matching over the portal's real manifest, and rendering pages through the
// runtime (fixture app: the runtime alone; portal: with the whole middleware chain).
import manifest from "../fresh.gen.ts";
import fixture from "../tests/fresh/app/fresh.gen.ts";
import { compareRouteIds, createMatcher, pathToPattern, routeId } from "$fresh/router.ts";
import { createHandler, type RouteModule } from "$fresh/server.ts";
import { createTestApp } from "../tests/helpers/app.ts";

const matchers = Object.entries(manifest.routes)
  .map(([file, module]) => ({ id: routeId(file), module: module as RouteModule }))
  .filter(({ id }) => !id.split("/").at(-1)!.startsWith("_"))
  .sort((a, b) => compareRouteIds(a.id, b.id))
  .map(({ id, module }) => createMatcher(module.config?.routeOverride ?? pathToPattern(id)));

const paths = [
  "/",
  "/account",
  "/dashboards/member-dashboard",
  "/dashboards/item/100234",
  "/fulfillment/sandbox/shipments/42",
  "/head-office/show/fall-2026/announcements/3",
  "/admin/users/abc",
  "/no/such/page/at/all",
];

function firstMatch(path: string) {
  for (const matcher of matchers) {
    const params = matcher.match(path);
    if (params) return params;
  }
  return null;
}

Deno.bench(`route matching: ${paths.length} paths over ${matchers.length} routes`, () => {
  for (const path of paths) firstMatch(path);
});

const fixtureHandler = await createHandler(fixture, { onError: () => {} });
Deno.bench("render a static page through the runtime (fixture /blog)", async () => {
  await (await fixtureHandler(new Request("http://localhost/blog"))).text();
});

const portal = await createTestApp({ seed: false });
Deno.bench("render the portal home page through the full middleware chain", async () => {
  await (await portal.fetch("/")).text();
});
