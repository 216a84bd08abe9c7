// /marketing/price-import reads its forms through lib/forms: a control character in the mapping's
// name is refused beside the name with the column choices kept (reading the form by hand answered a
// bare 400 page without the form).
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { listVariants } from "../../../lib/catalogue/mod.ts";

Deno.test("price import: a control character in the mapping name is a field error, choices kept", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "buyer@example.com");
    const post = (body: FormData) =>
      app.fetch("/marketing/price-import", {
        method: "POST",
        headers: { cookie },
        body,
        redirect: "manual",
      });
    const [v] = await listVariants(app.kv, { vendor: "V300" });
    const file = new FormData();
    file.append(
      "file",
      new File([`Modèle,Montant A,Montant B\n${v.item_number},12.00,24.99\n`], "bauer.csv", {
        type: "text/csv",
      }),
    );
    const first = await post(file);
    assert.equal(first.status, 303);
    const uploadId = first.headers.get("location")!.split("=")[1];

    const map = new FormData();
    for (
      const [k, val] of Object.entries({
        action: "map",
        upload: uploadId,
        col_0: "item_number",
        col_1: "cost",
        col_2: "retail",
        save: "on",
        name: "Bauer\u0007 list",
      })
    ) map.append(k, val);
    const refused = await post(map);
    assert.equal(refused.status, 400);
    const html = await refused.text();
    assert.match(
      html,
      /class="field-error" id="field-name-error">Contains characters that are not/,
    );
    assert.match(html, /name="col_2"(?:(?!<\/select>)[^])*<option value="retail" selected/);
    assert.match(html, /name="name"[^>]*value="Bauer\uFFFD list"/);
  } finally {
    app.close();
  }
});
