// GET /api/store-info → the signed-in user's stores keyed by store_number.
import type { Handlers } from "$fresh/server.ts";
import { withUser } from "../../lib/auth/signed_in.ts";
import type { PortalState } from "../../lib/state.ts";
import { json } from "../../lib/http/errors.ts";
import { storeInfo } from "../../lib/auth/account.ts";
import type { ApiDoc } from "../../lib/apidocs/types.ts";
import { apiOperation } from "../../lib/http/api_doc.ts";

/** Documentation of this endpoint (lib/apidocs; shown on /head-office/api-docs). */
export const api: ApiDoc = {
  GET: apiOperation("api_docs.ops.store_info", {}, { 200: "api_docs.res.store_info" }, 401),
};

export const handler: Handlers<unknown, PortalState> = {
  async GET(_req, ctx) {
    const { user, kv } = withUser(ctx.state);
    return json(await storeInfo(kv, user));
  },
};
