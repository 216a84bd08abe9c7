// Show pages through the real handler: the show page with pinned announcements and the store's
// own attendance, head office creating a show and an announcement, the attendance CSV, and a
// booth file upload refused with its translated error.
import assert from "node:assert/strict";
import { withApp } from "../showcloud/helpers.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { FALL_SHOW } from "../../../lib/shows/demo.ts";
import { getShow, listAnnouncements, listAttendance } from "../../../lib/shows/store.ts";
import { showDays } from "../../../lib/shows/content.ts";

Deno.test("the show page: pinned announcement first, only the store's own attendees", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "program@example.com"); // 1310
    const page = await (await app.fetch(`/show/${FALL_SHOW}`, { headers: { cookie } })).text();
    const pinned = page.indexOf('data-announcement="n1"');
    assert.ok(pinned > 0 && pinned < page.indexOf('data-announcement="n2"'));
    assert.match(page, /Priya Singh/);
    assert.ok(!page.includes("Marie Tremblay"), "store 1234's attendee is not shown to 1310");

    const show = (await getShow(app.kv, FALL_SHOW))!;
    const bad = await postForm(app, `/show/${FALL_SHOW}`, {
      action: "add",
      store: "1234",
      name: "Someone",
      day: "2001-01-01",
    }, { cookie });
    assert.equal(bad.status, 400);
    const text = await bad.text();
    assert.match(text, /Choose a store\./);
    assert.match(text, /value="Someone"/);
    const ok = await postForm(app, `/show/${FALL_SHOW}`, {
      action: "add",
      store: "1310",
      name: "Ana Ruiz",
      day: showDays(show)[1],
    }, { cookie });
    assert.equal(ok.status, 303);
    assert.ok((await listAttendance(app.kv, FALL_SHOW)).some((a) => a.name === "Ana Ruiz"));
  });
});

Deno.test("head office creates a show and an announcement; exports attendance", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "buyer@example.com");
    const fields = {
      action: "create",
      key: "winter-2027",
      name_en: "Winter Show 2027",
      name_fr: "Salon d'hiver 2027",
      starts: "2027-02-10",
      ends: "2027-02-08",
      venue: "Vancouver Convention Centre",
      state: "upcoming",
      deadline_date: "2027-03-01",
      terms_en: "",
      terms_fr: "",
    };
    const bad = await postForm(app, "/head-office/show", fields, { cookie });
    assert.equal(bad.status, 400);
    assert.match(await bad.text(), /The show must end on or after its first day\./);
    const ok = await postForm(app, "/head-office/show", { ...fields, ends: "2027-02-12" }, {
      cookie,
    });
    assert.equal(ok.status, 303);
    const show = (await getShow(app.kv, "winter-2027"))!;
    assert.equal(show.name.fr, "Salon d'hiver 2027");
    const taken = await postForm(app, "/head-office/show", {
      ...fields,
      key: FALL_SHOW,
      ends: "2027-02-12",
    }, {
      cookie,
    });
    assert.equal(taken.status, 400);

    const note = await postForm(app, `/head-office/show/${FALL_SHOW}/announcements`, {
      action: "save",
      title_en: "Shuttle",
      title_fr: "Navette",
      body_en: "Every 20 minutes from the hotel.",
      body_fr: "Toutes les 20 minutes depuis l'hôtel.",
      date: "2026-11-24",
      pinned: "on",
    }, { cookie });
    assert.equal(note.status, 303);
    const notes = await listAnnouncements(app.kv, FALL_SHOW);
    assert.ok(notes.some((n) => n.title.fr === "Navette" && n.pinned));

    const csv = await (await app.fetch(
      `/head-office/show/${FALL_SHOW}/attendance?table=attendance&format=csv`,
      { headers: { cookie } },
    )).text();
    assert.equal(
      csv.trim().split("\r\n").length,
      1 + (await listAttendance(app.kv, FALL_SHOW)).length,
    );
    assert.match(csv, /Liam O'Brien/);
  });
});

Deno.test("a booth upload of the wrong type is refused with its error, nothing saved", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "buyer@example.com");
    const form = new FormData();
    form.set("action", "upload");
    form.set("purpose", "show_catalogue");
    form.set("file", new File(["not a pdf"], "catalogue.pdf", { type: "application/pdf" }));
    const res = await app.fetch(`/head-office/show/vendors/pages/${FALL_SHOW}-v100`, {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    assert.equal(res.status, 400);
    assert.match(await res.text(), /class="field-error"/);
    const page = await (await app.fetch(`/show/${FALL_SHOW}/vendor-pages/V100`, {
      headers: { cookie },
    })).text();
    assert.match(page, /No files yet\./);
  });
});
