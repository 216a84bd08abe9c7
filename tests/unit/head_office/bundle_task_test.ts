// The POS bundle task tells the truth after a resume: progress is the stores built, never more than
// the stores asked for ("43 of 41").
import assert from "node:assert/strict";
import { startBundle } from "../../../lib/head_office/bundles.ts";
import { runTask } from "../../../lib/tasks/queue.ts";
import { updateTask } from "../../../lib/tasks/store.ts";
import { putTestVariants, testVariant } from "../../helpers/catalogue.ts";

Deno.test("POS bundle: a resumed build counts each store once", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    await putTestVariants(kv, [testVariant("900001", { cost: 6000, retail: 10000 })]);
    const stores = [1234, 1310, 2051, 1248];
    const task = await startBundle(kv, { id: "u1", email: "buyer@example.com" }, stores);
    // an earlier delivery built two stores, then stopped
    await updateTask(kv, task.guid, (t) => {
      t.status = "running";
      t.done = 2;
    });
    const done = await runTask(kv, task.guid);
    assert.equal(done?.status, "done", JSON.stringify(done?.errors));
    assert.equal(done?.total, stores.length);
    assert.equal(done?.done, stores.length);
  } finally {
    kv.close();
  }
});
