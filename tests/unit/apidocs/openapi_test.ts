// The API documentation is generated from the live route modules: every /api route of the manifest
// and every method its handler answers must be in the OpenAPI document, with the zod schemas the
// handler parses. Adding an /api route without its `api` declaration fails here.
import assert from "node:assert/strict";
import manifest from "../../../fresh.gen.ts";
import {
  apiRoutes,
  buildOpenApi,
  openApiPath,
  undocumented,
} from "../../../lib/apidocs/openapi.ts";
import { i18nFor } from "../../../lib/i18n/mod.ts";
import type { Manifest } from "../../../lib/fresh/types.ts";

const t = i18nFor("en-US").t;

Deno.test("every /api route and method of the manifest is in the OpenAPI document", () => {
  const doc = buildOpenApi(manifest, t) as { paths: Record<string, Record<string, unknown>> };
  const routes = apiRoutes(manifest);
  assert.ok(routes.length >= 14, `only ${routes.length} /api routes found`);
  const missing: string[] = [];
  for (const route of routes) {
    assert.ok(route.methods.length > 0, `${route.pattern} answers no method`);
    for (const method of route.methods) {
      if (!doc.paths[openApiPath(route.pattern)]?.[method.toLowerCase()]) {
        missing.push(`${method} ${route.pattern}`);
      }
    }
  }
  assert.deepEqual(missing, [], "declare `export const api: ApiDoc` in these route files");
  assert.deepEqual(undocumented(manifest), []);
  assert.equal(Object.keys(doc.paths).length, routes.length);
});

Deno.test("an /api route without its declaration is reported missing", () => {
  const fake: Manifest = {
    ...manifest,
    routes: {
      ...manifest.routes,
      "./routes/api/new-thing.ts": { handler: { GET: () => new Response() } },
    },
  };
  assert.deepEqual(undocumented(fake), ["GET /api/new-thing"]);
  const doc = buildOpenApi(fake, t) as { paths: Record<string, unknown> };
  assert.equal(doc.paths["/api/new-thing"], undefined);
});

Deno.test("schemas come from the handlers' zod schemas", () => {
  const doc = buildOpenApi(manifest, t) as {
    openapi: string;
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  assert.equal(doc.openapi, "3.1.0");
  const login = doc.paths["/api/account/login"].post as {
    requestBody: { content: { "application/json": { schema: Record<string, unknown> } } };
    "x-access": string;
  };
  const schema = login.requestBody.content["application/json"].schema as {
    properties: Record<string, unknown>;
    required: string[];
  };
  assert.deepEqual(Object.keys(schema.properties).sort(), ["email", "password", "remember"]);
  assert.ok(schema.required.includes("email"));
  assert.equal(login["x-access"], "public");
  const locale = doc.paths["/api/locale"].get as {
    parameters: { name: string; schema: unknown }[];
  };
  const set = locale.parameters.find((p) => p.name === "set")!;
  assert.deepEqual(set.schema, { type: "string", enum: ["en-US", "fr-CA"] });
  const sales = doc.paths["/api/sales/import"].post as { "x-access": string; requestBody: unknown };
  assert.equal(sales["x-access"], "buyer");
  assert.ok(JSON.stringify(sales.requestBody).includes("text/csv"));
});
