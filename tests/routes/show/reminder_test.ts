// The show report's "Not booked yet" list reminds stores: one e-mail per store in its language,
// naming every vendor it booked last season and not yet at this show, with links from the
// configured public origin; to one store or to all; the page shows who sent the last reminder.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { FALL_SHOW } from "../../../lib/shows/demo.ts";
import { readOutbox } from "../../../lib/mail/mod.ts";
import { getStore, getVendor } from "../../../lib/stores/mod.ts";
import { recipient, storeLocale } from "../../../lib/specials/reminders.ts";
import { getUser, userIdsOfStore } from "../../../lib/auth/store.ts";
import { signInFrench } from "../head-office/helpers.ts";

const ORIGIN = "https://portal.example.com";
const REPORT = `/head-office/showcloud-booking-reports?show=${FALL_SHOW}`;

Deno.test("head office reminds the stores that have not booked yet, in each store's language", async () => {
  const app = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  try {
    const cookie = await signIn(app, "buyer@example.com");
    const before = await (await app.fetch(REPORT, { headers: { cookie } })).text();
    // Demo: 1310 has not booked V100 and V300 yet, 2051 V100, 1234 V2800 (report_test.ts).
    assert.match(before, /data-remind-all/);
    assert.match(before, /data-remind="1310"/);

    const res = await postForm(app, REPORT, { action: "remind", store: "1310" }, {
      cookie,
      host: "evil.example",
    });
    assert.equal(res.status, 303);
    await res.body?.cancel();
    const store = (await getStore(app.kv, 1310))!;
    const [mail] = await readOutbox(app.kv, recipient(store)!);
    assert.ok(mail, "a reminder to store 1310");
    const locale = await storeLocale(app.kv, store);
    assert.match(mail.subject, locale === "fr-CA" ? /^Rappel : / : /^Reminder: book your vendors/);
    assert.match(mail.html!, new RegExp(`lang="${locale}"`));
    for (const vendor of ["V100", "V300"]) {
      const name = (await getVendor(app.kv, vendor))!.name;
      assert.ok(mail.text.includes(`${name}: ${ORIGIN}/showcloud/${vendor}/order?store=1310`));
    }
    assert.ok(!mail.text.includes("V2800"), "only the store's own vendors");

    const after = await (await app.fetch(REPORT, { headers: { cookie } })).text();
    const row = after.split(`data-missing="1310-V100"`)[1].split("</tr>")[0];
    assert.match(row, /Béatrice Buyer/, "who sent the last reminder, by name");
    const other = after.split(`data-missing="2051-V100"`)[1].split("</tr>")[0];
    assert.doesNotMatch(other, /Béatrice Buyer/);

    const all = await postForm(app, REPORT, { action: "remind", store: "all" }, { cookie });
    assert.equal(all.status, 303);
    const done = all.headers.get("location")!;
    await all.body?.cancel();
    for (const n of [1234, 2051]) {
      const s = (await getStore(app.kv, n))!;
      assert.equal((await readOutbox(app.kv, recipient(s)!)).length, 1, `store ${n}`);
    }
    const notice = await (await app.fetch(done, { headers: { cookie } })).text();
    assert.match(notice, /data-notice="true">Reminders e-mailed to 3 stores/);
  } finally {
    app.close();
  }
});

Deno.test("a store whose accounts read French gets its show reminder in French, with an HTML part", async () => {
  const app = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  try {
    // Every account whose first store is 1310 switches to French: the store reads French.
    const store = (await getStore(app.kv, 1310))!;
    const staff = [];
    for (const id of await userIdsOfStore(app.kv, 1310)) {
      const user = await getUser(app.kv, id);
      if (user && !user.Disabled && user.Stores[0]?.[0] === 1310) staff.push(user.email);
    }
    assert.ok(staff.length > 0, "store 1310 has staff");
    for (const email of staff) await signInFrench(app, email);
    assert.equal(await storeLocale(app.kv, store), "fr-CA");

    const cookie = await signIn(app, "buyer@example.com");
    const res = await postForm(app, REPORT, { action: "remind", store: "1310" }, { cookie });
    assert.equal(res.status, 303);
    await res.body?.cancel();
    const [mail] = await readOutbox(app.kv, recipient(store)!);
    assert.ok(mail, "a reminder to store 1310");
    assert.match(mail.subject, /^Rappel : /);
    assert.match(mail.text, /n'a pas encore commandé auprès d'eux au Salon d'automne 2026/);
    assert.match(mail.text, /Les commandes ferment le /);
    assert.ok(mail.html, "an HTML part beside the text");
    assert.match(mail.html, /lang="fr-CA"/);
    assert.match(mail.html, /Les commandes ferment le /);
    const name = (await getVendor(app.kv, "V100"))!.name;
    assert.ok(mail.text.includes(`${name}: ${ORIGIN}/showcloud/V100/order?store=1310`));
  } finally {
    app.close();
  }
});

Deno.test("only head office sends show reminders", async () => {
  const app = await createTestApp();
  try {
    const member = await signIn(app, "owner@example.com");
    const mails = (await readOutbox(app.kv)).length;
    const res = await postForm(app, REPORT, { action: "remind", store: "all" }, {
      cookie: member,
    });
    assert.equal(res.status, 401);
    await res.body?.cancel();
    assert.equal((await readOutbox(app.kv)).length, mails, "nothing sent");
  } finally {
    app.close();
  }
});
