// /marketing/items' rows and style groups are remembered per filter for one catalogue and content
// version (lib/marketing/items.ts): an edit of either must show on the next read.
import assert from "node:assert/strict";
import { ItemFilters, loadItemGroups } from "../../../lib/marketing/items.ts";
import { emptyContent } from "../../../lib/marketing/model.ts";
import { saveContent } from "../../../lib/marketing/store.ts";
import { putTestVariants, testVariant } from "../../helpers/catalogue.ts";

const loadItems = async (kv: Deno.Kv, f: ItemFilters) => (await loadItemGroups(kv, f)).rows;

Deno.test("loadItemGroups follows content and catalogue edits after a remembered read", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    await putTestVariants(kv, [testVariant("640001"), testVariant("640002", { size: "10" })]);
    const all = ItemFilters.parse({});
    const webFr = ItemFilters.parse({ missing: "web_fr" });
    const before = await loadItems(kv, all);
    assert.deepEqual(before.map((r) => r.variant.item_number), ["640001", "640002"]);
    assert.equal((await loadItems(kv, webFr)).length, 2);
    const groupsBefore = (await loadItemGroups(kv, all)).groups;
    await saveContent(kv, {
      ...emptyContent("6400"),
      web_title: { en: "Skate", fr: "Patin" },
      web_description: { en: "A skate.", fr: "Un patin." },
    }, "tester");
    const after = await loadItems(kv, all);
    assert.ok(after[0].web_fr > before[0].web_fr, `${before[0].web_fr} → ${after[0].web_fr}`);
    const grouped = await loadItemGroups(kv, all);
    assert.deepEqual(grouped.groups.map((g) => [g.style.id, g.rows.length]), [["6400", 2]]);
    assert.ok(grouped.groups[0].web_fr > groupsBefore[0].web_fr, "groups follow the content edit");
    await putTestVariants(kv, [testVariant("640001")]);
    assert.deepEqual((await loadItems(kv, all)).map((r) => r.variant.item_number), ["640001"]);
    assert.deepEqual(
      (await loadItemGroups(kv, all)).groups.map((g) => [g.style.id, g.rows.length]),
      [["6400", 1]],
      "groups follow the catalogue edit",
    );
  } finally {
    kv.close();
  }
});
