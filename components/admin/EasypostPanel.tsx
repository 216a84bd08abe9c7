// /admin/easypost: the settings form (secrets are password fields that are never filled in; a
// hint of the last four characters says which one is saved), the webhook address, the last
// webhook, the error rate and "send a test".
import type { TFunction } from "i18next";
import type { EasypostActivity, EasypostView } from "../../lib/admin/easypost.ts";
import { MODES } from "../../lib/admin/easypost.ts";

const SECRETS = ["test_key", "live_key", "webhook_secret"] as const;

export function EasypostPanel(
  { t, settings, activity, webhookUrl, mode, errors, formatTime, formatPercent }: {
    t: TFunction;
    settings: EasypostView;
    activity: EasypostActivity;
    webhookUrl: string;
    mode: string;
    errors: Record<string, string>;
    formatTime: (iso: string) => string;
    formatPercent: (ratio: number) => string;
  },
) {
  const test = settings.last_test;
  const last = activity.last_webhook;
  return (
    <>
      <form method="post" class="admin-form" autocomplete="off" data-easypost-form>
        <input type="hidden" name="action" value="save" />
        <div class="field">
          <label for="field-mode">{t("admin_easypost.mode")}</label>
          <select id="field-mode" name="mode">
            {MODES.map((m) => (
              <option value={m} selected={mode === m}>{t(`admin_easypost.modes.${m}`)}</option>
            ))}
          </select>
          {errors.mode && <p class="field-error" id="field-mode-error">{errors.mode}</p>}
        </div>
        {SECRETS.map((name) => (
          <div class="field">
            <label for={`field-${name}`}>{t(`admin_easypost.fields.${name}`)}</label>
            <input
              id={`field-${name}`}
              name={name}
              type="password"
              autocomplete="new-password"
              value=""
              aria-describedby={`field-${name}-hint`}
              aria-invalid={errors[name] ? "true" : undefined}
            />
            <p class="hint" id={`field-${name}-hint`} data-hint={name}>
              {settings.hints[name]
                ? t("admin_easypost.saved_hint", { hint: settings.hints[name] })
                : t("admin_easypost.not_saved")}
            </p>
            {settings.hints[name] && (
              <label class="check">
                <input type="checkbox" name="remove" value={name} /> {t("admin_easypost.remove")}
              </label>
            )}
            {errors[name] && <p class="field-error" id={`field-${name}-error`}>{errors[name]}</p>}
          </div>
        ))}
        <button type="submit">{t("admin_easypost.save")}</button>
      </form>

      <h2>{t("admin_easypost.webhook")}</h2>
      <dl class="facts">
        <dt>{t("admin_easypost.webhook_url")}</dt>
        <dd>
          <code data-webhook-url>{webhookUrl}</code>
        </dd>
        <dt>{t("admin_easypost.last_webhook")}</dt>
        <dd data-last-webhook>
          {last
            ? t(last.ok ? "admin_easypost.webhook_ok" : "admin_easypost.webhook_failed", {
              at: formatTime(last.at),
              description: last.description,
              error: last.error ? t(`admin_easypost.errors_seen.${last.error}`) : "",
            })
            : t("admin_easypost.none_yet")}
        </dd>
        <dt>{t("admin_easypost.error_rate")}</dt>
        <dd data-error-rate>
          {t("admin_easypost.error_rate_value", {
            rate: formatPercent(activity.error_rate),
            failed: activity.failed,
            total: activity.total,
          })}
        </dd>
      </dl>

      <h2>{t("admin_easypost.test_title")}</h2>
      <p>
        {test
          ? (
            <span data-test-result={test.result}>
              {t(`admin_easypost.results.${test.result}`, {
                at: formatTime(test.at),
                mode: t(`admin_easypost.modes.${test.mode}`),
                status: test.status,
              })}
            </span>
          )
          : t("admin_easypost.never_tested")}
      </p>
      <form method="post">
        <input type="hidden" name="action" value="test" />
        <button type="submit">{t("admin_easypost.send_test")}</button>
      </form>
    </>
  );
}
