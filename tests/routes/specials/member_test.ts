// Member specials pages through the real handler: own stores only, per-line errors that keep what
// was typed, and the deadline enforced on the server.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { postOrder, withApp } from "./helpers.ts";
import {
  getForm,
  listForms,
  saveForm,
  type SpecialForm,
  storeOrder,
} from "../../../lib/specials/mod.ts";
import { getOrder, listOrders, transitionOrder } from "../../../lib/orders/mod.ts";

async function formNamed(kv: Deno.Kv, en: string): Promise<SpecialForm> {
  const form = (await listForms(kv)).find((f) => f.name.en === en);
  assert.ok(form, en);
  return form;
}

Deno.test("/specials lists open forms and only the user's own stores' orders", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "program@example.com"); // store 1310 only
    const res = await app.fetch("/specials", { headers: { cookie } });
    assert.equal(res.status, 200);
    const page = await res.text();
    assert.match(page, /Winter Hockey Essentials/);
    assert.match(page, /Back-to-Court Basketballs/);
    const orders = await listOrders(app.kv, { source: "specials" });
    for (const o of orders) {
      const shown = page.includes(`data-order="${o.po_number}"`);
      assert.equal(shown, o.store === 1310, `${o.po_number} of store ${o.store}`);
    }
  });
});

Deno.test("a store never sees or edits another store's order", async () => {
  await withApp(async (app) => {
    const hockey = await formNamed(app.kv, "Winter Hockey Essentials");
    const other = await storeOrder(app.kv, hockey.id, 1234);
    assert.ok(other);
    const cookie = await signIn(app, "program@example.com"); // 1310
    const path = `/specials/orders/edit/${other.id}`;
    const get = await app.fetch(path, { headers: { cookie } });
    assert.equal(get.status, 404);
    await get.body?.cancel();
    const post = await postForm(app, path, { action: "cancel", window: "0" }, { cookie });
    assert.equal(post.status, 404);
    await post.body?.cancel();
    const forged = await postForm(app, `/specials/view/${hockey.id}?store=1234`, {
      action: "save",
      window: "0",
      qty_100200: "48",
    }, { cookie });
    assert.equal(forged.status, 403);
    await forged.body?.cancel();
    assert.deepEqual(await getOrder(app.kv, other.id), other, "untouched");
  });
});

Deno.test("a quantity that is not a number is refused per line, keeps what was typed, writes nothing", async () => {
  await withApp(async (app) => {
    const hockey = await formNamed(app.kv, "Winter Hockey Essentials");
    const cookie = await signIn(app, "program@example.com");
    const res = await postOrder(app, `/specials/view/${hockey.id}`, {
      action: "save",
      window: "0",
      qty_100200: "five",
      qty_100310: "12",
    }, { cookie });
    assert.equal(res.status, 400);
    const page = await res.text();
    assert.match(page, /Enter a whole number of units/);
    assert.match(page, /name="qty_100200"[^>]*value="five"/);
    assert.match(page, /name="qty_100310"[^>]*value="12"/);
    assert.equal(await storeOrder(app.kv, hockey.id, 1310), null);
  });
});

Deno.test("a member saves a draft, submits, edits until the deadline; after it nothing changes", async () => {
  await withApp(async (app) => {
    const hockey = await formNamed(app.kv, "Winter Hockey Essentials");
    const cookie = await signIn(app, "program@example.com");
    const view = `/specials/view/${hockey.id}`;
    const fields = { store: "1310", window: "1", qty_100200: "48", qty_100310: "6" };
    const saved = await postOrder(app, view, { ...fields, action: "save" }, { cookie });
    assert.equal(saved.status, 303);
    assert.equal(saved.headers.get("location"), `${view}?store=1310&saved=save`);
    const draft = await storeOrder(app.kv, hockey.id, 1310);
    assert.equal(draft?.state, "draft");
    assert.equal(draft?.source, "specials");
    assert.equal(draft?.start_ship, hockey.delivery_windows[1].start_ship);
    assert.deepEqual(draft?.lines.map((l) => [l.item_number, l.quantity, l.unit_cost]), [
      ["100200", 48, 2.15],
      ["100310", 6, 89.5],
    ]);
    const reload = await (await app.fetch(`${view}?store=1310`, { headers: { cookie } })).text();
    assert.match(reload, /name="qty_100200"[^>]*value="48"/);
    const submitted = await postOrder(app, view, { ...fields, action: "submit" }, { cookie });
    assert.equal(submitted.status, 303);
    assert.equal((await storeOrder(app.kv, hockey.id, 1310))?.state, "submitted");
    // Edit the submitted order before the deadline: it is reopened, changed and submitted again.
    const edit = `/specials/orders/edit/${draft!.id}`;
    const changed = await postOrder(app, edit, { ...fields, qty_100200: "96", action: "submit" }, {
      cookie,
    });
    assert.equal(changed.status, 303);
    const after = await getOrder(app.kv, draft!.id);
    assert.equal(after?.state, "submitted");
    assert.equal(after?.lines[0].quantity, 96);
    const history = await (await app.fetch(edit, { headers: { cookie } })).text();
    assert.match(history, /100200: 48 → 96/);
    // The deadline passes: a late change is refused with a clear error, the order is kept.
    const form = (await getForm(app.kv, hockey.id))!;
    await saveForm(app.kv, hockey.id, {
      ...form,
      opens_at: new Date(Date.now() - 5 * 86400000).toISOString(),
      deadline: new Date(Date.now() - 60000).toISOString(),
    });
    const late = await postOrder(app, edit, { ...fields, qty_100200: "24", action: "save" }, {
      cookie,
    });
    assert.equal(late.status, 400);
    assert.match(await late.text(), /The order deadline has passed/);
    assert.deepEqual(await getOrder(app.kv, draft!.id), after);
  });
});

Deno.test("submitting under the minimum order value is refused and the draft is kept", async () => {
  await withApp(async (app) => {
    const hockey = await formNamed(app.kv, "Winter Hockey Essentials");
    const cookie = await signIn(app, "program@example.com");
    const res = await postOrder(app, `/specials/view/${hockey.id}`, {
      store: "1310",
      window: "0",
      action: "submit",
      qty_100200: "48",
    }, { cookie });
    assert.equal(res.status, 400);
    assert.match(
      await res.text(),
      /under the program&#39;s minimum order value|under the program's minimum order value/,
    );
    assert.equal(await storeOrder(app.kv, hockey.id, 1310), null);
  });
});

Deno.test("/specials lists are DataTables whose CSV links answer with the member's own orders", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "owner@example.com");
    const page = await (await app.fetch("/specials", { headers: { cookie } })).text();
    assert.ok(page.includes("table=orders&amp;format=csv"));
    const csv = await app.fetch("/specials?table=orders&format=csv", { headers: { cookie } });
    assert.equal(csv.status, 200);
    const rows = (await csv.text()).trim().split("\r\n").slice(1);
    const own = await listOrders(app.kv, { store: 1234, source: "specials" });
    assert.ok(own.length > 0);
    for (const o of own) assert.ok(rows.some((r) => r.startsWith(o.po_number)), o.po_number);
    const open = await app.fetch("/specials?table=open&format=csv", { headers: { cookie } });
    assert.equal(open.status, 200);
    await open.body?.cancel();
    // The lists are read through the order cache: a state change shows on the next view.
    const [first] = own;
    await transitionOrder(app.kv, first.id, "cancelled", { id: "t", email: "t@example.com" });
    const after = await (await app.fetch("/specials", { headers: { cookie } })).text();
    const row = after.split(`data-order="${first.po_number}"`)[1].split("</tr>")[0];
    assert.match(row, /data-state="cancelled"/);
  } finally {
    app.close();
  }
});
