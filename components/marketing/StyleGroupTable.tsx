// The item list grouped by style (/marketing/items): one row per style with its sizes and
// colours, and its matching items inside a disclosure; a checkbox per style feeds the bulk-edit
// form (form="bulk"). The page and the CSV of styles use the same columns.
import type { TFunction } from "i18next";
import type { Column, TableSpec } from "../../lib/forms/table.ts";
import { VARIANT_STATUSES, type VariantStatus } from "../../lib/catalogue/mod.ts";
import { formatCurrency } from "../../lib/i18n/format.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { coloursOf, sizesOf, type StyleGroup } from "../../lib/marketing/item_groups.ts";
import { checkColumn, styleColumns, webColumns } from "./StyleColumns.tsx";

function money(cents: number, locale: Locale) {
  return formatCurrency(cents / 100, locale);
}

type StatusLabels = Record<VariantStatus, string>;

function statusText(labels: StatusLabels, g: StyleGroup): string {
  return VARIANT_STATUSES.filter((s) => g.statuses[s])
    .map((s) => `${labels[s]} (${g.statuses[s]})`).join(", ");
}

/**
 * The items of a style, inside its row (closed until opened): a short list, not a table (a table
 * per row was most of the page's bytes); the status shows when it is not "active", the retail
 * when the style's items differ in price (both are otherwise the style row's own columns).
 */
function Items(
  { t, locale, g, labels }: { t: TFunction; locale: Locale; g: StyleGroup; labels: StatusLabels },
) {
  const prices = g.retail[0] !== g.retail[1];
  return (
    <details data-style-items={g.rows.length}>
      <summary>
        {t("marketing.items.count", { count: g.rows.length, n: String(g.rows.length) })}
      </summary>
      <ul class="style-items">
        {g.rows.map(({ variant: v }) => (
          <li>
            <a href={`/marketing/items/${v.item_number}`}>{v.item_number}</a> {v.size} · {v.colour}
            {v.status !== "active" && (
              <>
                {" "}
                <span class="pill" data-state={v.status}>{labels[v.status]}</span>
              </>
            )}
            {prices && ` ${money(v.retail, locale)}`}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The grouped list; its CSV gives every matching style (without the bulk-edit checkboxes). */
export const STYLE_GROUPS: TableSpec<StyleGroup> = {
  id: "styles",
  columns: (t, locale) => styleGroupColumns(t, locale),
};

/** Columns of the grouped list; `select` adds the bulk-edit checkbox (not in the CSV). */
export function styleGroupColumns(
  t: TFunction,
  locale: Locale,
  select?: { chosen: Set<string> },
): Column<StyleGroup>[] {
  // translated once for the page, not once per item
  const labels = Object.fromEntries(
    VARIANT_STATUSES.map((s) => [s, t(`marketing.status.${s}`)]),
  ) as StatusLabels;
  const cols: Column<StyleGroup>[] = [
    ...styleColumns<StyleGroup>(t, locale, (g) => g.style),
    {
      key: "vendor",
      label: t("marketing.items.vendor"),
      sortable: true,
      value: (g) => g.style.vendor,
      cell: (g) => <a href={`/marketing/vendors/${g.style.vendor}`}>{g.style.vendor}</a>,
    },
    {
      key: "department",
      label: t("marketing.items.department"),
      value: (g) => `${g.style.department}/${g.style.class}`,
    },
    {
      key: "season",
      label: t("marketing.items.season"),
      sortable: true,
      value: (g) => g.style.season,
    },
    { key: "status", label: t("marketing.items.status"), value: (g) => statusText(labels, g) },
    {
      key: "sizes",
      label: t("marketing.items.sizes"),
      value: (g) => sizesOf(g).join(" "),
    },
    {
      key: "colours",
      label: t("marketing.items.colours"),
      value: (g) => coloursOf(g).join(" "),
    },
    {
      key: "items",
      label: t("marketing.items.items"),
      num: true,
      sortable: true,
      value: (g) => g.rows.length,
      cell: (g) => <Items t={t} locale={locale} g={g} labels={labels} />,
    },
    {
      key: "retail",
      label: t("marketing.items.retail"),
      num: true,
      sortable: true,
      value: (g) => g.retail[0] / 100,
      cell: (g) =>
        g.retail[0] === g.retail[1]
          ? money(g.retail[0], locale)
          : `${money(g.retail[0], locale)} – ${money(g.retail[1], locale)}`,
    },
    ...webColumns<StyleGroup>(t, locale),
  ];
  if (!select) return cols;
  return [
    checkColumn<StyleGroup>("select", t("marketing.bulk.select"), (g) => ({
      name: "style",
      value: g.style.id,
      form: "bulk",
      checked: select.chosen.has(g.style.id),
      "aria-label": t("marketing.bulk.select_style", { style: g.style.id }),
    })),
    ...cols,
  ];
}
