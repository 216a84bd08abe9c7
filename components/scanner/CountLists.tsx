// /scan-pal/lists: the count lists, one list's totals per code, and the form for a new list.
// The totals' columns serve the page and its CSV (times on Toronto's clock in the CSV).
import type { PageProps } from "$fresh/server.ts";
import type { TFunction } from "i18next";
import type { PortalState } from "../../lib/state.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { CountList } from "../../lib/scanner/schema.ts";
import type { CountRow } from "../../lib/scanner/count_view.ts";
import type { ListsData } from "../../lib/scanner/lists_page.ts";
import { textValue } from "../../lib/forms/read.ts";
import { formatNumber } from "../../lib/i18n/format.ts";
import { countColumn, sortable, timeColumn } from "../resources/columns.ts";
import { ToolPage } from "../resources/ToolPage.tsx";
import { SelectField } from "../forms/SelectField.tsx";
import { Field } from "../Field.tsx";
import { DataTable } from "../DataTable.tsx";
import { OtherErrors } from "../forms/OtherErrors.tsx";

function listColumns(t: TFunction, locale: Locale): Column<CountList>[] {
  return [
    sortable("store", t("scanner.store"), (l) => l.store),
    sortable("name", t("scanner.name"), (l) => l.name),
    countColumn("units", t("scanner.units"), locale, (l) => l.units),
    countColumn("scans", t("scanner.scans"), locale, (l) => l.scans),
    timeColumn("updated", t("scanner.updated"), locale, (l) => l.updated_at),
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
function countColumns(t: TFunction, locale: Locale): Column<CountRow>[] {
  const label = (key: string) => t(`scanner.csv.${key}`);
  const figure = (n: number | null, shown: (n: number) => string) => n === null ? "—" : shown(n);
  return [
    sortable("code", label("code"), (l) => l.code, { cell: (l) => <code>{l.code}</code> }),
    sortable("gtin14", label("gtin14"), (l) => l.gtin14 ?? "", {
      cell: (l) => l.gtin14 ?? t("scanner.not_gtin"),
    }),
    sortable("item_number", label("item_number"), (l) => l.item_number, {
      cell: (l) => l.item_number ?? "—",
    }),
    sortable("description", label("description"), (l) => l.description, {
      cell: (l) => l.description ?? t("scanner.unknown_item"),
    }),
    countColumn("units", label("units"), locale, (l) => l.qty),
    sortable("expected", label("expected"), (l) => l.expected, {
      num: true,
      cell: (l) => figure(l.expected, (n) => formatNumber(n, locale)),
    }),
    sortable("variance", label("variance"), (l) => l.variance, {
      num: true,
      cell: (l) => (
        <span data-variance={l.variance ?? ""}>
          {figure(l.variance, (n) => signed(n, locale))}
        </span>
      ),
    }),
    timeColumn("last_scanned_at", label("last_scanned_at"), locale, (l) => l.last_scanned_at),
  ];
}

export const LISTS: TableSpec<CountList> = { id: "lists", columns: listColumns };
export const LINES: TableSpec<CountRow> = { id: "lines", columns: countColumns };

export function CountLists({ state, data, url }: PageProps<ListsData, PortalState>) {
  const { t, locale } = state;
  const { open, form, errors } = data;
  return (
    <ToolPage page="scan_pal_lists" t={t} styles={false} lead={t("scanner.lists_intro")}>
      <DataTable
        {...tableProps(LISTS, t, locale)}
        rows={data.lists}
        url={url}
        empty={t("scanner.no_lists")}
        tableAttrs={{ "data-count-lists": "" }}
      />
      {open && (
        <section data-count-lines>
          <h2>{t("scanner.totals_of", { name: open.list.name, store: open.list.store })}</h2>
          <DataTable
            {...tableProps(LINES, t, locale)}
            rows={open.lines}
            url={url}
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
            <SelectField
              id="list-store"
              name="store"
              label={t("scanner.store")}
              value={textValue(form, "store")}
              options={data.stores.map((s) => ({ value: s, label: String(s) }))}
              error={errors.store}
            />
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
