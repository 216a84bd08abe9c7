// The table of scheduled price changes.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import type { PriceChange } from "../../lib/resources/prices.ts";
import { formatCurrency, formatDate, fromToronto } from "../../lib/i18n/format.ts";

export function PriceChangeTable(
  { t, locale, changes, descriptions, vendors }: {
    t: TFunction;
    locale: Locale;
    changes: PriceChange[];
    descriptions: Record<string, string>;
    vendors: Record<string, string>;
  },
) {
  if (changes.length === 0) return <p data-no-changes>{t("resources.prices.none")}</p>;
  const d = (s: string) => formatDate(fromToronto(s), locale);
  return (
    <div class="table-wrap">
      <table data-price-changes>
        <thead>
          <tr>
            <th scope="col">{t("resources.prices.starts")}</th>
            <th scope="col">{t("resources.prices.ends")}</th>
            <th scope="col">{t("resources.prices.item")}</th>
            <th scope="col">{t("resources.prices.vendor")}</th>
            <th scope="col">{t("resources.prices.department")}</th>
            <th scope="col">{t("resources.prices.kind")}</th>
            <th scope="col" class="num">{t("resources.prices.regular")}</th>
            <th scope="col" class="num">{t("resources.prices.new_price")}</th>
            <th scope="col">{t("resources.prices.stores")}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr data-item={c.item_number}>
              <td>{d(c.starts_on)}</td>
              <td>{c.ends_on ? d(c.ends_on) : "—"}</td>
              <td>
                {c.item_number} · {descriptions[c.item_number] ?? ""}
              </td>
              <td>{vendors[c.vendor] ?? c.vendor}</td>
              <td>{c.department}</td>
              <td>{t(`resources.prices.kinds.${c.kind}`)}</td>
              <td class="num">{formatCurrency(c.regular_cents / 100, locale)}</td>
              <td class="num">{formatCurrency(c.price_cents / 100, locale)}</td>
              <td>{c.stores.length ? c.stores.join(", ") : t("resources.prices.all_stores")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
