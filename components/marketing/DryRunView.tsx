// A price import's dry run: every change (before → after) and every line error, then the apply
// form (with "skip the bad lines" when there are errors).
import type { TFunction } from "i18next";
import type { PriceChange } from "../../lib/marketing/price_import.ts";
import type { PriceImport } from "../../lib/marketing/price_task.ts";
import { formatCurrency, formatDate } from "../../lib/i18n/format.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { DataTable } from "../DataTable.tsx";

export function DryRunView(
  { t, locale, record, changes, url }: {
    t: TFunction;
    locale: Locale;
    record: PriceImport;
    changes: PriceChange[];
    url: URL;
  },
) {
  const money = (cents: number) => formatCurrency(cents / 100, locale);
  const pair = (p: { before: number; after: number }) =>
    p.before === p.after ? money(p.after) : (
      <>
        <del>{money(p.before)}</del> → <strong>{money(p.after)}</strong>
      </>
    );
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
          id="line-errors"
          caption={t("marketing.import.errors")}
          columns={[
            {
              key: "line",
              label: t("marketing.import.line"),
              num: true,
              sortable: true,
              value: (e) => e.line,
            },
            {
              key: "problem",
              label: t("marketing.import.problem"),
              sortable: true,
              value: (e) => t(`marketing.import_errors.${e.key}`),
            },
            { key: "value", label: t("marketing.import.value"), value: (e) => e.value },
          ]}
          rows={record.errors}
          url={url}
          t={t}
          csv={false}
          tableAttrs={{ "data-line-errors": String(record.errors.length) }}
        />
      )}
      {changes.length > 0 && (
        <DataTable
          id="changes"
          caption={t("marketing.import.changes")}
          columns={[
            {
              key: "line",
              label: t("marketing.import.line"),
              num: true,
              sortable: true,
              value: (c) => c.line,
            },
            {
              key: "item",
              label: t("marketing.items.item"),
              sortable: true,
              value: (c) => c.item_number,
              cell: (c) => <a href={`/marketing/items/${c.item_number}`}>{c.item_number}</a>,
            },
            { key: "cost", label: t("marketing.item.cost"), num: true, cell: (c) => pair(c.cost) },
            {
              key: "retail",
              label: t("marketing.items.retail"),
              num: true,
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
              cell: (c) =>
                c.sale &&
                `${money(c.sale.price)} (${formatDate(c.sale.start + "T12:00:00Z", locale)} – ${
                  formatDate(c.sale.end + "T12:00:00Z", locale)
                })`,
            },
          ]}
          rows={changes}
          url={url}
          t={t}
          csv={false}
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
