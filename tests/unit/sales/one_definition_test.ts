// One definition per figure (issue 32): sell-through is units sold ÷ (units sold + on hand) on every
// screen (it was sold ÷ received on the dashboards, over 100 %); the receipts ratio has its own
// name; the customer dashboard's figures do not borrow names of other definitions; every ratio of
// the sales screens is computed by lib/sales/formulas.ts, not inline.
import assert from "node:assert/strict";
import * as formulas from "../../../lib/sales/formulas.ts";
import { i18nFor } from "../../../lib/i18n/mod.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";

const LOCALES: Locale[] = ["en-US", "fr-CA"];

Deno.test("sell-through has one definition, bounded 0–100 %; sold ÷ received is another name", () => {
  const all = formulas as Record<string, unknown>;
  assert.equal(typeof all.sellThrough, "function");
  assert.equal(all.sellThroughReceipts, undefined, "no second sell-through");
  assert.equal(all.sellThroughOnHand, undefined, "no second sell-through");
  for (const [sold, onHand] of [[57, 0], [10, 5], [0, 9], [3, -2]]) {
    const st = formulas.sellThrough(sold, onHand);
    assert.ok(st !== null && st >= 0 && st <= 1, `${sold}/${onHand}: ${st}`);
  }
  assert.equal(formulas.soldToReceived(12, 10), 1.2, "sold ÷ received may pass 100 %");
});

Deno.test("a figure's label names one definition in both languages", () => {
  for (const locale of LOCALES) {
    const { t } = i18nFor(locale);
    // The receipts ratio on the store dashboard is not labelled sell-through.
    assert.notEqual(t("dashboards.kpi.sold_to_received"), t("dashboards.col.sell_through"));
    // The customer dashboard's spend per visit is not the store dashboard's average basket.
    assert.notEqual(t("dashboards.customers.spend_per_visit"), t("dashboards.kpi.basket"));
    // Existing customers and the repeat rate are different figures with different names.
    assert.doesNotMatch(t("dashboards.customers.returning"), /repeat|retour|fidèle/i);
    for (const key of ["sell_through", "repeat_rate", "spend_per_visit", "customers_existing"]) {
      assert.ok(i18nFor(locale).exists(`dashboards.figures.${key}`), `${locale}: ${key} explained`);
    }
  }
});

Deno.test("sales ratios are computed by lib/sales/formulas.ts, not inline", async () => {
  // Assignments of a named figure must call its formula (e.g. `repeatRate: repeat / n` is not).
  const figure = /\b(sellThrough|repeatRate|averageBasket|margin|change)\s*:\s*([^,\n]+)/g;
  const dir = new URL("../../../lib/sales/", import.meta.url);
  const files: string[] = [];
  const walk = async (url: URL) => {
    for await (const entry of Deno.readDir(url)) {
      const next = new URL(entry.name + (entry.isDirectory ? "/" : ""), url);
      if (entry.isDirectory) await walk(next);
      else if (entry.name.endsWith(".ts") && entry.name !== "formulas.ts") files.push(next.href);
    }
  };
  await walk(dir);
  const inline: string[] = [];
  for (const file of files) {
    const text = await Deno.readTextFile(new URL(file));
    for (const [, name, value] of text.matchAll(figure)) {
      if (/[^/]\/[^/]/.test(value) && !/\w+\(/.test(value)) {
        inline.push(`${file}: ${name}: ${value}`);
      }
    }
  }
  assert.deepEqual(inline, []);
});

Deno.test("one default period: the sales screens and fulfillment analytics cover the same weeks", async () => {
  const { DEFAULT_PERIOD_WEEKS, defaultPeriod } = await import(
    "../../../lib/sales/dashboards/period.ts"
  );
  const { readQuery } = await import("../../../lib/fulfillment_accounting/analytics.ts");
  const { daysInclusive } = await import("../../../lib/sales/calendar.ts");
  assert.equal(
    daysInclusive(defaultPeriod(new Date("2026-11-25T15:00:00Z"))),
    DEFAULT_PERIOD_WEEKS * 7,
  );
  assert.equal(
    readQuery(new URL("http://portal.test/fulfillment/analytics")).weeks,
    DEFAULT_PERIOD_WEEKS,
  );
  assert.equal(
    readQuery(new URL("http://portal.test/fulfillment/admin/reports")).weeks,
    DEFAULT_PERIOD_WEEKS,
  );
});
