// Head-office approval of OTB plans when the group wants it (issue 29 item 14): with the setting
// on, a store's revision of an approved plan waits as a pending revision and is not live (the plan
// every OTB figure reads is unchanged) until head office approves it; a store cannot approve a
// draft or its own revision; head office may reject it.
import assert from "node:assert/strict";
import { gridFields, SEASON } from "./helpers.ts";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { pageVersion } from "../specials/helpers.ts";
import { getPlan, listRevisions } from "../../../lib/otb/store.ts";
import { getPending } from "../../../lib/otb/approval.ts";

Deno.test("with head-office approval on, a store's revision waits and is not live until approved", async () => {
  const app = await createTestApp();
  try {
    const owner = await signIn(app, "owner@example.com");
    const admin = await signIn(app, "admin@example.com");
    const url = `/open-to-buy?store=2051&season=${SEASON}&department=CMP`;
    const where = { store: 2051, season: SEASON, department: "CMP" };
    await app.kv.delete(["otb", "plan", 2051, SEASON, "CMP"]); // from no plan (the demo seeds one)
    assert.equal((await postForm(app, url, gridFields(), { cookie: owner })).status, 303);
    // Only head office turns the setting on.
    const refused = await postForm(app, url, { action: "approval", approval: "on" }, {
      cookie: owner,
    });
    assert.equal(refused.status, 403);
    await refused.body?.cancel();
    const on = await postForm(app, url, { action: "approval", approval: "on" }, { cookie: admin });
    assert.equal(on.status, 303);
    // The store cannot approve its draft any more; head office does.
    const own = await postForm(app, url, {
      action: "approve",
      _version: await pageVersion(app, url, owner),
    }, { cookie: owner });
    assert.equal(own.status, 400);
    assert.match(await own.text(), /Head office approves plans/);
    const approved = await postForm(app, url, {
      action: "approve",
      _version: await pageVersion(app, url, admin),
    }, { cookie: admin });
    assert.equal(approved.status, 303);
    assert.equal((await getPlan(app.kv, 2051, SEASON, "CMP"))!.version, 1);

    // The store's revision: kept as pending, the live plan unchanged.
    const revise = await postForm(
      app,
      url,
      gridFields({ sales_0: "45000" }, await pageVersion(app, url, owner)),
      { cookie: owner },
    );
    assert.equal(revise.status, 303);
    assert.match(revise.headers.get("location")!, /notice=pending/);
    const live = (await getPlan(app.kv, 2051, SEASON, "CMP"))!;
    assert.equal(live.version, 1);
    assert.equal(live.months[0].sales, 40000_00, "not live until approved");
    assert.equal((await getPending(app.kv, where))!.figures.months[0].sales, 45000_00);
    const page = await (await app.fetch(url, { headers: { cookie: owner } })).text();
    assert.match(page, /data-otb-pending/);
    assert.match(page, /It is not live/);
    assert.doesNotMatch(page, /value="approve_pending"/, "the store has no approve button");
    const self = await postForm(app, url, { action: "approve_pending" }, { cookie: owner });
    assert.equal(self.status, 400);
    await self.body?.cancel();
    assert.equal((await getPlan(app.kv, 2051, SEASON, "CMP"))!.version, 1);

    // Head office approves: it becomes revision 2, by its author.
    const ok = await postForm(app, url, { action: "approve_pending" }, { cookie: admin });
    assert.equal(ok.status, 303);
    const plan = (await getPlan(app.kv, 2051, SEASON, "CMP"))!;
    assert.equal(plan.version, 2);
    assert.equal(plan.months[0].sales, 45000_00);
    const revs = await listRevisions(app.kv, 2051, SEASON, "CMP");
    assert.equal(revs.at(-1)!.by, "owner@example.com");
    assert.equal(await getPending(app.kv, where), null);

    // A rejected revision leaves the plan as it is.
    await postForm(
      app,
      url,
      gridFields({ sales_0: "99000" }, await pageVersion(app, url, owner)),
      { cookie: owner },
    );
    const reject = await postForm(app, url, { action: "reject_pending" }, { cookie: admin });
    assert.equal(reject.status, 303);
    assert.equal((await getPlan(app.kv, 2051, SEASON, "CMP"))!.months[0].sales, 45000_00);
    assert.equal(await getPending(app.kv, where), null);
  } finally {
    app.close();
  }
});
