// GET /api/locale?set=fr-CA&next=/path — the EN/FR switch without JavaScript: remembers the locale
// in the `locale` cookie (1 year) and sends the browser back to `next` (a same-origin path), else to
// the same-origin Referer, else to /. Signed-in users' preference is saved by the switch island via
// POST /api/account/set-locale.
import type { Handlers } from "$fresh/server.ts";
import { z } from "zod";
import { LOCALES } from "../../lib/i18n/locales.ts";
import { parseQuery } from "../../lib/http/errors.ts";
import { localeCookie } from "../../lib/i18n/middleware.ts";
import { safeNextPath } from "../../lib/http/redirect.ts";
import type { PortalState } from "../../lib/state.ts";
import type { ApiDoc } from "../../lib/apidocs/types.ts";
import { apiOperation } from "../../lib/http/api_doc.ts";

const Query = z.object({ set: z.enum(LOCALES), next: z.string().max(2000).optional() });

/** Documentation of this endpoint (lib/apidocs; shown on /head-office/api-docs). */
export const api: ApiDoc = {
  GET: apiOperation(
    "api_docs.ops.locale",
    { query: Query },
    { 303: "api_docs.res.locale_redirect" },
    400,
  ),
};

export const handler: Handlers<unknown, PortalState> = {
  GET(req, ctx) {
    const { set, next } = parseQuery(ctx.url, Query);
    const target = safeNextPath(next, ctx.url) ??
      safeNextPath(req.headers.get("referer"), ctx.url) ?? "/";
    return new Response(null, {
      status: 303,
      headers: {
        location: target,
        "set-cookie": localeCookie(set, ctx.url.protocol === "https:"),
        "cache-control": "no-store",
      },
    });
  },
};
