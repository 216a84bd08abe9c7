// Clean text at the boundary: the shared parsers refuse NUL, other C0 controls and lone surrogates,
// so /admin/client-errors and /admin/translations never store or emit them; the root middleware's
// body readers refuse them too, so a route that reads its form by hand is covered.
import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { listClientErrors } from "../../../lib/logs/store.ts";
import { listsOf } from "../../../lib/scanner/store.ts";
import { HttpError } from "../../../lib/http/errors.ts";
import { limitBody, readFormLeniently } from "../../../lib/http/limits.ts";
import { postForm } from "../account/helpers.ts";
import { appTest } from "../with_app.ts";

const json = (cookie: string, body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json", cookie },
  body: JSON.stringify(body),
});

appTest(
  "control characters and lone surrogates are refused; the admin pages hold no NUL",
  async (app) => {
    const admin = await signIn(app, "admin@example.com");
    for (const error of ["boom\u0000", "bell\u0007", "esc\u001b[2J", "half \ud800"]) {
      const res = await app.fetch("/api/logs/error", json(admin, { error, view: "/x" }));
      assert.equal(res.status, 400, JSON.stringify(error));
      assert.match((await res.json()).error, /control characters/);
    }
    // A multi-line stack passes.
    const stack = await app.fetch(
      "/api/logs/error",
      json(admin, { error: "TypeError: x\n\tat f (a.js:1)", view: "/x" }),
    );
    assert.equal(stack.status, 201);
    assert.equal((await listClientErrors(app.kv)).length, 1);
    const errors = await (await app.fetch("/admin/client-errors", { headers: { cookie: admin } }))
      .text();
    assert.ok(!errors.includes("\u0000"));

    const translated = await app.fetch(
      "/api/translate",
      json(admin, { phrase: "Skates\u0000<", block: "V1", to: "fr-CA" }),
    );
    assert.equal(translated.status, 400);
    await translated.body?.cancel();
    const query = await app.fetch("/api/translate/block/get?block=V%00&to=fr-CA", {
      headers: { cookie: admin },
    });
    assert.equal(query.status, 400);
    await query.body?.cancel();

    // The review form: refused next to the field, the typed text echoed without the NUL.
    const ok = await app.fetch(
      "/api/translate",
      json(admin, { phrase: "Skates", block: "V1", to: "fr-CA" }),
    );
    await ok.body?.cancel();
    const page = await (await app.fetch("/admin/translations?status=missing", {
      headers: { cookie: admin },
    })).text();
    assert.ok(!page.includes("\u0000"));
    const id = /name="id" value="([0-9a-f]{64})"/.exec(page)![1];
    const saved = await app.fetch("/admin/translations", {
      method: "POST",
      headers: { cookie: admin },
      body: new URLSearchParams({
        action: "approve",
        locale: "fr-CA",
        block: "V1",
        id,
        output: "Patins\u0000 de hockey",
        return_to: "/admin/translations?status=missing",
      }),
    });
    assert.equal(saved.status, 400);
    const html = await saved.text();
    assert.ok(!html.includes("\u0000"));
    assert.match(html, /control characters/);
    assert.match(html, /Patins\uFFFD de hockey/);
    const filtered = await app.fetch("/admin/translations?block=V%00", {
      headers: { cookie: admin },
    });
    assert.equal(filtered.status, 400);
    assert.ok(!(await filtered.text()).includes("\u0000"));
  },
);

appTest(
  "a route that reads its form by hand refuses a NUL field with 400 and stores nothing",
  async (app) => {
    const cookie = await signIn(app, "owner@example.com");
    const before = (await listsOf(app.kv, [1234])).length;
    const refused: Record<string, string>[] = [
      { name: "Wall\u0000A" },
      { name: "Wall A", "na\u0007me": "x" },
    ];
    for (const fields of refused) {
      const res = await postForm(app, "/scan-pal/lists", { store: "1234", ...fields }, { cookie });
      assert.equal(res.status, 400, JSON.stringify(fields));
      const html = await res.text();
      assert.match(html, /control characters/);
      assert.ok(!html.includes("\u0000") && !html.includes("\u0007"));
    }
    assert.equal((await listsOf(app.kv, [1234])).length, before);
    const fine = await postForm(app, "/scan-pal/lists", { store: "1234", name: "Wall A" }, {
      cookie,
    });
    assert.equal(fine.status, 303);
    await fine.body?.cancel();
    assert.equal((await listsOf(app.kv, [1234])).length, before + 1);
  },
);

Deno.test("the limited form reader: text fields are checked, file parts pass, lib/forms reads leniently", async () => {
  const multipart = (text: string) => {
    const form = new FormData();
    form.set("title", text);
    form.set("file", new File([new Uint8Array([0x89, 0, 7, 0x1b, 0])], "a.png"));
    const req = new Request("http://x/upload", { method: "POST", body: form });
    limitBody(req, 1024 * 1024);
    return req;
  };
  const read = await multipart("Line one\r\n\tline two").formData();
  assert.equal((read.get("file") as File).size, 5);
  await assert.rejects(
    () => multipart("a\u0000b").formData(),
    (error: unknown) => error instanceof HttpError && error.status === 400,
  );
  assert.equal((await readFormLeniently(multipart("a\u0000b"))).get("title"), "a\u0000b");
  const json = new Request("http://x/api", { method: "POST", body: '{"a":["x\\u0000"]}' });
  limitBody(json, 1024);
  await assert.rejects(
    () => json.json(),
    (error: unknown) => error instanceof HttpError && error.status === 400,
  );
});
