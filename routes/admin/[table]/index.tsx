// /admin/:table (site admins): the generic table browser — the entries under one registered KV
// prefix (lib/db/keys.ts), PAGE_SIZE at a time with a KV list cursor, read-only, in a DataTable
// (its CSV link downloads the page shown, values as full JSON). What may be shown is decided in
// lib/admin/tables.ts (some prefixes are never listed; secrets are redacted).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { DataTable } from "../../../components/DataTable.tsx";
import { browseTable, type TablePage } from "../../../lib/admin/tables.ts";
import { csvResponseFor } from "../../../lib/forms/table.ts";
import { entryColumns, HiddenTable } from "../../../components/admin/TableBrowser.tsx";
import { AdminHeader } from "../../../components/admin/AdminHeader.tsx";

const TABLE_ID = "entries";

export const handler: Handlers<TablePage, PortalState> = {
  async GET(_req, ctx) {
    const cursor = ctx.url.searchParams.get("cursor") ?? undefined;
    const data = await browseTable(ctx.state.kv, ctx.params.table, cursor);
    if (data.hidden === null) {
      const columns = entryColumns(ctx.state.t, data.table);
      const csv = csvResponseFor(ctx.url, TABLE_ID, columns, data.entries, data.table, {
        locale: ctx.state.locale,
      });
      if (csv) return csv;
    }
    return ctx.render(data);
  },
};

export default function TablePageView(
  { data, state, params, url }: PageProps<TablePage, PortalState>,
) {
  const { t } = state;
  const base = `/admin/${encodeURIComponent(data.table)}`;
  return (
    <>
      <AdminHeader t={t} page="admin_table" params={params} />
      {data.hidden !== null ? <HiddenTable t={t} reason={data.hidden} /> : (
        <>
          <p class="lead">{t("admin_tables.intro", { table: data.table })}</p>
          <DataTable
            id={TABLE_ID}
            t={t}
            url={url}
            columns={entryColumns(t, data.table)}
            rows={data.entries}
            pageSize={0}
            empty={t("admin_tables.empty")}
            tableAttrs={{ "data-table-entries": "" }}
            pager={
              <>
                {url.searchParams.has("cursor") && <a href={base}>{t("admin_tables.first_page")}
                </a>}
                {data.next && (
                  <a
                    href={`${base}?cursor=${encodeURIComponent(data.next)}`}
                    rel="next"
                    data-next-page
                  >
                    {t("admin_tables.next_page")}
                  </a>
                )}
              </>
            }
          />
        </>
      )}
    </>
  );
}
