// /account/change-password: current + new password, a plain HTML form POST (works without JS);
// translated errors next to the fields. Other sessions end when the password changes.
import type { Handlers, PageProps } from "$fresh/server.ts";
import { AccountPageHeader } from "../../../components/account/AccountStyles.tsx";
import type { PortalState } from "../../../lib/state.ts";
import { HttpError } from "../../../lib/http/errors.ts";
import {
  type FieldErrors,
  FormErrors,
  NewPasswordFields,
  PasswordField,
} from "../../../components/account/PasswordFields.tsx";
import { readForm, seeOther } from "../../../lib/forms/mod.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { ChangePasswordSchema } from "../../../lib/auth/schema.ts";
import { changePassword } from "../../../lib/auth/account.ts";

interface Data {
  errors: FieldErrors;
  done: boolean;
}

export const handler: Handlers<Data, PortalState> = {
  GET(_req, ctx) {
    requireUser(ctx.state);
    return ctx.render({ errors: {}, done: ctx.url.searchParams.has("done") });
  },
  async POST(req, ctx) {
    const { kv, t, sessionId } = ctx.state;
    const user = requireUser(ctx.state);
    const parsed = await readForm(req, ChangePasswordSchema, { t });
    if (!parsed.ok) return ctx.render({ errors: parsed.errors, done: false }, { status: 400 });
    try {
      await changePassword(
        kv,
        user.id,
        parsed.data.current_password,
        parsed.data.new_password,
        sessionId,
      );
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) {
        const field = error.key === "account.errors.wrong_current_password"
          ? "current_password"
          : "new_password";
        return ctx.render({ errors: { [field]: t(error.key) }, done: false }, { status: 400 });
      }
      throw error;
    }
    return seeOther("/account/change-password?done");
  },
};

export default function ChangePasswordPage({ data, state }: PageProps<Data, PortalState>) {
  const { t, user } = state;
  return (
    <>
      <AccountPageHeader t={t} title={t("account.change_password.title")} />
      {data.done && <p class="notice" role="status">{t("account.change_password.done")}</p>}
      <form method="post" class="card" action="/account/change-password" novalidate>
        <input type="hidden" name="username" autoComplete="username" value={user?.email} />
        <FormErrors errors={data.errors} />
        <PasswordField
          t={t}
          name="current_password"
          label={t("account.change_password.current")}
          errors={data.errors}
          autoComplete="current-password"
        />
        <NewPasswordFields t={t} errors={data.errors} />
        <p>
          <button type="submit">{t("account.change_password.submit")}</button>
        </p>
      </form>
    </>
  );
}
