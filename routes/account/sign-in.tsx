// /account/sign-in: where the login panel's forms post (plain forms: signing in, registering and
// asking for a reset link work before and without JavaScript). POST with `action` = login (the
// default), register or forgot_password does what the JSON endpoints do and sends the browser on
// (303), or answers the panel again on the same tab with the message and the email kept
// (lib/auth/form_sign_in.ts, lib/auth/form_account.ts). GET shows the panel, on `?tab=`.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { LoginPanelPage, tabFrom } from "../../components/account/LoginPanelPage.tsx";
import type { LoginTab } from "../../islands/LoginPanel.tsx";
import { formValues, seeOther, textValue } from "../../lib/forms/mod.ts";
import { formSignIn } from "../../lib/auth/form_sign_in.ts";
import { formRegister, formResetRequest } from "../../lib/auth/form_account.ts";
import { safeNextPath } from "../../lib/http/redirect.ts";

interface Data {
  next: string;
  tab: LoginTab;
  email?: string;
  error?: string;
  success?: string;
}

export const handler: Handlers<Data, PortalState> = {
  GET(_req, ctx) {
    return ctx.render({
      next: safeNextPath(ctx.url.searchParams.get("next"), ctx.url) ?? "/",
      tab: tabFrom(ctx.url),
    });
  },
  async POST(req, ctx) {
    const { kv, config, t, locale } = ctx.state;
    const form = await formValues(req);
    const tab = tabFrom(textValue(form, "action"));
    const next = safeNextPath(textValue(form, "next"), ctx.url) ?? "/";
    const env = {
      kv,
      config,
      t,
      url: ctx.url,
      locale,
      address: ctx.remoteAddr.hostname,
      sessionId: ctx.state.sessionId,
    };
    const email = textValue(form, "email");
    const result = tab === "register"
      ? await formRegister(form, env)
      : tab === "forgot_password"
      ? await formResetRequest(form, env)
      : await formSignIn(req, form, env);
    if (result.ok && "location" in result) {
      const headers = new Headers();
      for (const cookie of result.cookies) headers.append("set-cookie", cookie);
      return seeOther(result.location, headers);
    }
    return ctx.render(
      result.ok
        ? { next, tab, email, success: result.message }
        : { next, tab, email, error: result.error },
      { status: result.ok ? 200 : result.status },
    );
  },
};

export default function SignInPage({ data, state }: PageProps<Data, PortalState>) {
  const { t, user } = state;
  return (
    <>
      <PageHeader title={t("login.title")} appName={t("common.app_name")} />
      {user
        ? (
          <p>
            {t("nav.hello", { name: user.name })} ·{" "}
            <a href={data.next}>{t("account.verify.continue")}</a>
          </p>
        )
        : (
          <LoginPanelPage
            i18n={state.i18n}
            next={data.next}
            initialTab={data.tab}
            email={data.email}
            error={data.error}
            success={data.success}
          />
        )}
    </>
  );
}
