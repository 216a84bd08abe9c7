// POST /api/account/login {email, password, remember} → the user; sets the session cookie.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { json } from "../../../lib/http/errors.ts";
import { parseBody } from "../../../lib/auth/schema.ts";
import { LoginSchema } from "../../../lib/auth/schema.ts";
import { login } from "../../../lib/auth/account.ts";
import { deleteSession, sessionCookie } from "../../../lib/auth/sessions.ts";

export const handler: Handlers<unknown, PortalState> = {
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const body = await parseBody(req, LoginSchema, t);
    const signed = await login(kv, body, ctx.remoteAddr.hostname);
    // The id rotates at login: any session the browser held before ends.
    if (ctx.state.sessionId) await deleteSession(kv, ctx.state.sessionId);
    return json(signed.user, {
      headers: { "set-cookie": sessionCookie(signed.sessionId, body.remember, ctx.url) },
    });
  },
};
