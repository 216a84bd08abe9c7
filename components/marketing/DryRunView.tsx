// A price import's dry run: every change (before → after) and every line error, then the apply
// form (with "skip the bad lines" when there are errors).
import type { TFunction } from "i18next";
import type { PriceChange } from "../../lib/marketing/price_import.ts";
import type { PriceImport } from "../../lib/marketing/price_task.ts";
import { formatCurrency, formatDate } from "../../lib/i18n/format.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { DataTable } from "../DataTable.tsx";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";

const lineColumn = <R extends { line: number }>(t: TFunction): Column<R> => ({
  key: "line",
  label: t("marketing.import.line"),
  num: true,
  sortable: true,
  value: (r) => r.line,
});

/** The dry run's line errors (their CSV answers on /marketing/price-import). */
export const LINE_ERRORS: TableSpec<PriceImport["errors"][number]> = {
  id: "line-errors",
  columns: (t) => [
    lineColumn(t),
    {
      key: "problem",
      label: t("marketing.import.problem"),
      sortable: true,
      value: (e) => t(`marketing.import_errors.${e.key}`),
    },
    { key: "value", label: t("marketing.import.value"), value: (e) => e.value },
  ],
};

/** The dry run's changes, before → after (the CSV gives both figures of each in dollars). */
export const PRICE_CHANGES: TableSpec<PriceChange> = {
  id: "changes",
  columns: (t, locale) => {
    const money = (cents: number) => formatCurrency(cents / 100, locale);
    const pair = (p: { before: number; after: number }) =>
      p.before === p.after ? money(p.after) : (
        <>
          <del>{money(p.before)}</del> → <strong>{money(p.after)}</strong>
        </>
      );
    const csvPair = (p: { before: number; after: number }) =>
      p.before === p.after ? p.after / 100 : `${p.before / 100} → ${p.after / 100}`;
    return [
      lineColumn(t),
      {
        key: "item",
        label: t("marketing.items.item"),
        sortable: true,
        value: (c) => c.item_number,
        cell: (c) => <a href={`/marketing/items/${c.item_number}`}>{c.item_number}</a>,
      },
      {
        key: "cost",
        label: t("marketing.item.cost"),
        num: true,
        csv: (c) => csvPair(c.cost),
        cell: (c) => pair(c.cost),
      },
      {
        key: "retail",
        label: t("marketing.items.retail"),
        num: true,
        csv: (c) => c.effective ? `${csvPair(c.retail)} (${c.effective})` : csvPair(c.retail),
        cell: (c) => (
          <span data-effective={c.effective ?? undefined}>
            {pair(c.retail)}
            {c.effective && (
              <small>
                {" "}
                {t("marketing.import.effective", {
                  date: formatDate(c.effective + "T12:00:00Z", locale),
                })}
              </small>
            )}
          </span>
        ),
      },
      {
        key: "sale",
        label: t("marketing.sale.price"),
        csv: (c) => c.sale && `${c.sale.price / 100} (${c.sale.start} – ${c.sale.end})`,
        cell: (c) =>
          c.sale &&
          `${money(c.sale.price)} (${formatDate(c.sale.start + "T12:00:00Z", locale)} – ${
            formatDate(c.sale.end + "T12:00:00Z", locale)
          })`,
      },
    ];
  },
};

export function DryRunView(
  { t, locale, record, changes, url }: {
    t: TFunction;
    locale: Locale;
    record: PriceImport;
    changes: PriceChange[];
    url: URL;
  },
) {
  return (
    <section aria-labelledby="dry-run" data-import={record.id}>
      <h2 id="dry-run">{t("marketing.import.result", { name: record.name })}</h2>
      <p>
        {t("marketing.import.summary_line", {
          lines: record.lines,
          changed: record.changed,
          errors: record.errors.length,
        })}
      </p>
      {record.errors.length > 0 && (
        <DataTable
          {...tableProps(LINE_ERRORS, t, locale)}
          caption={t("marketing.import.errors")}
          rows={record.errors}
          url={url}
          tableAttrs={{ "data-line-errors": String(record.errors.length) }}
        />
      )}
      {changes.length > 0 && (
        <DataTable
          {...tableProps(PRICE_CHANGES, t, locale)}
          caption={t("marketing.import.changes")}
          rows={changes}
          url={url}
          tableAttrs={{ "data-changes-planned": String(changes.length) }}
        />
      )}
      {record.task
        ? (
          <p>
            <a href={`/tasks/${record.task}`}>{t("marketing.import.applied")}</a>
          </p>
        )
        : (
          <form method="post" enctype="multipart/form-data" data-form="apply">
            <input type="hidden" name="action" value="apply" />
            <input type="hidden" name="import" value={record.id} />
            {record.errors.length > 0 && (
              <label class="check">
                <input type="checkbox" name="skip_bad" /> {t("marketing.import.skip_bad")}
              </label>
            )}
            <button type="submit">{t("marketing.import.apply", { count: record.changed })}</button>
          </form>
        )}
    </section>
  );
}
