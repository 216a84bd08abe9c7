// The markup of /head-office/pricing/editor: the vendor filter, the proposal forms and the grid of
// new prices (an editable grid: one input per item, so a table written for it).
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import { formatCurrency, formatPercent } from "../../lib/i18n/format.ts";
import { LEAD_DAYS } from "../../lib/head_office/price_checks.ts";
import { type Ending, ENDINGS, marginOf } from "../../lib/head_office/price_adjust.ts";
import { parseAmount } from "../../lib/marketing/price_import.ts";
import { DEPARTMENT_CODES } from "../../lib/catalogue/mod.ts";
import type { EditorRow } from "../../lib/head_office/editor.ts";
import type { PriceEditorData } from "../../lib/head_office/editor_page.ts";
import { HoFrame } from "./Frame.tsx";
import { SelectField } from "../forms/SelectField.tsx";
import { IssueList } from "./Pricing.tsx";
import { Field } from "../Field.tsx";

export function PriceEditor(
  { data, t, locale, url }: { data: PriceEditorData; t: TFunction; locale: Locale; url: URL },
) {
  const money = (c: number) => formatCurrency(c / 100, locale);
  const saved = url.searchParams.get("saved");
  const issuesOf = (item: string) => data.issues.filter((i) => i.item_number === item);
  const styles = [...new Set(data.rows.map((r) => r.variant.style_id))];
  const q = url.searchParams;
  /** The margin a typed or proposed new price gives, shown beside it. */
  const newMargin = (v: EditorRow["variant"]) => {
    const cents = parseAmount(data.prices[v.item_number] ?? "");
    const margin = cents === null ? null : marginOf(cents, v.cost);
    return margin === null ? "—" : formatPercent(margin, locale);
  };
  return (
    <HoFrame
      id="ho_pricing_editor"
      t={t}
      lead={t("head_office.editor.lead")}
      notice={saved ? t("head_office.editor.saved", { count: Number(saved) }) : null}
      error={data.issues.length ? t("head_office.errors.price_checks") : null}
    >
      <form method="get" class="ho-filters">
        <SelectField
          name="vendor"
          label={t("head_office.vendor")}
          value={data.vendor}
          options={[
            { value: "", label: t("head_office.choose") },
            ...data.vendors.map((v) => ({
              value: v.vendor_number,
              label: `${v.vendor_number} · ${v.name}`,
            })),
          ]}
        />
        <SelectField
          name="department"
          label={t("head_office.department")}
          value={data.department}
          options={[
            { value: "", label: t("head_office.all_departments") },
            ...DEPARTMENT_CODES.map((d) => ({ value: d, label: t(`sales.departments.${d}`) })),
          ]}
        />
        <p>
          <button type="submit" class="secondary">{t("head_office.show")}</button>
        </p>
      </form>
      {data.vendor && data.rows.length === 0 && <p>{t("head_office.editor.empty")}</p>}
      {data.rows.length > 0 && (
        <details class="card" open={q.has("style") || q.has("percent") || q.has("ending")}>
          <summary>{t("head_office.editor.propose_title")}</summary>
          <p class="hint">{t("head_office.editor.propose_hint")}</p>
          <form method="get" class="ho-filters" data-propose="style">
            <input type="hidden" name="vendor" value={data.vendor} />
            <input type="hidden" name="department" value={data.department} />
            <SelectField
              name="style"
              label={t("head_office.editor.style")}
              value={q.get("style") ?? ""}
              options={styles.map((s) => ({ value: s, label: s }))}
            />
            <Field
              name="style_price"
              label={t("head_office.editor.style_price")}
              value={q.get("style_price") ?? ""}
              inputMode="decimal"
            />
            <p>
              <button type="submit" class="secondary">{t("head_office.editor.propose")}</button>
            </p>
          </form>
          <form method="get" class="ho-filters" data-propose="all">
            <input type="hidden" name="vendor" value={data.vendor} />
            <input type="hidden" name="department" value={data.department} />
            <Field
              name="percent"
              label={t("head_office.editor.percent")}
              hint={t("head_office.editor.percent_hint")}
              value={q.get("percent") ?? ""}
              inputMode="decimal"
            />
            <SelectField
              name="ending"
              label={t("head_office.editor.ending")}
              value={q.get("ending") ?? ""}
              options={[
                { value: "", label: t("head_office.editor.no_ending") },
                ...ENDINGS.map((e: Ending) => ({ value: e, label: `x.${e}` })),
              ]}
            />
            <p>
              <button type="submit" class="secondary">{t("head_office.editor.propose")}</button>
            </p>
          </form>
        </details>
      )}
      {data.rows.length > 0 && (
        <form method="post" novalidate>
          <input type="hidden" name="vendor" value={data.vendor} />
          <input type="hidden" name="department" value={data.department} />
          <Field
            name="starts_on"
            type="date"
            label={t("head_office.editor.starts_on")}
            hint={t("head_office.editor.starts_hint", { days: LEAD_DAYS })}
            value={data.starts_on}
            error={data.errors.starts_on}
          />
          <div class="table-wrap">
            {
              /* A form whose rows are inputs (a new price per item, saved all or none): paging would
                drop the prices typed on other pages, so not a DataTable. */
            }
            <table data-price-grid>
              <thead>
                <tr>
                  <th scope="col">{t("head_office.item")}</th>
                  <th scope="col">{t("head_office.description")}</th>
                  <th scope="col" class="num">{t("head_office.editor.cost")}</th>
                  <th scope="col" class="num">{t("head_office.editor.regular")}</th>
                  <th scope="col" class="num">{t("head_office.editor.sale")}</th>
                  <th scope="col" class="num">{t("head_office.editor.margin")}</th>
                  <th scope="col">{t("head_office.editor.new_price")}</th>
                  <th scope="col" class="num">{t("head_office.editor.new_margin")}</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map(({ variant: v, sale, overlaps }) => {
                  const name = `price_${v.item_number}`;
                  const error = data.errors[name];
                  return (
                    <tr data-item={v.item_number}>
                      <td>{v.item_number}</td>
                      <td>{locale === "fr-CA" ? v.description.fr : v.description.en}</td>
                      <td class="num">{money(v.cost)}</td>
                      <td class="num">{money(v.retail)}</td>
                      <td class="num">
                        {sale ? <span title={sale.event}>{money(sale.cents)}</span> : "—"}
                      </td>
                      <td class="num">{formatPercent((v.retail - v.cost) / v.retail, locale)}</td>
                      <td>
                        <label class="visually-hidden" for={`field-${name}`}>
                          {t("head_office.editor.new_price_for", { item: v.item_number })}
                        </label>
                        <input
                          id={`field-${name}`}
                          name={name}
                          inputMode="decimal"
                          size={8}
                          value={data.prices[v.item_number] ?? ""}
                          aria-invalid={error ? "true" : undefined}
                        />
                        {error && <p class="field-error">{error}</p>}
                        <IssueList t={t} issues={[...overlaps, ...issuesOf(v.item_number)]} />
                      </td>
                      <td class="num" data-new-margin>{newMargin(v)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p>
            <button type="submit">{t("head_office.editor.submit")}</button>
          </p>
        </form>
      )}
    </HoFrame>
  );
}
