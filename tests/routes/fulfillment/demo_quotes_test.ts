// Demo data (live orders in every state, an empty sandbox) and team quotes.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { ENV } from "./helpers.ts";
import { listAllOrders } from "../../../lib/fulfillment/store.ts";
import { ORDER_STATES } from "../../../lib/fulfillment/schema.ts";
import { getQuote } from "../../../lib/fulfillment/quotes.ts";

Deno.test("demo: live orders in every state at the fulfillment stores, an empty sandbox", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const live = await listAllOrders(app.kv, "live");
    assert.deepEqual([...new Set(live.map((o) => o.state))].sort(), [...ORDER_STATES].sort());
    for (const o of live) {
      if (o.store !== null) assert.ok([1234, 1310, 2051].includes(o.store), String(o.store));
    }
    const delivered = live.find((o) => o.state === "delivered")!;
    assert.equal(delivered.shipment!.status, "delivered");
    assert.equal(delivered.packages.length, 1);
    assert.equal((await listAllOrders(app.kv, "sandbox")).length, 0);
    const cookie = await signIn(app, "admin@example.com");
    const page = await app.fetch("/fulfillment/admin", { headers: { cookie } });
    const html = await page.text();
    assert.match(html, /data-admin-orders/);
    assert.equal((html.match(/data-order="/g) ?? []).length, live.length);
  } finally {
    app.close();
  }
});

Deno.test("team quotes: team staff price a request, get the PDF, record approval", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const cookie = await signIn(app, "team@example.com");
    const home = await (await app.fetch("/fulfillment", { headers: { cookie } })).text();
    assert.match(home, /team-quotes\/TQ-2051-001/);
    assert.doesNotMatch(home, /TQ-1234-004/);
    const other = await app.fetch("/fulfillment/team-quotes/TQ-1234-004", { headers: { cookie } });
    assert.equal(other.status, 404);
    await other.body?.cancel();
    const path = "/fulfillment/team-quotes/TQ-2051-001";
    const post = (fields: Record<string, string>) =>
      app.fetch(path, {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    const bad = await post({
      action: "line",
      description: "Jersey",
      quantity: "0",
      unit_price: "42.50",
    });
    assert.equal(bad.status, 400);
    const badHtml = await bad.text();
    assert.match(badHtml, /field-quantity-error/);
    assert.match(badHtml, /value="Jersey"/);
    // Not a number: the line's own message, translated (zod's English never reaches the page).
    const nan = await post({
      action: "line",
      description: "Jersey",
      quantity: "12",
      unit_price: "x",
    });
    assert.equal(nan.status, 400);
    assert.match(await nan.text(), /id="field-unit_price-error">Enter a price of 0 or more/);
    const ok = await post({
      action: "line",
      description: "Hockey jersey, crest and numbers",
      quantity: "12",
      unit_price: "42.50",
    });
    assert.equal(ok.status, 303);
    await ok.body?.cancel();
    let quote = (await getQuote(app.kv, "live", "TQ-2051-001"))!;
    assert.equal(quote.state, "quoted");
    assert.deepEqual(quote.lines, [{
      description: "Hockey jersey, crest and numbers",
      quantity: 12,
      unit_cents: 4250,
    }]);
    const lines = await (await app.fetch(`${path}?table=lines&format=csv`, { headers: { cookie } }))
      .text();
    assert.match(
      lines,
      /\r\n"Hockey jersey, crest and numbers",12,42\.50?,510(\.00?)?\r\n/,
    );
    const pdf = await app.fetch(`${path}?pdf=quote`, { headers: { cookie } });
    assert.equal(pdf.headers.get("content-type"), "application/pdf");
    await pdf.body?.cancel();
    const approved = await post({ action: "move", to: "approved" });
    assert.equal(approved.status, 303);
    await approved.body?.cancel();
    quote = (await getQuote(app.kv, "live", "TQ-2051-001"))!;
    assert.equal(quote.state, "approved");
    const skip = await post({ action: "move", to: "quoted" });
    assert.equal(skip.status, 409);
    await skip.body?.cancel();
  } finally {
    app.close();
  }
});
