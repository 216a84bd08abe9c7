// /admin/pos, /admin/pos/versions and /admin/pos/stores/{n} over the demo fleet.
import assert from "node:assert/strict";
import { asAdmin } from "./helpers.ts";
import { signIn } from "../../helpers/auth.ts";
import {
  type AttentionReason,
  getPosStatus,
  isProblem,
  recordPosData,
  recordPosError,
  severity,
} from "../../../lib/admin/pos.ts";
import { postForm } from "../account/helpers.ts";

Deno.test("the POS fleet, versions and a store's status", () =>
  asAdmin(async ({ app, cookie, read }) => {
    // Store 1234: up to date on Lightspeed R, then its file fails to load.
    await recordPosData(app.kv, 1234, { system: "lightspeed_r", version: "3.5.1" });
    await recordPosError(app.kv, 1234, "Line 12: unknown item number 99-1");
    const overview = await read("/admin/pos");
    assert.match(overview, /data-store="1234"/);
    assert.match(overview, /data-reason="errors"/);
    // real problems come first, most severe first, in their own table; notices after it
    const [problems, notices] = overview.split('data-attention="notices"');
    assert.ok(notices, "notices are listed apart");
    const reasonsOf = (html: string) =>
      html.split("<tr data-store=").slice(1).map((tr) =>
        [...tr.matchAll(/data-reason="(\w+)"/g)].map((m) => m[1] as AttentionReason)
      );
    const problemRows = reasonsOf(problems);
    assert.ok(problemRows.length > 0 && problemRows.every(isProblem));
    assert.ok(reasonsOf(notices).every((r) => !isProblem(r)));
    const scores = problemRows.map(severity);
    assert.deepEqual(scores, [...scores].sort((a, b) => b - a));
    // The problems table's CSV link answers with the same stores, in the same order.
    const csv = await read("/admin/pos?table=problems-table&format=csv");
    const csvStores = csv.trim().split("\r\n").slice(1).map((l) => l.split(" ")[0]);
    const shown = [...problems.matchAll(/<tr data-store="(\d+)"/g)].map((m) => m[1]);
    assert.deepEqual(csvStores.slice(0, shown.length), shown);
    assert.match(overview, /href="\/admin\/pos\/versions"/);

    const versions = await (await app.fetch("/admin/pos/versions", { headers: { cookie } }))
      .text();
    assert.match(versions, /data-version="lightspeed_r@3.5.1"/);
    assert.match(versions, /Fixes returns without a receipt counted twice/);
    const versionCsv = await (await app.fetch(
      "/admin/pos/versions?table=versions-lightspeed_r&format=csv",
      { headers: { cookie } },
    )).text();
    assert.match(
      versionCsv,
      /\r\n3\.5\.1,[^\r]*Fixes returns without a receipt counted twice[^\r]*,[^\r]*\b1234\b/,
    );

    const store = await (await app.fetch("/admin/pos/stores/1234", { headers: { cookie } }))
      .text();
    assert.match(store, /Lightspeed Retail \(R-Series\)/);
    assert.match(store, /<dd data-version="true">3.5.1<\/dd>/);
    assert.match(store, /<dd data-lag="true">0 minutes<\/dd>/);
    assert.match(store, /Line 12: unknown item number 99-1/);
    assert.match(store, /<dd data-lightspeed="true">Not connected<\/dd>/);

    // The owner connects Lightspeed from the account area; the admin page shows the state.
    const owner = await signIn(app, "owner@example.com");
    await postForm(app, "/account/lightspeed", {
      action: "save",
      account_id: "123456",
      api_key: "ls-key-0000-secret-9999",
    }, { cookie: owner });
    const connected = await (await app.fetch("/admin/pos/stores/1234", { headers: { cookie } }))
      .text();
    assert.match(connected, /Account 123456; never tested; last sync: never/);
    assert.ok(!connected.includes("ls-key-0000-secret-9999"));

    assert.equal(
      (await app.fetch("/admin/pos/stores/424242", { headers: { cookie } })).status,
      404,
    );
    assert.equal((await getPosStatus(app.kv, 1234))?.errors.length, 1);
  }));
