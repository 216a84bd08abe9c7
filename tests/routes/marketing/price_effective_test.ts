// A price file's retail change can be dated: applying it schedules a permanent price change from
// that day with its shelf signs queued (the retail stays as it is until then); the cost changes at
// once. A date too soon for the signs is a line error.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { getVariant, listVariants } from "../../../lib/catalogue/mod.ts";
import { runTask } from "../../../lib/tasks/queue.ts";
import { upcomingChanges } from "../../../lib/resources/prices.ts";
import { queuedCounts } from "../../../lib/head_office/schedule.ts";
import { torontoDateString } from "../../../lib/i18n/format.ts";
import "../../../lib/marketing/price_task.ts";

const inDays = (n: number) => torontoDateString(new Date(Date.now() + n * 86_400_000));

Deno.test("price import: a dated retail change is scheduled with its signs queued", async () => {
  const app = await createTestApp();
  try {
    const buyer = await signIn(app, "buyer@example.com");
    const [v, w] = await listVariants(app.kv, { vendor: "V300" });
    const date = inDays(10);
    const file = [
      "Item #,Net Cost,MSRP,Effective date",
      `${v.item_number},11.00,${((v.retail + 500) / 100).toFixed(2)},${date}`,
      `${w.item_number},11.00,25.99,${inDays(1)}`,
    ].join("\n");
    const body = new FormData();
    body.append("file", new File([file], "dated.csv", { type: "text/csv" }));
    const up = await app.fetch("/marketing/price-import", {
      method: "POST",
      headers: { cookie: buyer },
      body,
      redirect: "manual",
    });
    const dry = await (await app.fetch(up.headers.get("location")!, { headers: { cookie: buyer } }))
      .text();
    assert.match(dry, new RegExp(`data-effective="${date}"`));
    assert.match(dry, /at least 3 days ahead/);
    const id = dry.match(/data-import="([0-9a-z]+)"/)![1];
    const applied = await postForm(app, "/marketing/price-import", {
      action: "apply",
      import: id,
      skip_bad: "on",
    }, { cookie: buyer });
    assert.equal(applied.status, 303);
    await applied.body?.cancel();
    const guid = applied.headers.get("location")!.split("/").pop()!;
    assert.equal((await runTask(app.kv, guid))?.status, "done");
    const after = await getVariant(app.kv, v.item_number);
    assert.equal(after?.cost, 1100, "the cost changes at once");
    assert.equal(after?.retail, v.retail, "the retail waits for its date");
    const scheduled = (await upcomingChanges(app.kv, { from: date, to: date }, null, date))
      .filter((c) => c.item_number === v.item_number);
    assert.equal(scheduled.length, 1);
    assert.deepEqual([scheduled[0].kind, scheduled[0].price_cents], ["permanent", v.retail + 500]);
    assert.ok(((await queuedCounts(app.kv)).get(scheduled[0].id) ?? 0) > 0, "signs queued");
  } finally {
    app.close();
  }
});
