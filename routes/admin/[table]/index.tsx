// /admin/:table (site admins): the generic table browser — the entries under one registered KV
// prefix (lib/db/keys.ts), PAGE_SIZE at a time with a KV list cursor, read-only. What may be shown
// is decided in lib/admin/tables.ts (some prefixes are never listed; secrets are redacted).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../lib/nav/pages.ts";
import { browseTable, type TablePage } from "../../../lib/admin/tables.ts";
import { HiddenTable, TableEntries } from "../../../components/admin/TableBrowser.tsx";

export const handler: Handlers<TablePage, PortalState> = {
  async GET(_req, ctx) {
    const cursor = ctx.url.searchParams.get("cursor") ?? undefined;
    return ctx.render(await browseTable(ctx.state.kv, ctx.params.table, cursor));
  },
};

export default function TablePageView(
  { data, state, params, url }: PageProps<TablePage, PortalState>,
) {
  const { t } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("admin_table", t, params)}
        crumbs={crumbsFor("admin_table", t, params)}
        appName={t("common.app_name")}
      />
      {data.hidden !== null ? <HiddenTable t={t} reason={data.hidden} /> : (
        <>
          <p class="lead">{t("admin_tables.intro", { table: data.table })}</p>
          <TableEntries t={t} table={data.table} entries={data.entries} />
          <nav class="pager" aria-label={t("admin_tables.pages")}>
            {url.searchParams.has("cursor") && (
              <a href={`/admin/${encodeURIComponent(data.table)}`}>
                {t("admin_tables.first_page")}
              </a>
            )}
            {data.next && (
              <a
                href={`/admin/${encodeURIComponent(data.table)}?cursor=${
                  encodeURIComponent(data.next)
                }`}
                rel="next"
                data-next-page
              >
                {t("admin_tables.next_page")}
              </a>
            )}
          </nav>
        </>
      )}
    </>
  );
}
