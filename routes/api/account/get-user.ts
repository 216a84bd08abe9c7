// GET /api/account/get-user → {user, preferences, special_reports}; 401 when signed out.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { HttpError, json } from "../../../lib/http/errors.ts";
import { userPayload } from "../../../lib/auth/account.ts";

export const handler: Handlers<unknown, PortalState> = {
  async GET(_req, ctx) {
    const { user, kv } = ctx.state;
    if (!user) throw new HttpError(401, "errors.unauthorized");
    return json(await userPayload(kv, user));
  },
};
