// /account: the signed-in user's profile, language, stores and primary store. Signed out, it answers
// 401 with the login panel. A signed-in user who has not verified the email asks here for the
// link again (action=resend_verification).
import type { Handlers, PageProps } from "$fresh/server.ts";
import { AccountStyles } from "../../components/account/AccountStyles.tsx";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { AccountOverview } from "../../components/account/AccountOverview.tsx";
import { LoginPanelPage } from "../../components/account/LoginPanelPage.tsx";
import { getStores, type Store } from "../../lib/stores/mod.ts";
import { formValues, seeOther } from "../../lib/forms/mod.ts";
import { parseWith, SetLocaleSchema, SetPrimaryStoreSchema } from "../../lib/auth/schema.ts";
import { resendVerification, setLocale, setPrimaryStore } from "../../lib/auth/account.ts";
import { linkOrigin } from "../../lib/mail/mod.ts";
import { localeCookie } from "../../lib/i18n/middleware.ts";
import type { User } from "../../lib/auth/types.ts";

type Data = { signedOut: true } | {
  signedOut: false;
  user: User;
  stores: Store[];
  notice?: string;
};

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { user, kv, t } = ctx.state;
    if (!user) return ctx.render({ signedOut: true }, { status: 401 });
    const stores = await getStores(kv, user.Stores.map(([n]) => n));
    const done = ctx.url.searchParams.get("saved");
    const store = ctx.url.searchParams.get("store");
    const notice = done === "locale"
      ? t("account.locale.saved")
      : done === "verification"
      ? t("account.verify.resent")
      : done === "primary_store" && store
      ? t("account.stores.saved", { store })
      : undefined;
    return ctx.render({ signedOut: false, user, stores, notice });
  },
  async POST(req, ctx) {
    const { user, kv, t, config } = ctx.state;
    if (!user) return ctx.render({ signedOut: true }, { status: 401 });
    const form = await formValues(req);
    if (form.action === "resend_verification") {
      await resendVerification(kv, config, user.id, linkOrigin(config));
      return seeOther("/account?saved=verification");
    }
    if (form.action === "locale") {
      const { locale } = parseWith(SetLocaleSchema, form, t);
      await setLocale(kv, user.id, locale);
      return seeOther("/account?saved=locale", {
        "set-cookie": localeCookie(locale, ctx.url.protocol === "https:"),
      });
    }
    const { store_number } = parseWith(SetPrimaryStoreSchema, form, t);
    await setPrimaryStore(kv, user.id, store_number);
    return seeOther(`/account?saved=primary_store&store=${store_number}`);
  },
};

export default function AccountPage({ data, state, url }: PageProps<Data, PortalState>) {
  const { t } = state;
  if (data.signedOut) {
    return (
      <>
        <PageHeader title={t("login.title")} appName={t("common.app_name")} />
        <LoginPanelPage
          i18n={state.i18n}
          next={url.pathname}
          initialTab={url.searchParams.get("tab") === "forgot_password"
            ? "forgot_password"
            : "login"}
        />
      </>
    );
  }
  return (
    <>
      <AccountStyles />
      <PageHeader title={t("account.title")} appName={t("common.app_name")} />
      <AccountOverview t={t} user={data.user} stores={data.stores} notice={data.notice} url={url} />
    </>
  );
}
