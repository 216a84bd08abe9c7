// The OpenAPI 3.1 document of the portal's JSON API, built from the live route modules: every
// route of the manifest under /api contributes the operations its `api` export declares, with JSON
// Schemas produced by zod 4 (`z.toJSONSchema`, input side: what a client sends). Access comes from
// the access table (x-access). tests/unit/apidocs/openapi_test.ts fails when an /api route or one
// of its handler's methods is missing from the document.
import { z } from "zod";
import type { TFunction } from "i18next";
import type { Manifest } from "$fresh/server.ts";
import { pathToPattern, routeId } from "../fresh/router.ts";
import { routeForPattern } from "../routes/registry.ts";
import { type ApiDoc, HTTP_METHODS, type HttpMethod } from "./types.ts";

type JsonSchema = Record<string, unknown>;

export interface ApiRoute {
  pattern: string;
  /** Methods the route's handler answers. */
  methods: HttpMethod[];
  doc: ApiDoc;
}

interface RouteModule {
  handler?: unknown;
  api?: ApiDoc;
  config?: { routeOverride?: string };
}

/** Every /api route of the manifest with its handler's methods and its declared documentation. */
export function apiRoutes(manifest: Manifest): ApiRoute[] {
  const out: ApiRoute[] = [];
  for (const [file, mod] of Object.entries(manifest.routes)) {
    const module = mod as RouteModule;
    const pattern = module.config?.routeOverride ?? pathToPattern(routeId(file));
    if (!pattern.startsWith("/api/")) continue;
    const handler = module.handler;
    const methods = typeof handler === "function"
      ? ["GET" as const]
      : HTTP_METHODS.filter((m) => typeof (handler as Record<string, unknown>)?.[m] === "function");
    out.push({ pattern, methods, doc: module.api ?? {} });
  }
  return out.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** JSON Schema of what a client sends for a zod schema (transforms and defaults taken as input). */
export function inputSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** `/api/x/:id` → `/api/x/{id}` (OpenAPI path templating). */
export function openApiPath(pattern: string): string {
  return pattern.replace(/:(\w+)/g, "{$1}");
}

/** The first segment of an /api path that names a group of its own; others join a bigger one. */
const TAG_ALIASES: Record<string, string> = {
  "locale": "account",
  "store-info": "account",
  "openapi.json": "docs",
  "scan-pal": "scanner",
  "easypost": "fulfillment",
};

/** The tags in the order the page shows them (names in `api_docs.tags.<tag>`). */
export const API_TAGS = [
  "account",
  "sales",
  "open-to-buy",
  "fulfillment",
  "scanner",
  "upc",
  "translate",
  "logs",
  "docs",
] as const;

/** The tag of an /api route: its first segment, or the group that segment joins. */
export function apiTag(pattern: string): string {
  const first = pattern.split("/")[2];
  return TAG_ALIASES[first] ?? first;
}

function accessText(pattern: string): string {
  const rule = routeForPattern(pattern)?.access ?? "signed-in";
  return typeof rule === "string" ? rule : rule.join(" + ");
}

function queryParameters(schema: z.ZodType): JsonSchema[] {
  const json = inputSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema: property,
  }));
}

/** The OpenAPI 3.1 document; summaries and descriptions in the language of `t`. */
export function buildOpenApi(
  manifest: Manifest,
  t: TFunction,
  origin = "http://localhost:8000",
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of apiRoutes(manifest)) {
    for (const method of route.methods) {
      const op = route.doc[method];
      if (!op) continue;
      const operation: JsonSchema = {
        operationId: `${method.toLowerCase()}${
          route.pattern.slice(4).replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c?: string) =>
            (c ?? "").toUpperCase())
        }`,
        summary: t(op.summary),
        tags: [apiTag(route.pattern)],
        "x-access": accessText(route.pattern),
        responses: Object.fromEntries(
          Object.entries(op.responses).map(([status, key]) => [status, { description: t(key) }]),
        ),
      };
      if (op.query) operation.parameters = queryParameters(op.query);
      if (op.body) {
        operation.requestBody = {
          required: true,
          content: { "application/json": { schema: inputSchema(op.body) } },
        };
      } else if (op.rawBody) {
        operation.requestBody = {
          required: true,
          description: t(op.rawBody.description),
          content: { [op.rawBody.contentType]: { schema: { type: "string" } } },
        };
      }
      (paths[openApiPath(route.pattern)] ??= {})[method.toLowerCase()] = operation;
    }
  }
  return {
    openapi: "3.1.0",
    info: { title: t("api_docs.title"), version: "1", description: t("api_docs.description") },
    servers: [{ url: origin }],
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "portal_session" },
      },
    },
    security: [{ session: [] }],
    tags: API_TAGS.map((name) => ({ name, description: t(`api_docs.tags.${name}`) })),
    paths,
  };
}

/** "METHOD /api/…" of every handler method whose route declares no documentation for it. */
export function undocumented(manifest: Manifest): string[] {
  return apiRoutes(manifest).flatMap((route) =>
    route.methods.filter((m) => !route.doc[m]).map((m) => `${m} ${route.pattern}`)
  );
}

/** The document and its JSON text, built once per manifest, language and origin. */
export interface BuiltOpenApi {
  doc: JsonSchema;
  json: string;
}

// The document only changes with the code (a new build), so it is built once per process: building
// it (zod → JSON Schema for every endpoint) was most of /api/openapi.json's and the docs page's
// time. Origins come from the Host header: a few at most are kept.
const built = new WeakMap<Manifest, Map<string, BuiltOpenApi>>();
const MAX_ORIGINS = 8;

export function openApiFor(
  manifest: Manifest,
  locale: string,
  t: TFunction,
  origin: string,
): BuiltOpenApi {
  let byKey = built.get(manifest);
  if (!byKey) built.set(manifest, byKey = new Map());
  const key = `${locale} ${origin}`;
  let hit = byKey.get(key);
  if (!hit) {
    if (byKey.size >= MAX_ORIGINS * 2) byKey.clear();
    const doc = buildOpenApi(manifest, t, origin);
    hit = { doc, json: JSON.stringify(doc) };
    byKey.set(key, hit);
  }
  return hit;
}
