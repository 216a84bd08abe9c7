// POST /api/account/register {email, password, name, store, remember} → the user (unverified until
// the e-mailed link is followed); sets the session cookie.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { json } from "../../../lib/http/errors.ts";
import { parseBody, RegisterSchema } from "../../../lib/auth/schema.ts";
import { register } from "../../../lib/auth/account.ts";
import { deleteSession, sessionCookie } from "../../../lib/auth/sessions.ts";
import { linkOrigin } from "../../../lib/mail/mod.ts";
import type { ApiDoc } from "../../../lib/apidocs/types.ts";
import { apiOperation } from "../../../lib/http/api_doc.ts";

/** Documentation of this endpoint (lib/apidocs; shown on /head-office/api-docs). */
export const api: ApiDoc = {
  POST: apiOperation(
    "api_docs.ops.register",
    { body: RegisterSchema },
    { 201: "api_docs.res.user" },
    400,
    429,
  ),
};

export const handler: Handlers<unknown, PortalState> = {
  async POST(req, ctx) {
    const { kv, config, t, locale } = ctx.state;
    const body = await parseBody(req, RegisterSchema, t);
    const signed = await register(
      kv,
      config,
      t,
      body,
      linkOrigin(config),
      locale,
      ctx.remoteAddr.hostname,
    );
    if (ctx.state.sessionId) await deleteSession(kv, ctx.state.sessionId);
    return json(signed.user, {
      status: 201,
      headers: { "set-cookie": sessionCookie(signed.sessionId, body.remember, ctx.url) },
    });
  },
};
