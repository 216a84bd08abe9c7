// POST /api/account/login {email, password, remember} → the user; sets the session cookie and the
// device cookie that keeps this browser out of the throttling strangers cause (lib/auth/devices.ts).
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { json } from "../../../lib/http/errors.ts";
import { parseBody } from "../../../lib/auth/schema.ts";
import { LoginSchema } from "../../../lib/auth/schema.ts";
import { login } from "../../../lib/auth/account.ts";
import { DEVICE_COOKIE, deviceCookie } from "../../../lib/auth/devices.ts";
import { deleteSession, readCookie, sessionCookie } from "../../../lib/auth/sessions.ts";
import type { ApiDoc } from "../../../lib/apidocs/types.ts";
import { apiOperation } from "../../../lib/http/api_doc.ts";

/** Documentation of this endpoint (lib/apidocs; shown on /head-office/api-docs). */
export const api: ApiDoc = {
  POST: apiOperation(
    "api_docs.ops.login",
    { body: LoginSchema },
    { 200: "api_docs.res.user", 401: "api_docs.res.login_failed" },
    400,
    429,
  ),
};

export const handler: Handlers<unknown, PortalState> = {
  async POST(req, ctx) {
    const { kv, t, config } = ctx.state;
    const body = await parseBody(req, LoginSchema, t);
    const signed = await login(kv, config, body, {
      address: ctx.remoteAddr.hostname,
      deviceCookie: readCookie(req, DEVICE_COOKIE),
    });
    // The id rotates at login: any session the browser held before ends.
    if (ctx.state.sessionId) await deleteSession(kv, ctx.state.sessionId);
    const headers = new Headers();
    headers.append("set-cookie", sessionCookie(signed.sessionId, body.remember, ctx.url));
    headers.append("set-cookie", deviceCookie(signed.device, ctx.url));
    return json(signed.user, { headers });
  },
};
