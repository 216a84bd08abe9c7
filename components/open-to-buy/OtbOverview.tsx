// OTB left per department (rows) and fiscal month (columns), retail or at cost; a month's warning
// names its cause (negative planned receipts, or on order above them), in text and colour; a
// closed month is actualised (no OTB left), the current month is marked.
import type { TFunction } from "i18next";
import type { Fmt } from "../../lib/sales/format.ts";
import { type OtbView, scopeHref } from "../../lib/otb/view.ts";

export function monthLabel(key: string, start: string, t: TFunction, f: Fmt): string {
  return t("open_to_buy.month_label", { month: Number(key.slice(-2)), start: f.date(start) });
}

export function OtbOverview({ view, t, f }: { view: OtbView; t: TFunction; f: Fmt }) {
  const cost = view.scope.basis === "cost";
  return (
    <section aria-labelledby="otb-overview">
      <h2 id="otb-overview">
        {t(cost ? "open_to_buy.overview_cost" : "open_to_buy.overview_retail")}
      </h2>
      <div class="table-wrap">
        {/* Not a DataTable: a grid (departments × fiscal months), each cell a month's OTB left. */}
        <table class="otb-table">
          <thead>
            <tr>
              <th scope="col">{t("open_to_buy.department")}</th>
              <th scope="col">{t("open_to_buy.plan_status")}</th>
              {view.months.map((m, i) => (
                <th
                  scope="col"
                  class="num"
                  aria-current={view.overview[0]?.tenses[i] === "current" ? "date" : undefined}
                >
                  {monthLabel(m.key, m.start, t, f)}
                  {view.overview[0] && view.overview[0].tenses[i] !== "ahead" && (
                    <span class="otb-tense">
                      {` · ${t(`open_to_buy.tense.${view.overview[0].tenses[i]}`)}`}
                    </span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.overview.map((row) => (
              <tr>
                <th scope="row">
                  <a href={scopeHref(view.scope, { department: row.department, whatif: null })}>
                    {t(`sales.departments.${row.department}`)}
                  </a>
                </th>
                <td>
                  {row.plans === 0
                    ? <span class="muted">{t("open_to_buy.status.none")}</span>
                    : row.plans > 1
                    ? t("open_to_buy.plans_count", { count: row.plans })
                    : row.status === "approved"
                    ? t("open_to_buy.status.approved", { version: row.version })
                    : t("open_to_buy.status.draft")}
                </td>
                {row.left.map((left, i) => {
                  if (left === null) return <td key={i} class="num muted">—</td>;
                  const warning = row.warnings[i];
                  return (
                    <td
                      key={i}
                      class={`num${warning ? " otb-over" : left < 0 ? " otb-neg" : ""}`}
                    >
                      {f.money(left)}
                      {warning && (
                        <span class="otb-flag">
                          {" "}
                          ⚠ <span>{t(`open_to_buy.warnings.${warning}`)}</span>
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p class="hint">{t("open_to_buy.overview_hint")}</p>
    </section>
  );
}
