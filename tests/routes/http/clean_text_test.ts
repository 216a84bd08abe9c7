// Clean text at the boundary: the shared parsers refuse NUL, other C0 controls and lone surrogates,
// so /admin/client-errors and /admin/translations never store or emit them.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { listClientErrors } from "../../../lib/logs/store.ts";

const json = (cookie: string, body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json", cookie },
  body: JSON.stringify(body),
});

Deno.test("control characters and lone surrogates are refused; the admin pages hold no NUL", async () => {
  const app = await createTestApp();
  try {
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
  } finally {
    app.close();
  }
});
