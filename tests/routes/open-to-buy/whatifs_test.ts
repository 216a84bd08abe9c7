// Named what-ifs side by side with the OTB plan (issue 29 item 14): several can be saved, each
// shown as a column of season totals beside the plan's; opening one shows its figures in the
// grid; saving one as the plan applies it (that what-if goes) and the others stay.
import assert from "node:assert/strict";
import { gridFields, SEASON } from "./helpers.ts";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { pageVersion } from "../specials/helpers.ts";
import { getPlan, listWhatIfs } from "../../../lib/otb/store.ts";

Deno.test("several named what-ifs stand beside the plan; applying one keeps the others", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "owner@example.com");
    const url = `/open-to-buy?store=2051&season=${SEASON}&department=CMP`;
    const where = { store: 2051, season: SEASON, department: "CMP" };
    await app.kv.delete(["otb", "plan", 2051, SEASON, "CMP"]); // from no plan (the demo seeds one)
    assert.equal((await postForm(app, url, gridFields(), { cookie })).status, 303);
    for (const [name, sales] of [["Cold winter", "52000"], ["Flat sales", "30000"]]) {
      const res = await postForm(
        app,
        url,
        gridFields(
          { action: "whatif", whatif_name: name, sales_0: sales },
          await pageVersion(app, url, cookie),
        ),
        { cookie },
      );
      assert.equal(res.status, 303);
      assert.match(
        res.headers.get("location")!,
        new RegExp(`whatif=${encodeURIComponent(name).replace(/%20/g, "\\+")}`),
      );
    }
    assert.deepEqual((await listWhatIfs(app.kv, where)).map((w) => w.name), [
      "Cold winter",
      "Flat sales",
    ]);
    assert.equal((await getPlan(app.kv, 2051, SEASON, "CMP"))!.months[0].sales, 40000_00);
    const page = await (await app.fetch(url, { headers: { cookie } })).text();
    const table = page.split("data-whatifs")[1].split("</section>")[0];
    for (const column of ["Plan", "Cold winter", "Flat sales"]) {
      assert.match(table, new RegExp(`data-whatif-column="${column}"`));
    }
    // Season sales: plan 240,000; Cold winter +12,000; Flat sales −10,000.
    assert.match(table, /\$240,000[\s\S]*\$252,000[\s\S]*\$230,000/);
    // Opening one shows its figures; saving them as the plan applies it, the other stays.
    const cold = `${url}&whatif=Cold+winter`;
    const shown = await (await app.fetch(cold, { headers: { cookie } })).text();
    assert.match(shown, /name="sales_0" id="otb-sales_0" value="52000"/);
    const applied = await postForm(
      app,
      cold,
      gridFields(
        { from_whatif: "Cold winter", sales_0: "52000" },
        await pageVersion(app, cold, cookie),
      ),
      { cookie },
    );
    assert.equal(applied.status, 303);
    assert.equal((await getPlan(app.kv, 2051, SEASON, "CMP"))!.months[0].sales, 52000_00);
    assert.deepEqual((await listWhatIfs(app.kv, where)).map((w) => w.name), ["Flat sales"]);
  } finally {
    app.close();
  }
});
