// Migrating an item says it moved (it once said "merged", the wording of the merge page).
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { listVariants } from "../../../lib/catalogue/mod.ts";

Deno.test("a migration ends on the remaining item, saying the other one moved into it", async () => {
  const app = await createTestApp();
  try {
    const buyer = await signIn(app, "buyer@example.com");
    const [from, to] = await listVariants(app.kv, { vendor: "V200" });
    const res = await postForm(
      app,
      `/marketing/items/migrate/${from.item_number}/${to.item_number}`,
      {},
      {
        cookie: buyer,
      },
    );
    assert.equal(res.status, 303);
    await res.body?.cancel();
    const page =
      await (await app.fetch(res.headers.get("location")!, { headers: { cookie: buyer } }))
        .text();
    assert.match(page, new RegExp(`Item ${from.item_number} was moved into ${to.item_number}`));
    assert.doesNotMatch(page, /was merged into/);
    // the remaining item's history records what moved into it
    assert.match(
      page,
      new RegExp(
        `<code>migrated_from</code></td><td[^>]*></td><td[^>]*>${from.item_number}<`,
      ),
    );
  } finally {
    app.close();
  }
});
