// /admin/client-errors: the browser error reports (POST /api/logs/error), newest first, for site
// admins (the /admin prefix is guarded by the access middleware), in a DataTable (sortable, CSV).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { TFunction } from "i18next";
import { PageHeader } from "../../components/PageHeader.tsx";
import { DataTable } from "../../components/DataTable.tsx";
import { formatDateTime } from "../../lib/i18n/format.ts";
import { type ClientErrorRecord, listClientErrors } from "../../lib/logs/store.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { PortalState } from "../../lib/state.ts";
import { type Column, csvResponseFor, type TableState } from "../../lib/forms/table.ts";

const TABLE_ID = "client-errors";
const DEFAULTS: Partial<TableState> = { sort: "time", dir: "desc" };

function columns(t: TFunction, locale: Locale): Column<ClientErrorRecord>[] {
  return [
    {
      key: "time",
      label: t("client.admin_errors.time"),
      sortable: true,
      value: (r) => r.at,
      cell: (r) => <time dateTime={r.at}>{formatDateTime(r.at, locale)}</time>,
    },
    { key: "view", label: t("client.admin_errors.view"), sortable: true, value: (r) => r.view },
    {
      key: "user",
      label: t("client.admin_errors.user"),
      sortable: true,
      value: (r) => r.user_id,
      cell: (r) =>
        r.user_id ? <a href={`/admin/users/${encodeURIComponent(r.user_id)}`}>{r.user_id}</a> : "—",
    },
    {
      key: "address",
      label: t("client.admin_errors.address"),
      sortable: true,
      value: (r) => r.address,
    },
    {
      key: "error",
      label: t("client.admin_errors.error"),
      value: (r) => r.error,
      cell: (r) => <pre class="client-error-text">{r.error}</pre>,
    },
    {
      key: "browser",
      label: t("client.admin_errors.browser"),
      value: (r) => r.user_agent,
      cell: (r) => <span class="muted">{r.user_agent}</span>,
    },
  ];
}

export const handler: Handlers<ClientErrorRecord[], PortalState> = {
  async GET(_req, ctx) {
    const records = await listClientErrors(ctx.state.kv);
    const cols = columns(ctx.state.t, ctx.state.locale);
    return csvResponseFor(ctx.url, TABLE_ID, cols, records, "client-errors", {
      ...DEFAULTS,
      locale: ctx.state.locale,
    }) ??
      ctx.render(records);
  },
};

export default function ClientErrorsPage(
  { data, state, url }: PageProps<ClientErrorRecord[], PortalState>,
) {
  const { t } = state;
  return (
    <>
      <PageHeader
        title={t("client.admin_errors.title")}
        crumbs={[{ label: t("client.admin_errors.admin"), href: "/admin" }]}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("client.admin_errors.intro")}</p>
      <DataTable
        id={TABLE_ID}
        t={t}
        url={url}
        columns={columns(t, state.locale)}
        rows={data}
        defaults={DEFAULTS}
        empty={t("client.admin_errors.empty")}
      />
    </>
  );
}
