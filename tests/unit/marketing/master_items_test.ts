// /marketing/master-items' rows are remembered per filter for one catalogue, style and content
// version (lib/marketing/master_items.ts): an edit of any of them must show on the next read.
import assert from "node:assert/strict";
import { ItemFilters } from "../../../lib/marketing/items.ts";
import { loadMasterItems } from "../../../lib/marketing/master_items.ts";
import { emptyContent } from "../../../lib/marketing/model.ts";
import { saveContent } from "../../../lib/marketing/store.ts";
import { putTestVariants, testVariant } from "../../helpers/catalogue.ts";

Deno.test("loadMasterItems follows content and catalogue edits after a remembered read", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    await putTestVariants(kv, [testVariant("640001"), testVariant("640002", { size: "10" })]);
    const all = ItemFilters.parse({});
    const before = (await loadMasterItems(kv, all)).rows;
    assert.deepEqual(before.map((r) => [r.style.id, r.variants]), [["6400", 2]]);
    assert.equal(before[0].web_enabled, false);
    assert.equal((await loadMasterItems(kv, all)).rows[0].web_enabled, false, "remembered read");
    await saveContent(kv, { ...emptyContent("6400"), web_enabled: true }, "tester");
    assert.equal((await loadMasterItems(kv, all)).rows[0].web_enabled, true, "content edit shows");
    await putTestVariants(kv, [testVariant("640001")]);
    assert.deepEqual((await loadMasterItems(kv, all)).rows.map((r) => r.variants), [1]);
    assert.deepEqual((await loadMasterItems(kv, ItemFilters.parse({ vendor: "V999" }))).rows, []);
  } finally {
    kv.close();
  }
});
