// The routing page's candidate list is a DataTable: sortable by score, and its CSV link answers
// with each store's points as numbers.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { csvBody } from "../../helpers/csv.ts";
import { ENV, offeredOrder } from "./helpers.ts";

Deno.test("routing candidates: sort by score, CSV with the points", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const { store, cookie } = await offeredOrder(app, "sandbox", 7401);
    const path = "/fulfillment/sandbox/routing/7401";
    const page = await (await app.fetch(`${path}?table=candidates&sort=score&dir=asc`, {
      headers: { cookie },
    })).text();
    assert.match(page, /data-candidates/);
    assert.match(page, /aria-sort="ascending"/);
    const csv = await csvBody(
      await app.fetch(`${path}?table=candidates&format=csv`, { headers: { cookie } }),
    );
    const lines = csv.replace(/^\uFEFF/, "").trim().split("\r\n");
    assert.equal(lines[0].split(",")[0], "Store");
    const first = lines.find((l) => l.startsWith(`${store},`))!;
    assert.match(first, /,Current store$/);
    assert.equal(lines.length - 1, 3, "the three stocked stores");
  } finally {
    app.close();
  }
});
