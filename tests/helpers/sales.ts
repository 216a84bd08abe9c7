// A sales import from tests: one sale line through the real import task, so caches keyed by the
// sales data version see it as a store's upload would make them.
import assert from "node:assert/strict";
import { startImport } from "../../lib/sales/ingest.ts";
import { runTask } from "../../lib/tasks/queue.ts";

/** Imports a sale of 3 units for $987,654.00 of `item` at `store` on `day`, and waits for it. */
export async function importBigSale(kv: Deno.Kv, item: string, day: string, store = 1234) {
  const task = await startImport(
    kv,
    "test",
    [
      "type,date,store,item_number,units,sales,cost,customer_id,ticket,on_hand,received",
      `sale,${day},${store},${item},3,987654.00,1.00,C9,T9,,`,
    ].join("\n"),
  );
  assert.equal((await runTask(kv, task.guid))?.status, "done", "the import ran");
}
