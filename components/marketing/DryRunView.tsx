// A price import's dry run: every change (before → after) and every line error, then the apply
// form (with "skip the bad lines" when there are errors).
import type { TFunction } from "i18next";
import type { PriceChange } from "../../lib/marketing/price_import.ts";
import type { PriceImport } from "../../lib/marketing/price_task.ts";
import { formatCurrency, formatDate } from "../../lib/i18n/format.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export function DryRunView(
  { t, locale, record, changes }: {
    t: TFunction;
    locale: Locale;
    record: PriceImport;
    changes: PriceChange[];
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
        <div class="table-wrap">
          <table class="data-table" data-line-errors={record.errors.length}>
            <caption>{t("marketing.import.errors")}</caption>
            <thead>
              <tr>
                <th class="num">{t("marketing.import.line")}</th>
                <th>{t("marketing.import.problem")}</th>
                <th>{t("marketing.import.value")}</th>
              </tr>
            </thead>
            <tbody>
              {record.errors.map((e) => (
                <tr>
                  <td class="num">{e.line}</td>
                  <td>{t(`marketing.import_errors.${e.key}`)}</td>
                  <td>{e.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {changes.length > 0 && (
        <div class="table-wrap">
          <table class="data-table" data-changes-planned={changes.length}>
            <caption>{t("marketing.import.changes")}</caption>
            <thead>
              <tr>
                <th class="num">{t("marketing.import.line")}</th>
                <th>{t("marketing.items.item")}</th>
                <th class="num">{t("marketing.item.cost")}</th>
                <th class="num">{t("marketing.items.retail")}</th>
                <th>{t("marketing.sale.price")}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((c) => (
                <tr>
                  <td class="num">{c.line}</td>
                  <td>
                    <a href={`/marketing/items/${c.item_number}`}>{c.item_number}</a>
                  </td>
                  <td class="num">{pair(c.cost)}</td>
                  <td class="num" data-effective={c.effective ?? undefined}>
                    {pair(c.retail)}
                    {c.effective && (
                      <small>
                        {" "}
                        {t("marketing.import.effective", {
                          date: formatDate(c.effective + "T12:00:00Z", locale),
                        })}
                      </small>
                    )}
                  </td>
                  <td>
                    {c.sale &&
                      `${money(c.sale.price)} (${
                        formatDate(c.sale.start + "T12:00:00Z", locale)
                      } – ${formatDate(c.sale.end + "T12:00:00Z", locale)})`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
