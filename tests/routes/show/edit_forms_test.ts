// Head office's show and booth-page edit forms (lib/shows/admin_pages.ts) go through lib/forms: a
// bad field is refused with its translated error and everything typed kept; a save carries the
// version the form was read at, and a save over a change made meanwhile is refused (409) naming
// what changed, nothing written, what was typed kept.
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { signInFrench } from "../head-office/helpers.ts";
import { FALL_SHOW } from "../../../lib/shows/demo.ts";
import { showValues } from "../../../lib/shows/manage.ts";
import { getShow, getVendorPage, listAnnouncements } from "../../../lib/shows/store.ts";

const SHOW_PATH = `/head-office/show/${FALL_SHOW}`;
const BOOTH_PATH = `/head-office/show/vendors/pages/${FALL_SHOW}-v100`;

async function versionOn(app: TestApp, path: string, cookie: string, form: string) {
  const html = await (await app.fetch(path, { headers: { cookie } })).text();
  return html.match(new RegExp(`${form}[\\s\\S]*?name="_version" value="([^"]*)"`))![1];
}

Deno.test("the show edit form refuses a stale save and keeps what was typed", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "buyer@example.com");
    const stored = showValues((await getShow(app.kv, FALL_SHOW))!);
    const fields: Record<string, string> = { ...stored, action: "save" };
    const version = await versionOn(app, SHOW_PATH, cookie, "data-show-form");
    const bad = await postForm(app, SHOW_PATH, { ...fields, _version: version, name_en: "" }, {
      cookie: await signInFrench(app, "admin@example.com"),
    });
    assert.equal(bad.status, 400);
    const badHtml = await bad.text();
    assert.match(badHtml, /aria-invalid="true"/);
    assert.match(badHtml, /class="field-error"/);
    assert.match(badHtml, new RegExp(`value="${fields.venue}"`), "what was typed is kept");

    const first = await postForm(app, SHOW_PATH, {
      ...fields,
      _version: version,
      venue: "Hall A",
    }, { cookie });
    assert.equal(first.status, 303);
    assert.equal((await getShow(app.kv, FALL_SHOW))!.venue, "Hall A");

    const stale = await postForm(app, SHOW_PATH, {
      ...fields,
      _version: version,
      venue: "Hall B",
    }, { cookie });
    assert.equal(stale.status, 409);
    const html = await stale.text();
    assert.match(html, /Someone else saved this record/);
    assert.match(html, /Venue is now “Hall A” \(yours: “Hall B”\)/);
    assert.match(html, /value="Hall B"/);
    assert.equal((await getShow(app.kv, FALL_SHOW))!.venue, "Hall A", "nothing written");

    const unversioned = await postForm(app, SHOW_PATH, { ...fields, venue: "Hall C" }, { cookie });
    assert.equal(unversioned.status, 409);
    await unversioned.body?.cancel();
  } finally {
    await app.close();
  }
});

Deno.test("the booth page form refuses a stale save and keeps what was typed", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "buyer@example.com");
    const page = (await getVendorPage(app.kv, `${FALL_SHOW}-v100`))!;
    const fields = {
      action: "save",
      booth: page.booth,
      description_en: page.description.en,
      description_fr: page.description.fr,
      specials_en: page.specials.en,
      specials_fr: page.specials.fr,
    };
    const version = await versionOn(app, BOOTH_PATH, cookie, "data-page-form");
    const first = await postForm(app, BOOTH_PATH, { ...fields, _version: version, booth: "A1" }, {
      cookie,
    });
    assert.equal(first.status, 303);
    const stale = await postForm(app, BOOTH_PATH, { ...fields, _version: version, booth: "B2" }, {
      cookie,
    });
    assert.equal(stale.status, 409);
    const html = await stale.text();
    assert.match(html, /Booth is now “A1” \(yours: “B2”\)/);
    assert.match(html, /value="B2"/);
    assert.equal((await getVendorPage(app.kv, page.id))!.booth, "A1", "nothing written");
  } finally {
    await app.close();
  }
});

Deno.test("a category is created once, edited with its version; its styles list has a CSV", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "buyer@example.com");
    const fields = { action: "category", id: "gloves", name_en: "Gloves", name_fr: "Gants" };
    const created = await postForm(app, "/head-office/show", { ...fields, classes: "" }, {
      cookie,
    });
    assert.equal(created.status, 303);
    const taken = await postForm(app, "/head-office/show", { ...fields, name_en: "Mitts" }, {
      cookie,
    });
    assert.equal(taken.status, 400);
    assert.match(await taken.text(), /value="Mitts"/, "what was typed is kept");

    const path = "/head-office/show/categories/gloves";
    const version = await versionOn(app, path, cookie, "data-category-form");
    const edit = { name_en: "Gloves", name_fr: "Gants", classes: "" };
    const saved = await postForm(app, path, {
      ...edit,
      _version: version,
      name_en: "Hockey gloves",
    }, {
      cookie,
    });
    assert.equal(saved.status, 303);
    const stale = await postForm(app, path, { ...edit, _version: version, name_en: "Mittens" }, {
      cookie,
    });
    assert.equal(stale.status, 409);
    const html = await stale.text();
    assert.match(html, /Name \(English\) is now “Hockey gloves” \(yours: “Mittens”\)/);
    assert.match(html, /value="Mittens"/);

    // A demo category with styles in the open books: its list answers CSV.
    const csv = await app.fetch("/head-office/show/categories/skates?table=styles&format=csv", {
      headers: { cookie },
    });
    assert.match(csv.headers.get("content-type")!, /text\/csv/);
    await csv.body?.cancel();
  } finally {
    await app.close();
  }
});

Deno.test("a vendor's booth page is opened once per show; the vendor's shows list has a CSV", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "buyer@example.com");
    const path = "/head-office/show/vendors/V100";
    const html = await (await app.fetch(path, { headers: { cookie } })).text();
    const choice = html.match(/<select id="show" name="show"[^>]*><option value="([^"]+)"/)![1];
    const opened = await postForm(app, path, { show: choice }, { cookie });
    assert.equal(opened.status, 303);
    assert.equal(opened.headers.get("location"), `/head-office/show/vendors/pages/${choice}-v100`);
    const again = await postForm(app, path, { show: choice }, { cookie });
    assert.equal(again.status, 400);
    assert.match(await again.text(), /class="field-error"[^>]*>This vendor already has a page/);
    const none = await postForm(app, path, { show: "" }, { cookie });
    assert.equal(none.status, 400);
    await none.body?.cancel();

    const csv = await app.fetch(`${path}?table=shows&format=csv`, { headers: { cookie } });
    assert.match(csv.headers.get("content-type")!, /text\/csv/);
    await csv.body?.cancel();
  } finally {
    await app.close();
  }
});

Deno.test("an announcement's edit form refuses a stale save and keeps what was typed", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "buyer@example.com");
    const note = (await listAnnouncements(app.kv, FALL_SHOW))[0];
    const path = `/head-office/show/${FALL_SHOW}/announcements/${note.id}`;
    const version = await versionOn(app, path, cookie, "data-announcement-form");
    const fields = {
      action: "save",
      _version: version,
      title_en: note.title.en,
      title_fr: note.title.fr,
      body_en: note.body.en,
      body_fr: note.body.fr,
      date: note.date,
    };
    const first = await postForm(app, path, { ...fields, title_en: "Doors open at 8" }, {
      cookie,
    });
    assert.equal(first.status, 303);
    const stale = await postForm(app, path, { ...fields, title_en: "Doors open at 9" }, {
      cookie,
    });
    assert.equal(stale.status, 409);
    const html = await stale.text();
    assert.match(html, /Title \(English\) is now “Doors open at 8” \(yours: “Doors open at 9”\)/);
    assert.match(html, /value="Doors open at 9"/);
    const now = (await listAnnouncements(app.kv, FALL_SHOW)).find((n) => n.id === note.id)!;
    assert.equal(now.title.en, "Doors open at 8", "nothing written");
  } finally {
    await app.close();
  }
});
