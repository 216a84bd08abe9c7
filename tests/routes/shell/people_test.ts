// People by name (issue 32): who saved a page, changed a user or a redirect is shown by name (the
// e-mail address on hover), through components/Person.tsx and lib/nav/labels.ts personName.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";

Deno.test("pages show the people who did something by name, not by e-mail", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "admin@example.com");
    const saved = await postForm(app, "/admin/redirects", {
      action: "save",
      path: "/old-calendar",
      target: "/pages/buying-calendar",
    }, { cookie });
    await saved.body?.cancel();
    const redirects = await (await app.fetch("/admin/redirects", { headers: { cookie } })).text();
    assert.match(redirects, /data-path="\/old-calendar"|\/old-calendar/);
    assert.match(redirects, /Alex Admin · /);
    assert.doesNotMatch(redirects, /admin@example\.com · /);

    const pages = await (await app.fetch("/admin/pages", { headers: { cookie } })).text();
    assert.match(pages, /<span title="[^"]+" data-person="[^"]+">[^<]+<\/span> · /);
    assert.doesNotMatch(pages, /<td>[^<]*@example\.com · /);
  } finally {
    app.close();
  }
});
