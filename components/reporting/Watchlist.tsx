// The stock-sales watchlist page (lib/reporting/watchlist_page.ts): a store picker, the add form
// with its messages beside the fields, and the followed items in a DataTable (sortable, CSV).
import { ConfirmSubmit } from "../forms/ConfirmSubmit.tsx";
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import { type Column, sortable, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { FORM_ERROR, textValue } from "../../lib/forms/mod.ts";
import type { WatchlistData } from "../../lib/reporting/watchlist_page.ts";
import { THRESHOLD_MAX, THRESHOLD_MIN, type WatchRow } from "../../lib/sales/watchlist.ts";
import { fmtFor } from "../../lib/sales/format.ts";
import { SalesPageHeader } from "../sales/SalesPageHeader.tsx";
import { DataTable } from "../DataTable.tsx";
import { Field } from "../Field.tsx";

/** The items a store follows (page and CSV); the remove forms name `store`. */
export function watchlistTable(store: number): TableSpec<WatchRow> {
  return { id: "watchlist", columns: (t, locale) => watchlistColumns(t, locale, store) };
}

export function watchlistColumns(t: TFunction, locale: Locale, store: number): Column<WatchRow>[] {
  const f = fmtFor(locale);
  const figure = (
    key: "onHand" | "last4" | "weeksOfSupply" | "threshold",
    label: string,
    decimals = 0,
  ): Column<WatchRow> => ({
    key,
    label,
    num: true,
    sortable: true,
    decimals,
    value: (r) => r[key],
    cell: (r) => f.count(r[key], decimals),
  });
  return [
    sortable("item", t("dashboards.col.item"), (r) => r.item_number, {
      cell: (r) => (
        <>
          <a href={`/dashboards/item/${r.item_number}`}>{r.item_number}</a> {r.description}
        </>
      ),
    }),
    { key: "description", label: t("reporting.watchlist.description"), csv: (r) => r.description },
    figure("onHand", t("dashboards.col.on_hand")),
    figure("last4", t("reporting.watchlist.last4")),
    figure("weeksOfSupply", t("dashboards.col.weeks_of_supply"), 1),
    figure("threshold", t("reporting.watchlist.threshold"), 1),
    {
      key: "alert",
      label: t("reporting.watchlist.status"),
      sortable: true,
      value: (r) => r.alert ? t("reporting.watchlist.alert") : t("reporting.watchlist.ok"),
      cell: (r) =>
        r.alert
          ? <strong class="down">{t("reporting.watchlist.alert")}</strong>
          : t("reporting.watchlist.ok"),
    },
    {
      key: "remove",
      label: t("reporting.watchlist.remove"),
      cell: (r) => (
        <form method="post">
          <input type="hidden" name="store" value={store} />
          <input type="hidden" name="item_number" value={r.item_number} />
          <ConfirmSubmit
            name="action"
            value="remove"
            question={t("reporting.watchlist.remove_confirm", { item: r.item_number })}
          >
            {t("reporting.watchlist.remove")}
          </ConfirmSubmit>
        </form>
      ),
    },
  ];
}

export function WatchlistPage(
  { data, t, locale, url }: { data: WatchlistData; t: TFunction; locale: Locale; url: URL },
) {
  const errors = data.errors ?? {};
  const values = data.values ?? {};
  return (
    <>
      <SalesPageHeader t={t} title={t("reporting.watchlist.title")} />
      <p class="lead">{t("reporting.watchlist.intro")}</p>
      {data.stores.length > 1 && (
        <form method="get" class="period-form">
          <label>
            {t("dashboards.store")}
            <select name="store">
              {data.stores.map(([n, name]) => (
                <option value={n} selected={n === data.store}>{n} · {name}</option>
              ))}
            </select>
          </label>
          <button type="submit">{t("dashboards.apply")}</button>
        </form>
      )}
      {errors[FORM_ERROR] && <p class="field-error" role="alert">{errors[FORM_ERROR]}</p>}
      <form method="post" class="card period-form">
        <input type="hidden" name="store" value={data.store} />
        <Field
          name="item_number"
          label={t("reporting.watchlist.item")}
          required
          maxLength={20}
          value={textValue(values, "item_number")}
          error={errors.item_number}
        />
        <Field
          name="threshold"
          label={t("reporting.watchlist.threshold")}
          type="float"
          min={THRESHOLD_MIN}
          max={THRESHOLD_MAX}
          value={textValue(values, "threshold") || "4"}
          error={errors.threshold}
        />
        <button type="submit" name="action" value="add">{t("reporting.watchlist.add")}</button>
      </form>
      <DataTable
        {...tableProps(watchlistTable(data.store), t, locale)}
        url={url}
        rows={data.rows}
        empty={t("reporting.watchlist.none")}
      />
    </>
  );
}
