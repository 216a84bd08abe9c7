// The promised ship date follows the configured business hours (FULFILLMENT_BUSINESS_HOURS), fixed
// when the store accepts, and the accounting facts (late-ship penalties) use that date.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { ENV, offeredOrder } from "./helpers.ts";
import { getOrder } from "../../../lib/fulfillment/store.ts";
import { orderFacts } from "../../../lib/fulfillment_accounting/events.ts";

Deno.test("ship-by: 16 business hours of the configured hours after acceptance", async () => {
  // open every day, all day: 16 business hours are 16 hours
  const app = await createTestApp({ env: { ...ENV, FULFILLMENT_BUSINESS_HOURS: "1-7 0-24" } });
  try {
    await offeredOrder(app, "sandbox", 7301, { accepted: true });
    const order = (await getOrder(app.kv, "sandbox", "7301"))!;
    const at = Date.parse(order.history.findLast((h) => h.state === "accepted")!.at);
    const expected = new Date(Math.floor(at / 60_000) * 60_000 + 16 * 3_600_000).toISOString();
    assert.equal(order.ship_by, expected);
    assert.equal(orderFacts(order, new Date(at)).ship_by, expected);
  } finally {
    app.close();
  }
});
