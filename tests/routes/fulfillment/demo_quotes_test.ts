// Demo data (live orders in every state, an empty sandbox) and team quotes.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { ENV, poster, statusOf } from "./helpers.ts";
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
    const other = app.fetch("/fulfillment/team-quotes/TQ-1234-004", { headers: { cookie } });
    assert.equal(await statusOf(other), 404);
    const path = "/fulfillment/team-quotes/TQ-2051-001";
    const post = (fields: Record<string, string>) => poster(app, cookie)(path, fields);
    const line = (description: string, quantity: string, unit_price: string) =>
      post({ action: "line", description, quantity, unit_price });
    const bad = await line("Jersey", "0", "42.50");
    assert.equal(bad.status, 400);
    const badHtml = await bad.text();
    assert.match(badHtml, /field-quantity-error/);
    assert.match(badHtml, /value="Jersey"/);
    // Not a number: the line's own message, translated (zod's English never reaches the page).
    const nan = await line("Jersey", "12", "x");
    assert.equal(nan.status, 400);
    assert.match(await nan.text(), /id="field-unit_price-error">Enter a price of 0 or more/);
    assert.equal(await statusOf(line("Hockey jersey, crest and numbers", "12", "42.50")), 303);
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
    assert.equal(await statusOf(post({ action: "move", to: "approved" })), 303);
    quote = (await getQuote(app.kv, "live", "TQ-2051-001"))!;
    assert.equal(quote.state, "approved");
    assert.equal(await statusOf(post({ action: "move", to: "quoted" })), 409);
  } finally {
    app.close();
  }
});
