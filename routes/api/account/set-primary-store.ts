// POST /api/account/set-primary-store {store_number} → {stores, permissions}; only one of the
// user's own stores.
import type { Handlers } from "$fresh/server.ts";
import { withUser } from "../../../lib/auth/signed_in.ts";
import type { PortalState } from "../../../lib/state.ts";
import { json } from "../../../lib/http/errors.ts";
import { parseBody, SetPrimaryStoreSchema } from "../../../lib/auth/schema.ts";
import { setPrimaryStore } from "../../../lib/auth/account.ts";
import { type ApiDoc, signedInPost } from "../../../lib/apidocs/types.ts";

/** Documentation of this endpoint (lib/apidocs; shown on /head-office/api-docs). */
export const api: ApiDoc = signedInPost(
  "api_docs.ops.set_primary_store",
  SetPrimaryStoreSchema,
  "api_docs.res.stores",
);

export const handler: Handlers<unknown, PortalState> = {
  async POST(req, ctx) {
    const { user, kv, t } = withUser(ctx.state);
    const { store_number } = await parseBody(req, SetPrimaryStoreSchema, t);
    const updated = await setPrimaryStore(kv, user.id, store_number);
    return json({ stores: updated.Stores, permissions: updated.Permissions });
  },
};
