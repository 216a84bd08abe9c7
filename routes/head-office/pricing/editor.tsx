// /head-office/pricing/editor?vendor=V100&department=HOC (buyers): a grid of one vendor's items
// with cost, regular and today's sale price, margin and a new regular price each; saving checks
// every price (below cost, lead time, a sale no longer below the new price) and writes the changes
// to the price schedule in one go, or nothing. "Propose" (a GET) fills the new prices in: one price
// for every size of a style, or every shown price by a percentage and/or to a price ending, with
// the margin each new price gives.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../../lib/auth/signed_in.ts";
import { seeOther } from "../../../lib/forms/mod.ts";
import { formatCurrency, formatPercent, torontoDateString } from "../../../lib/i18n/format.ts";
import { listVendors, type Vendor } from "../../../lib/stores/mod.ts";
import { DEPARTMENT_CODES } from "../../../lib/catalogue/mod.ts";
import { addDays } from "../../../lib/resources/prices.ts";
import {
  commitEditorChanges,
  type EditorRow,
  editorRows,
  planEditorChanges,
} from "../../../lib/head_office/editor.ts";
import { LEAD_DAYS, type PriceIssue } from "../../../lib/head_office/price_checks.ts";
import {
  type Ending,
  ENDINGS,
  marginOf,
  type Proposal,
  proposePrices,
} from "../../../lib/head_office/price_adjust.ts";
import { parseAmount } from "../../../lib/marketing/price_import.ts";
import { HoFrame, SelectField } from "../../../components/head-office/Frame.tsx";
import { IssueList } from "../../../components/head-office/Pricing.tsx";
import { Field } from "../../../components/Field.tsx";

interface Data {
  vendors: Vendor[];
  vendor: string;
  department: string;
  rows: EditorRow[];
  prices: Record<string, string>;
  starts_on: string;
  issues: PriceIssue[];
  errors: Record<string, string>;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

function filterOf(url: URL | URLSearchParams) {
  const q = url instanceof URL ? url.searchParams : url;
  const department = q.get("department") ?? "";
  return {
    vendor: (q.get("vendor") ?? "").trim(),
    department: (DEPARTMENT_CODES as readonly string[]).includes(department) ? department : "",
  };
}

/** The proposal asked in the query (?style=&style_price= or ?percent=&ending=), if any. */
function proposalOf(q: URLSearchParams): Proposal {
  const stylePrice = parseAmount(q.get("style_price") ?? "");
  const style = q.get("style") ?? "";
  if (style && stylePrice) return { style: { id: style, price_cents: stylePrice } };
  const percent = Number((q.get("percent") ?? "").replace(",", "."));
  const ending = ENDINGS.find((e) => e === q.get("ending")) ?? null;
  return {
    percent: Number.isFinite(percent) && Math.abs(percent) < 100 ? percent : 0,
    ending,
  };
}

export const handler: Handlers<Data, SignedInState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const today = torontoDateString(new Date());
    const filter = filterOf(ctx.url);
    const rows = await editorRows(kv, filter, today);
    const proposed = proposePrices(rows.map((r) => r.variant), proposalOf(ctx.url.searchParams));
    return ctx.render({
      vendors: await listVendors(kv),
      ...filter,
      rows,
      prices: Object.fromEntries(
        [...proposed].map(([item, cents]) => [item, (cents / 100).toFixed(2)]),
      ),
      starts_on: addDays(today, LEAD_DAYS + 4),
      issues: [],
      errors: {},
    });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const today = torontoDateString(new Date());
    const form = await req.formData();
    const filter = filterOf(new URLSearchParams([...form].map(([k, v]) => [k, String(v)])));
    const rows = await editorRows(kv, filter, today);
    const starts_on = String(form.get("starts_on") ?? "");
    const typed: Record<string, string> = {};
    const prices = new Map<string, number>();
    const errors: Record<string, string> = {};
    for (const { variant } of rows) {
      const raw = String(form.get(`price_${variant.item_number}`) ?? "").trim().replace(",", ".");
      typed[variant.item_number] = raw;
      if (!raw) continue;
      const n = Number(raw);
      if (!Number.isFinite(n) || n <= 0 || !/^\d+(\.\d{1,2})?$/.test(raw)) {
        errors[`price_${variant.item_number}`] = t("head_office.errors.price");
      } else prices.set(variant.item_number, Math.round(n * 100));
    }
    if (!ISO.test(starts_on)) errors.starts_on = t("head_office.errors.date");
    const plan = Object.keys(errors).length
      ? { changes: [], issues: [] }
      : await planEditorChanges(kv, rows, prices, starts_on, today);
    if (!Object.keys(errors).length && plan.changes.length === 0) {
      errors.starts_on = t("head_office.editor.nothing");
    }
    if (Object.keys(errors).length || plan.issues.length) {
      return ctx.render({
        vendors: await listVendors(kv),
        ...filter,
        rows,
        prices: typed,
        starts_on,
        issues: plan.issues,
        errors,
      }, { status: 400 });
    }
    await commitEditorChanges(kv, plan.changes);
    const q = new URLSearchParams({ ...filter, saved: String(plan.changes.length) });
    return seeOther(`/head-office/pricing/editor?${q}`);
  },
};

export default function PriceEditorPage({ data, state, url }: PageProps<Data, SignedInState>) {
  const { t, locale } = state;
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
                        <label class="sr-only" for={`field-${name}`}>
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
