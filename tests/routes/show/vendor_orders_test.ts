// A vendor account sees its own orders, read-only (issue 29 item 7): every placed PO of a vendor on
// the account (show and specials), never a draft, never another vendor's lines (refused on the
// server), no form that writes, and the same lines as CSV.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { csvBody } from "../../helpers/csv.ts";
import { listOrders } from "../../../lib/orders/mod.ts";
import { parseCsv } from "../../../lib/sales/ingest.ts";

const PAGE = "/reporting/vendor-orders";

Deno.test("a vendor reads its own placed orders and nothing of another vendor's", async () => {
  const app = await createTestApp();
  try {
    const all = await listOrders(app.kv);
    const mine = all.filter((o) => o.vendor === "V100" && o.state !== "draft");
    const drafts = all.filter((o) => o.vendor === "V100" && o.state === "draft");
    const others = all.filter((o) => o.vendor !== "V100" && o.vendor !== "V200");
    assert.ok(mine.some((o) => o.source === "show") && mine.some((o) => o.source === "specials"));
    assert.ok(others.length > 0, "the demo has orders with other vendors");

    const cookie = await signIn(app, "vendor@example.com");
    const res = await app.fetch(`${PAGE}?vendor=V100`, { headers: { cookie } });
    assert.equal(res.status, 200);
    const html = await res.text();
    const main = html.slice(html.indexOf("<main"));
    for (const o of mine) assert.match(main, new RegExp(`data-po="${o.po_number}"`));
    for (const o of [...drafts, ...others]) {
      assert.doesNotMatch(main, new RegExp(`data-po="${o.po_number}"`), o.po_number);
    }
    assert.doesNotMatch(main, /<form[^>]*method="post"/i, "read-only: nothing to post");
    const line = mine[0].lines[0];
    assert.match(main, new RegExp(`data-item="${line.item_number}"`));

    // Another vendor's orders are refused, whatever the query says.
    const theirs = await app.fetch(`${PAGE}?vendor=${others[0].vendor}`, { headers: { cookie } });
    assert.equal(theirs.status, 403);
    await theirs.body?.cancel();
    const theirCsv = await app.fetch(`${PAGE}?vendor=${others[0].vendor}&format=csv`, {
      headers: { cookie },
    });
    assert.equal(theirCsv.status, 403);
    await theirCsv.body?.cancel();

    const csv = await app.fetch(`${PAGE}?vendor=V100&format=csv`, { headers: { cookie } });
    assert.equal(csv.status, 200);
    const rows = parseCsv((await csvBody(csv)).replace(/^\uFEFF/, "")).filter((r) => r.length > 1);
    assert.equal(rows[0][0], "PO");
    const pos = new Set(rows.slice(1).map((r) => r[0]));
    assert.deepEqual([...pos].sort(), mine.map((o) => o.po_number).sort());
    assert.equal(rows.length - 1, mine.reduce((n, o) => n + o.lines.length, 0));

    // Store staff are not vendors; head office may look at any vendor.
    const member = await signIn(app, "owner@example.com");
    const denied = await app.fetch(PAGE, { headers: { cookie: member } });
    assert.equal(denied.status, 401);
    await denied.body?.cancel();
    const admin = await signIn(app, "admin@example.com");
    const any = await app.fetch(`${PAGE}?vendor=${others[0].vendor}`, {
      headers: { cookie: admin },
    });
    assert.equal(any.status, 200);
    assert.match(
      await any.text(),
      new RegExp(`data-po="${others.find((o) => o.state !== "draft")?.po_number ?? ""}"`),
    );
  } finally {
    app.close();
  }
});
