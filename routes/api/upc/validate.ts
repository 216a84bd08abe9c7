// GET /api/upc/validate?code=… → {input, valid, type, gtin14, upca, restricted, suggestion, item,
// alternatives}; POST {codes: [...]} (at most 500) → {results: [...]}. Absent fields are null.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { json, parseJson, parseQuery } from "../../../lib/http/errors.ts";
import { validateCode, validateCodes } from "../../../lib/gs1/validate.ts";
import { catalogueLookup, CodeQuery, CodesBody } from "../../../lib/resources/upc.ts";
import type { ApiDoc } from "../../../lib/apidocs/types.ts";
import { apiOperation } from "../../../lib/http/api_doc.ts";

const FOUND = { 200: "api_docs.res.upc_result" };

export const api: ApiDoc = {
  GET: apiOperation("api_docs.ops.upc_validate_one", { query: CodeQuery }, FOUND, 400, 401),
  POST: apiOperation("api_docs.ops.upc_validate_many", { body: CodesBody }, FOUND, 400, 401),
};

export const handler: Handlers<unknown, PortalState> = {
  async GET(_req, ctx) {
    const { code } = parseQuery(ctx.url, CodeQuery);
    return json(await validateCode(code, catalogueLookup(ctx.state.kv)));
  },
  async POST(req, ctx) {
    const { codes } = await parseJson(req, CodesBody);
    return json({ results: await validateCodes(codes, catalogueLookup(ctx.state.kv)) });
  },
};
