// "OTB left" beside an order (specials, showcloud): per department and fiscal month, what the
// store's plan still allows, and what would be left after this order. When the order goes over,
// a warning and a "submit anyway" checkbox (name `otb_confirm`) that the order screen's handler
// requires before submitting (lib/otb/left.ts exceedsOtb). Works without JavaScript; with `live`
// the panel is there even before anything is typed, for the SpecialsTotals island to refill.
import { asset, Head } from "$fresh/runtime.ts";
import type { TFunction } from "i18next";
import type { OtbLeft } from "../../lib/otb/left.ts";
import { otbCellLine, type OtbTexts } from "../../lib/otb/left_text.ts";
import { DEPARTMENT_CODES } from "../../lib/catalogue/model.ts";
import type { Fmt } from "../../lib/sales/format.ts";

/** The panel's templates (also the SpecialsTotals island's props). */
export function otbTexts(t: TFunction): OtbTexts {
  const placeholders = { department: "{{department}}", month: "{{month}}", amount: "{{amount}}" };
  return {
    cell: t("open_to_buy.left.cell", placeholders),
    after: t("open_to_buy.left.after", placeholders),
    no_plan: t("open_to_buy.left.no_plan", placeholders),
    month: t("open_to_buy.left.month", placeholders),
    departments: Object.fromEntries(
      DEPARTMENT_CODES.map((code) => [code, t(`sales.departments.${code}`)]),
    ),
  };
}

export function OtbLeftPanel(
  { cells, t, f, confirmable = false, live = false }: {
    cells: OtbLeft[];
    t: TFunction;
    f: Fmt;
    /** Render the "submit anyway" checkbox when the order exceeds OTB left. */
    confirmable?: boolean;
    /** Render even with no cells (an island fills it as the order is typed). */
    live?: boolean;
  },
) {
  if (cells.length === 0 && !live) return null;
  const over = cells.filter((c) => c.exceeds);
  const texts = otbTexts(t);
  const money = (cents: number) => f.money(cents);
  const month = (key: string) => t("open_to_buy.left.month", { month: Number(key.slice(-2)) });
  return (
    <aside
      class={`otb-left${over.length ? " warn" : ""}`}
      aria-labelledby="otb-left-title"
      data-otb-left
    >
      <Head>
        <link key="otb-css" rel="stylesheet" href={asset("/otb.css")} />
      </Head>
      <strong id="otb-left-title">{t("open_to_buy.left.title")}</strong>
      <ul data-otb-cells aria-live="polite">
        {cells.map((c) => (
          <li
            class={c.exceeds ? "otb-over" : c.has_plan ? undefined : "muted"}
            data-otb-cell={`${c.month}|${c.department}`}
          >
            {otbCellLine(texts, money, c)}
          </li>
        ))}
      </ul>
      {over.length > 0 && (
        <p role="alert" data-otb-warning>
          ⚠ {t("open_to_buy.left.warning", {
            cells: over.map((c) =>
              `${t(`sales.departments.${c.department}`, { defaultValue: c.department })} (${
                month(c.month)
              })`
            ).join(", "),
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
