// POST /api/account/request-password-reset {email} → {success}: the same answer whether or not the
// address has an account.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { json } from "../../../lib/http/errors.ts";
import { parseBody, ResetRequestSchema } from "../../../lib/auth/schema.ts";
import { requestPasswordReset } from "../../../lib/auth/account.ts";
import { linkOrigin } from "../../../lib/mail/mod.ts";
import type { ApiDoc } from "../../../lib/apidocs/types.ts";
import { apiOperation } from "../../../lib/http/api_doc.ts";

/** Documentation of this endpoint (lib/apidocs; shown on /head-office/api-docs). */
export const api: ApiDoc = {
  POST: apiOperation(
    "api_docs.ops.request_password_reset",
    { body: ResetRequestSchema },
    { 200: "api_docs.res.success" },
    400,
  ),
};

export const handler: Handlers<unknown, PortalState> = {
  async POST(req, ctx) {
    const { kv, config, t } = ctx.state;
    const { email } = await parseBody(req, ResetRequestSchema, t);
    await requestPasswordReset(kv, config, t, email, linkOrigin(config), ctx.remoteAddr.hostname);
    return json({ success: t("account.reset_requested") });
  },
};
