// The page of an admin list (lib/admin/list_page.ts): its header, one line saying what it lists,
// and the rows in a DataTable.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { ListTable } from "../../lib/admin/list_page.ts";
import type { Crumb } from "../../lib/nav/pages.ts";
import { PageHeader } from "../PageHeader.tsx";
import { DataTable } from "../DataTable.tsx";

export function ListPage<R>(
  props: {
    table: ListTable<R>;
    rows: R[];
    url: URL;
    t: TFunction;
    locale: Locale;
    title: string;
    crumbs: Crumb[];
    intro: string;
    empty: string;
    tableAttrs?: Record<string, string>;
    rowAttrs?: (row: R) => Record<string, string>;
  },
) {
  const { table, t } = props;
  return (
    <>
      <PageHeader title={props.title} crumbs={props.crumbs} appName={t("common.app_name")} />
      <p class="lead">{props.intro}</p>
      <DataTable
        id={table.id}
        t={t}
        url={props.url}
        columns={table.columns(t, props.locale)}
        rows={props.rows}
        defaults={table.defaults}
        empty={props.empty}
        tableAttrs={props.tableAttrs}
        rowAttrs={props.rowAttrs}
      />
    </>
  );
}
