// The scanner's form without JavaScript: a bad code or quantity comes back beside the code field,
// translated, with what was typed (it used to be one untranslated line, the code field emptied).
import assert from "node:assert/strict";
import { appTest } from "../resources/helpers.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { linesOf } from "../../../lib/scanner/store.ts";

appTest(
  "scan-pal without JavaScript: errors beside the field, typing kept; a good count lands",
  async (app) => {
    const cookie = await signIn(app, "owner@example.com");
    const created = await postForm(app, "/scan-pal/lists", { store: "1234", name: "Wall A" }, {
      cookie,
    });
    await created.body?.cancel();
    const id = new URL(created.headers.get("location")!, "http://x").searchParams.get("list")!;

    const badQty = await postForm(app, "/scan-pal", { list_id: id, code: "12345678", qty: "x" }, {
      cookie,
    });
    assert.equal(badQty.status, 400);
    let html = await badQty.text();
    assert.match(html, /id="scan-error"[^>]*>Enter a whole quantity other than 0/);
    assert.match(html, /name="code"[^>]*value="12345678"/);
    assert.match(html, /name="qty"[^>]*value="x"/);

    const badCode = await postForm(
      app,
      "/scan-pal",
      { list_id: id, code: "12ab\u0007", qty: "2" },
      {
        cookie,
      },
    );
    assert.equal(badCode.status, 400);
    html = await badCode.text();
    assert.match(html, /id="scan-error"/);
    assert.match(html, /name="code"[^>]*value="12ab/);

    const ok = await postForm(app, "/scan-pal", { list_id: id, code: "12345678", qty: "" }, {
      cookie,
    });
    assert.equal(ok.status, 303);
    await ok.body?.cancel();
    assert.deepEqual((await linesOf(app.kv, id)).map((l) => [l.code, l.qty]), [["12345678", 1]]);

    const foreign = await postForm(app, "/scan-pal", { list_id: "nope-0000", code: "12345678" }, {
      cookie,
    });
    assert.equal(foreign.status, 404);
    await foreign.body?.cancel();
  },
);
