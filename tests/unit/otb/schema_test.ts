// Typed amounts and percents of the plan grid, the grid form's per-cell errors, and peer bands.
import assert from "node:assert/strict";
import { dollarsText, parseDollars, percentText } from "../../../lib/otb/money.ts";
import { PlanGridForm, SeedForm } from "../../../lib/otb/schema.ts";
import { validateForm } from "../../../lib/forms/mod.ts";
import { i18nFor } from "../../../lib/i18n/mod.ts";
import { bandsOf } from "../../../lib/otb/peers.ts";
import type { Plan } from "../../../lib/otb/store.ts";

Deno.test("amounts read in both locales' notations, to the cent", () => {
  assert.equal(parseDollars("12500"), 1250000);
  assert.equal(parseDollars("12,500.5"), 1250050);
  assert.equal(parseDollars("12 500,50"), 1250050);
  assert.equal(parseDollars("12\u00a0500,5 $"), 1250050);
  assert.equal(parseDollars("$1,234.56"), 123456);
  assert.equal(parseDollars("12.345"), null);
  assert.equal(parseDollars("12x"), null);
  assert.equal(dollarsText(1250050), "12500.50");
  assert.equal(dollarsText(1250000), "12500");
  assert.equal(percentText(0.455), "45.5");
});

function grid(over: Record<string, string> = {}) {
  const v: Record<string, string> = { opening_bom: "1000", imu: "45", holdback: "5", version: "0" };
  for (let i = 0; i < 6; i++) {
    v[`sales_${i}`] = "500";
    v[`markdowns_${i}`] = "0";
    v[`eom_${i}`] = "1000";
  }
  return { ...v, ...over };
}

Deno.test("the grid form: one translated error per bad cell, in French too", () => {
  const ok = validateForm(grid({ sales_1: "1 234,5" }), PlanGridForm);
  assert.ok(ok.ok);
  assert.equal(ok.data.figures.months[1].sales, 123450);
  assert.equal(ok.data.figures.imu, 0.45);
  const bad = validateForm(
    grid({ sales_1: "abc", eom_5: "-3", holdback: "60", markdowns_0: "" }),
    PlanGridForm,
    i18nFor("fr-CA").t,
  );
  assert.ok(!bad.ok);
  assert.deepEqual(Object.keys(bad.errors).sort(), ["eom_5", "holdback", "markdowns_0", "sales_1"]);
  assert.equal(bad.errors.sales_1, "Entrez un montant en dollars, p. ex. 12500 ou 12500,50.");
  assert.equal(bad.errors.markdowns_0, "Entrez une valeur.");
  assert.equal(bad.values.sales_1, "abc"); // what was typed comes back
  const seed = validateForm({
    growth: "5",
    method: "wos",
    method_value: "0",
    imu: "45",
    holdback: "5",
  }, SeedForm);
  assert.ok(!seed.ok);
  assert.deepEqual(Object.keys(seed.errors), ["method_value"]);
});

function plan(store: number, sales: number, bom: number, md: number): Plan {
  return {
    store,
    season: "2026-S2",
    department: "HOC",
    method: null,
    growth: null,
    status: "draft",
    version: 0,
    updated_at: "",
    updated_by: "",
    imu: 0.45,
    holdback: 0,
    opening_bom: bom,
    months: Array.from({ length: 6 }, () => ({ sales, markdowns: md, eom: bom })),
  };
}

Deno.test("peer bands: quartiles over comparable stores only, hidden under five", () => {
  const own = plan(1, 1000, 3000, 100);
  // SSR 2, 3, 4, 5, 6 (BOM ÷ monthly sales) in comparable stores; one store far larger is left out
  const others = [2, 3, 4, 5, 6].map((ssr, i) => plan(10 + i, 1000, ssr * 1000, 50 * (i + 1)));
  others.push(plan(99, 10_000, 10_000, 0));
  const bands = bandsOf(own, others, 26);
  assert.equal(bands.cohort, 5);
  assert.deepEqual(bands.stockToSales, { q1: 3, median: 4, q3: 5 });
  // markdown % 5 %, 10 %, 15 %, 20 %, 25 %
  assert.deepEqual(
    Object.values(bands.markdownPct!).map((v) => Math.round(v * 1000) / 1000),
    [0.1, 0.15, 0.2],
  );
  assert.equal(bands.own.stockToSales, 3);
  // turn of a store with SSR k: 6,000 ÷ (k × 1,000) × 52 ÷ 26 = 12 ÷ k
  assert.equal(bands.turn!.median, 3);
  const few = bandsOf(own, others.slice(0, 4), 26);
  assert.equal(few.cohort, 4);
  assert.equal(few.stockToSales, null);
});
