// The merge page is linked from the item list (for the vendor shown), and the person chooses which
// item of a pair survives (the proposal's choice was the only one).
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { resolveItem } from "../../../lib/marketing/migrate.ts";

Deno.test("merge: linked from the item list; the other item of a pair can be kept", async () => {
  const app = await createTestApp();
  try {
    const buyer = await signIn(app, "buyer@example.com");
    const list = await (await app.fetch("/marketing/items?vendor=V100", {
      headers: { cookie: buyer },
    })).text();
    assert.match(list, /href="\/marketing\/items\/merge\/V100" data-merge-link/);
    const merge = await (await app.fetch("/marketing/items/merge/V100", {
      headers: { cookie: buyer },
    })).text();
    const [, keep, drop] = merge.match(/name="pair" value="(\d+):(\d+)"/)!;
    const res = await postForm(app, "/marketing/items/merge/V100", {
      pair: `${keep}:${drop}`,
      [`survivor_${keep}_${drop}`]: drop,
    }, { cookie: buyer });
    assert.equal(res.status, 303);
    await res.body?.cancel();
    assert.equal(await resolveItem(app.kv, keep), drop, "the chosen survivor remains");
    assert.equal(await resolveItem(app.kv, drop), drop);
  } finally {
    app.close();
  }
});
