// No lost updates (lib/forms/version.ts): on every edit form of a stored record, two people load the
// page, both save; the first save stands, the second is refused (409) with the conflict message,
// what changed meanwhile, and everything the second person typed kept.
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { getStore } from "../../../lib/stores/mod.ts";
import { storeFormValues } from "../../../lib/head_office/store_master.ts";
import { getStyle, getVariant, listVariants } from "../../../lib/catalogue/mod.ts";
import { variantValues } from "../../../lib/marketing/item_page.ts";
import { styleValues } from "../../../lib/marketing/master_item_page.ts";
import { getContent } from "../../../lib/marketing/store.ts";
import { getPageByPermalink, listPages } from "../../../lib/cms/store.ts";
import { valuesOf } from "../../../lib/cms/manage.ts";
import { getUserByEmail, publicUser } from "../../../lib/auth/store.ts";
import { userFormValues } from "../../../lib/admin/users.ts";
import { torontoDateString } from "../../../lib/i18n/format.ts";
import { addDays, upcomingChanges } from "../../../lib/resources/prices.ts";

type Fields = Record<string, string | string[]>;

/** Form fields as a browser posts them (a ticked box "on", an unticked one absent). */
function fieldsOf(values: Record<string, string | string[] | boolean | number>): Fields {
  const out: Fields = {};
  for (const [k, v] of Object.entries(values)) {
    if (typeof v === "boolean") {
      if (v) out[k] = "on";
    } else out[k] = typeof v === "number" ? String(v) : v;
  }
  return out;
}

/** The version an edit page was read at. */
async function versionOn(app: TestApp, path: string, cookie: string): Promise<string> {
  const res = await app.fetch(path, { headers: { cookie } });
  assert.equal(res.status, 200, path);
  const version = (await res.text()).match(/name="_version" value="([0-9a-f]{20})"/)?.[1];
  assert.ok(version, `${path} carries the version it was read at`);
  return version;
}

/** Both load; the first saves `first`, the second `second` from the same version. */
async function race(
  app: TestApp,
  path: string,
  cookies: [string, string],
  first: Fields,
  second: Fields,
  /** The edit page of the record as it stands after the first save. */
  reread: () => Promise<string> = () => Promise.resolve(path),
) {
  const [a, b] = [await versionOn(app, path, cookies[0]), await versionOn(app, path, cookies[1])];
  assert.equal(a, b);
  const saved = await postForm(app, path, { ...first, _version: a }, { cookie: cookies[0] });
  assert.equal(saved.status, 303, await saved.clone().text());
  await saved.body?.cancel();
  const stale = await postForm(app, path, { ...second, _version: b }, { cookie: cookies[1] });
  assert.equal(stale.status, 409);
  const html = await stale.text();
  assert.match(html, /saved this record after you opened it/);
  assert.match(html, /Changed meanwhile:/);
  // the form goes back with the current version: saving again is a deliberate overwrite
  const now = await versionOn(app, await reread(), cookies[0]);
  assert.match(html, new RegExp(`name="_version" value="${now}"`));
  return html;
}

Deno.test("stale edits are refused on the store master, items, master items, CMS pages, users and scheduled prices", async (t) => {
  const app = await createTestApp();
  try {
    const admin = await signIn(app, "admin@example.com");
    const buyer = await signIn(app, "buyer@example.com");
    const admin2 = await signIn(app, "admin@example.com");

    await t.step("store master", async () => {
      const values = fieldsOf(storeFormValues(await getStore(app.kv, 1248)));
      const html = await race(
        app,
        "/head-office/store-master/1248",
        [admin, buyer],
        { ...values, phone: "613-555-0101" },
        { ...values, phone: "613-555-0202", city: "Nepean" },
      );
      assert.match(html, /value="613-555-0202"/);
      assert.match(html, /value="Nepean"/);
      assert.match(html, /613-555-0101/);
      const stored = (await getStore(app.kv, 1248))!;
      assert.equal(stored.phone, "613-555-0101");
      assert.notEqual(stored.city, "Nepean");
    });

    await t.step("catalogue item", async () => {
      const [v] = await listVariants(app.kv, { vendor: "V200" });
      const values = fieldsOf(variantValues(v) as Record<string, string>);
      const html = await race(
        app,
        `/marketing/items/${v.item_number}`,
        [admin, buyer],
        { ...values, description_en: "First words" },
        { ...values, description_en: "Second words" },
      );
      assert.match(html, /value="Second words"/);
      assert.match(html, /First words/);
      assert.equal((await getVariant(app.kv, v.item_number))?.description.en, "First words");
    });

    await t.step("master item (style and its web content)", async () => {
      const style = (await getStyle(app.kv, "10000"))!;
      const content = await getContent(app.kv, style.id);
      const values = fieldsOf({ action: "save", ...styleValues(style, content) });
      const html = await race(
        app,
        `/marketing/master-items/${style.id}`,
        [admin, buyer],
        { ...values, name_en: "First name", web_title_en: "First title" },
        { ...values, name_en: "Second name", web_title_en: "Second title" },
      );
      assert.match(html, /value="Second name"/);
      assert.match(html, /value="Second title"/);
      assert.match(html, /First name/);
      assert.equal((await getStyle(app.kv, style.id))?.name.en, "First name");
      assert.equal((await getContent(app.kv, style.id)).web_title.en, "First title");
    });

    await t.step("CMS page", async () => {
      const [page] = await listPages(app.kv);
      const values = fieldsOf({ ...valuesOf(page), action: "save" });
      const html = await race(
        app,
        `/admin/pages/edit/${page.id}`,
        [admin, admin2],
        { ...values, title_en: "First title" },
        { ...values, title_en: "Second title" },
      );
      assert.match(html, /value="Second title"/);
      assert.match(html, /First title/);
      assert.equal((await getPageByPermalink(app.kv, page.permalink))?.title.en, "First title");
    });

    await t.step("user (admin edit)", async () => {
      const staff = publicUser((await getUserByEmail(app.kv, "staff@example.com"))!);
      const values = fieldsOf({ ...userFormValues(staff), action: "save" });
      const html = await race(
        app,
        `/admin/users/${staff.id}`,
        [admin, admin2],
        { ...values, name: "Sam First" },
        { ...values, name: "Sam Second" },
      );
      assert.match(html, /value="Sam Second"/);
      assert.match(html, /Sam First/);
      assert.equal((await getUserByEmail(app.kv, "staff@example.com"))?.name, "Sam First");
    });

    await t.step("scheduled price change (pricing)", async () => {
      const today = torontoDateString(new Date());
      const [v] = await listVariants(app.kv, { department: "FIT" });
      const base = {
        action: "save",
        item_number: v.item_number,
        kind: "sale",
        price: ((v.retail - 300) / 100).toFixed(2),
        starts_on: addDays(today, 9),
        ends_on: addDays(today, 20),
        stores: "1234",
      };
      const added = await postForm(app, "/head-office/pricing/schedule", base, { cookie: buyer });
      assert.equal(added.status, 303);
      await added.body?.cancel();
      const mine = async () =>
        (await upcomingChanges(app.kv, { from: today }, null, today))
          .filter((c) => c.item_number === v.item_number && c.stores.join() === "1234");
      const [change] = await mine();
      const first = ((v.retail - 400) / 100).toFixed(2);
      const second = ((v.retail - 500) / 100).toFixed(2);
      const html = await race(
        app,
        `/head-office/pricing/schedule?edit=${change.id}`,
        [admin, buyer],
        { ...base, replaces: change.id, price: first },
        { ...base, replaces: change.id, price: second },
        async () => `/head-office/pricing/schedule?edit=${(await mine())[0].id}`,
      );
      assert.match(html, new RegExp(`value="${second}"`));
      assert.match(html, new RegExp(first.replace(".", "\\.")));
      const after = await mine();
      assert.equal(after.length, 1);
      assert.equal(after[0].price_cents, v.retail - 400);
    });
  } finally {
    app.close();
  }
});
