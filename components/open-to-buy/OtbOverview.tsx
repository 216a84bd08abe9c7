// OTB left per department (rows) and fiscal month (columns), retail or at cost; a month whose on
// order exceeds the planned receipts is flagged (text and colour, not colour alone).
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
        <table class="otb-table">
          <thead>
            <tr>
              <th scope="col">{t("open_to_buy.department")}</th>
              <th scope="col">{t("open_to_buy.plan_status")}</th>
              {view.months.map((m) => (
                <th scope="col" class="num">{monthLabel(m.key, m.start, t, f)}</th>
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
                  return (
                    <td
                      key={i}
                      class={`num${row.over[i] ? " otb-over" : left < 0 ? " otb-neg" : ""}`}
                    >
                      {f.money(left)}
                      {row.over[i] && (
                        <span class="otb-flag">
                          {" "}
                          ⚠ <span>{t("open_to_buy.over_plan")}</span>
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
