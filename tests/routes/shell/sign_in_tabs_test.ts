// The login panel's Register and Forgot-password tabs work without JavaScript (issue 32): the tabs
// are links to /account/sign-in?tab=…, which renders that tab, and both forms post as plain forms
// there: registering signs the new account in and goes to /account; a reset request answers on the
// same tab; a mistake answers the tab again with the message and the email kept.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { cookieFrom } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { getUserByEmail } from "../../../lib/auth/store.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

/** A tab's form as rendered: its action and hidden fields. */
function tabForm(html: string, tab: string): { action: string; hidden: Record<string, string> } {
  const form = new RegExp(`<form[^>]*aria-labelledby="login-tab-${tab}"[^>]*>([\\s\\S]*?)</form>`)
    .exec(html);
  assert.ok(form, `the ${tab} form is rendered`);
  const hidden = Object.fromEntries(
    [...form[1].matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  assert.doesNotMatch(form[0], /type="submit"[^>]*disabled/, "usable before the island");
  return { action: /action="([^"]*)"/.exec(form[0])?.[1] ?? "", hidden };
}

Deno.test({
  name: "Register and Forgot password are links and plain forms: they work without JavaScript",
  ...opts,
  async fn() {
    const app = await createTestApp();
    try {
      const home = await (await app.fetch("/")).text();
      const link = /<a href="([^"]+)" role="tab" id="login-tab-register"/.exec(home)?.[1];
      assert.equal(link?.replaceAll("&amp;", "&"), "/account/sign-in?tab=register&next=%2F");
      assert.match(
        home,
        /<a href="\/account\/sign-in\?tab=forgot_password&amp;next=%2F" role="tab"/,
      );

      const page = await (await app.fetch("/account/sign-in?tab=register&next=%2F")).text();
      const register = tabForm(page, "register");
      assert.equal(register.action, "/account/sign-in");
      const fields = {
        ...register.hidden,
        email: "nina@example.com",
        password: "canoe-lake-portage-5",
        confirm: "canoe-lake-portage-6",
        name: "Nina Newbie",
        store: "2051",
      };
      const mismatch = await postForm(app, register.action, fields);
      assert.equal(mismatch.status, 400);
      const again = await mismatch.text();
      tabForm(again, "register"); // the same tab, again
      assert.match(again, /value="nina@example.com"/);
      assert.match(again, /data-testid="login-error"/);

      const res = await postForm(app, register.action, { ...fields, confirm: fields.password });
      assert.equal(res.status, 303);
      assert.equal(res.headers.get("location"), "/account");
      const account = await app.fetch("/account", { headers: { cookie: cookieFrom(res) } });
      assert.equal(account.status, 200);
      await account.body?.cancel();
      assert.ok(await getUserByEmail(app.kv, "nina@example.com"));

      const forgot = tabForm(
        await (await app.fetch("/account/sign-in?tab=forgot_password")).text(),
        "forgot_password",
      );
      const sent = await postForm(app, forgot.action, {
        ...forgot.hidden,
        email: "owner@example.com",
      });
      assert.equal(sent.status, 200);
      const answer = await sent.text();
      tabForm(answer, "forgot_password");
      assert.match(answer, /data-testid="login-success"/);
    } finally {
      app.close();
    }
  },
});
