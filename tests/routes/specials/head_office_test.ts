// Head-office specials pages: management only, the editor with per-row errors that keep what was
// typed, the preview, and the orders page with its CSV.
import assert from "node:assert/strict";
import { withApp } from "./helpers.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { listForms } from "../../../lib/specials/mod.ts";
import { listOrders } from "../../../lib/orders/mod.ts";
import { getStore } from "../../../lib/stores/mod.ts";

Deno.test("head-office specials pages are for head office only", async () => {
  await withApp(async (app) => {
    const form = (await listForms(app.kv))[0];
    const member = await signIn(app, "owner@example.com");
    for (
      const path of [
        "/head-office/specials",
        "/head-office/specials/orders",
        "/head-office/specials/orders?format=csv",
        `/head-office/specials/edit/${form.id}`,
        `/head-office/specials/preview/${form.id}`,
      ]
    ) {
      const res = await app.fetch(path, { headers: { cookie: member } });
      assert.equal(res.status, 401, path); // the access table refuses: permissions
      await res.body?.cancel();
    }
    const post = await postForm(app, `/head-office/specials/edit/${form.id}`, { vendor: "X" }, {
      cookie: member,
    });
    assert.equal(post.status, 401);
    await post.body?.cancel();
  });
});

Deno.test("head office creates a form with typed lines; a bad row is refused with its line number", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "buyer@example.com");
    const fields = {
      vendor: "V200",
      name_en: "Spring Cleats",
      name_fr: "Crampons du printemps",
      opens_date: "2026-11-01",
      opens_time: "08:00",
      deadline_date: "2026-12-15",
      deadline_time: "23:59",
      windows: "2027-02-01 2027-02-28",
      lines:
        "300100,Soccer,Cleat 9,Crampon 9,6,6,31.5,69.99\n300101,Soccer,Cleat 10,Crampon 10,six,6,31.5,69.99",
      min_order_value: "250",
      notes: "",
      published: "on",
    };
    const bad = await postForm(app, "/head-office/specials/edit/new", fields, { cookie });
    assert.equal(bad.status, 400);
    const page = await bad.text();
    assert.match(page, /Line 2: case_pack/);
    assert.match(page, /Crampon 10,six/, "the typed rows are kept");
    assert.equal((await listForms(app.kv)).length, 3, "nothing written");
    const ok = await postForm(app, "/head-office/specials/edit/new", {
      ...fields,
      lines: fields.lines.replace("six", "6"),
    }, { cookie });
    assert.equal(ok.status, 303);
    const form = (await listForms(app.kv)).find((f) => f.name.en === "Spring Cleats");
    assert.ok(form);
    assert.equal(form.deadline, "2026-12-16T04:59:00.000Z", "23:59 in Toronto (EST)");
    assert.equal(form.lines[1].case_pack, 6);
    const preview = await app.fetch(`/head-office/specials/preview/${form.id}`, {
      headers: { cookie },
    });
    const html = await preview.text();
    assert.match(html, /Crampon|Cleat 10/);
    assert.ok(!/<button/.test(html.split("data-specials-form")[1]), "no buttons in the preview");
  });
});

Deno.test("the orders page lists every store's order and exports a CSV of all lines", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "buyer@example.com");
    const orders = await listOrders(app.kv, { source: "specials" });
    const page = await (await app.fetch("/head-office/specials/orders", { headers: { cookie } }))
      .text();
    for (const o of orders) assert.ok(page.includes(`data-order="${o.po_number}"`), o.po_number);
    const csv = await app.fetch("/head-office/specials/orders?format=csv", { headers: { cookie } });
    assert.equal(csv.headers.get("content-type"), "text/csv; charset=utf-8");
    const rows = (await csv.text()).trim().split("\r\n");
    assert.equal(rows.length - 1, orders.reduce((n, o) => n + o.lines.length, 0));
  });
});

Deno.test("the stores that have not ordered are named, not only numbered", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "buyer@example.com");
    const { programOrders } = await import("../../../lib/specials/exports.ts");
    const { form, notOrdered: stores } = (await programOrders(app.kv, {}))
      .find((p) => p.notOrdered.includes(1310))!;
    // Ten stores a page, in store-number order.
    const n = Math.floor(stores.indexOf(1310) / 10) + 1;
    const query = `form=${form.id}&table=missing-${form.id}&page=${n}`;
    const page = await (await app.fetch(`/head-office/specials/orders?${query}`, {
      headers: { cookie },
    })).text();
    const store = (await getStore(app.kv, 1310))!;
    const notOrdered = page.split("data-not-ordered")[1] ?? "";
    assert.ok(notOrdered.includes(`1310 ${store.name}`), "1310 is named");
  });
});

Deno.test("the orders page: programs, one orders table, the chosen program's stores to remind", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "buyer@example.com");
    const get = (path: string) => app.fetch(path, { headers: { cookie } });
    const { programOrders } = await import("../../../lib/specials/exports.ts");
    const [program] = (await programOrders(app.kv, {})).filter((p) => p.notOrdered.length > 10);
    assert.ok(program, "a program with more than ten stores to remind");
    const id = program.form.id;
    // Without a program chosen: every program with its counts, every order, no store list.
    const all = await (await get("/head-office/specials/orders")).text();
    assert.ok(all.includes(`data-program="${id}"`));
    assert.ok(!all.includes("data-missing-store"));
    const programs = await get("/head-office/specials/orders?table=programs&format=csv");
    assert.equal(programs.status, 200);
    assert.match(
      await programs.text(),
      new RegExp(`${program.notOrdered.length}\\r?\\n|,${program.notOrdered.length}`),
    );
    const page = await (await get(`/head-office/specials/orders?form=${id}`)).text();
    const missing = page.split(`id="missing-${id}"`)[1];
    // Ten stores a page, the rest on the next ones.
    assert.equal(missing.split("data-missing-store=").length - 1, 10);
    assert.ok(missing.includes(`table=missing-${id}&amp;page=2`));
    const second =
      await (await get(`/head-office/specials/orders?form=${id}&table=missing-${id}&page=2`))
        .text();
    const shown = program.notOrdered.slice(10, 20);
    for (const n of shown) assert.ok(second.includes(`data-missing-store="${n}"`), String(n));
    // The CSV of the not-ordered table holds every store; the orders table's holds its orders.
    const csv = await get(`/head-office/specials/orders?form=${id}&table=missing-${id}&format=csv`);
    assert.equal(csv.status, 200);
    assert.equal((await csv.text()).trim().split("\r\n").length - 1, program.notOrdered.length);
    const orders = await get(
      `/head-office/specials/orders?form=${id}&table=orders&format=csv`,
    );
    assert.equal(orders.status, 200);
    assert.equal((await orders.text()).trim().split("\r\n").length - 1, program.orders.length);
    // A sorted table does not turn the page's line export into a table CSV.
    const sorted =
      await (await get(`/head-office/specials/orders?form=${id}&table=orders&sort=total`))
        .text();
    assert.ok(sorted.includes(`href="/head-office/specials/orders?format=csv&amp;form=${id}"`));
  });
});

Deno.test("the order forms list is a DataTable whose CSV answers", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "buyer@example.com");
    const forms = await listForms(app.kv);
    const page = await (await app.fetch("/head-office/specials", { headers: { cookie } })).text();
    for (const f of forms) assert.ok(page.includes(`data-form="${f.id}"`), f.id);
    const csv = await app.fetch("/head-office/specials?table=forms&format=csv", {
      headers: { cookie },
    });
    assert.equal(csv.status, 200);
    assert.equal((await csv.text()).trim().split("\r\n").length - 1, forms.length);
  });
});
