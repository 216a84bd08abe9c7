// Head office: balances, period close into payouts (statement, approve, CSV/XLSX), penalties with
// waive, an order's accounting, scorecards, returns with the booked refund, team-quote conversion.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import {
  createOrder,
  getOrder,
  getOrderByNumber,
  shiftClock,
} from "../../../lib/fulfillment/store.ts";
import { advanceReturn, createReturn } from "../../../lib/fulfillment/returns.ts";
import { getQuote, saveQuote } from "../../../lib/fulfillment/quotes.ts";
import { listPayouts, payoutLines } from "../../../lib/fulfillment_accounting/payouts.ts";
import { listPenalties } from "../../../lib/fulfillment_accounting/views.ts";
import { torontoDateString } from "../../../lib/i18n/format.ts";
import { A, B, C, D } from "../../unit/fulfillment_accounting/fixture.ts";
import { statusOf } from "../fulfillment/helpers.ts";

Deno.test("head office: close, pay, waive, order accounting, reports, returns, quotes", async () => {
  const app = await createTestApp();
  try {
    for (const o of [A, B, C, D]) assert.ok(await createOrder(app.kv, structuredClone(o)));
    const cookie = await signIn(app, "buyer@example.com");
    const get = (path: string) => app.fetch(path, { headers: { cookie } });
    const post = (path: string, fields: Record<string, string>) =>
      app.fetch(path, {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });

    const balances = await get("/fulfillment/admin/accounting");
    assert.equal(balances.status, 200);
    assert.match(await balances.text(), /data-store="1310"/);
    const balanceCsv = await (await get("/fulfillment/admin/accounting?table=balances&format=csv"))
      .text();
    assert.match(
      balanceCsv,
      /^\uFEFF?Store,Not in a payout,Awaiting payment,Paid,Penalties,Lines\r\n/,
    );
    assert.match(balanceCsv, /\r\n1310 [^,]*,-?\d+(\.\d{1,2})?,/, "amounts in dollars");

    // A period that is not over is refused next to its field, the date kept.
    const today = torontoDateString(new Date());
    const early = await post("/fulfillment/admin/accounting", {
      action: "close",
      period_end: today,
    });
    assert.equal(early.status, 400);
    const earlyHtml = await early.text();
    assert.match(earlyHtml, /not over yet/);
    assert.match(earlyHtml, new RegExp(`value="${today}"`));

    // Payouts in the sandbox (its own ledger; its clock moved two days on to close "today").
    for (const o of [A, B]) {
      assert.ok(await createOrder(app.kv, { ...structuredClone(o), env: "sandbox" }));
    }
    await (await get("/fulfillment/admin/accounting?env=sandbox")).body?.cancel();
    await shiftClock(app.kv, "sandbox", 2 * 86_400_000);
    const livePayouts = (await listPayouts(app.kv, "live")).length;
    assert.equal(
      await statusOf(post("/fulfillment/admin/accounting?env=sandbox", {
        action: "close",
        period_end: today,
      })),
      303,
    );
    assert.equal((await listPayouts(app.kv, "live")).length, livePayouts, "live untouched");
    const number = `SFP${today.replaceAll("-", "")}-1234`;
    const p1234 = (await listPayouts(app.kv, "sandbox")).find((p) => p.number === number)!;
    const lines = await payoutLines(app.kv, p1234);
    assert.equal(lines.reduce((s, l) => s + l.amount_cents, 0), p1234.total_cents);
    // A: 9342; B: 8000 − 800 − 320 − 1000 − 500 (default share: items not in the catalogue).
    assert.equal(p1234.total_cents, 9342 + 5380);

    const statementPath = `/fulfillment/admin/accounting/payouts/sandbox/${number}`;
    const statement = await get(statementPath);
    assert.equal(statement.status, 200);
    const sHtml = await statement.text();
    assert.match(sHtml, new RegExp(`data-total="${p1234.total_cents}"`));
    assert.equal([...sHtml.matchAll(/data-entry="/g)].length, p1234.count);
    // The statement reads as words, not ledger figures ("2×4999×8000bp").
    const words = "2 × $49.99 × 80 % + 1 × $25.00 × 80 %";
    assert.ok(sHtml.includes(words), "the share in words");
    assert.ok(sHtml.includes("$134.97 × 2.9 % + $0.30"), "the card fee in words");
    assert.equal(await statusOf(post(statementPath, { to: "paid" })), 409);
    assert.equal(await statusOf(post(statementPath, { to: "approved" })), 303);
    assert.equal((await listPayouts(app.kv, "sandbox", [1234]))[0].state, "approved");
    // Paid with the payment's date and reference, never without.
    const noRef = await post(statementPath, { to: "paid", payment_date: today, reference: "" });
    assert.equal(noRef.status, 400);
    assert.match(await noRef.text(), /id="field-reference-error">Enter the payment/);
    const paid = await post(statementPath, {
      to: "paid",
      payment_date: today,
      reference: "EFT-2026-1042",
    });
    assert.equal(paid.status, 303);
    await paid.body?.cancel();
    const paidPayout = (await listPayouts(app.kv, "sandbox", [1234]))[0];
    assert.deepEqual([paidPayout.state, paidPayout.payment], ["paid", {
      date: today,
      reference: "EFT-2026-1042",
    }]);
    assert.match(
      await (await get(statementPath)).text(),
      /data-payment="true">Paid on .*EFT-2026-1042/,
    );
    // Several drafts approved at once from the list.
    const drafts = (await listPayouts(app.kv, "sandbox")).filter((p) => p.state === "draft");
    assert.ok(drafts.length >= 1);
    const many = new URLSearchParams();
    for (const d of drafts) many.append("payout", d.number);
    const bulk = await app.fetch("/fulfillment/admin/accounting/payouts?env=sandbox", {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: many,
    });
    assert.equal(bulk.status, 303);
    assert.match(bulk.headers.get("location")!, new RegExp(`count=${drafts.length}`));
    assert.ok(
      (await listPayouts(app.kv, "sandbox")).every((p) => p.state !== "draft"),
      "every chosen draft approved",
    );
    const csv = await get(`${statementPath}?table=lines&format=csv`);
    assert.match(csv.headers.get("content-type")!, /text\/csv/);
    const csvText = await csv.text();
    assert.equal(csvText.trim().split("\n").length, p1234.count + 1);
    assert.ok(csvText.includes(words), "the CSV reads the same words");
    const xlsx = await get("/fulfillment/admin/accounting/payouts?format=xlsx");
    assert.match(xlsx.headers.get("content-type")!, /spreadsheetml/);
    assert.equal(new Uint8Array(await xlsx.arrayBuffer())[0], 0x50, "a zip (PK) file");
    assert.equal((await get("/fulfillment/admin/accounting/payouts/test/X")).status, 404);

    // Penalties: the rule and amount; waive needs a reason; a waived one stays waived.
    const late = (await listPenalties(app.kv, "live")).find((r) =>
      r.entry.order_id === "D" && r.entry.rule === "late_shipment"
    )!;
    const penalties = await (await get("/fulfillment/admin/penalties")).text();
    assert.match(penalties, new RegExp(`data-penalty="${late.entry.id}" data-status="standing"`));
    const noReason = await post("/fulfillment/admin/penalties", {
      entry: late.entry.id,
      reason: "",
    });
    assert.equal(noReason.status, 400);
    assert.match(await noReason.text(), /Give a reason/);
    const waived = await post("/fulfillment/admin/penalties", {
      entry: late.entry.id,
      reason: "Customer asked to hold",
    });
    assert.equal(waived.status, 303);
    await waived.body?.cancel();
    const after = (await listPenalties(app.kv, "live")).find((r) => r.entry.id === late.entry.id)!;
    assert.equal(after.status, "waived");
    assert.equal(after.by?.waiver?.reason, "Customer asked to hold");
    assert.equal((await get("/fulfillment/admin/sandbox/penalties")).status, 200);
    const penaltyCsv = await (await get("/fulfillment/admin/penalties?table=penalties&format=csv"))
      .text();
    assert.match(penaltyCsv, /Date,What,Amount,Store,Order,Status/);
    assert.match(penaltyCsv, /,D,Waived\r\n/);

    const orderPage = await (await get("/fulfillment/admin/orders/A/accounting")).text();
    assert.match(orderPage, /data-net="9342"/);
    const entryCsv =
      await (await get("/fulfillment/admin/orders/A/accounting?table=entries&format=csv"))
        .text();
    const entryAmounts = entryCsv.trim().split("\r\n").slice(1).map((l) =>
      Number(l.split(",").at(-1))
    );
    assert.equal(
      Math.round(entryAmounts.reduce((a, b) => a + b, 0) * 100),
      9342,
      "the net, in dollars",
    );

    const reports = await get("/fulfillment/admin/reports?weeks=13");
    assert.equal(reports.status, 200);
    const reportCsv = await (await get("/fulfillment/admin/reports?table=scorecards&format=csv"))
      .text();
    assert.match(reportCsv, /Late shipments/);

    // A refunded return of A takes back the share of its line from 1234.
    const order = (await getOrder(app.kv, "live", "A"))!;
    const made = await createReturn(
      app.kv,
      order,
      { reason_code: "too_small", reason: "Too small", rule: "shipping_store" },
      [
        { item_number: "B1", quantity: 1 },
      ],
      "test",
    );
    assert.ok(made.ok);
    let ret = made.ret;
    for (const to of ["labelled", "received", "inspected", "refunded"] as const) {
      ret = (await advanceReturn(app.kv, ret, to, "test"))!;
    }
    const retPage = await get(`/fulfillment/admin/returns/${ret.id}`);
    assert.equal(retPage.status, 200);
    assert.match(await retPage.text(), /data-refunds[\s\S]*-\$20\.00/);
    assert.equal((await get(`/fulfillment/admin/returns/${ret.id}?env=sandbox`)).status, 404);

    // An approved team quote becomes a real order at its store, once; each write shows on the
    // next view of the list (it is cached between writes).
    const quoteState = async (id: string) =>
      (await (await get("/fulfillment/admin/team-quotes")).text())
        .match(new RegExp(`data-quote="${id}" data-state="(\\w+)"`))?.[1];
    const quote = (await getQuote(app.kv, "live", "TQ-1234-004"))!;
    assert.equal(await quoteState(quote.id), quote.state);
    await saveQuote(app.kv, { ...quote, state: "approved" });
    assert.equal(await quoteState(quote.id), "approved");
    const converted = await post("/fulfillment/admin/team-quotes", { id: quote.id });
    assert.equal(converted.status, 303);
    assert.equal(converted.headers.get("location"), "/fulfillment/admin/orders/TQ-1234-004");
    const teamOrder = (await getOrderByNumber(app.kv, "live", "TQ-1234-004"))!;
    assert.deepEqual([teamOrder.state, teamOrder.store, teamOrder.subtotal_cents], [
      "accepted",
      1234,
      14 * 3895 + 14 * 1650 + 14 * 895,
    ]);
    assert.equal((await getQuote(app.kv, "live", quote.id))!.state, "converted");
    assert.equal(await quoteState(quote.id), "converted");
    assert.equal(await statusOf(post("/fulfillment/admin/team-quotes", { id: quote.id })), 409);
  } finally {
    app.close();
  }
});
