// "OTB left" beside an order (specials, showcloud): per department and fiscal month, what the
// store's plan still allows, and what would be left after this order. When the order goes over,
// a warning and a "submit anyway" checkbox (name `otb_confirm`) that the order screen's handler
// requires before submitting (lib/otb/left.ts exceedsOtb). Works without JavaScript.
import type { TFunction } from "i18next";
import type { OtbLeft } from "../../lib/otb/left.ts";
import type { Fmt } from "../../lib/sales/format.ts";

export function OtbLeftPanel(
  { cells, t, f, confirmable = false }: {
    cells: OtbLeft[];
    t: TFunction;
    f: Fmt;
    /** Render the "submit anyway" checkbox when the order exceeds OTB left. */
    confirmable?: boolean;
  },
) {
  if (cells.length === 0) return null;
  const over = cells.filter((c) => c.exceeds);
  const month = (key: string) => t("open_to_buy.left.month", { month: Number(key.slice(-2)) });
  return (
    <aside class={`otb-left${over.length ? " warn" : ""}`} aria-labelledby="otb-left-title">
      <strong id="otb-left-title">{t("open_to_buy.left.title")}</strong>
      <ul>
        {cells.map((c) => {
          const department = t(`sales.departments.${c.department}`);
          if (!c.has_plan) {
            return (
              <li class="muted">
                {t("open_to_buy.left.no_plan", { department, month: month(c.month) })}
              </li>
            );
          }
          return (
            <li class={c.exceeds ? "otb-over" : undefined}>
              {t("open_to_buy.left.cell", {
                department,
                month: month(c.month),
                amount: f.money(c.left),
              })}
              {c.pending > 0 && (
                <>{"; "}{t("open_to_buy.left.after", { amount: f.money(c.after) })}</>
              )}
            </li>
          );
        })}
      </ul>
      {over.length > 0 && (
        <p role="alert">
          ⚠ {t("open_to_buy.left.warning", {
            cells: over.map((c) => `${t(`sales.departments.${c.department}`)} (${month(c.month)})`)
              .join(", "),
          })}
          {confirmable && (
            <label>
              <input type="checkbox" name="otb_confirm" value="1" /> {t("open_to_buy.left.confirm")}
            </label>
          )}
        </p>
      )}
    </aside>
  );
}
