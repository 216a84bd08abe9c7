// One department's season: months as rows; sales, markdowns, BOM, EOM and receipts as plan /
// actual / last year; on order; OTB as plan and against actuals; hold-back and OTB left. Retail,
// or at cost (× (1 − IMU)) when the switch says so.
import type { TFunction } from "i18next";
import type { Fmt } from "../../lib/sales/format.ts";
import type { OtbView } from "../../lib/otb/view.ts";
import { monthLabel } from "./OtbOverview.tsx";

const TRIPLES = ["sales", "markdowns", "bom", "eom", "receipts"] as const;

export function OtbGrid({ view, t, f }: { view: OtbView; t: TFunction; f: Fmt }) {
  const detail = view.detail!;
  const cost = view.scope.basis === "cost";
  const money = (cents: number | null | undefined) =>
    cents === null || cents === undefined ? "—" : f.money(cents);
  const total = detail.total;
  return (
    <div class="table-wrap">
      {/* Not a DataTable: the plan's grid (its measures × the season's months and the total). */}
      <table class="otb-table otb-grid" id="otb-grid">
        <caption>
          {t(cost ? "open_to_buy.grid_caption_cost" : "open_to_buy.grid_caption_retail")}
        </caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>{t("open_to_buy.month")}</th>
            {TRIPLES.map((m) => (
              <th key={m} scope="colgroup" colSpan={3}>{t(`open_to_buy.col.${m}`)}</th>
            ))}
            <th scope="col" rowSpan={2} class="num">{t("open_to_buy.col.on_order")}</th>
            <th scope="colgroup" colSpan={2}>{t("open_to_buy.col.otb")}</th>
            <th scope="col" rowSpan={2} class="num">{t("open_to_buy.col.holdback")}</th>
            <th scope="col" rowSpan={2} class="num">{t("open_to_buy.col.otb_left")}</th>
          </tr>
          <tr>
            {TRIPLES.map(() => (
              <>
                <th scope="col" class="num">{t("open_to_buy.plan")}</th>
                <th scope="col" class="num">{t("open_to_buy.actual")}</th>
                <th scope="col" class="num">{t("open_to_buy.ly")}</th>
              </>
            ))}
            <th scope="col" class="num">{t("open_to_buy.plan")}</th>
            <th scope="col" class="num">{t("open_to_buy.actual")}</th>
          </tr>
        </thead>
        <tbody>
          {detail.rows.map((r) => {
            const closed = r.tense === "closed";
            return (
              <tr
                class={r.warning ? "otb-over" : closed ? "muted" : undefined}
                aria-current={r.tense === "current" ? "date" : undefined}
                data-month-tense={r.tense}
              >
                <th scope="row">
                  {monthLabel(r.month.key, r.month.start, t, f)}
                  {r.tense !== "ahead" && (
                    <span class="otb-tense">· {t(`open_to_buy.tense.${r.tense}`)}</span>
                  )}
                </th>
                {TRIPLES.map((m) => (
                  <>
                    <td class="num">{money(r.plan?.[m])}</td>
                    <td class="num">{money(r.actual?.[m])}</td>
                    <td class="num">{money(r.ly?.[m])}</td>
                  </>
                ))}
                <td class="num">{money(r.plan?.on_order ?? r.actual?.on_order)}</td>
                <td class="num">{money(r.plan?.otb)}</td>
                <td class="num">{money(r.actual?.otb)}</td>
                <td class="num">{money(r.plan?.holdback)}</td>
                <td class="num">
                  {closed ? "—" : money(r.plan?.otb_left)}
                  {r.warning && (
                    <span class="otb-flag">
                      &nbsp;⚠ {t(`open_to_buy.warnings.${r.warning}`)}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
        {total && (
          <tfoot>
            <tr>
              <th scope="row">{t("open_to_buy.season_total")}</th>
              {TRIPLES.map((m) => (
                <>
                  <td class="num">{money(total[m])}</td>
                  <td />
                  <td />
                </>
              ))}
              <td class="num">{money(total.on_order)}</td>
              <td class="num">{money(total.otb)}</td>
              <td />
              <td class="num">{money(total.holdback)}</td>
              <td class="num">{money(total.otb_left)}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
