// People and vendors by name (issue 32): who saved a page, changed a user or a redirect is shown
// by name (the e-mail address on hover), a vendor by its name (its number on hover), through
// components/Person.tsx, components/Vendor.tsx and lib/nav/labels.ts.
import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { appTest } from "../with_app.ts";

appTest("pages show people and vendors by name, not by e-mail or number", async (app) => {
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

  // Vendors by name, their number on hover.
  const quotes = await (await app.fetch("/head-office/quote-parser", { headers: { cookie } }))
    .text();
  const vendor = /<span title="(V\d+)" data-vendor="V\d+">([^<]+)<\/span>/.exec(quotes);
  assert.ok(vendor, "the quote's vendor is named");
  assert.notEqual(vendor[2], vendor[1]);
});
