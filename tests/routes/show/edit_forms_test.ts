// Head office's show and booth-page edit forms (lib/shows/admin_pages.ts) go through lib/forms: a
// bad field is refused with its translated error and everything typed kept; a save carries the
// version the form was read at, and a save over a change made meanwhile is refused (409) naming
// what changed, nothing written, what was typed kept.
import assert from "node:assert/strict";
import type { TestApp } from "../../helpers/app.ts";
import { withApp } from "../showcloud/helpers.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { signInFrench } from "../head-office/helpers.ts";
import { FALL_SHOW } from "../../../lib/shows/demo.ts";
import { showValues } from "../../../lib/shows/manage.ts";
import {
  getCategory,
  getShow,
  getVendorPage,
  listAnnouncements,
} from "../../../lib/shows/store.ts";

const SHOW_PATH = `/head-office/show/${FALL_SHOW}`;
const BOOTH_PATH = `/head-office/show/vendors/pages/${FALL_SHOW}-v100`;

async function versionOn(app: TestApp, path: string, cookie: string, form: string) {
  const html = await (await app.fetch(path, { headers: { cookie } })).text();
  return html.match(new RegExp(`${form}[\\s\\S]*?name="_version" value="([^"]*)"`))![1];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Two saves of one form read at the same version: the first (`field` = `first`) is written, the
 * second (`second`) is refused (409) naming what changed, with what was typed kept and nothing
 * written (`stored` reads the field back).
 */
async function refusesStaleSave(app: TestApp, cookie: string, edit: {
  path: string;
  form: string;
  fields: Record<string, string>;
  field: string;
  label: string;
  first: string;
  second: string;
  stored: () => Promise<string | undefined>;
}): Promise<string> {
  const { path, field, first, second } = edit;
  const version = await versionOn(app, path, cookie, edit.form);
  const save = (value: string) =>
    postForm(app, path, { ...edit.fields, _version: version, [field]: value }, { cookie });
  const saved = await save(first);
  assert.equal(saved.status, 303, `${path}: the first save is written`);
  const stale = await save(second);
  assert.equal(stale.status, 409, `${path}: the save over it is refused`);
  const html = await stale.text();
  assert.match(
    html,
    new RegExp(`${escaped(edit.label)} is now “${first}” \\(yours: “${second}”\\)`),
  );
  assert.match(html, new RegExp(`value="${second}"`), `${path}: what was typed is kept`);
  assert.equal(await edit.stored(), first, `${path}: nothing written`);
  return html;
}

Deno.test("the show edit form refuses a stale save and keeps what was typed", async () => {
  await withApp(async (app) => {
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

    const html = await refusesStaleSave(app, cookie, {
      path: SHOW_PATH,
      form: "data-show-form",
      fields,
      field: "venue",
      label: "Venue",
      first: "Hall A",
      second: "Hall B",
      stored: async () => (await getShow(app.kv, FALL_SHOW))?.venue,
    });
    assert.match(html, /Someone else saved this record/);

    const unversioned = await postForm(app, SHOW_PATH, { ...fields, venue: "Hall C" }, { cookie });
    assert.equal(unversioned.status, 409);
    await unversioned.body?.cancel();
  });
});

Deno.test("the booth page form refuses a stale save and keeps what was typed", async () => {
  await withApp(async (app) => {
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
    await refusesStaleSave(app, cookie, {
      path: BOOTH_PATH,
      form: "data-page-form",
      fields,
      field: "booth",
      label: "Booth",
      first: "A1",
      second: "B2",
      stored: async () => (await getVendorPage(app.kv, page.id))?.booth,
    });
  });
});

Deno.test("a category is created once, edited with its version; its styles list has a CSV", async () => {
  await withApp(async (app) => {
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
    await refusesStaleSave(app, cookie, {
      path,
      form: "data-category-form",
      fields: { name_en: "Gloves", name_fr: "Gants", classes: "" },
      field: "name_en",
      label: "Name (English)",
      first: "Hockey gloves",
      second: "Mittens",
      stored: async () => (await getCategory(app.kv, "gloves"))?.name.en,
    });

    // A demo category with styles in the open books: its list answers CSV.
    const csv = await app.fetch("/head-office/show/categories/skates?table=styles&format=csv", {
      headers: { cookie },
    });
    assert.match(csv.headers.get("content-type")!, /text\/csv/);
    await csv.body?.cancel();
  });
});

Deno.test("a vendor's booth page is opened once per show; the vendor's shows list has a CSV", async () => {
  await withApp(async (app) => {
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
  });
});

Deno.test("an announcement's edit form refuses a stale save and keeps what was typed", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "buyer@example.com");
    const note = (await listAnnouncements(app.kv, FALL_SHOW))[0];
    const path = `/head-office/show/${FALL_SHOW}/announcements/${note.id}`;
    await refusesStaleSave(app, cookie, {
      path,
      form: "data-announcement-form",
      fields: {
        action: "save",
        title_en: note.title.en,
        title_fr: note.title.fr,
        body_en: note.body.en,
        body_fr: note.body.fr,
        date: note.date,
      },
      field: "title_en",
      label: "Title (English)",
      first: "Doors open at 8",
      second: "Doors open at 9",
      stored: async () =>
        (await listAnnouncements(app.kv, FALL_SHOW)).find((n) => n.id === note.id)?.title.en,
    });
  });
});
