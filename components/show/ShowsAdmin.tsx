// Head office's show admin (/head-office/show): every show (DataTable: name and key, dates, state,
// order deadline), the new-show form, the categories with the new-category form, and the vendors
// with books.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { formatDate, formatDateTime } from "../../lib/i18n/format.ts";
import { vendorLabel } from "../../lib/nav/labels.ts";
import type { Show } from "../../lib/shows/schema.ts";
import type { ShowsPageData } from "../../lib/shows/shows_page.ts";
import { type Column, DataTable } from "../DataTable.tsx";
import { tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { CategoryForm } from "./CategoryForm.tsx";
import { ShowForm } from "./ShowForm.tsx";

export const SHOWS_TABLE = "shows";

/** The table, for its DataTable and its CSV answer (lib/forms/table.ts). */
export const SHOWS: TableSpec<Show> = { id: SHOWS_TABLE, columns: showColumns };

export function showColumns(t: TFunction, locale: Locale): Column<Show>[] {
  return [
    {
      key: "show",
      label: t("shows.show"),
      sortable: true,
      value: (s) => inLocale(s.name, locale),
      cell: (s) => (
        <>
          <a href={`/head-office/show/${s.key}`}>{inLocale(s.name, locale)}</a> <code>{s.key}</code>
        </>
      ),
    },
    {
      key: "starts",
      label: t("shows.dates"),
      sortable: true,
      value: (s) => s.starts,
      csv: (s) => `${s.starts} – ${s.ends}`,
      cell: (s) => `${formatDate(s.starts, locale)} – ${formatDate(s.ends, locale)}`,
    },
    {
      key: "state",
      label: t("shows.state"),
      sortable: true,
      value: (s) => t(`shows.show_states.${s.state}`),
      cell: (s) => (
        <span class="pill" data-state={s.state === "upcoming" ? "pending" : s.state}>
          {t(`shows.show_states.${s.state}`)}
        </span>
      ),
    },
    {
      key: "deadline",
      label: t("shows.deadline"),
      sortable: true,
      value: (s) => s.order_deadline,
      cell: (s) => formatDateTime(s.order_deadline, locale),
    },
  ];
}

export function ShowsAdmin(
  { data, t, locale, url }: { data: ShowsPageData; t: TFunction; locale: Locale; url: URL },
) {
  return (
    <>
      <p>
        <a href="/head-office/show/management">{t("pages.titles.ho_show_management")}</a> ·{" "}
        <a href="/head-office/showcloud-booking-reports">
          {t("pages.titles.ho_showcloud_booking_reports")}
        </a>
      </p>
      <DataTable
        {...tableProps(SHOWS, t, locale)}
        rows={data.shows}
        url={url}
        rowAttrs={(s) => ({ "data-show": s.key })}
        tableAttrs={{ "data-shows": "" }}
      />
      <h2>{t("shows.form.new_show")}</h2>
      <ShowForm values={data.showForm.values} errors={data.showForm.errors} t={t} isNew />
      <h2>{t("shows.categories.title")}</h2>
      <ul data-categories>
        {data.categories.map((c) => (
          <li key={c.id}>
            <a href={`/head-office/show/categories/${c.id}`}>{inLocale(c.name, locale)}</a>{" "}
            <span class="muted">{c.classes.join(", ")}</span>
          </li>
        ))}
      </ul>
      <CategoryForm values={data.categoryForm.values} errors={data.categoryForm.errors} t={t} />
      <h2>{t("shows.vendors_title")}</h2>
      <ul data-vendors>
        {data.vendors.map((v) => (
          <li key={v}>
            <a href={`/head-office/show/vendors/${v}`}>{vendorLabel(v)}</a>{" "}
            <small class="muted">({v})</small>
          </li>
        ))}
      </ul>
    </>
  );
}
