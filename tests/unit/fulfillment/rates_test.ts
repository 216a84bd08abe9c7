// Rates before buying: services every package can go by, totalled, and the cheapest one that
// arrives by the promised date preselected (else the fastest).
import assert from "node:assert/strict";
import { addWeekdays, promisedDays, serviceOptions } from "../../../lib/fulfillment/rates.ts";
import type { RateQuote } from "../../../lib/fulfillment/schema.ts";
import { A } from "../fulfillment_accounting/fixture.ts";

const rate = (service: string, dollars: string, days: number) => ({
  id: `r_${service}`,
  shipment_id: "s",
  carrier: "CanadaPost",
  service,
  rate: dollars,
  currency: "CAD" as const,
  delivery_days: days,
});

const quote: RateQuote = {
  carrier: "fake",
  at: "2026-01-13T15:00:00Z",
  parcels: [
    {
      package_id: "P1",
      shipment_id: "s1",
      rates: [
        rate("Regular", "10.00", 6),
        rate("Expedited", "13.00", 3),
        rate("Xpress", "18.00", 1),
      ],
    },
    {
      package_id: "P2",
      shipment_id: "s2",
      rates: [rate("Regular", "11.00", 7), rate("Expedited", "14.50", 3)],
    },
  ],
};

Deno.test("rates: totals per service every package has; the cheapest on time preselected", () => {
  // A was ordered on Monday 2026-01-12, Standard: delivery promised within 7 weekdays (Jan 21).
  assert.equal(promisedDays("Standard"), 7);
  assert.equal(addWeekdays(new Date("2026-01-12T14:00:00Z"), 7), "2026-01-21");
  const monday = new Date("2026-01-13T15:00:00Z");
  const { options, preselected } = serviceOptions(quote, A, monday);
  assert.deepEqual(options.map((o) => [o.key, o.total_cents, o.delivery_days, o.meets]), [
    ["CanadaPost|Regular", 2100, 7, false],
    ["CanadaPost|Expedited", 2750, 3, true],
  ]);
  assert.equal(preselected, "CanadaPost|Expedited");
  // Nothing arrives in time: the fastest.
  const late = serviceOptions(quote, A, new Date("2026-01-20T15:00:00Z"));
  assert.equal(late.preselected, "CanadaPost|Expedited");
  // Plenty of time: the cheapest.
  const express = serviceOptions(quote, {
    ...A,
    created_at: "2026-01-13T14:00:00Z",
    shipping_method: "Standard",
  }, new Date("2026-01-13T15:00:00Z"));
  assert.equal(express.options[0].meets, true);
  assert.equal(express.preselected, "CanadaPost|Regular");
});
