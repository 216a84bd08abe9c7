// POST /api/translate {phrase, block, to} → {output} (spec section 7); signed-in users only.
import type { Handlers } from "$fresh/server.ts";
import { json, parseJson } from "../../../lib/http/errors.ts";
import { translatePhrase, TranslateRequestSchema } from "../../../lib/i18n/translate.ts";
import { withUser } from "../../../lib/auth/signed_in.ts";
import type { PortalState } from "../../../lib/state.ts";
import type { ApiDoc } from "../../../lib/apidocs/types.ts";
import { apiOperation } from "../../../lib/http/api_doc.ts";

/** Documentation of this endpoint (lib/apidocs; shown on /head-office/api-docs). */
export const api: ApiDoc = {
  POST: apiOperation(
    "api_docs.ops.translate",
    { body: TranslateRequestSchema },
    { 200: "api_docs.res.translation" },
    400,
    401,
  ),
};

export const handler: Handlers<unknown, PortalState> = {
  async POST(req, ctx) {
    withUser(ctx.state);
    const input = await parseJson(req, TranslateRequestSchema);
    const result = await translatePhrase(ctx.state.kv, ctx.state.config, input);
    return json({ output: result.output, status: result.status });
  },
};
