// /account/sign-in: where the login panel's form posts (a plain form: signing in works before and
// without JavaScript). POST signs in and sends the browser on (303) to `next`, or answers the panel
// again with the message and the email kept (lib/auth/form_sign_in.ts). GET shows the panel.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { LoginPanelPage } from "../../components/account/LoginPanelPage.tsx";
import { formValues, seeOther, textValue } from "../../lib/forms/mod.ts";
import { formSignIn } from "../../lib/auth/form_sign_in.ts";
import { safeNextPath } from "../../lib/http/redirect.ts";

interface Data {
  next: string;
  email?: string;
  error?: string;
}

export const handler: Handlers<Data, PortalState> = {
  GET(_req, ctx) {
    return ctx.render({ next: safeNextPath(ctx.url.searchParams.get("next"), ctx.url) ?? "/" });
  },
  async POST(req, ctx) {
    const { kv, config, t } = ctx.state;
    const form = await formValues(req);
    const result = await formSignIn(req, form, {
      kv,
      config,
      t,
      url: ctx.url,
      address: ctx.remoteAddr.hostname,
      sessionId: ctx.state.sessionId,
    });
    if (result.ok) {
      const headers = new Headers();
      for (const cookie of result.cookies) headers.append("set-cookie", cookie);
      return seeOther(result.location, headers);
    }
    return ctx.render(
      {
        next: safeNextPath(textValue(form, "next"), ctx.url) ?? "/",
        email: result.email,
        error: result.error,
      },
      { status: result.status },
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
            email={data.email}
            error={data.error}
          />
        )}
    </>
  );
}
