// The print-ready shelf signs: US-letter pages of N signs (lib/signage/layout.ts), the same
// content and order as the PDF. Barcodes are inline SVG drawn from the GTIN's digits only.
import type { Locale } from "../../lib/auth/types.ts";
import { describe, gridFor, paginate, type SignItem } from "../../lib/signage/layout.ts";
import { dateRange } from "../../lib/signage/pdf.ts";
import { barcodeSvg, barsForGtin14 } from "../../lib/gs1/barcode.ts";
import { formatCurrency } from "../../lib/i18n/format.ts";
import { i18nFor } from "../../lib/i18n/mod.ts";

export function SignSheet(
  { signs, perPage, languages }: {
    signs: SignItem[];
    perPage: number;
    languages: [Locale, Locale];
  },
) {
  const grid = gridFor(perPage);
  const scale = Math.min(grid.width / 192, grid.height / 94.5);
  const [first, second] = languages;
  return (
    <div class="sign-sheet" data-sign-sheet>
      {paginate(signs, perPage).map((page) => (
        <section
          class="sign-page"
          style={`--cols:${grid.cols};--rows:${grid.rows};--scale:${scale.toFixed(2)}`}
        >
          {page.map((s) => {
            const bars = s.gtin14 ? barsForGtin14(s.gtin14) : null;
            const dept = first === "fr-CA" ? s.department_fr : s.department_en;
            const dates = [dateRange(s, first), dateRange(s, second)].filter(Boolean);
            return (
              <article class="sign" data-sign={s.item_number} lang={first}>
                <div class="meta">{s.item_number} · {s.department_code} {dept}</div>
                <strong>{s.brand}</strong>
                <div class="first">{describe(s, first)}</div>
                <div lang={second}>{describe(s, second)}</div>
                <div class="bottom">
                  <div>
                    <div class="price">{formatCurrency(s.price, first)}</div>
                    {s.regular_price !== null && (
                      <div class="small">
                        {[first, second].map((l) =>
                          i18nFor(l).t("resources.signage.sign_regular", {
                            price: formatCurrency(s.regular_price!, l),
                          })
                        ).join(" / ")}
                      </div>
                    )}
                    {dates.map((d) => <div key={d} class="small">{d}</div>)}
                  </div>
                  {bars && (
                    <div class="barcode" dangerouslySetInnerHTML={{ __html: barcodeSvg(bars) }} />
                  )}
                </div>
              </article>
            );
          })}
        </section>
      ))}
    </div>
  );
}
