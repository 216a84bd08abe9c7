// The page of an admin list (lib/admin/list_page.ts): its header, one line saying what it lists,
// and the rows in a DataTable. A list's texts and attributes live with its columns (ListPageSpec),
// so its route is the handler and `listPage(SPEC)`.
import type { TFunction } from "i18next";
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { ListTable } from "../../lib/admin/list_page.ts";
import type { Crumb } from "../../lib/nav/pages.ts";
import { tableProps } from "../../lib/forms/table.ts";
import { DataTable } from "../DataTable.tsx";
import { AdminHeader } from "./AdminHeader.tsx";

export interface ListPageSpec<R> extends ListTable<R> {
  /** The page's id in the registry (its title and crumbs), or its own title and crumbs. */
  page?: string;
  title?: (t: TFunction) => string;
  crumbs?: (t: TFunction) => Crumb[];
  intro: (t: TFunction) => string;
  empty: (t: TFunction) => string;
  tableAttrs?: Record<string, string>;
  rowAttrs?: (row: R) => Record<string, string>;
}

/** The page component of a list. */
export function listPage<R>(spec: ListPageSpec<R>) {
  return function ListPage({ data, state, url }: PageProps<R[], PortalState>) {
    const { t, locale } = state;
    return (
      <>
        <AdminHeader
          t={t}
          page={spec.page}
          title={spec.title?.(t)}
          crumbs={spec.crumbs?.(t)}
          lead={spec.intro(t)}
        />
        <DataTable
          {...tableProps(spec, t, locale)}
          url={url}
          rows={data}
          empty={spec.empty(t)}
          tableAttrs={spec.tableAttrs}
          rowAttrs={spec.rowAttrs}
        />
      </>
    );
  };
}
