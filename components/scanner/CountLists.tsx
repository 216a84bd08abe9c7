// /scan-pal/lists: the count lists, one list's totals per code, and the form for a new list.
// The totals' columns serve the page and its CSV (times on Toronto's clock in the CSV).
import type { PageProps } from "$fresh/server.ts";
import type { TFunction } from "i18next";
import type { PortalState } from "../../lib/state.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { Column } from "../../lib/forms/table.ts";
import type { CountList } from "../../lib/scanner/schema.ts";
import { type CountRow, torontoTime } from "../../lib/scanner/count_view.ts";
import type { ListsData } from "../../lib/scanner/lists_page.ts";
import { textValue } from "../../lib/forms/read.ts";
import { formatDateTime, formatNumber } from "../../lib/i18n/format.ts";
import { ToolPage } from "../resources/ToolPage.tsx";
import { Field } from "../Field.tsx";
import { DataTable } from "../DataTable.tsx";
import { OtherErrors } from "../forms/OtherErrors.tsx";

export function listColumns(t: TFunction, locale: Locale): Column<CountList>[] {
  return [
    { key: "store", label: t("scanner.store"), sortable: true, value: (l) => l.store },
    { key: "name", label: t("scanner.name"), sortable: true, value: (l) => l.name },
    {
      key: "units",
      label: t("scanner.units"),
      num: true,
      sortable: true,
      value: (l) => l.units,
      cell: (l) => formatNumber(l.units, locale),
    },
    {
      key: "scans",
      label: t("scanner.scans"),
      num: true,
      sortable: true,
      value: (l) => l.scans,
      cell: (l) => formatNumber(l.scans, locale),
    },
    {
      key: "updated",
      label: t("scanner.updated"),
      sortable: true,
      value: (l) => l.updated_at,
      cell: (l) => formatDateTime(l.updated_at, locale),
      csv: (l) => torontoTime(l.updated_at),
    },
    {
      key: "actions",
      label: t("scanner.actions"),
      cell: (l) => (
        <>
          <a href={`/scan-pal?list=${l.id}`}>{t("scanner.count")}</a>
          {" · "}
          <a href={`/scan-pal/lists?list=${l.id}`}>{t("scanner.view")}</a>
          {" · "}
          <a href={`/scan-pal/lists?list=${l.id}&format=csv`} download>
            {t("scanner.csv_download")}
          </a>
        </>
      ),
    },
  ];
}

const signed = (n: number, locale: Locale) => (n > 0 ? "+" : "") + formatNumber(n, locale);

/** A list's totals per code; the CSV has the same columns (scanner.csv.*), Toronto times. */
export function countColumns(t: TFunction, locale: Locale): Column<CountRow>[] {
  const label = (key: string) => t(`scanner.csv.${key}`);
  return [
    {
      key: "code",
      label: label("code"),
      sortable: true,
      value: (l) => l.code,
      cell: (l) => <code>{l.code}</code>,
    },
    {
      key: "gtin14",
      label: label("gtin14"),
      sortable: true,
      value: (l) => l.gtin14 ?? "",
      cell: (l) => l.gtin14 ?? t("scanner.not_gtin"),
    },
    {
      key: "item_number",
      label: label("item_number"),
      sortable: true,
      value: (l) => l.item_number,
      cell: (l) => l.item_number ?? "—",
    },
    {
      key: "description",
      label: label("description"),
      sortable: true,
      value: (l) => l.description,
      cell: (l) => l.description ?? t("scanner.unknown_item"),
    },
    {
      key: "units",
      label: label("units"),
      num: true,
      sortable: true,
      value: (l) => l.qty,
      cell: (l) => formatNumber(l.qty, locale),
    },
    {
      key: "expected",
      label: label("expected"),
      num: true,
      sortable: true,
      value: (l) => l.expected,
      cell: (l) => l.expected === null ? "—" : formatNumber(l.expected, locale),
    },
    {
      key: "variance",
      label: label("variance"),
      num: true,
      sortable: true,
      value: (l) => l.variance,
      cell: (l) => (
        <span data-variance={l.variance ?? ""}>
          {l.variance === null ? "—" : signed(l.variance, locale)}
        </span>
      ),
    },
    {
      key: "last_scanned_at",
      label: label("last_scanned_at"),
      sortable: true,
      value: (l) => l.last_scanned_at,
      cell: (l) => formatDateTime(l.last_scanned_at, locale),
      csv: (l) => torontoTime(l.last_scanned_at),
    },
  ];
}

export function CountLists({ state, data, url }: PageProps<ListsData, PortalState>) {
  const { t, locale } = state;
  const { open, form, errors } = data;
  return (
    <ToolPage page="scan_pal_lists" t={t} styles={false} lead={t("scanner.lists_intro")}>
      <DataTable
        id="lists"
        columns={listColumns(t, locale)}
        rows={data.lists}
        url={url}
        t={t}
        empty={t("scanner.no_lists")}
        tableAttrs={{ "data-count-lists": "" }}
      />
      {open && (
        <section data-count-lines>
          <h2>{t("scanner.totals_of", { name: open.list.name, store: open.list.store })}</h2>
          <DataTable
            id="lines"
            columns={countColumns(t, locale)}
            rows={open.lines}
            url={url}
            t={t}
            empty={t("scanner.no_counts")}
            rowAttrs={(l) => ({ "data-count-line": l.code })}
          />
        </section>
      )}
      <h2>{t("scanner.new_list")}</h2>
      {data.stores.length === 0
        ? <p>{t("scanner.no_stores")}</p>
        : (
          <form method="post" class="card" novalidate>
            <OtherErrors errors={errors} shown={["store", "name"]} />
            <label for="list-store">{t("scanner.store")}</label>
            <select
              id="list-store"
              name="store"
              aria-invalid={errors.store ? "true" : undefined}
              aria-describedby={errors.store ? "list-store-error" : undefined}
            >
              {data.stores.map((s) => (
                <option value={s} selected={String(s) === textValue(form, "store")}>{s}</option>
              ))}
            </select>
            {errors.store && <p id="list-store-error" class="field-error">{errors.store}</p>}
            <Field
              id="list-name"
              name="name"
              label={t("scanner.name")}
              value={textValue(form, "name")}
              hint={t("scanner.name_hint")}
              error={errors.name ?? null}
              required
            />
            <p>
              <button type="submit">{t("scanner.create")}</button>
            </p>
          </form>
        )}
    </ToolPage>
  );
}
