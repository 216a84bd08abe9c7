// /account/lightspeed: the primary store's Lightspeed POS connection (lib/auth/lightspeed.ts).
import type { Handlers, PageProps } from "$fresh/server.ts";
import { AccountPageHeader } from "../../components/account/AccountStyles.tsx";
import type { PortalState } from "../../lib/state.ts";
import { HttpError } from "../../lib/http/errors.ts";
import { LightspeedPanel } from "../../components/account/LightspeedPanel.tsx";
import type { FieldErrors } from "../../components/account/PasswordFields.tsx";
import { formValues, seeOther, textValue, validateForm } from "../../lib/forms/mod.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { LightspeedSchema } from "../../lib/auth/schema.ts";
import {
  canManageLightspeed,
  type Connection,
  getConnection,
  saveConnection,
  testConnection,
} from "../../lib/auth/lightspeed.ts";
import { primaryStore } from "../../lib/auth/types.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";

interface Data {
  store: number | null;
  connection: Connection | null;
  values: { account_id: string };
  errors: FieldErrors;
  notice?: string;
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t } = ctx.state;
    const user = requireUser(ctx.state);
    const store = primaryStore(user) ?? null;
    const connection = store === null ? null : await getConnection(kv, store);
    const notice = ctx.url.searchParams.has("saved") ? t("account.lightspeed.saved") : undefined;
    return ctx.render({
      store,
      connection,
      values: { account_id: connection?.account_id ?? "" },
      errors: {},
      notice,
    });
  },
  async POST(req, ctx) {
    const { kv, t, config } = ctx.state;
    const user = requireUser(ctx.state);
    const store = primaryStore(user);
    if (store === undefined) throw new HttpError(400, "account.lightspeed.no_store");
    if (!canManageLightspeed(user, store)) {
      throw new HttpError(403, "account.errors.not_store_admin");
    }
    const form = await formValues(req);
    if (form.action === "test") {
      await testConnection(kv, config, user, store);
      return seeOther("/account/lightspeed");
    }
    const parsed = validateForm(form, LightspeedSchema, t);
    if (!parsed.ok) {
      return ctx.render({
        store,
        connection: await getConnection(kv, store),
        values: { account_id: textValue(form, "account_id") },
        errors: parsed.errors,
      }, { status: 400 });
    }
    await saveConnection(kv, user, store, parsed.data);
    return seeOther("/account/lightspeed?saved");
  },
};

export default function LightspeedPage({ data, state }: PageProps<Data, PortalState>) {
  const { t, user, locale } = state;
  return (
    <>
      <AccountPageHeader t={t} title={t("account.lightspeed.title")} />
      {data.store === null ? <p>{t("account.lightspeed.no_store")}</p> : (
        <LightspeedPanel
          t={t}
          store={data.store}
          connection={data.connection}
          canManage={canManageLightspeed(user!, data.store)}
          values={data.values}
          errors={data.errors}
          notice={data.notice}
          formatTime={(iso) => formatDateTime(iso, locale)}
        />
      )}
    </>
  );
}
