// A size guide's save refuses a control character beside its field, the grid as typed kept and the
// guide unchanged (it was read by hand and saved the name with the control character in it).
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { getGuide } from "../../../lib/marketing/library.ts";

Deno.test("size guide: a control character in a name is a field error, the grid kept", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "buyer@example.com");
    const page = await (await app.fetch("/marketing/size-guides/apparel-body", {
      headers: { cookie },
    })).text();
    const version = page.match(/name="_version" value="([0-9a-f]+)"/)![1];
    const before = await getGuide(app.kv, "apparel-body");
    const res = await postForm(app, "/marketing/size-guides/apparel-body", {
      unit: "cm",
      _version: version,
      name_en: "Adult\u0007 apparel",
      name_fr: "Vêtements adultes",
      r0_size: "XS",
      r0_m0: "84,1",
      r0_m1: "68.6",
      r0_m2: "",
    }, { cookie });
    assert.equal(res.status, 400);
    const html = await res.text();
    assert.match(html, /id="field-name_en-error">Contains characters that are not allowed/);
    assert.match(html, /name="name_fr"[^>]*value="Vêtements adultes"/);
    assert.match(html, /value="84,1"/);
    assert.deepEqual(await getGuide(app.kv, "apparel-body"), before);
  } finally {
    app.close();
  }
});
