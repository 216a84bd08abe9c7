// GET /api/openapi.json (buyers): the OpenAPI 3.1 document of every /api endpoint, generated from
// the live route modules and their zod schemas (lib/apidocs/openapi.ts), in the request's language.
import type { Handlers } from "$fresh/server.ts";
import manifest from "../../fresh.gen.ts";
import type { PortalState } from "../../lib/state.ts";
import { openApiFor } from "../../lib/apidocs/openapi.ts";
import type { ApiDoc } from "../../lib/apidocs/types.ts";
import { apiOperation } from "../../lib/http/api_doc.ts";

/** Documentation of this endpoint (lib/apidocs; shown on /head-office/api-docs). */
export const api: ApiDoc = {
  GET: apiOperation("api_docs.ops.openapi", {}, { 200: "api_docs.res.openapi" }, 401),
};

export const handler: Handlers<unknown, PortalState> = {
  GET(_req, ctx) {
    const { json } = openApiFor(manifest, ctx.state.locale, ctx.state.t, ctx.url.origin);
    // The text built once (lib/apidocs); the same headers as lib/http/errors.ts json().
    return new Response(json, {
      headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
    });
  },
};
