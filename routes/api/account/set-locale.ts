// POST /api/account/set-locale {locale} → {locale}; kept on the user as their preference.
import type { Handlers } from "$fresh/server.ts";
import { withUser } from "../../../lib/auth/signed_in.ts";
import type { PortalState } from "../../../lib/state.ts";
import { json } from "../../../lib/http/errors.ts";
import { parseBody, SetLocaleSchema } from "../../../lib/auth/schema.ts";
import { setLocale } from "../../../lib/auth/account.ts";
import { localeCookie } from "../../../lib/i18n/middleware.ts";
import { type ApiDoc, signedInPost } from "../../../lib/apidocs/types.ts";

/** Documentation of this endpoint (lib/apidocs; shown on /head-office/api-docs). */
export const api: ApiDoc = signedInPost(
  "api_docs.ops.set_locale",
  SetLocaleSchema,
  "api_docs.res.locale",
);

export const handler: Handlers<unknown, PortalState> = {
  async POST(req, ctx) {
    const { user, kv, t } = withUser(ctx.state);
    const { locale } = await parseBody(req, SetLocaleSchema, t);
    return json({ locale: await setLocale(kv, user.id, locale) }, {
      headers: { "set-cookie": localeCookie(locale, ctx.url.protocol === "https:") },
    });
  },
};
