// A read quote to review: the total check, every priced line with its match (method and
// confidence), the quoted price against our cost, repeated lines and wrong line totals said in
// words (not colour alone), a small form per line to correct the item (remembered for the
// vendor), and export.
import type { TFunction } from "i18next";
import { asset, Head } from "$fresh/runtime.ts";
import type { Locale } from "../../lib/auth/types.ts";
import { formatCurrency, formatNumber, formatPercent } from "../../lib/i18n/format.ts";
import type { QuoteResult } from "../../lib/quotes/schema.ts";
import { reviewLines } from "../../lib/quotes/review.ts";

export function QuoteResultView(
  { result, costs, t, locale, notice, fixError, draftError }: {
    result: QuoteResult;
    /** Our catalogue cost (cents) by item number. */
    costs: Record<string, number>;
    t: TFunction;
    locale: Locale;
    notice?: string;
    fixError?: { row: number; message: string; value: string };
    draftError?: string;
  },
) {
  const money = (cents: number) => formatCurrency(cents / 100, locale);
  const { totals, lines } = result;
  const matched = lines.filter((l) => l.item_number).length;
  const review = lines.filter((l) => l.method === "fuzzy" || l.method === "none").length;
  const checks = reviewLines(lines, (n) => costs[n] ?? null);
  return (
    <>
      <Head>
        <link rel="stylesheet" href={asset("/content.css")} />
      </Head>
      <p class="lead">
        {t("quotes.result.vendor", { vendor: result.vendor })} · {result.name}
      </p>
      {notice && <p class="notice" role="status">{notice}</p>}
      <dl class="facts" data-totals>
        <dt>{t("quotes.result.sum")}</dt>
        <dd class="num">{money(totals.sum_cents)}</dd>
        <dt>{t("quotes.result.stated")}</dt>
        <dd class="num">{totals.stated_cents === null ? "—" : money(totals.stated_cents)}</dd>
      </dl>
      <p
        class={totals.matches === false ? "check-bad" : totals.matches ? "check-ok" : "muted"}
        data-total-check={String(totals.matches)}
      >
        {totals.matches === null
          ? t("quotes.result.total_none")
          : totals.matches
          ? t("quotes.result.total_ok")
          : t("quotes.result.total_bad", {
            difference: money(totals.sum_cents - (totals.stated_cents ?? 0)),
          })}
      </p>
      <p>{t("quotes.result.matched", { matched, lines: lines.length, review })}</p>
      {result.skipped.length > 0 && (
        <p class="check-bad">
          {t("quotes.result.skipped", { rows: result.skipped.map((s) => s.row).join(", ") })}
        </p>
      )}
      <form method="post" class="buttons">
        <a href={`/head-office/quote-parser/${result.guid}?format=csv`} download>
          {t("quotes.result.export")}
        </a>{" "}
        <button type="submit" name="action" value="specials_draft" class="secondary">
          {t("quotes.result.to_specials")}
        </button>
      </form>
      <p class="hint">{t("quotes.result.to_specials_hint")}</p>
      {draftError && <p class="field-error" role="alert">{draftError}</p>}
      {
        /* Not a DataTable: a form grid, each line has its own fix form (an input and a button) and
          an anchor (#row-N) the checks above link to; the quote's order is the parsed file's. */
      }
      <div class="table-wrap">
        <table data-quote-lines>
          <thead>
            <tr>
              <th scope="col" class="num">{t("quotes.result.row")}</th>
              <th scope="col">{t("quotes.result.code")}</th>
              <th scope="col">{t("quotes.result.description")}</th>
              <th scope="col" class="num">{t("quotes.result.quantity")}</th>
              <th scope="col" class="num">{t("quotes.result.unit")}</th>
              <th scope="col" class="num">{t("quotes.result.total")}</th>
              <th scope="col" class="num">{t("quotes.result.our_cost")}</th>
              <th scope="col" class="num">{t("quotes.result.vs_cost")}</th>
              <th scope="col">{t("quotes.result.item")}</th>
              <th scope="col">{t("quotes.result.match")}</th>
              <th scope="col" class="num">{t("quotes.result.confidence")}</th>
              <th scope="col">{t("quotes.result.fix")}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => {
              const check = checks.get(line.row)!;
              return (
                <tr
                  key={line.row}
                  id={`row-${line.row}`}
                  data-row={line.row}
                  data-method={line.method}
                  data-duplicate-of={check.duplicate_of ?? undefined}
                >
                  <td class="num">
                    {line.row}
                    {check.duplicate_of !== null && (
                      <strong class="check-bad" data-duplicate>
                        {` ⚠ ${t("quotes.result.duplicate_of", { row: check.duplicate_of })}`}
                      </strong>
                    )}
                  </td>
                  <td>
                    <code>{line.code}</code>
                  </td>
                  <td>{line.description}</td>
                  <td class="num">{formatNumber(line.quantity, locale)}</td>
                  <td class="num">{money(line.unit_cents)}</td>
                  <td
                    class={line.total_mismatch ? "num check-bad" : "num"}
                    data-total-mismatch={line.total_mismatch ? "true" : undefined}
                  >
                    {line.total_mismatch && <span aria-hidden="true">⚠&nbsp;</span>}
                    {money(line.total_cents)}
                    {line.total_mismatch && (
                      <small class="field-error">
                        {t("quotes.result.line_total_expected", {
                          expected: money(check.expected_total),
                        })}
                      </small>
                    )}
                  </td>
                  <td class="num">{check.our_cost === null ? "—" : money(check.our_cost)}</td>
                  <td class="num" data-cost-diff={check.cost_diff ?? undefined}>
                    {check.cost_diff === null || check.our_cost === null
                      ? "—"
                      : check.cost_diff === 0
                      ? t("quotes.result.same_cost")
                      : `${check.cost_diff > 0 ? "+" : "−"}${money(Math.abs(check.cost_diff))}${
                        check.our_cost > 0
                          ? ` (${check.cost_diff > 0 ? "+" : "−"}${
                            formatPercent(Math.abs(check.cost_diff) / check.our_cost, locale, 1)
                          })`
                          : ""
                      }`}
                  </td>
                  <td>
                    {line.item_number
                      ? `${line.item_number} · ${line.item_description}`
                      : t("quotes.result.no_match")}
                  </td>
                  <td>{t(`quotes.method.${line.method}`)}</td>
                  <td class={`num ${line.confidence < 0.6 ? "confidence-low" : "confidence-high"}`}>
                    {formatPercent(line.confidence, locale, 0)}
                  </td>
                  <td>
                    <form method="post">
                      <input type="hidden" name="row" value={line.row} />
                      <label class="visually-hidden" for={`fix-${line.row}`}>
                        {t("quotes.result.fix_label", { row: line.row })}
                      </label>
                      <input
                        id={`fix-${line.row}`}
                        name="item_number"
                        size={8}
                        inputMode="numeric"
                        value={fixError?.row === line.row ? fixError.value : line.item_number ?? ""}
                      />{" "}
                      <button type="submit" class="secondary">
                        {t("quotes.result.fix_submit")}
                      </button>
                      {fixError?.row === line.row && (
                        <p class="field-error" role="alert">{fixError.message}</p>
                      )}
                    </form>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
