// The parts of /marketing/shopify-sync: the connection, the plan (with what will be deleted) and
// the run history.
import type { TFunction } from "i18next";
import type { StylePlan } from "../../lib/marketing/shopify_map.ts";
import type { SyncRun } from "../../lib/marketing/sync_store.ts";
import type { SyncLock } from "../../lib/marketing/sync_lock.ts";
import { formatDateTime, formatNumber } from "../../lib/i18n/format.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { Field } from "../Field.tsx";
import { DataTable } from "../DataTable.tsx";
import { FormError, MarketingHeader } from "./ui.tsx";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { SyncPageData } from "../../lib/marketing/shopify_sync_page.ts";
import { SyncChanges } from "./SyncChanges.tsx";
import { Person } from "../../components/Person.tsx";

export function SyncSettings({ t, data }: { t: TFunction; data: SyncPageData }) {
  const { settings, errors, shop, isAdmin } = data;
  return (
    <section class="card" aria-labelledby="sync-shop">
      <h2 id="sync-shop">{t("marketing.sync.connection")}</h2>
      <p data-source={settings.source}>
        {t(`marketing.sync.source_${settings.source}`, {
          shop: settings.shop ?? "",
          hint: settings.hint ?? "",
          version: settings.version,
        })}
      </p>
      <FormError text={errors._} />
      {isAdmin && settings.source !== "config" && (
        <form method="post" class="admin-form" data-form="shopify-settings">
          <input type="hidden" name="action" value="connect" />
          <Field
            name="shop"
            label={t("marketing.sync.shop")}
            value={shop || settings.shop || ""}
            error={errors.shop}
            placeholder="example.myshopify.com"
          />
          <Field
            name="token"
            type="password"
            label={t("marketing.sync.token")}
            value=""
            error={errors.token}
            hint={t("marketing.sync.token_hint")}
            autocomplete="off"
          />
          <button type="submit">{t("marketing.save")}</button>
        </form>
      )}
      {isAdmin && settings.source === "saved" && (
        <form method="post" class="inline-form">
          <input type="hidden" name="action" value="disconnect" />
          <button type="submit" class="secondary">{t("marketing.sync.disconnect")}</button>
        </form>
      )}
    </section>
  );
}

/** The sync running now (one at a time): why a start was refused, with a link to its task. */
export function SyncBusy(
  { t, locale, lock, refused }: {
    t: TFunction;
    locale: Locale;
    lock: SyncLock | null;
    refused: boolean;
  },
) {
  if (!lock) return null;
  return (
    <p
      class={refused ? "field-error" : "notice"}
      role={refused ? "alert" : "status"}
      data-sync-busy={lock.task}
    >
      {t(refused ? "marketing.sync.busy_refused" : "marketing.sync.busy", {
        by: lock.by,
        since: formatDateTime(lock.since, locale),
      })} <a href={`/tasks/${lock.task}`}>{t("marketing.sync.busy_link")}</a>
    </p>
  );
}

export function SyncPlan(
  { t, locale, plan }: { t: TFunction; locale: Locale; plan: StylePlan[] },
) {
  const count = (a: StylePlan["action"]) => plan.filter((p) => p.action === a).length;
  const deletions = plan.filter((p) => p.action === "delete" || p.delete_skus.length > 0);
  return (
    <section aria-labelledby="sync-plan">
      <h2 id="sync-plan">{t("marketing.sync.plan")}</h2>
      <ul data-plan>
        <li data-create={count("create")}>
          {t("marketing.sync.to_create", { count: count("create") })}
        </li>
        <li data-update={count("update")}>
          {t("marketing.sync.to_update", { count: count("update") })}
        </li>
        <li>{t("marketing.sync.unchanged", { count: count("unchanged") })}</li>
        <li data-delete={count("delete")}>
          {t("marketing.sync.to_delete", { count: count("delete") })}
        </li>
      </ul>
      <SyncChanges t={t} locale={locale} plan={plan} />
      {deletions.length > 0 && (
        <>
          <h3>{t("marketing.sync.deletions")}</h3>
          <ul class="deletions" data-deletions={deletions.length}>
            {deletions.map((p) => (
              <li>
                <a href={`/marketing/master-items/${p.style_id}`}>{p.style_id}</a>:{" "}
                {p.action === "delete"
                  ? t("marketing.sync.delete_product", { count: p.delete_skus.length })
                  : t("marketing.sync.delete_variants", { skus: p.delete_skus.join(", ") })}
              </li>
            ))}
          </ul>
        </>
      )}
      <form method="post">
        <input type="hidden" name="action" value="run" />
        <button type="submit">{t("marketing.sync.run")}</button>
      </form>
    </section>
  );
}

/** The run history: the page and its CSV (?table=runs&format=csv). */
export const SYNC_RUNS: TableSpec<SyncRun> = { id: "runs", columns: syncRunColumns };

function syncRunColumns(t: TFunction, locale: Locale): Column<SyncRun>[] {
  const count = (key: "created" | "updated" | "deleted" | "failed"): Column<SyncRun> => ({
    key,
    label: t(`marketing.sync.${key}`),
    num: true,
    sortable: true,
    value: (r) => r[key],
    cell: (r) =>
      key === "failed" && r.failed > 0
        ? <a href="/marketing/sync-errors">{formatNumber(r.failed, locale)}</a>
        : formatNumber(r[key], locale),
  });
  return [
    {
      key: "started",
      label: t("marketing.sync.started"),
      sortable: true,
      value: (r) => r.started,
      cell: (r) => (
        <>
          <time datetime={r.started}>{formatDateTime(r.started, locale)}</time>
          {r.scope === "retry" && ` (${t("marketing.sync.retry")})`}
        </>
      ),
    },
    {
      key: "by",
      label: t("marketing.sync.by"),
      value: (r) => r.by,
      cell: (r) => <Person email={r.by} />,
    },
    {
      key: "mode",
      label: t("marketing.sync.shop_mode"),
      value: (r) => t(`marketing.sync.mode_${r.mode}`),
    },
    count("created"),
    count("updated"),
    count("deleted"),
    count("failed"),
    {
      key: "waited",
      label: t("marketing.sync.waited"),
      num: true,
      decimals: 1,
      value: (r) => r.waited_ms / 1000,
      cell: (r) => <>{formatNumber(r.waited_ms / 1000, locale, 1)}&nbsp;s</>,
    },
  ];
}

export function SyncRuns(
  { t, locale, runs, url }: { t: TFunction; locale: Locale; runs: SyncRun[]; url: URL },
) {
  if (runs.length === 0) return <p>{t("marketing.sync.no_runs")}</p>;
  return (
    <section aria-labelledby="sync-runs">
      <h2 id="sync-runs">{t("marketing.sync.history")}</h2>
      <DataTable
        {...tableProps(SYNC_RUNS, t, locale)}
        rows={runs}
        url={url}
        tableAttrs={{ "data-runs": String(runs.length) }}
      />
    </section>
  );
}

/** The page: the shop, the running sync, the plan with its changes, the run history. */
export function ShopifySyncView(
  { data, t, locale, url }: { data: SyncPageData; t: TFunction; locale: Locale; url: URL },
) {
  return (
    <>
      <MarketingHeader page="marketing_shopify_sync" t={t} />
      <SyncBusy t={t} locale={locale} lock={data.running} refused={data.refused} />
      <SyncSettings t={t} data={data} />
      <SyncPlan t={t} locale={locale} plan={data.plan} />
      <SyncRuns t={t} locale={locale} runs={data.runs} url={url} />
    </>
  );
}
