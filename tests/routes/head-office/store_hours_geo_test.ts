// The store master's hours (several ranges a day, holiday hours), geocoding from the postal code
// (the "Locate" button, blank coordinates on save) and "stores within N km of a postal code".
import assert from "node:assert/strict";
import { postForm } from "../account/helpers.ts";
import { appTest, signInFrench, storeEditor } from "./helpers.ts";
import { getStore } from "../../../lib/stores/mod.ts";
import { listAudit } from "../../../lib/admin/audit.ts";

appTest(
  "store master: a day with a lunch closing and holiday hours are saved and audited",
  async (app, cookie) => {
    const editor = await storeEditor(app, 1248);
    // overlapping ranges and an impossible holiday date: refused next to their fields, kept
    const bad = await editor.post({
      hours_mon: "09:00-13:00, 12:00-18:00",
      holiday_hours: "2026-12-25 closed\n2026-02-30 10:00-14:00",
    }, cookie);
    assert.equal(bad.status, 400);
    const html = await bad.text();
    assert.match(html, /Two ranges of the day overlap/);
    assert.match(html, /Line 2: the date must be a real day/);
    assert.match(html, /value="09:00-13:00, 12:00-18:00"/);
    assert.match(html, /2026-02-30 10:00-14:00<\/textarea>/);

    const ok = await editor.post({
      hours_mon: "13:00-18:00,09:00-12:00",
      holiday_hours: "2026-12-25 closed\n2026-12-24 09:00-15:00",
    }, cookie);
    assert.equal(ok.status, 303);
    const saved = (await getStore(app.kv, 1248))!;
    assert.equal(saved.hours?.mon, "09:00-12:00, 13:00-18:00");
    assert.deepEqual(saved.holidays, [
      { date: "2026-12-24", hours: "09:00-15:00" },
      { date: "2026-12-25", hours: "closed" },
    ]);
    const audit = await listAudit(app.kv, "store:1248");
    assert.deepEqual(audit[0].changes.map((c) => c.field).sort(), ["holidays", "hours"]);
    const page = await (await app.fetch(editor.url, { headers: { cookie } })).text();
    assert.match(page, /2026-12-24 09:00-15:00\n2026-12-25 closed<\/textarea>/);
  },
);

appTest(
  "store master: coordinates located from the postal code, by button or left blank",
  async (app, cookie) => {
    const editor = await storeEditor(app, 1263);
    // "Locate from the postal code": the form comes back with the area centre, nothing saved
    const located = await editor.post({
      postal_code: "M5B 2H1",
      province: "ON",
      latitude: "",
      longitude: "",
      action: "geocode",
    }, cookie);
    assert.equal(located.status, 200);
    const html = await located.text();
    assert.match(html, /data-geocoded/);
    assert.match(
      html,
      /name="latitude"[^>]*value="43\.65\d*"|value="43\.65\d*"[^>]*name="latitude"/,
    );
    assert.match(html, /value="-79\.3\d*"/);
    assert.equal((await getStore(app.kv, 1263))!.postal_code, "N6G 3Y9", "nothing saved");

    // saved with both coordinates blank: taken from the postal code's area centre
    const saved = await editor.post({ latitude: "", longitude: "" }, cookie);
    assert.equal(saved.status, 303);
    const store = (await getStore(app.kv, 1263))!;
    assert.ok(Math.abs(store.latitude - 43.03) < 0.1 && Math.abs(store.longitude + 81.28) < 0.1);

    // an FSA the data does not know: said at the field, in French too
    const unknown = await (await storeEditor(app, 1263)).post(
      { province: "NB", postal_code: "E3C 1A2", latitude: "", longitude: "" },
      await signInFrench(app, "admin@example.com"),
    );
    assert.equal(unknown.status, 400);
    assert.match(await unknown.text(), /Aucun emplacement n’est connu pour ce code postal/);
  },
);

appTest("store map: stores within N km of a postal code, nearest first", async (app, cookie) => {
  const res = await app.fetch("/head-office/store-master/map?near=l5e1v4&km=80", {
    headers: { cookie },
  });
  assert.equal(res.status, 200);
  const html = await res.text();
  const order = [...html.matchAll(/data-near-store="(\d+)"/g)].map((m) => Number(m[1]));
  // Mississauga, then Toronto, Hamilton, St. Catharines, Waterloo: nearest first
  assert.deepEqual(order.slice(0, 2), [1256, 1234]);
  assert.ok(order.includes(1281) && order.includes(1344));
  assert.ok(!order.includes(1248), "Ottawa is far");
  assert.match(html, /data-near-count="\d+"/);
  const bad = await (await app.fetch("/head-office/store-master/map?near=Z9Z&km=50", {
    headers: { cookie },
  })).text();
  assert.match(bad, /No location is known for this postal code/);
  const km = await (await app.fetch("/head-office/store-master/map?near=K1N&km=0", {
    headers: { cookie },
  })).text();
  assert.match(km, /Enter a distance from 1 to 5000 km/);
});

appTest(
  "store master CSV: several ranges a day, coordinates from the postal code, holidays kept",
  async (app, cookie) => {
    const stored = (await getStore(app.kv, 1234))!;
    await app.kv.set(["stores", 1234], {
      ...stored,
      holidays: [{ date: "2026-12-25", hours: "closed" }],
    });
    const header =
      "store_number,name,banner,status,address,city,province,postal_code,latitude,longitude,phone,email,services,hours";
    const lines = [
      header,
      '4020,Kamloops Sports,Outfitters,active,700 Tranquille Rd,Kamloops,BC,V2B 3H9,,,250-555-0420,,rentals,"mon=09:00-12:00, 13:00-18:00;sat=10:00-16:00"',
      `1234,${stored.name},${stored.banner},active,${stored.address},${stored.city},ON,${stored.postal_code},${stored.latitude},${stored.longitude},${stored.phone},,,mon=10:00-21:00`,
    ];
    const res = await postForm(app, "/head-office/store-master", { text: lines.join("\n") }, {
      cookie,
    });
    assert.equal(res.status, 303, await res.text());
    const added = (await getStore(app.kv, 4020))!;
    assert.equal(added.hours?.mon, "09:00-12:00, 13:00-18:00");
    assert.ok(Math.abs(added.latitude - 50.7) < 0.2 && Math.abs(added.longitude + 120.3) < 0.3);
    assert.deepEqual((await getStore(app.kv, 1234))!.holidays, [
      { date: "2026-12-25", hours: "closed" },
    ]);
    // overlapping ranges in the file: the line is refused, nothing written
    const bad = await postForm(app, "/head-office/store-master", {
      text: [header, lines[1].replace("4020", "4021").replace("13:00-18:00", "11:00-18:00")].join(
        "\n",
      ),
    }, { cookie });
    assert.equal(bad.status, 400);
    assert.match(await bad.text(), /Two ranges of the day overlap/);
    assert.equal(await getStore(app.kv, 4021), null);
  },
);
