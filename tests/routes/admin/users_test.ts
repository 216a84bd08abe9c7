// /admin/users and /admin/users/{id}: search and paging, the edit form (errors per field, typed
// values kept), a permission change applying on the user's very next request, every change in the
// audit log, sessions ended, a reset link mailed.
import assert from "node:assert/strict";
import { asAdmin } from "./helpers.ts";
import { signIn } from "../../helpers/auth.ts";
import { mailedLink, postForm as post } from "../account/helpers.ts";
import type { TestApp } from "../../helpers/app.ts";
import { getUserByEmail } from "../../../lib/auth/store.ts";
import { listAllAudit } from "../../../lib/admin/audit.ts";

/** Posts a form as the page would: a save carries the version the page was read at. */
async function postForm(
  app: TestApp,
  path: string,
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
) {
  if (fields.action !== "save") return post(app, path, fields, headers);
  const page = await (await app.fetch(path, { headers })).text();
  const version = page.match(/name="_version" value="([0-9a-f]*)"/)?.[1] ?? "";
  return post(app, path, { _version: version, ...fields }, headers);
}
async function userId(app: { kv: Deno.Kv }, email: string): Promise<string> {
  return (await getUserByEmail(app.kv, email))!.id;
}

const STAFF_FORM = {
  action: "save",
  name: "Sam Staff",
  Role: "member",
  Stores: "1234",
  Vendors: "",
  Verified: "on",
};

Deno.test("the user list searches and links to each user", () =>
  asAdmin(async ({ app, read }) => {
    const all = await read("/admin/users");
    assert.match(all, /data-user="owner@example.com"/);
    assert.match(all, /data-user="vendor@example.com"/);
    const found = await read("/admin/users?q=V200");
    assert.match(found, /data-user="vendor@example.com"/);
    assert.doesNotMatch(found, /data-user="owner@example.com"/);
    assert.match(found, /1 user</);
    const home = await read("/admin");
    assert.match(home, /href="\/admin\/users"/);
    const id = await userId(app, "vendor@example.com");
    assert.match(found, new RegExp(`href="/admin/users/${id}"`));
  }));

Deno.test("a permission change applies on the user's next request and is audited", () =>
  asAdmin(async ({ app, cookie: admin }) => {
    const staff = await signIn(app, "staff@example.com");
    const id = await userId(app, "staff@example.com");
    assert.equal((await app.fetch("/open-to-buy", { headers: { cookie: staff } })).status, 401);

    const page = await (await app.fetch(`/admin/users/${id}`, { headers: { cookie: admin } }))
      .text();
    assert.match(page, /name="Stores"[^>]*value="1234"|value="1234"[^>]*name="Stores"/);
    assert.match(page, /data-sessions/, "the staff member's session is listed");

    const saved = await postForm(app, `/admin/users/${id}`, {
      ...STAFF_FORM,
      Permissions: ["sales"],
    }, { cookie: admin });
    assert.equal(saved.status, 303);
    assert.equal((await app.fetch("/open-to-buy", { headers: { cookie: staff } })).status, 200);
    // The page's user seed (the browser's cached user, lib/client/user.ts) is fresh too.
    const home = await (await app.fetch("/", { headers: { cookie: staff } })).text();
    const seed = JSON.parse(
      /<script type="application\/json" id="client-data"[^>]*>(.*?)<\/script>/s
        .exec(home)![1],
    );
    assert.deepEqual(seed.user.user.Permissions, { sales: true });

    const after = await (await app.fetch(saved.headers.get("location")!, {
      headers: { cookie: admin },
    })).text();
    assert.match(after, /data-notice="saved"/);
    assert.match(after, /data-audit-action="user_updated"/);
    assert.match(after, /<code>Permissions<\/code>: \(empty\) → sales/);
    assert.match(after, /admin@example.com/);

    // Taking it back applies just as fast.
    await postForm(app, `/admin/users/${id}`, STAFF_FORM, { cookie: admin });
    assert.equal((await app.fetch("/open-to-buy", { headers: { cookie: staff } })).status, 401);

    // Disabling ends the sessions at once.
    await postForm(app, `/admin/users/${id}`, { ...STAFF_FORM, Disabled: "on" }, {
      cookie: admin,
    });
    const gone = await app.fetch("/api/account/get-user", { headers: { cookie: staff } });
    assert.equal(gone.status, 401);
    const audit = await listAllAudit(app.kv);
    assert.equal(audit.filter((e) => e.subject === `user:${id}`).length, 3);
    const adminHome = await (await app.fetch("/admin", { headers: { cookie: admin } })).text();
    assert.match(adminHome, new RegExp(`<a href="/admin/users/${id}">user:${id}</a>`));
  }));

Deno.test("bad input shows errors next to the fields, keeps what was typed, writes nothing", () =>
  asAdmin(async ({ app, cookie: admin }) => {
    const id = await userId(app, "staff@example.com");
    const before = await getUserByEmail(app.kv, "staff@example.com");
    const res = await postForm(app, `/admin/users/${id}`, {
      ...STAFF_FORM,
      Stores: "1234, 9999",
      Vendors: "V100, NOPE1",
      Permissions: ["sales", "marketing"],
    }, { cookie: admin });
    assert.equal(res.status, 400);
    const html = await res.text();
    assert.match(html, /id="field-Stores-error">There is no store 9999\./);
    assert.match(html, /id="field-Vendors-error">There is no vendor NOPE1\./);
    assert.match(html, /value="1234, 9999"/);
    assert.match(html, /value="marketing" checked/);
    assert.deepEqual(await getUserByEmail(app.kv, "staff@example.com"), before);

    const badRole = await postForm(app, `/admin/users/${id}`, {
      ...STAFF_FORM,
      Role: "owner",
      Stores: "12a",
    }, { cookie: admin });
    const badHtml = await badRole.text();
    assert.match(badHtml, /id="field-Role-error">Choose buyer, member or vendor\./);
    assert.match(badHtml, /Enter store numbers separated by commas\./);

    const selfId = await userId(app, "admin@example.com");
    const self = await postForm(app, `/admin/users/${selfId}`, {
      ...STAFF_FORM,
      Stores: "1000",
    }, { cookie: admin });
    assert.match(await self.text(), /cannot remove your own site administrator access/);
    assert.equal((await listAllAudit(app.kv)).length, 0);
  }));

Deno.test("an admin ends a user's sessions and mails a reset link; both are audited", () =>
  asAdmin(async ({ app, cookie: admin }) => {
    const owner = await signIn(app, "owner@example.com");
    const id = await userId(app, "owner@example.com");
    const ended = await postForm(app, `/admin/users/${id}`, { action: "end_sessions" }, {
      cookie: admin,
    });
    assert.equal(ended.status, 303);
    assert.equal((await app.fetch("/account", { headers: { cookie: owner } })).status, 401);

    const reset = await postForm(app, `/admin/users/${id}`, { action: "send_reset" }, {
      cookie: admin,
    });
    assert.equal(reset.status, 303);
    const link = await mailedLink(app, "owner@example.com", "change-password");
    const page = await (await app.fetch(`/admin/users/${id}`, { headers: { cookie: admin } }))
      .text();
    assert.ok(!page.includes(link.split("/").pop()!), "the token is only in the mail");
    assert.match(page, /data-audit-action="reset_sent"/);
    assert.match(page, /data-audit-action="sessions_ended"/);
    assert.equal((await app.fetch(link)).status, 200);
  }));

Deno.test("a site admin creates a user from the list; the invitation sets the password and verifies", () =>
  asAdmin(async ({ app, cookie, read }) => {
    const page = await read("/admin/users");
    assert.match(page, /data-invite/);
    const form = {
      action: "invite",
      email: "new.buyer@example.com",
      name: "Nadia New",
      Role: "member",
      Stores: "1234, 99999",
      Vendors: "",
      locale: "fr-CA",
    };
    const bad = await postForm(app, "/admin/users", form, { cookie });
    assert.equal(bad.status, 400);
    const badText = await bad.text();
    assert.match(badText, /There is no store 99999/);
    assert.match(badText, /value="new.buyer@example.com"/);
    assert.equal(await getUserByEmail(app.kv, form.email), null);
    const taken = await postForm(app, "/admin/users", { ...form, email: "owner@example.com" }, {
      cookie,
    });
    assert.match(await taken.text(), /already exists/);

    const ok = await postForm(app, "/admin/users", { ...form, Stores: "1234" }, { cookie });
    assert.equal(ok.status, 303);
    await ok.body?.cancel();
    const listed = await (await app.fetch(ok.headers.get("location")!, { headers: { cookie } }))
      .text();
    assert.match(listed, /data-invited="new.buyer@example.com"/);
    assert.match(listed, /data-user="new.buyer@example.com"/);
    const user = await getUserByEmail(app.kv, form.email);
    assert.deepEqual([user?.Role, user?.Stores.map(([n]) => n), user?.Verified, user?.locale], [
      "member",
      [1234],
      false,
      "fr-CA",
    ]);
    const audit = await listAllAudit(app.kv);
    assert.ok(audit.some((e) => e.action === "user_invited" && e.subject === `user:${user!.id}`));
    const link = await mailedLink(app, form.email, "change-password");
    const set = await postForm(app, link, {
      new_password: "a-long-new-password-2026",
      confirm_password: "a-long-new-password-2026",
    });
    assert.ok(set.status < 400, `setting the password: ${set.status}`);
    await set.body?.cancel();
    assert.equal((await getUserByEmail(app.kv, form.email))?.Verified, true);
  }));
