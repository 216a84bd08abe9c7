// Fulfillment PDFs print every character as typed (an em dash, « », accents) and the customer's
// papers are in the customer's language: French for a Québec address or a French-speaking shopper.
import assert from "node:assert/strict";
import { packingSlipPdf } from "../../../lib/fulfillment/pdf.ts";
import { orderLocale, ShopifyOrder } from "../../../lib/fulfillment/schema.ts";
import { i18nFor } from "../../../lib/i18n/mod.ts";
import { pdfToText } from "../../../lib/quotes/pdf.ts";
import type { ShipFrom } from "../../../lib/admin/shipping.ts";
import { A } from "../fulfillment_accounting/fixture.ts";

const FROM = {
  name: "Sports Nord — Québec",
  company: null,
  street1: "12 rue Saint-Jean",
  street2: null,
  city: "Québec",
  province: "QC",
  postal_code: "G1R 1N8",
  country: "CA",
  phone: null,
  email: null,
} as unknown as ShipFrom;

Deno.test("packing slip: the text as typed, in the Québec customer's French", async () => {
  const order = structuredClone(A);
  order.ship_to.province = "QC";
  order.lines[0].description = "Ski alpin — 174 cm « Pro »";
  const lang = orderLocale(order);
  assert.equal(lang, "fr-CA");
  const text = await pdfToText(await packingSlipPdf(order, FROM, i18nFor(lang).t, lang));
  assert.ok(text.includes("Ski alpin — 174 cm « Pro »"), text);
  assert.ok(text.includes("Sports Nord — Québec"));
  assert.ok(text.includes(i18nFor("fr-CA").t("fulfillment.pdf.packing_slip")));
  assert.ok(!text.includes("?"), "nothing replaced by a question mark");
});

Deno.test("order language: the shopper's locale first, else French for a Québec address", () => {
  const base = {
    id: 1,
    name: "#1",
    created_at: "2026-11-20T10:00:00-05:00",
    line_items: [{ id: 1, quantity: 1, price: "1.00" }],
    shipping_address: {
      name: "N",
      address1: "1 rue",
      city: "Gatineau",
      province_code: "QC",
      zip: "J8X 1A1",
      country_code: "CA",
    },
  };
  assert.equal(ShopifyOrder.parse({ ...base, customer_locale: "fr" }).customer_locale, "fr-CA");
  assert.equal(ShopifyOrder.parse({ ...base, customer_locale: "en" }).customer_locale, "en-US");
  const order = structuredClone(A);
  order.language = "en-US";
  order.ship_to.province = "QC";
  assert.equal(orderLocale(order), "en-US");
});
