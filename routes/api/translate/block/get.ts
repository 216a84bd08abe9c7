// GET /api/translate/block/get?block=…&to=… → {translations: {phrase: output}} (spec section 7).
import type { Handlers } from "$fresh/server.ts";
import { HttpError, json, parseQuery } from "../../../../lib/http/errors.ts";
import { BlockQuerySchema, getBlock } from "../../../../lib/i18n/translate.ts";
import type { PortalState } from "../../../../lib/state.ts";

export const handler: Handlers<unknown, PortalState> = {
  async GET(_req, ctx) {
    if (!ctx.state.user) throw new HttpError(401, "errors.unauthorized");
    const { block, to } = parseQuery(ctx.url, BlockQuerySchema);
    return json({ translations: await getBlock(ctx.state.kv, block, to) });
  },
};
