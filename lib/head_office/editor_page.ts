// The page of /head-office/pricing/editor (its loader and save): one vendor's items with their
// prices, a proposal of new prices asked in the query, and the save that checks every typed price
// and writes the changes to the price schedule in one go, or nothing.
import { z } from "zod";
import type { Handlers } from "$fresh/server.ts";
import type { SignedInState } from "../auth/signed_in.ts";
import { type FieldErrors, formValues, seeOther, textValue, validateForm } from "../forms/mod.ts";
import { torontoDateString } from "../i18n/format.ts";
import { listVendors, type Vendor } from "../stores/mod.ts";
import { DEPARTMENT_CODES } from "../catalogue/mod.ts";
import { addDays } from "../resources/prices.ts";
import { commitEditorChanges, type EditorRow, editorRows, planEditorChanges } from "./editor.ts";
import { LEAD_DAYS, type PriceIssue } from "./price_checks.ts";
import { ENDINGS, type Proposal, proposePrices } from "./price_adjust.ts";
import { parseAmount } from "../marketing/price_import.ts";

export interface PriceEditorData {
  vendors: Vendor[];
  vendor: string;
  department: string;
  rows: EditorRow[];
  /** The new price of each item as typed (or proposed), by item number. */
  prices: Record<string, string>;
  starts_on: string;
  issues: PriceIssue[];
  errors: FieldErrors;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The save: the start date, and a new price per shown item (`price_<item>`, checked one by one
 * below, as the items come from the catalogue). Any field with a control character is refused
 * beside it by validateForm.
 */
const EditorForm = z.looseObject({
  starts_on: z.string().regex(ISO, "head_office.errors.date"),
});

function filterOf(q: URLSearchParams) {
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

export const priceEditorHandler: Handlers<PriceEditorData, SignedInState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const today = torontoDateString(new Date());
    const filter = filterOf(ctx.url.searchParams);
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
    const read = await formValues(req);
    const form = validateForm(read, EditorForm, t);
    // what was typed, control characters shown safely when refused
    const values = form.values;
    const text = (name: string) => textValue(values, name);
    const filter = filterOf(
      new URLSearchParams({
        vendor: text("vendor"),
        department: text("department"),
      }),
    );
    const rows = await editorRows(kv, filter, today);
    const starts_on = text("starts_on");
    const typed: Record<string, string> = {};
    const prices = new Map<string, number>();
    const errors: FieldErrors = form.ok ? {} : { ...form.errors };
    for (const { variant } of rows) {
      const name = `price_${variant.item_number}`;
      const raw = text(name).trim().replace(",", ".");
      typed[variant.item_number] = raw;
      if (!raw || errors[name]) continue;
      const n = Number(raw);
      if (!Number.isFinite(n) || n <= 0 || !/^\d+(\.\d{1,2})?$/.test(raw)) {
        errors[name] = t("head_office.errors.price");
      } else prices.set(variant.item_number, Math.round(n * 100));
    }
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
