// Head office acts on specials orders (issue 29 item 8): PO numbers link to the order; approve and
// process with a stale-state check; the stores that have not ordered with their contact and a
// reminder in the store's language, its link from the configured origin; ordering on behalf of a
// store, recorded as who ordered for whom.
import assert from "node:assert/strict";
import { type TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { postOrder, withApp as withSpecialsApp } from "./helpers.ts";
import { type SpecialForm, storeOrder } from "../../../lib/specials/mod.ts";
import { programOrders } from "../../../lib/specials/exports.ts";
import { getOrder, getOrderHistory, listOrders } from "../../../lib/orders/mod.ts";
import { readOutbox } from "../../../lib/mail/mod.ts";
import { getStore } from "../../../lib/stores/mod.ts";
import { storeLocale } from "../../../lib/specials/reminders.ts";
import { getUserByEmail, updateUser } from "../../../lib/auth/store.ts";

const ORIGIN = "https://portal.example.com";

const withApp = (fn: (app: TestApp, hockey: SpecialForm) => Promise<void>) =>
  withSpecialsApp(fn, { PUBLIC_URL: ORIGIN });

const ORDERS = "/head-office/specials/orders";

Deno.test("head office: PO numbers link to the order, which head office can open", async () => {
  await withApp(async (app, hockey) => {
    const cookie = await signIn(app, "buyer@example.com");
    const page = await (await app.fetch(`${ORDERS}?form=${hockey.id}`, { headers: { cookie } }))
      .text();
    const order = (await listOrders(app.kv, { program_id: hockey.id }))[0];
    const href = `/specials/orders/edit/${order.id}`;
    assert.ok(page.includes(`href="${href}">${order.po_number}</a>`), "the PO number is a link");
    const res = await app.fetch(href, { headers: { cookie } });
    assert.equal(res.status, 200);
    assert.match(await res.text(), new RegExp(order.po_number));
  });
});

Deno.test("head office approves, then processes; a page that saw an older state is refused", async () => {
  await withApp(async (app, hockey) => {
    const order = (await listOrders(app.kv, { program_id: hockey.id, state: "submitted" }))[0];
    assert.ok(order, "the demo has a submitted hockey order");
    const cookie = await signIn(app, "buyer@example.com");
    const page = await (await app.fetch(`${ORDERS}?form=${hockey.id}`, { headers: { cookie } }))
      .text();
    assert.match(page, new RegExp(`data-review="${order.po_number}"`));
    const fields = {
      action: "review",
      po: order.id,
      from: "submitted",
      to: "approved",
      po_version: String(order.version),
    };
    const approve = await postForm(app, `${ORDERS}?form=${hockey.id}`, fields, { cookie });
    assert.equal(approve.status, 303);
    assert.match(approve.headers.get("location")!, /done=approved/);
    const approved = (await getOrder(app.kv, order.id))!;
    assert.equal(approved.state, "approved");
    const last = (await getOrderHistory(app.kv, order.id)).at(-1)!;
    assert.equal(last.actor.email, "buyer@example.com");
    assert.equal(last.to, "approved");
    // A second tab still showing "submitted": refused with the order's state now, nothing moves.
    const stale = await postForm(app, `${ORDERS}?form=${hockey.id}`, fields, { cookie });
    assert.equal(stale.status, 409);
    assert.match(await stale.text(), /is now approved/);
    assert.equal((await getOrder(app.kv, order.id))!.version, approved.version);
    // A processing step sent with an old version is refused too.
    const old = await postForm(app, `${ORDERS}?form=${hockey.id}`, {
      ...fields,
      from: "approved",
      to: "processed",
    }, { cookie });
    assert.equal(old.status, 409);
    await old.body?.cancel();
    const processed = await postForm(app, `${ORDERS}?form=${hockey.id}`, {
      ...fields,
      from: "approved",
      to: "processed",
      po_version: String(approved.version),
    }, { cookie });
    assert.equal(processed.status, 303);
    assert.equal((await getOrder(app.kv, order.id))!.state, "processed");
    // Members cannot reach the page at all.
    const member = await signIn(app, "owner@example.com");
    const refused = await postForm(app, ORDERS, fields, { cookie: member });
    assert.equal(refused.status, 401);
    await refused.body?.cancel();
  });
});

Deno.test("stores that have not ordered: contact, and a reminder in each store's language", async () => {
  await withApp(async (app, hockey) => {
    const [program] = await programOrders(app.kv, { form: hockey.id });
    const stores = await Promise.all(program.notOrdered.map((n) => getStore(app.kv, n)));
    const quebec = stores.find((s) => s?.province === "QC")!;
    const ontario = stores.find((s) => s?.province === "ON")!;
    assert.ok(quebec && ontario);
    const cookie = await signIn(app, "buyer@example.com");
    const page = await (await app.fetch(`${ORDERS}?form=${hockey.id}`, { headers: { cookie } }))
      .text();
    const row = page.split(`data-missing-store="${quebec.store_number}"`)[1].split("</tr>")[0];
    assert.ok(row.includes(quebec.name) && row.includes(quebec.email!), "named, with e-mail");
    assert.ok(row.includes(quebec.contacts![0].name), "with its contact");
    for (const store of [quebec, ontario]) {
      const res = await postForm(app, `${ORDERS}?form=${hockey.id}`, {
        action: "remind",
        form: hockey.id,
        store: String(store.store_number),
      }, { cookie, host: "evil.example" });
      assert.equal(res.status, 303);
    }
    const [fr] = await readOutbox(app.kv, quebec.email!);
    assert.equal(
      fr.subject,
      "Rappel : commandez Essentiels de hockey d'hiver avant la date limite",
    );
    assert.match(fr.html!, /lang="fr-CA"/);
    const link = `${ORIGIN}/specials/view/${hockey.id}?store=${quebec.store_number}`;
    assert.ok(fr.text.includes(link), fr.text);
    const [en] = await readOutbox(app.kv, ontario.email!);
    assert.match(en.subject, /^Reminder: order Winter Hockey/);
    assert.ok(
      en.text.includes(`${ORIGIN}/specials/view/${hockey.id}?store=${ontario.store_number}`),
    );
    // The page shows who sent the last reminder.
    const after = await (await app.fetch(`${ORDERS}?form=${hockey.id}`, { headers: { cookie } }))
      .text();
    const remindedRow = after.split(`data-missing-store="${quebec.store_number}"`)[1]
      .split("</tr>")[0];
    assert.match(remindedRow, /Buyer|buyer@example\.com/);
  });
});

Deno.test("a store's language is its staff's; without staff, French in Quebec", async () => {
  await withApp(async (app) => {
    // Ontario; the primary store of program@ and fulfillment@ (both English in the demo).
    const waterloo = (await getStore(app.kv, 1310))!;
    assert.equal(await storeLocale(app.kv, waterloo), "en-US");
    for (const email of ["program@example.com", "fulfillment@example.com"]) {
      const staff = (await getUserByEmail(app.kv, email))!;
      await updateUser(app.kv, staff.id, (u) => ({ ...u, locale: "fr-CA" }));
    }
    assert.equal(await storeLocale(app.kv, waterloo), "fr-CA");
    assert.equal(await storeLocale(app.kv, (await getStore(app.kv, 1021))!), "fr-CA");
  });
});

Deno.test("head office orders on behalf of a store; the order says who ordered for whom", async () => {
  await withApp(async (app, hockey) => {
    const [program] = await programOrders(app.kv, { form: hockey.id });
    const store = program.notOrdered[0];
    const cookie = await signIn(app, "buyer@example.com");
    const bare = await app.fetch(`/specials/view/${hockey.id}`, { headers: { cookie } });
    assert.equal(bare.status, 303, "head office picks the store on the orders page");
    assert.match(bare.headers.get("location")!, /\/head-office\/specials\/orders\?form=/);
    const view = `/specials/view/${hockey.id}?store=${store}`;
    const page = await (await app.fetch(view, { headers: { cookie } })).text();
    assert.match(page, new RegExp(`data-on-behalf="${store}"`));
    const res = await postOrder(app, view, {
      action: "save",
      window: "0",
      qty_100200: "24",
    }, { cookie });
    assert.equal(res.status, 303);
    const order = (await storeOrder(app.kv, hockey.id, store))!;
    assert.equal(order.store, store);
    const [created] = await getOrderHistory(app.kv, order.id);
    assert.equal(created.actor.email, "buyer@example.com");
    assert.equal(created.actor.on_behalf_of, store);
    const shown = await (await app.fetch(`/specials/orders/edit/${order.id}`, {
      headers: { cookie },
    })).text();
    assert.match(shown, /data-ordered-by="buyer@example.com"/);
    assert.match(shown, new RegExp(`\\(head office\\) for store ${store}`));
    // A member still orders only for their own stores.
    const member = await signIn(app, "owner@example.com");
    const other = await app.fetch(view, { headers: { cookie: member } });
    assert.equal(other.status, 403);
    await other.body?.cancel();
  });
});
