// The account pages: /account, /account/change-password, /account/staff-accounts,
// /account/lightspeed — plain HTML forms that work without JavaScript.
import assert from "node:assert/strict";
import { DEMO_PASSWORD, signIn } from "../../helpers/auth.ts";
import { mailedLink, postForm } from "./helpers.ts";
import { getUserByEmail, updateUser } from "../../../lib/auth/store.ts";
import { appTest } from "../with_app.ts";

appTest(
  "/account signed out answers 401 with the login panel; signed in shows the profile",
  async (app) => {
    const anonymous = await app.fetch("/account");
    assert.equal(anonymous.status, 401);
    assert.match(await anonymous.text(), /login-panel/);

    const cookie = await signIn(app, "owner@example.com");
    const res = await app.fetch("/account", { headers: { cookie } });
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.match(html, /Olivia Owner/);
    assert.match(html, /owner@example\.com/);
    assert.match(html, /Store administrator/);
    assert.match(html, /href="\/account\/change-password"/);
    assert.match(html, /href="\/account\/staff-accounts"/);
    assert.match(html, /href="\/account\/lightspeed"/);
    assert.match(html, /<tr data-store="1234">.*Primary store/);
    assert.match(html, /<tr data-store="2051">.*Make primary/);

    const staff = await signIn(app, "staff@example.com");
    const staffHtml = await (await app.fetch("/account", { headers: { cookie: staff } })).text();
    assert.doesNotMatch(staffHtml, /href="\/account\/staff-accounts"/);
  },
);

appTest("/account forms set the primary store and the language without JavaScript", async (app) => {
  const cookie = await signIn(app, "owner@example.com");
  const res = await postForm(app, "/account", {
    action: "primary_store",
    store_number: "2051",
  }, { cookie });
  assert.equal(res.status, 303);
  const page = await app.fetch(res.headers.get("location")!, { headers: { cookie } });
  const html = await page.text();
  assert.match(html, /Store 2051 is now your primary store/);
  assert.match(html, /<tr data-store="2051">.*Primary store/);

  const foreign = await postForm(app, "/account", {
    action: "primary_store",
    store_number: "3012",
  }, { cookie });
  assert.equal(foreign.status, 403);

  const locale = await postForm(app, "/account", { action: "locale", locale: "fr-CA" }, {
    cookie,
  });
  assert.equal(locale.status, 303);
  const french = await (await app.fetch("/account", { headers: { cookie } })).text();
  assert.match(french, /<html lang="fr-CA"/);
  assert.match(french, /Votre langue est enregistrée|Magasin principal/);
});

appTest(
  "/account/change-password shows translated errors and changes the password",
  async (app) => {
    assert.equal((await app.fetch("/account/change-password")).status, 401);
    const cookie = await signIn(app, "sales@example.com");
    const other = await signIn(app, "sales@example.com");
    const page = await app.fetch("/account/change-password", { headers: { cookie } });
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<form method="post"/);

    const attempt = (fields: Record<string, string>) =>
      postForm(app, "/account/change-password", fields, { cookie });
    const cases: [Record<string, string>, RegExp][] = [
      [{
        current_password: "wrong-password",
        new_password: "northern-lights-88",
        confirm_password: "northern-lights-88",
      }, /The current password is not correct/],
      [{
        current_password: DEMO_PASSWORD,
        new_password: "short",
        confirm_password: "short",
      }, /at least 8 characters/],
      [{
        current_password: DEMO_PASSWORD,
        new_password: "northern-lights-88",
        confirm_password: "northern-lights-89",
      }, /does not match/],
      [{
        current_password: DEMO_PASSWORD,
        new_password: "baseball1",
        confirm_password: "baseball1",
      }, /too common/],
    ];
    for (const [fields, message] of cases) {
      const res = await attempt(fields);
      assert.equal(res.status, 400, JSON.stringify(fields));
      const html = await res.text();
      assert.match(html, message);
      // Passwords are never echoed back into the form.
      for (const value of Object.values(fields)) assert.ok(!html.includes(value), value);
    }
    const ok = await attempt({
      current_password: DEMO_PASSWORD,
      new_password: "northern-lights-88",
      confirm_password: "northern-lights-88",
    });
    assert.equal(ok.status, 303);
    const done = await app.fetch(ok.headers.get("location")!, { headers: { cookie } });
    assert.match(await done.text(), /Your password has been changed/);
    // The other session ended; this one stays.
    assert.equal(
      (await app.fetch("/api/account/get-user", { headers: { cookie: other } })).status,
      401,
    );
    assert.equal((await app.fetch("/api/account/get-user", { headers: { cookie } })).status, 200);
    await signIn(app, "sales@example.com", "northern-lights-88");
  },
);

appTest(
  "a Store_Admin creates, edits and disables staff of their stores, granting only what they hold",
  async (app) => {
    const staffCookie = await signIn(app, "staff@example.com");
    assert.equal(
      (await app.fetch("/account/staff-accounts", { headers: { cookie: staffCookie } })).status,
      403,
    );
    const cookie = await signIn(app, "owner@example.com");
    const list = await (await app.fetch("/account/staff-accounts", { headers: { cookie } })).text();
    assert.match(list, /data-staff="staff@example\.com"/);
    assert.match(list, /data-staff="fulfillment@example\.com"/);
    assert.match(list, /data-staff="team@example\.com"/);
    // sales@ also works at 1000 (head office), which is not the owner's: not theirs to manage.
    assert.doesNotMatch(list, /data-staff="sales@example\.com"/);
    assert.doesNotMatch(list, /data-staff="owner@example\.com"/);
    // a DataTable: its CSV link answers with the same people, no one else's
    const csvLink = /href="([^"]+)"[^>]*data-csv-link/.exec(list)?.[1];
    assert.ok(csvLink, "the staff list offers its CSV");
    const csv = await (await app.fetch(csvLink.replaceAll("&amp;", "&"), { headers: { cookie } }))
      .text();
    assert.match(csv, /staff@example\.com/);
    assert.doesNotMatch(csv, /sales@example\.com/);

    // Create: invalid, then valid.
    const invalid = await postForm(app, "/account/staff-accounts", {
      action: "create",
      email: "kim@example.com",
      name: "K",
      stores: [],
    }, { cookie });
    assert.equal(invalid.status, 400);
    const invalidHtml = await invalid.text();
    assert.match(invalidHtml, /name must have at least 3/);
    assert.match(invalidHtml, /Choose at least one store/);
    assert.match(invalidHtml, /value="kim@example\.com"/, "keeps what was typed");

    const foreign = await postForm(app, "/account/staff-accounts", {
      action: "create",
      email: "kim@example.com",
      name: "Kim Cashier",
      stores: ["3012"],
    }, { cookie });
    assert.equal(foreign.status, 403);
    assert.match(await foreign.text(), /Store 3012 is not one of your stores/);

    const created = await postForm(app, "/account/staff-accounts", {
      action: "create",
      email: "kim@example.com",
      name: "Kim Cashier",
      stores: ["1310"],
      permissions: ["sales", "customers"],
    }, { cookie });
    assert.equal(created.status, 303);
    const kim = await getUserByEmail(app.kv, "kim@example.com");
    assert.deepEqual(kim!.Stores, [[1310, "Waterloo Runners"]]);
    assert.deepEqual(kim!.Permissions, { sales: true, customers: true });
    // The invitation link sets the password and proves the address.
    const link = await mailedLink(app, "kim@example.com", "change-password");
    const set = await postForm(app, link, {
      new_password: "waterloo-runner-2026",
      confirm_password: "waterloo-runner-2026",
    });
    assert.equal(set.status, 200);
    const kimCookie = await signIn(app, "kim@example.com", "waterloo-runner-2026");
    assert.equal((await getUserByEmail(app.kv, "kim@example.com"))!.Verified, true);

    // Edit, then disable: the staff member's sessions end.
    const edited = await postForm(app, "/account/staff-accounts", {
      action: "update",
      id: kim!.id,
      name: "Kim Supervisor",
      stores: ["1310", "1234"],
      permissions: ["sales"],
    }, { cookie });
    assert.equal(edited.status, 303);
    const after = await getUserByEmail(app.kv, "kim@example.com");
    assert.equal(after!.name, "Kim Supervisor");
    assert.deepEqual(after!.Permissions, { sales: true });
    assert.deepEqual(after!.Stores.map(([n]) => n), [1310, 1234]);
    assert.equal(
      (await app.fetch("/api/account/get-user", { headers: { cookie: kimCookie } })).status,
      200,
    );
    const disabled = await postForm(app, "/account/staff-accounts", {
      action: "update",
      id: kim!.id,
      name: "Kim Supervisor",
      stores: ["1310"],
      permissions: ["sales"],
      disabled: "on",
    }, { cookie });
    assert.equal(disabled.status, 303);
    assert.equal(
      (await app.fetch("/api/account/get-user", { headers: { cookie: kimCookie } })).status,
      401,
    );
    await assert.rejects(signIn(app, "kim@example.com", "waterloo-runner-2026"));

    // Not theirs: sales@ (also at head office).
    const sales = await getUserByEmail(app.kv, "sales@example.com");
    const notMine = await postForm(app, "/account/staff-accounts", {
      action: "update",
      id: sales!.id,
      name: "Taken Over",
      stores: ["1234"],
    }, { cookie });
    assert.equal(notMine.status, 404);
    assert.equal((await getUserByEmail(app.kv, "sales@example.com"))!.name, "Sanjay Sales");
  },
);

appTest("a Store_Admin cannot grant a permission they do not hold", async (app) => {
  const team = await getUserByEmail(app.kv, "team@example.com");
  await updateUser(app.kv, team!.id, (u) => ({ ...u, Store_Admin: true }));
  const cookie = await signIn(app, "team@example.com");
  const page = await (await app.fetch("/account/staff-accounts", { headers: { cookie } })).text();
  assert.match(page, /value="team fulfillment"/);
  assert.doesNotMatch(page, /name="permissions" value="sales"/);
  const res = await postForm(app, "/account/staff-accounts", {
    action: "create",
    email: "new.hire@example.com",
    name: "New Hire",
    stores: ["2051"],
    permissions: ["sales"],
  }, { cookie });
  assert.equal(res.status, 403);
  assert.match(
    await res.text(),
    /cannot grant the permission &quot;sales&quot;|cannot grant the permission "sales"/,
  );
  assert.equal(await getUserByEmail(app.kv, "new.hire@example.com"), null);
});
