// POST /api/translate {phrase, block, to} → {output} (spec section 7); signed-in users only.
import type { Handlers } from "$fresh/server.ts";
import { HttpError, json, parseJson } from "../../../lib/http/errors.ts";
import { translatePhrase, TranslateRequestSchema } from "../../../lib/i18n/translate.ts";
import type { PortalState } from "../../../lib/state.ts";

export const handler: Handlers<unknown, PortalState> = {
  async POST(req, ctx) {
    if (!ctx.state.user) throw new HttpError(401, "errors.unauthorized");
    const input = await parseJson(req, TranslateRequestSchema);
    const result = await translatePhrase(ctx.state.kv, ctx.state.config, input);
    return json({ output: result.output, status: result.status });
  },
};
