// The packages page reads its forms through lib/forms: a control character in a field is named
// next to that field with the page and what was typed kept (it used to be a bare 400 page).
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { ENV, offeredOrder } from "./helpers.ts";
import { getOrder } from "../../../lib/fulfillment/store.ts";

Deno.test("packages: a control character is a field error, the page and the typing stay", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const { items, post } = await offeredOrder(app, "sandbox", 7201, {
      accepted: true,
    });

    const bad = await post("/fulfillment/sandbox/packages/7201", {
      action: "pack",
      box: "custom",
      weight_g: "900\u0007",
      length_cm: "174",
      width_cm: "20",
      height_cm: "15",
      [`qty_${items[0].item_number}`]: "1",
    });
    assert.equal(bad.status, 400);
    const html = await bad.text();
    assert.match(html, /id="field-weight_g-error"/);
    assert.match(html, /name="length_cm"[^>]*value="174"/);
    assert.equal((await getOrder(app.kv, "sandbox", "7201"))!.packages.length, 0);
  } finally {
    app.close();
  }
});
