// Sign-in without JavaScript (issue 32): the login panel's form is a plain form that posts to
// /account; the server signs in and redirects (303) to the page asked for, or answers the panel with
// a translated message and the email kept. An unverified user sees the notice once and can ask for
// the verification link again.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { cookieFrom, DEMO_PASSWORD, signIn } from "../../helpers/auth.ts";
import { mailedLink, postForm } from "../account/helpers.ts";
import { readOutbox } from "../../../lib/mail/mod.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

/** The login form as rendered: its action and hidden fields. */
function loginForm(
  html: string,
): { action: string; hidden: Record<string, string>; markup: string } {
  const form = /<form[^>]*aria-labelledby="login-tab-login"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  assert.ok(form, "the login form is rendered");
  const action = /action="([^"]*)"/.exec(form[0])?.[1] ?? "";
  const hidden = Object.fromEntries(
    [...form[1].matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  return { action, hidden, markup: form[0] };
}

Deno.test({
  name: "the login form posts as a plain form: the server signs in and redirects",
  ...opts,
  async fn() {
    const app = await createTestApp();
    try {
      // The 401 page of a protected route carries the login panel with that page as `next`.
      const denied = await app.fetch("/open-to-buy");
      assert.equal(denied.status, 401);
      const { action, hidden, markup } = loginForm(await denied.text());
      assert.equal(action, "/account/sign-in");
      assert.doesNotMatch(markup, /id="login-submit"[^>]*disabled/, "usable before the island");
      assert.equal(hidden.next, "/open-to-buy");
      // The submit button is not disabled before the island runs.
      const res = await postForm(app, action, {
        ...hidden,
        email: "owner@example.com",
        password: DEMO_PASSWORD,
      });
      assert.equal(res.status, 303);
      assert.equal(res.headers.get("location"), "/open-to-buy");
      const cookie = cookieFrom(res);
      const page = await app.fetch("/open-to-buy", { headers: { cookie } });
      assert.equal(page.status, 200);
      await page.body?.cancel();
      // The home page's form returns home; a foreign `next` is never followed.
      const home = loginForm(await (await app.fetch("/")).text());
      assert.equal(home.hidden.next, "/");
      const evil = await postForm(app, "/account/sign-in", {
        next: "//evil.example.com/x",
        email: "staff@example.com",
        password: DEMO_PASSWORD,
      });
      assert.equal(evil.headers.get("location"), "/");
    } finally {
      app.close();
    }
  },
});

Deno.test({
  name: "a failed plain-form sign-in answers the panel with the message and the email kept",
  ...opts,
  async fn() {
    const app = await createTestApp();
    try {
      const res = await postForm(app, "/account/sign-in", {
        next: "/specials",
        email: "owner@example.com",
        password: "wrong-password",
      }, { "accept-language": "fr-CA", cookie: "locale=fr-CA" });
      assert.equal(res.status, 401);
      const html = await res.text();
      assert.ok(!res.headers.getSetCookie().some((c) => c.startsWith("session")));
      assert.match(html, /value="owner@example\.com"/);
      assert.match(html, /data-testid="login-error"/);
      assert.equal(loginForm(html).hidden.next, "/specials");
      // In the page's language, beside the form.
      assert.match(html, /Courriel ou mot de passe erroné\./);
    } finally {
      app.close();
    }
  },
});

Deno.test({
  name: "unverified: the notice shows once, and the link can be sent again",
  ...opts,
  async fn() {
    const app = await createTestApp();
    try {
      const cookie = await signIn(app, "unverified@example.com");
      const home = await (await app.fetch("/", { headers: { cookie } })).text();
      assert.equal(home.split("Please verify your email address").length - 1, 1, "notice once");
      assert.match(home, /name="action" value="resend_verification"/);
      const before = (await readOutbox(app.kv, "unverified@example.com")).length;
      const res = await postForm(app, "/account", { action: "resend_verification" }, { cookie });
      assert.equal(res.status, 303);
      assert.equal(res.headers.get("location"), "/account?saved=verification");
      const link = await mailedLink(app, "unverified@example.com", "verify-email");
      // Asking again at once sends nothing more.
      await postForm(app, "/account", { action: "resend_verification" }, { cookie });
      assert.equal((await readOutbox(app.kv, "unverified@example.com")).length, before + 1);
      const verified = await app.fetch(link);
      assert.equal(verified.status, 200);
      await verified.body?.cancel();
    } finally {
      app.close();
    }
  },
});
