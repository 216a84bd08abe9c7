// /account/lightspeed: the store's Lightspeed connection. The API key is write-only: the page shows
// only that one is saved and its last four characters.
import type { TFunction } from "i18next";
import type { Connection } from "../../lib/auth/lightspeed.ts";
import { type FieldErrors, FormErrors } from "./PasswordFields.tsx";
import { Field, fieldsOf } from "../Field.tsx";
import { ActionForm } from "../forms/ActionForm.tsx";

interface Props {
  t: TFunction;
  store: number;
  connection: Connection | null;
  canManage: boolean;
  values: { account_id: string };
  errors: FieldErrors;
  notice?: string;
  formatTime: (iso: string) => string;
}

export function LightspeedPanel(
  { t, store, connection, canManage, values, errors, notice, formatTime }: Props,
) {
  // the key is write-only: its field never shows a value back
  const field = fieldsOf({ account_id: values.account_id }, errors);
  const test = connection?.last_test;
  const sync = connection?.last_sync;
  return (
    <>
      <p class="lead">{t("account.lightspeed.intro", { store })}</p>
      {notice && <p class="notice" role="status">{notice}</p>}
      <section class="card" aria-labelledby="ls-status">
        <h2 id="ls-status">{t("account.lightspeed.status_heading")}</h2>
        {!connection
          ? <p data-connected="false">{t("account.lightspeed.not_connected")}</p>
          : (
            <dl class="facts" data-connected="true">
              <dt>{t("account.lightspeed.account_id")}</dt>
              <dd data-account-id="true">{connection.account_id}</dd>
              <dt>{t("account.lightspeed.api_key")}</dt>
              <dd>{t("account.lightspeed.api_key_saved", { hint: connection.api_key_hint })}</dd>
              <dd class="muted">
                {t("account.lightspeed.saved_at", {
                  at: formatTime(connection.saved_at),
                  by: connection.saved_by,
                })}
              </dd>
              <dt>{t("account.lightspeed.last_test")}</dt>
              <dd data-test-result={test?.result ?? "none"}>
                {test
                  ? t(`account.lightspeed.test_${test.result}`, {
                    at: formatTime(test.at),
                    status: test.status ?? "",
                  })
                  : t("account.lightspeed.never_tested")}
              </dd>
              <dt>{t("account.lightspeed.last_sync")}</dt>
              <dd>
                {!sync || sync.status === "never" || !sync.at
                  ? t("account.lightspeed.sync_never")
                  : t(`account.lightspeed.sync_${sync.status}`, { at: formatTime(sync.at) })}
              </dd>
            </dl>
          )}
        {connection && canManage && (
          <ActionForm
            action="test"
            to="/account/lightspeed"
            class=""
            button={{ class: "secondary", id: "ls-test" }}
          >
            {t("account.lightspeed.test")}
          </ActionForm>
        )}
      </section>
      {canManage
        ? (
          <form method="post" action="/account/lightspeed" class="card" novalidate>
            <input type="hidden" name="action" value="save" />
            <FormErrors errors={errors} />
            <Field
              {...field("account_id")}
              id="ls-account"
              label={t("account.lightspeed.account_id")}
              inputMode="numeric"
            />
            <Field
              {...field("api_key")}
              id="ls-key"
              label={t("account.lightspeed.api_key")}
              type="password"
              autoComplete="off"
              hint={t("account.lightspeed.api_key_help")}
            />
            <p>
              <button type="submit">{t("account.lightspeed.save")}</button>
            </p>
          </form>
        )
        : <p class="muted">{t("account.lightspeed.read_only")}</p>}
    </>
  );
}
