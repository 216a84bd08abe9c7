// The scanner's sync endpoint: scans land once (a resent batch only lists duplicates), and a list
// of a store the user does not work at is not found.
import assert from "node:assert/strict";
import { appTest } from "../resources/helpers.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";

appTest("scan-pal sync: applied once, another store's list is not found", async (app) => {
  const owner = await signIn(app, "owner@example.com");
  const created = await postForm(app, "/scan-pal/lists", { store: "1234", name: "Wall A" }, {
    cookie: owner,
  });
  await created.body?.cancel();
  const id = new URL(created.headers.get("location")!, "http://x").searchParams.get("list")!;
  const body = JSON.stringify({
    list_id: id,
    scans: [{
      id: "0b6f1f5e-8f0a-4c4e-9a51-2d1f7f0b9c11",
      code: "12345678",
      qty: 2,
      scanned_at: "2026-11-23T20:15:07.000Z",
    }],
  });
  const sync = (cookie: string) =>
    app.fetch("/api/scan-pal/sync", {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body,
    });
  const first = await (await sync(owner)).json();
  assert.equal(first.list.units, 2);
  const again = await (await sync(owner)).json();
  assert.equal(again.list.units, 2, "a resent scan is not counted twice");

  const other = await signIn(app, "fulfillment@example.com"); // store 1310 only
  const refused = await sync(other);
  assert.equal(refused.status, 404);
  await refused.body?.cancel();
});
