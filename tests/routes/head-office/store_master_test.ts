// The store master: the editor (translated errors next to the field, typed values kept, nothing
// written on bad input, a stale form refused), the audit trail, CSV export and import.
import assert from "node:assert/strict";
import { postForm } from "../account/helpers.ts";
import { appTest, signInFrench, storeEditor } from "./helpers.ts";
import { getStore, listStores, putStoresAndVendors } from "../../../lib/stores/mod.ts";
import { listAudit } from "../../../lib/admin/audit.ts";

appTest(
  "store master editor: postal code checked against province, audit trail, stale form refused",
  async (app, cookie) => {
    const editor = await storeEditor(app, 1248);
    // A Québec postal code for an Ontario store: refused, nothing written, typed value kept.
    const bad = await editor.post(
      { postal_code: "h3a 1t5", name: "Ottawa Valley Outfitters Ltd" },
      cookie,
    );
    assert.equal(bad.status, 400);
    const html = await bad.text();
    assert.match(html, /does not belong to the chosen province/);
    assert.match(html, /value="h3a 1t5"/);
    assert.match(html, /value="Ottawa Valley Outfitters Ltd"/);
    assert.equal((await getStore(app.kv, 1248))!.name, "Ottawa Valley Outfitters");
    // A letter Canada Post never uses.
    const letters = await editor.post(
      { postal_code: "K1N 9U7" },
      await signInFrench(app, "admin@example.com"),
    );
    assert.equal(letters.status, 400);
    assert.match(await letters.text(), /n'utilisent jamais D, F, I, O, Q ni U/);

    const ok = await editor.post(
      { postal_code: "k1n5x1", phone: "613-555-0199", services: ["rentals"] },
      cookie,
    );
    assert.equal(ok.status, 303);
    const saved = (await getStore(app.kv, 1248))!;
    assert.equal(saved.postal_code, "K1N 5X1");
    assert.equal(saved.phone, "613-555-0199");
    assert.deepEqual(saved.services, ["rentals"]);
    const audit = await listAudit(app.kv, "store:1248");
    assert.equal(audit.length, 1);
    assert.equal(audit[0].actor_email, "buyer@example.com");
    assert.deepEqual(audit[0].changes.map((c) => c.field).sort(), [
      "phone",
      "postal_code",
      "services",
    ]);
    assert.deepEqual(audit[0].changes.find((c) => c.field === "postal_code"), {
      field: "postal_code",
      before: "K1N 9J7",
      after: "K1N 5X1",
    });
    const page = await (await app.fetch(editor.url, { headers: { cookie } })).text();
    assert.match(page, /data-audit-action="store_updated"/);

    // The same (now stale) form again: refused, the newer record stays.
    const stale = await editor.post({ phone: "613-555-0000" }, cookie);
    assert.equal(stale.status, 409);
    await stale.body?.cancel();
    assert.equal((await getStore(app.kv, 1248))!.phone, "613-555-0199");
  },
);

appTest(
  "store master: CSV export is the import format; a bad line writes nothing",
  async (app, cookie) => {
    const res = await app.fetch("/head-office/store-master?table=stores&format=csv", {
      headers: { cookie },
    });
    assert.equal(res.status, 200);
    const csv = (await res.text()).replace(/^\uFEFF/, "");
    const lines = csv.trim().split("\r\n");
    assert.equal(
      lines[0],
      "store_number,name,banner,status,address,city,province,postal_code,latitude,longitude,phone,email,services,hours",
    );
    assert.equal(lines.length, 1 + (await listStores(app.kv)).length);
    assert.ok(lines.some((l) => l.startsWith("3075,") && l.includes(",closed,")));

    const header = lines[0];
    const good =
      "4010,Kamloops Sports,Outfitters,active,700 Tranquille Rd,Kamloops,BC,V2B 3H9,50.7,-120.35,250-555-0410,,rentals,mon=10:00-18:00";
    const badProvince =
      "4011,Nanaimo Sports,Outfitters,active,6631 Island Hwy,Nanaimo,AB,V9T 6N8,49.23,-124.05,250-555-0411,,,";
    const rejected = await postForm(app, "/head-office/store-master", {
      text: [header, good, badProvince].join("\n"),
    }, { cookie });
    assert.equal(rejected.status, 400);
    const html = await rejected.text();
    assert.match(html, /data-import-errors="1"/);
    assert.match(html, /data-line="3"/);
    assert.equal(await getStore(app.kv, 4010), null, "nothing written when a line is bad");
    assert.ok(html.includes("Nanaimo Sports"), "what was pasted is kept");
    // lib/forms refuses text with control characters, translated, before any line is read
    const control = await postForm(app, "/head-office/store-master", {
      text: [header, good.replace("Kamloops Sports", "Kamloops\u0007Sports")].join("\n"),
    }, { cookie });
    assert.equal(control.status, 400);
    assert.match(await control.text(), /data-import-errors="1"/);
    assert.equal(await getStore(app.kv, 4010), null);

    const accepted = await postForm(app, "/head-office/store-master", {
      text: [header, good, lines.find((l) => l.startsWith("1234,"))!].join("\n"),
    }, { cookie });
    assert.equal(accepted.status, 303);
    assert.equal(
      accepted.headers.get("location"),
      "/head-office/store-master?created=1&updated=0&unchanged=1",
    );
    const added = (await getStore(app.kv, 4010))!;
    assert.equal(added.province, "BC");
    assert.deepEqual(added.hours?.mon, "10:00-18:00");
    assert.equal((await listAudit(app.kv, "store:4010"))[0].action, "store_imported");
  },
  "admin@example.com",
);

appTest(
  "store master: the list shows 25 stores a page with working page links; the CSV has all",
  async (app, cookie) => {
    // more stores than one page holds: copies of a demo store under free numbers
    const model = (await getStore(app.kv, 1234))!;
    const extra = Array.from({ length: 60 }, (_, i) => ({
      ...model,
      store_number: 7000 + i,
      name: `Test Store ${i}`,
    }));
    await putStoresAndVendors(app.kv, extra, []);
    const total = (await listStores(app.kv)).length;
    assert.ok(total > 50, `${total} stores`);
    const first = await (await app.fetch("/head-office/store-master", { headers: { cookie } }))
      .text();
    assert.equal(first.match(/<tr data-store="/g)?.length, 25);
    const next = first.match(/href="([^"]*table=stores[^"]*page=2[^"]*)"/)?.[1];
    assert.ok(next, "a link to page 2");
    const second = await (await app.fetch(next.replaceAll("&amp;", "&"), { headers: { cookie } }))
      .text();
    const seen = new Set(
      [...first.matchAll(/<tr data-store="(\d+)"/g), ...second.matchAll(/<tr data-store="(\d+)"/g)]
        .map((m) => m[1]),
    );
    assert.equal(seen.size, 50, "page 2 lists 25 other stores");
    const csv = await app.fetch("/head-office/store-master?table=stores&format=csv", {
      headers: { cookie },
    });
    assert.equal((await csv.text()).trim().split("\r\n").length, 1 + total, "the CSV has all");
  },
);
