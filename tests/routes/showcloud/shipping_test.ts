// /showcloud/shipping: a store adds a ship-to (refused with its errors next to the fields and what
// was typed kept, then saved), removes it; another store's addresses cannot be touched.
import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { getShipTos } from "../../../lib/shows/store.ts";
import { withApp } from "./helpers.ts";

const PAGE = "/showcloud/shipping";

Deno.test("ship-to addresses: add (errors kept with the typing), remove, only the user's stores", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "owner@example.com"); // stores 1234, 1310, 2051
    const page = await (await app.fetch(PAGE, { headers: { cookie } })).text();
    assert.match(page, /data-store="1310"/);
    assert.match(page, /data-ship-to="store"/, "the store's own address is listed");

    const refused = await postForm(app, PAGE, {
      action: "add",
      store: "1310",
      label: "",
      address: "12 Dock Road, Waterloo",
    }, { cookie });
    assert.equal(refused.status, 400);
    const html = await refused.text();
    assert.match(html, /value="12 Dock Road, Waterloo"/, "the typed address is kept");
    assert.match(
      html,
      /id="label-1310"[^>]*aria-invalid="true"/,
      "the label's error is at the field",
    );
    assert.deepEqual(await getShipTos(app.kv, 1310), [], "nothing saved");

    const added = await postForm(app, PAGE, {
      action: "add",
      store: "1310",
      label: "Warehouse",
      address: "12 Dock Road, Waterloo",
    }, { cookie });
    assert.equal(added.status, 303);
    const [saved] = await getShipTos(app.kv, 1310);
    assert.equal(saved?.label, "Warehouse");
    const listed = await (await app.fetch(PAGE, { headers: { cookie } })).text();
    assert.match(listed, new RegExp(`data-ship-to="${saved.id}"`), "the new address is listed");

    const removed = await postForm(app, PAGE, { action: "remove", store: "1310", id: saved.id }, {
      cookie,
    });
    assert.equal(removed.status, 303);
    assert.deepEqual(await getShipTos(app.kv, 1310), []);

    const other = await postForm(app, PAGE, {
      action: "add",
      store: "9999",
      label: "Not mine",
      address: "1 Elsewhere",
    }, { cookie });
    assert.equal(other.status, 403, "another store's addresses are refused");
  });
});
