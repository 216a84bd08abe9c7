// GET /api/translate/block/get?block=…&to=… → {translations: {phrase: output}} (spec section 7).
import type { Handlers } from "$fresh/server.ts";
import { json, parseQuery } from "../../../../lib/http/errors.ts";
import { BlockQuerySchema, getBlock } from "../../../../lib/i18n/translate.ts";
import { withUser } from "../../../../lib/auth/signed_in.ts";
import type { PortalState } from "../../../../lib/state.ts";
import type { ApiDoc } from "../../../../lib/apidocs/types.ts";
import { apiOperation } from "../../../../lib/http/api_doc.ts";

/** Documentation of this endpoint (lib/apidocs; shown on /head-office/api-docs). */
export const api: ApiDoc = {
  GET: apiOperation(
    "api_docs.ops.translate_block",
    { query: BlockQuerySchema },
    { 200: "api_docs.res.translations" },
    400,
    401,
  ),
};

export const handler: Handlers<unknown, PortalState> = {
  async GET(_req, ctx) {
    withUser(ctx.state);
    const { block, to } = parseQuery(ctx.url, BlockQuerySchema);
    return json({ translations: await getBlock(ctx.state.kv, block, to) });
  },
};
