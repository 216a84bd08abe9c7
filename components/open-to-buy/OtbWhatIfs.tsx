// The plan's named what-ifs side by side with it: each one's season totals (sales, markdowns,
// planned receipts, closing stock, OTB left against the same on order) in a column beside the
// plan's, with a link to open it in the grid (the plan itself is never changed by a what-if).
import type { TFunction } from "i18next";
import type { Fmt } from "../../lib/sales/format.ts";
import type { OtbRow } from "../../lib/otb/formulas.ts";
import { type OtbView, scopeHref } from "../../lib/otb/view.ts";

const FIELDS = ["sales", "markdowns", "receipts", "eom", "otb_left"] as const;

export function OtbWhatIfs({ view, t, f }: { view: OtbView; t: TFunction; f: Fmt }) {
  const detail = view.detail;
  if (!detail || detail.whatifs.length === 0 || !detail.plan) return null;
  const columns: { name: string; href: string | null; total: OtbRow | null }[] = [
    {
      name: t("open_to_buy.whatifs.plan"),
      href: scopeHref(view.scope, { whatif: null }),
      total: detail.planTotal,
    },
    ...detail.whatifs.map((w) => ({
      name: w.whatif.name,
      href: scopeHref(view.scope, { whatif: w.whatif.name }),
      total: w.total,
    })),
  ];
  return (
    <section class="otb-whatifs" aria-labelledby="otb-whatifs" data-whatifs>
      <h3 id="otb-whatifs">{t("open_to_buy.whatifs.title")}</h3>
      <div class="table-wrap">
        {/* Not a DataTable: a comparison grid (season figures × the plan and its what-ifs). */}
        <table class="data">
          <thead>
            <tr>
              <th>{t("open_to_buy.whatifs.season")}</th>
              {columns.map((c) => (
                <th class="num" data-whatif-column={c.name}>
                  {c.href ? <a href={c.href}>{c.name}</a> : c.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {FIELDS.map((field) => (
              <tr>
                <th>{t(`open_to_buy.whatifs.${field}`)}</th>
                {columns.map((c) => (
                  <td key={c.name} class="num">{c.total ? f.money(c.total[field]) : "—"}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
