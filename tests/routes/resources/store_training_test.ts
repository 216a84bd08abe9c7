// Store training through the real handler: staff complete a lesson and a quiz with plain forms;
// the store admin sees them in the staff table and on their page; another store's admin and a
// colleague cannot; head office adds a course and gets field errors with its input kept.
import assert from "node:assert/strict";
import { appTest, getPage } from "./helpers.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { getUserByEmail } from "../../../lib/auth/store.ts";
import type { TestApp } from "../../helpers/app.ts";

/** Posts one of the training page's forms as the signed-in `cookie`. */
const post = (app: TestApp, fields: Record<string, string>, cookie: string) =>
  postForm(app, "/resources/store-training", fields, { cookie });

appTest(
  "store training: staff progress by form, store admin sees it, others do not",
  async (app) => {
    const staff = await signIn(app, "staff@example.com");
    const staffId = (await getUserByEmail(app.kv, "staff@example.com"))!.id;
    const lesson = await post(app, {
      action: "lesson",
      course_id: "skate-fitting",
      lesson_id: "fit-check",
    }, staff);
    assert.equal(lesson.status, 303);
    assert.equal(
      lesson.headers.get("location"),
      "/resources/store-training?course=skate-fitting#lesson-fit-check",
    );
    const partial = await post(app, {
      action: "quiz",
      course_id: "skate-fitting",
      q_q1: "1",
    }, staff);
    assert.equal(partial.status, 400);
    const partialHtml = await partial.text();
    assert.match(partialHtml, /Answer every question/);
    assert.match(partialHtml, /name="q_q1" value="1" checked/);
    await post(app, {
      action: "quiz",
      course_id: "skate-fitting",
      q_q1: "1",
      q_q2: "0",
      q_q3: "1",
    }, staff);
    const page = (await getPage(app, "/resources/store-training?course=skate-fitting", staff))
      .text;
    assert.match(page, /Passed: 3 of 3 right/);
    assert.match(page, /2 of 3 lessons done/);
    assert.doesNotMatch(
      page,
      /data-staff-progress/,
      "staff without store admin see no staff table",
    );

    const owner = await signIn(app, "owner@example.com"); // Store_Admin of 1234
    const table = (await getPage(app, "/resources/store-training?store=1234", owner)).text;
    assert.match(table, /data-staff-progress="1234"/);
    assert.match(table, /data-staff="staff@example.com"/);
    // the staff table is a DataTable: its CSV link answers with the same people
    const link = /href="([^"]+)"[^>]*data-csv-link/.exec(table)?.[1];
    assert.ok(link, "the staff table offers its CSV");
    const csv = await app.fetch(link.replaceAll("&amp;", "&"), { headers: { cookie: owner } });
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get("content-type") ?? "", /text\/csv/);
    assert.match(await csv.text(), /staff@example\.com/);
    const person = await getPage(app, `/resources/store-training/users/${staffId}`, owner);
    assert.equal(person.status, 200);
    assert.match(person.text, /2 of 3 lessons done/);

    const fulfillment = await signIn(app, "fulfillment@example.com"); // 1310, no store admin
    const denied = await getPage(app, `/resources/store-training/users/${staffId}`, fulfillment);
    assert.equal(denied.status, 403);
    const forbidden = await post(app, {
      action: "new_course",
      title_en: "X",
    }, staff);
    assert.equal(forbidden.status, 403);
  },
);

/** A valid new course; each bad case below changes one field. */
const COURSE = {
  action: "new_course",
  title_en: "Bike fitting",
  title_fr: "Ajustement de vélo",
  description_en: "Fit a bike.",
  description_fr: "Ajuster un vélo.",
  pass_percent: "80",
};

appTest(
  "store training: head office creates a course, then adds a lesson; bad input kept with errors",
  async (app) => {
    const admin = await signIn(app, "admin@example.com");
    const bad = await post(app, {
      ...COURSE,
      title_fr: "",
      pass_percent: "150",
    }, admin);
    assert.equal(bad.status, 400);
    const html = await bad.text();
    assert.match(html, /value="Bike fitting"/);
    assert.match(html, /This field is required/);
    assert.match(html, /whole number from 1 to 100/);
    // A control character is a message beside its field (lib/forms), not a bare 400 page.
    const bell = await post(app, {
      ...COURSE,
      title_fr: "Ajustement\u0007",
    }, admin);
    assert.equal(bell.status, 400);
    const rang = await bell.text();
    assert.match(rang, /id="field-title_fr-error"/);
    assert.match(rang, /value="Bike fitting"/);

    const created = await post(app, COURSE, admin);
    assert.equal(created.status, 303);
    const course = new URL(created.headers.get("location")!, "http://x").searchParams.get(
      "course",
    )!;
    const lesson = (url: string) => ({
      action: "add_lesson",
      course_id: course,
      title_en: "Saddle height",
      title_fr: "Hauteur de selle",
      kind: "video",
      body_en: "Watch.",
      body_fr: "Regardez.",
      url,
    });
    const noUrl = await post(app, lesson(""), admin);
    assert.equal(noUrl.status, 400);
    assert.match(await noUrl.text(), /needs its address/);
    const ok = await post(app, lesson("https://videos.example.com/saddle"), admin);
    assert.equal(ok.status, 303);
    const view = (await getPage(app, `/resources/store-training?course=${course}`, admin))
      .text;
    assert.match(view, /Saddle height/);
    assert.match(view, /href="https:\/\/videos.example.com\/saddle"/);
  },
);

appTest(
  "store training: a file lesson's file is served to staff; head office uploads one",
  async (app) => {
    const staff = await signIn(app, "staff@example.com");
    const page = (await getPage(app, "/resources/store-training?course=skate-fitting", staff))
      .text;
    const href = page.match(/href="(\/resources\/store-training\?file=[^"]+)"/)?.[1];
    assert.ok(href, "the file lesson links to its file");
    const file = await app.fetch(href.replaceAll("&amp;", "&"), { headers: { cookie: staff } });
    assert.equal(file.status, 200);
    assert.equal(file.headers.get("content-type"), "application/pdf");
    await file.arrayBuffer();
    const none = await getPage(app, "/resources/store-training?file=nope", staff);
    assert.equal(none.status, 404);

    const admin = await signIn(app, "admin@example.com");
    const form = new FormData();
    for (
      const [k, v] of Object.entries({
        action: "add_lesson",
        course_id: "price-accuracy",
        title_en: "Sign checklist",
        title_fr: "Liste de contrôle des affiches",
        kind: "file",
        body_en: "Print it.",
        body_fr: "Imprimez-la.",
        url: "",
      })
    ) form.set(k, v);
    form.set("file", new File(["not a pdf"], "checklist.pdf", { type: "application/pdf" }));
    const refused = await app.fetch("/resources/store-training?course=price-accuracy", {
      method: "POST",
      headers: { cookie: admin },
      body: form,
    });
    assert.equal(refused.status, 400);
    const text = await refused.text();
    assert.match(text, /value="Sign checklist"/);
    assert.match(text, /is not a application\/pdf file/);
  },
);
