// Pricing: sales events refused on failed checks, the price editor's all-or-nothing save, and the
// schedule, whose live (locked) changes can be neither edited nor removed.
import assert from "node:assert/strict";
import { appTest } from "./helpers.ts";
import { postForm } from "../account/helpers.ts";
import { listVariants } from "../../../lib/catalogue/mod.ts";
import { torontoDateString } from "../../../lib/i18n/format.ts";
import {
  addDays,
  type PriceChange,
  priceChangeKey,
  putPriceChanges,
  setPriceChange,
  upcomingChanges,
} from "../../../lib/resources/prices.ts";
import { listEvents } from "../../../lib/head_office/events.ts";
import { signQueue } from "../../../lib/head_office/schedule.ts";

appTest(
  "sales events: below cost or not a markdown is refused; a good event is saved",
  async (app, cookie) => {
    const [v] = await listVariants(app.kv, { department: "CMP" });
    const before = (await listEvents(app.kv)).length;
    const form = {
      name: "Camp week",
      type: "promotion",
      starts_on: "2027-05-01",
      ends_on: "2027-05-07",
      priority: "4",
      stores: "1234, 1310",
      items: `${v.item_number}, ${((v.cost - 100) / 100).toFixed(2)}`,
    };
    const below = await postForm(app, "/head-office/pricing/sales", form, { cookie });
    assert.equal(below.status, 400);
    const html = await below.text();
    assert.match(html, /data-check="below_cost"/);
    assert.match(html, /value="Camp week"/);
    const up = await postForm(app, "/head-office/pricing/sales", {
      ...form,
      items: `${v.item_number}, ${(v.retail / 100).toFixed(2)}`,
    }, { cookie });
    assert.equal(up.status, 400);
    assert.match(await up.text(), /data-check="raises_price"/);
    assert.equal((await listEvents(app.kv)).length, before);
    const ok = await postForm(app, "/head-office/pricing/sales", {
      ...form,
      items: `${v.item_number}, ${((v.retail - 500) / 100).toFixed(2)}`,
    }, { cookie });
    assert.equal(ok.status, 303);
    const saved = (await listEvents(app.kv)).find((e) => e.name === "Camp week")!;
    assert.deepEqual(saved.stores, [1234, 1310]);
    assert.deepEqual(saved.items, [{ item_number: v.item_number, sale_cents: v.retail - 500 }]);
  },
);

appTest(
  "price schedule: a live change is locked; a pending one is edited and queues signs",
  async (app, cookie) => {
    const today = torontoDateString(new Date());
    const [v] = await listVariants(app.kv, { department: "FIT" });
    const live: PriceChange = {
      id: `pc-${v.item_number}-${today}`,
      item_number: v.item_number,
      vendor: v.vendor,
      department: v.department,
      kind: "permanent",
      price_cents: v.retail + 200,
      regular_cents: v.retail,
      starts_on: today,
      ends_on: null,
      stores: [],
      created_at: new Date().toISOString(),
    };
    await setPriceChange(app.kv.atomic(), live).commit();
    const edit = await postForm(app, "/head-office/pricing/schedule", {
      action: "save",
      replaces: live.id,
      item_number: v.item_number,
      kind: "permanent",
      price: "1.00",
      starts_on: addDays(today, 10),
      ends_on: "",
      stores: "",
    }, { cookie });
    assert.equal(edit.status, 409);
    assert.match(await edit.text(), /live and locked/);
    const remove = await postForm(app, "/head-office/pricing/schedule", {
      action: "remove",
      id: live.id,
    }, { cookie });
    assert.equal(remove.status, 409);
    await remove.body?.cancel();
    assert.deepEqual((await app.kv.get(priceChangeKey(live.starts_on, live.id))).value, live);

    // A new change: too soon is refused (lead time), then scheduled, edited, signs queued.
    const base = {
      action: "save",
      item_number: v.item_number,
      kind: "sale",
      price: ((v.retail - 300) / 100).toFixed(2),
      starts_on: addDays(today, 1),
      ends_on: addDays(today, 20),
      stores: "1234 2051",
    };
    const soon = await postForm(app, "/head-office/pricing/schedule", base, { cookie });
    assert.equal(soon.status, 400);
    assert.match(await soon.text(), /data-check="lead_time"/);
    const added = await postForm(app, "/head-office/pricing/schedule", {
      ...base,
      starts_on: addDays(today, 6),
    }, { cookie });
    assert.equal(added.status, 303);
    const mine = () =>
      upcomingChanges(app.kv, { from: addDays(today, 1) }, null, today)
        .then((all) =>
          all.filter((c) => c.item_number === v.item_number && c.stores.join() === "1234,2051")
        );
    const [pending] = await mine();
    assert.deepEqual(pending.stores, [1234, 2051]);
    const editPage = await app.fetch(`/head-office/pricing/schedule?edit=${pending.id}`, {
      headers: { cookie },
    });
    const version = (await editPage.text()).match(/name="_version" value="([0-9a-f]{20})"/)![1];
    // more changes ahead of it than a page of the table holds
    await putPriceChanges(
      app.kv,
      Array.from({ length: 30 }, (_, i) => ({
        ...live,
        id: `pc-filler-${i}-${addDays(today, 2)}`,
        starts_on: addDays(today, 2),
      })),
    );
    const moved = await postForm(app, "/head-office/pricing/schedule", {
      ...base,
      _version: version,
      replaces: pending.id,
      starts_on: addDays(today, 8),
    }, { cookie });
    assert.equal(moved.status, 303);
    const after = await mine();
    assert.equal(after.length, 1, "the edited change replaces the old entry");
    assert.equal(after[0].starts_on, addDays(today, 8));
    // back on the table page that shows the saved change, not on page 1 of last month's changes
    const back = await app.fetch(moved.headers.get("location")!, { headers: { cookie } });
    assert.ok((await back.text()).includes(`data-change="${after[0].id}"`));
    const signs = await postForm(app, "/head-office/pricing/schedule", {
      action: "signs",
      id: after[0].id,
    }, { cookie });
    assert.equal(signs.headers.get("location"), "/head-office/pricing/schedule?signs=2");
    // the table's sign count (cached per version of the queue) shows it on the next view
    const listed = await (await app.fetch(moved.headers.get("location")!, { headers: { cookie } }))
      .text();
    const row = listed.split(`data-change="${after[0].id}"`)[1].split("</tr>")[0];
    assert.match(row, /data-label="Signs queued">2</);
    // Queued for the change's stores (2051 is one, 1310 is not), beside the demo's queued signs.
    assert.ok((await signQueue(app.kv, 2051)).some((s) => s.change_id === after[0].id));
    assert.ok(!(await signQueue(app.kv, 1310)).some((s) => s.change_id === after[0].id));
  },
);

appTest(
  "price editor: new regular prices become scheduled changes, all or none",
  async (app, cookie) => {
    const today = torontoDateString(new Date());
    const variants = (await listVariants(app.kv, { vendor: "V300" }))
      .filter((v) => v.status !== "discontinued");
    const [a, b] = variants;
    const starts = addDays(today, 9);
    const count = async () =>
      (await upcomingChanges(app.kv, { from: starts, to: starts, vendor: "V300" }, null, today))
        .length;
    const before = await count();
    // The demo's two hockey events overlap on their first items: the grid flags them.
    const [hockey] = (await listEvents(app.kv)).filter((e) => e.id === "ev-ontario-skate");
    const [first] = await listVariants(app.kv, { department: "HOC" })
      .then((vs) => vs.filter((x) => x.item_number === hockey.items[0].item_number));
    const grid = await (await app.fetch(`/head-office/pricing/editor?vendor=${first.vendor}`, {
      headers: { cookie },
    })).text();
    assert.match(
      grid,
      new RegExp(`data-item="${first.item_number}".*?data-check="overlap"`, "s"),
    );
    const bad = await postForm(app, "/head-office/pricing/editor", {
      vendor: "V300",
      department: "",
      starts_on: starts,
      [`price_${a.item_number}`]: ((a.retail + 1000) / 100).toFixed(2),
      [`price_${b.item_number}`]: ((b.cost - 1) / 100).toFixed(2),
    }, { cookie });
    assert.equal(bad.status, 400);
    assert.match(await bad.text(), /data-check="below_cost"/);
    assert.equal(await count(), before, "nothing written");
    const ok = await postForm(app, "/head-office/pricing/editor", {
      vendor: "V300",
      department: "",
      starts_on: starts,
      [`price_${a.item_number}`]: ((a.retail + 1000) / 100).toFixed(2),
      [`price_${b.item_number}`]: ((b.retail - 200) / 100).toFixed(2),
    }, { cookie });
    assert.equal(ok.status, 303);
    assert.equal(await count(), before + 2);
  },
);
