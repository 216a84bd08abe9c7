// itemsByNumber: many items come from the cached catalogue, a few from single reads; both give
// the same items, in the order asked, without unknown numbers.
import assert from "node:assert/strict";
import { loadConfig } from "../../../lib/config.ts";
import { seedStores } from "../../../lib/stores/seed.ts";
import { seedCatalogue } from "../../../lib/catalogue/demo.ts";
import { listVariants } from "../../../lib/catalogue/mod.ts";
import { itemsByNumber } from "../../../lib/resources/items.ts";

Deno.test("itemsByNumber gives the same items for many numbers as for one at a time", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const config = loadConfig({ DENO_KV_PATH: ":memory:", PORTAL_SEED: "demo" });
    await seedStores(kv, config);
    await seedCatalogue(kv, config);
    const numbers = (await listVariants(kv)).slice(0, 40).map((v) => v.item_number).reverse();
    numbers.splice(5, 0, "no-such-item");
    const many = await itemsByNumber(kv, numbers);
    assert.equal(many.length, 40);
    assert.deepEqual(many.map((i) => i.item_number), numbers.filter((n) => n !== "no-such-item"));
    const one = (await Promise.all(numbers.map((n) => itemsByNumber(kv, [n])))).flat();
    assert.deepEqual(many, one);
  } finally {
    kv.close();
  }
});
