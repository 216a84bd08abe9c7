// A book's styles as one table (server-rendered, no script): style, category, colours, size run,
// wholesale and retail, case pack and minimum, the share of group stores that booked it, and a
// link to the style's grid on the store's order.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { formatCurrency, formatPercent } from "../../lib/i18n/format.ts";
import type { StyleInsight } from "../../lib/shows/report.ts";
import type { BookStyle, Category } from "../../lib/shows/schema.ts";

export function BookTable(
  { styles, categories, insights, orderHref, t, locale }: {
    styles: BookStyle[];
    categories: Category[];
    insights: Record<string, StyleInsight>;
    /** The order page's URL; each style links to its grid there. */
    orderHref: string | null;
    t: TFunction;
    locale: Locale;
  },
) {
  const names = new Map(categories.map((c) => [c.id, inLocale(c.name, locale)]));
  return (
    <div class="table-wrap">
      <table data-book-styles>
        <thead>
          <tr>
            <th>{t("shows.book.style")}</th>
            <th>{t("shows.book.category")}</th>
            <th>{t("shows.book.colours")}</th>
            <th>{t("shows.book.sizes")}</th>
            <th class="num">{t("shows.book.wholesale")}</th>
            <th class="num">{t("shows.book.retail")}</th>
            <th class="num">{t("shows.book.pack")}</th>
            <th class="num">{t("shows.book.min")}</th>
            <th class="num">{t("shows.book.booked_by")}</th>
            <th class="num">{t("shows.book.peer_median")}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {styles.map((s) => {
            const insight = insights[s.style_id];
            return (
              <tr key={s.style_id} class="book-style" data-style={s.style_id}>
                <td>
                  {s.image && <img src={s.image} alt="" loading="lazy" />}
                  {inLocale(s.name, locale)} <small class="muted">#{s.style_id}</small>
                </td>
                <td>{names.get(s.category) ?? s.category}</td>
                <td>{s.colours.map((c) => inLocale(c.name, locale)).join(", ")}</td>
                <td>
                  {s.sizes.length > 1 ? `${s.sizes[0]}–${s.sizes[s.sizes.length - 1]}` : s.sizes[0]}
                </td>
                <td class="num">{formatCurrency(s.wholesale, locale)}</td>
                <td class="num">{formatCurrency(s.retail, locale)}</td>
                <td class="num">{s.case_pack}</td>
                <td class="num">{s.minimum}</td>
                <td class="num">{insight ? formatPercent(insight.share, locale, 0) : ""}</td>
                <td class="num">{insight?.median ?? ""}</td>
                <td>
                  {orderHref && (
                    <a href={`${orderHref}#style-${s.style_id}`}>{t("shows.book.add")}</a>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
