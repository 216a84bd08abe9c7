// A specials order a store can trust (issue 29 items 1–3): the page's store is the only one its
// form writes to; a stale revision is refused with what was typed kept; a draft saves anything
// that is a number (the rules stop only the submit); a submitted order stays submitted when saved
// unless withdrawn; "Cancel order" asks first.
import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { pageVersion, postOrder, versionIn, withApp } from "./helpers.ts";
import { saveForm, storeOrder } from "../../../lib/specials/mod.ts";
import { getOrder } from "../../../lib/orders/mod.ts";

Deno.test("one store per page: a save on 2051's page never changes 1234's submitted order", async () => {
  await withApp(async (app, hockey) => {
    const other = await storeOrder(app.kv, hockey.id, 1234);
    assert.equal(other?.state, "submitted");
    const cookie = await signIn(app, "owner@example.com"); // 1234, 1310, 2051
    const view = `/specials/view/${hockey.id}?store=2051`;
    const page = await (await app.fetch(view, { headers: { cookie } })).text();
    assert.doesNotMatch(page, /<select[^>]*name="store"/, "no store select in the form");
    assert.match(page, /data-page-store="2051"/);
    // The post names store 1234 (as the old select did): the page's store, 2051, is the one saved.
    const res = await postOrder(app, view, {
      store: "1234",
      action: "save",
      window: "0",
      qty_100200: "48",
      qty_100310: "12",
    }, { cookie });
    assert.equal(res.status, 303);
    assert.deepEqual(await getOrder(app.kv, other.id), other, "1234's order untouched");
    const own = await storeOrder(app.kv, hockey.id, 2051);
    assert.equal(own?.lines.find((l) => l.item_number === "100200")?.quantity, 48);
    // A store that is not the user's, in the URL: refused before anything is read.
    const forged = await postForm(app, `/specials/view/${hockey.id}?store=1000`, {
      action: "save",
      window: "0",
      qty_100200: "24",
    }, { cookie });
    assert.equal(forged.status, 403);
    await forged.body?.cancel();
  });
});

Deno.test("two people revise one order: the second is refused, keeps what they typed, 36 stays", async () => {
  await withApp(async (app, hockey) => {
    const alice = await signIn(app, "owner@example.com");
    const bob = await signIn(app, "program@example.com"); // both order for 1310
    const placed = await postOrder(app, `/specials/view/${hockey.id}?store=1310`, {
      window: "0",
      qty_100200: "96",
      qty_100310: "24",
      action: "submit",
    }, { cookie: bob });
    assert.equal(placed.status, 303);
    const order = (await storeOrder(app.kv, hockey.id, 1310))!;
    const edit = `/specials/orders/edit/${order.id}`;
    const seenByAlice = await pageVersion(app, edit, alice);
    const seenByBob = await pageVersion(app, edit, bob);
    assert.equal(seenByAlice, seenByBob);
    const fields = { window: "0", qty_100200: "96", action: "save" };
    const first = await postForm(
      app,
      edit,
      { ...fields, qty_100310: "36", _version: seenByAlice },
      {
        cookie: alice,
      },
    );
    assert.equal(first.status, 303);
    const second = await postForm(app, edit, { ...fields, qty_100310: "24", _version: seenByBob }, {
      cookie: bob,
    });
    assert.equal(second.status, 409);
    const page = await second.text();
    assert.match(page, /name="qty_100310"[^>]*value="24"/, "Bob's input kept");
    assert.match(page, /Someone else saved this record/);
    assert.match(page, /100310 is now “36” \(yours: “24”\)/);
    const stored = (await getOrder(app.kv, order.id))!;
    assert.equal(stored.lines.find((l) => l.item_number === "100310")?.quantity, 36);
    assert.equal(stored.state, "submitted");
    // The refused page carries the current version: saving again is a deliberate overwrite.
    const current = versionIn(page)!;
    assert.notEqual(current, seenByBob);
    const again = await postForm(app, edit, { ...fields, qty_100310: "24", _version: current }, {
      cookie: bob,
    });
    assert.equal(again.status, 303);
    // A post without any version is never taken as current.
    const blind = await postForm(app, edit, { ...fields, qty_100310: "6" }, { cookie: bob });
    assert.equal(blind.status, 409);
    await blind.body?.cancel();
    const last = (await getOrder(app.kv, order.id))!;
    assert.equal(last.lines.find((l) => l.item_number === "100310")?.quantity, 24);
  });
});

Deno.test("a draft saves anything typed as numbers; the rules show on it and stop only the submit", async () => {
  await withApp(async (app, hockey) => {
    const cookie = await signIn(app, "program@example.com"); // 1310
    const view = `/specials/view/${hockey.id}`;
    const fields = { window: "0", qty_100200: "50", qty_100310: "6" };
    const saved = await postOrder(app, view, { ...fields, action: "save" }, { cookie });
    assert.equal(saved.status, 303);
    const draft = (await storeOrder(app.kv, hockey.id, 1310))!;
    assert.equal(draft.state, "draft");
    assert.equal(draft.lines.find((l) => l.item_number === "100200")?.quantity, 50);
    const page = await (await app.fetch(view, { headers: { cookie } })).text();
    assert.match(page, /data-rules-pending/);
    assert.match(page, /Order in cases of 24: 72 is the next whole case\./);
    const submit = await postOrder(app, view, { ...fields, action: "submit" }, { cookie });
    assert.equal(submit.status, 400);
    assert.equal((await storeOrder(app.kv, hockey.id, 1310))!.state, "draft");
  });
});

Deno.test("a submitted order stays submitted when saved; withdrawing is on purpose; cancel asks first", async () => {
  await withApp(async (app, hockey) => {
    const order = (await storeOrder(app.kv, hockey.id, 1234))!;
    const edit = `/specials/orders/edit/${order.id}`;
    const cookie = await signIn(app, "owner@example.com");
    const page = await (await app.fetch(edit, { headers: { cookie } })).text();
    assert.doesNotMatch(page, /value="submit"/, "no submit button on a submitted order");
    assert.match(page, /name="action" value="withdraw"/);
    // Saving changes keeps it submitted.
    const fields = { window: "0", qty_100200: "96", qty_100310: "18" };
    assert.equal(
      (await postOrder(app, edit, { ...fields, action: "save" }, { cookie })).status,
      303,
    );
    let stored = (await getOrder(app.kv, order.id))!;
    assert.equal(stored.state, "submitted");
    assert.equal(stored.lines.find((l) => l.item_number === "100310")?.quantity, 18);
    // A change that breaks a rule is refused: a submitted order is never quietly un-submitted.
    const broken = await postOrder(app, edit, { ...fields, qty_100310: "7", action: "save" }, {
      cookie,
    });
    assert.equal(broken.status, 400);
    assert.match(await broken.text(), /stays submitted/);
    assert.deepEqual(await getOrder(app.kv, order.id), stored);
    // Withdrawing on purpose makes it a draft.
    assert.equal(
      (await postOrder(app, edit, { ...fields, action: "withdraw" }, { cookie })).status,
      303,
    );
    stored = (await getOrder(app.kv, order.id))!;
    assert.equal(stored.state, "draft");
    // Cancel asks first (a danger button), and only the confirming button cancels.
    const ask = await postOrder(app, edit, { ...fields, action: "cancel" }, { cookie });
    assert.equal(ask.status, 200);
    const asked = await ask.text();
    assert.match(asked, /data-cancel-confirm/);
    assert.match(
      asked,
      /class="danger"[^>]*>Yes, cancel the order|value="cancel_confirmed" class="danger"/,
    );
    assert.equal((await getOrder(app.kv, order.id))!.state, "draft", "nothing written yet");
    const yes = await postOrder(app, edit, { ...fields, action: "cancel_confirmed" }, { cookie });
    assert.equal(yes.status, 303);
    assert.equal((await getOrder(app.kv, order.id))!.state, "cancelled");
  });
});

Deno.test("the rebate tracker counts submitted orders only; a draft shows as 'with your order'", async () => {
  await withApp(async (app, hockey) => {
    const cookie = await signIn(app, "program@example.com"); // 1310: no order yet
    const view = `/specials/view/${hockey.id}`;
    // 12 sticks at $89.50: the group's submitted total (between $1,500 and $3,000, 2 %) would pass
    // the 3 % tier at $3,000 with this draft.
    const saved = await postOrder(app, view, { window: "0", qty_100310: "12", action: "save" }, {
      cookie,
    });
    assert.equal(saved.status, 303);
    const page = await (await app.fetch(view, { headers: { cookie } })).text();
    const tracker = page.slice(page.indexOf("data-tier-tracker"));
    const group = Number(
      tracker.match(/Submitted orders of the group: \$([\d,]+\.\d\d)\./)![1].replace(",", ""),
    );
    assert.ok(group >= 1_500 && group < 3_000 && group + 1_074 >= 3_000, String(group));
    assert.match(tracker, /reached the 2 % tier/);
    assert.doesNotMatch(tracker, /reached the 3 % tier/, "a draft is not a tier reached");
    assert.match(
      tracker,
      /With your order \(\$1,074\.00, not submitted yet\) the group would total \$[\d,.]+: the 3 % tier once you submit it\./,
    );
  });
});

Deno.test("after a submit the page says where the confirmation went, and names the vendor", async () => {
  await withApp(async (app, hockey) => {
    const cookie = await signIn(app, "program@example.com");
    const view = `/specials/view/${hockey.id}`;
    const fields = { window: "0", qty_100200: "48", qty_100310: "6", action: "submit" };
    const res = await postOrder(app, view, fields, { cookie });
    assert.equal(res.status, 303);
    const page = await (await app.fetch(res.headers.get("location")!, { headers: { cookie } }))
      .text();
    assert.match(page, /A confirmation was e-mailed to program@example\.com/);
    // the shared <Vendor>: the name, its number on hover
    assert.match(
      page,
      /<dd><span title="V100" data-vendor="V100">[^<]+<\/span><\/dd>/,
      "the vendor by name, its number on hover",
    );
    // A printable summary of what was placed: PO, store by name, each line described.
    const order = (await storeOrder(app.kv, hockey.id, 1310))!;
    const summary = page.split("data-order-summary")[1]?.split("</section>")[0] ?? "";
    assert.ok(summary.includes(`Order summary ${order.po_number}`), "summary titled by PO");
    assert.ok(summary.includes("1310 Waterloo Runners"), "the store by name");
    for (const line of order.lines) {
      assert.match(summary, new RegExp(`data-summary-line="${line.item_number}"`));
    }
  });
});

Deno.test("reorder: a new program's order starts from the store's earlier order with the vendor", async () => {
  await withApp(async (app, hockey) => {
    const { id: _id, created_at: _c, updated_at: _u, ...input } = hockey;
    const next = await saveForm(app.kv, null, {
      ...input,
      name: { en: "Winter Hockey, second drop", fr: "Hockey d'hiver, deuxième vague" },
    });
    const earlier = (await storeOrder(app.kv, hockey.id, 1234))!;
    const cookie = await signIn(app, "owner@example.com");
    const view = `/specials/view/${next.id}?store=1234`;
    const page = await (await app.fetch(view, { headers: { cookie } })).text();
    assert.match(page, new RegExp(`data-reorder[\\s\\S]*${earlier.po_number}`));
    const copied = await (await app.fetch(`${view}&from=${earlier.id}`, { headers: { cookie } }))
      .text();
    assert.match(copied, new RegExp(`Quantities copied from ${earlier.po_number}`));
    for (const line of earlier.lines) {
      assert.match(
        copied,
        new RegExp(`name="qty_${line.item_number}"[^>]*value="${line.quantity}"`),
      );
    }
    assert.equal(
      await storeOrder(app.kv, next.id, 1234),
      null,
      "nothing saved until the member saves",
    );
  });
});

Deno.test("/specials names the vendor (its code on hover) and the store beside its number", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "owner@example.com");
    const page = await (await app.fetch("/specials", { headers: { cookie } })).text();
    assert.match(
      page,
      /<td data-label="Vendor"><span title="V100" data-vendor="V100">Polar Peak Hockey<\/span><\/td>/,
    );
    assert.match(page, /<td data-label="Store">1234 Northern Edge Sports<\/td>/);
    assert.match(page, /class="pill" data-state="submitted">submitted</);
  });
});

Deno.test("reorder: an earlier order's item this form no longer offers is named, not dropped", async () => {
  await withApp(async (app, hockey) => {
    const earlier = (await storeOrder(app.kv, hockey.id, 1234))!;
    const gone = earlier.lines[0].item_number;
    const { id: _id, created_at: _c, updated_at: _u, ...input } = hockey;
    const next = await saveForm(app.kv, null, {
      ...input,
      name: { en: "Winter Hockey, third drop", fr: "Hockey d'hiver, troisième vague" },
      lines: hockey.lines.filter((l) =>
        l.item_number !== gone && !(l.variants ?? []).some((v) => v.item_number === gone)
      ),
    });
    const cookie = await signIn(app, "owner@example.com");
    const copied = await (await app.fetch(
      `/specials/view/${next.id}?store=1234&from=${earlier.id}`,
      { headers: { cookie } },
    )).text();
    assert.match(
      copied,
      new RegExp(
        `Not on this form, so not copied: [^<]*${gone} \\(${earlier.lines[0].quantity}\\)`,
      ),
    );
  });
});
