// POST /api/account/logout: ends the session and clears the cookie; answers {success: true}, or a
// redirect home for a plain HTML form post.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { json } from "../../../lib/http/errors.ts";
import { clearSessionCookie, deleteSession } from "../../../lib/auth/sessions.ts";
import type { ApiDoc } from "../../../lib/apidocs/types.ts";

/** Documentation of this endpoint (lib/apidocs; shown on /head-office/api-docs). */
export const api: ApiDoc = {
  POST: {
    summary: "api_docs.ops.logout",
    responses: { 200: "api_docs.res.success", 303: "api_docs.res.form_redirect" },
  },
};

export const handler: Handlers<unknown, PortalState> = {
  async POST(req, ctx) {
    if (ctx.state.sessionId) await deleteSession(ctx.state.kv, ctx.state.sessionId);
    const cookie = clearSessionCookie(ctx.url);
    // A plain HTML form (the menu's Logout without JavaScript) goes back to the home page.
    const type = req.headers.get("content-type") ?? "";
    if (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/")) {
      return new Response(null, { status: 303, headers: { location: "/", "set-cookie": cookie } });
    }
    return json({ success: true }, { headers: { "set-cookie": cookie } });
  },
};
