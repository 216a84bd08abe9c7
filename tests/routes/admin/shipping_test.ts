// Store shipping information: the list, the editor (errors per field, typed values kept, nothing
// written on bad input), the audit log, and getShippingInfo as fulfillment reads it.
import assert from "node:assert/strict";
import { asAdmin } from "./helpers.ts";
import { postForm } from "../account/helpers.ts";
import { getShippingInfo } from "../../../lib/admin/shipping.ts";

const FORM = {
  name: "Shipping desk",
  company: "Northern Edge Sports",
  street1: "100 Rideau St",
  street2: "",
  city: "Ottawa",
  province: "ON",
  postal_code: "k1n5x1",
  phone: "613-555-0100",
  email: "ship@example.com",
  length_cm: "50",
  width_cm: "40",
  height_cm: "30",
  weight_kg: "2.5",
  account_canada_post: "CP-778899",
  account_purolator: "",
  account_ups: "",
  account_fedex: "FX12345",
  account_canpar: "",
  pickup_days: ["tue", "thu"],
  cutoff_time: "16:15",
};

Deno.test("store shipping information: list, edit, audit, and what fulfillment reads", () =>
  asAdmin(async ({ app, cookie, read }) => {
    const list = await read("/admin/store-shipping-information");
    assert.match(list, /data-store="1234"/);
    const confirmed = (html: string) => Number(/(\d+) of \d+ stores are confirmed/.exec(html)?.[1]);
    const confirmedBefore = confirmed(list);
    assert.match(list, /href="\/admin\/store-shipping-information\/1234"/);
    // a DataTable: sortable, and its CSV link answers with every store
    const link = /href="([^"]+)"[^>]*data-csv-link/.exec(list)?.[1];
    assert.ok(link, "the list offers its CSV");
    const csv = await app.fetch(link.replaceAll("&amp;", "&"), { headers: { cookie } });
    assert.equal(csv.status, 200);
    assert.match(await csv.text(), /1234 /);

    // An unconfirmed store: defaults from its store record.
    const fresh = await getShippingInfo(app.kv, 1000);
    assert.equal(fresh?.configured, false);
    assert.equal(await getShippingInfo(app.kv, 99999), null);

    const bad = await postForm(app, "/admin/store-shipping-information/1000", {
      ...FORM,
      postal_code: "12345",
      pickup_days: [],
      cutoff_time: "25:00",
      account_ups: "bad account!",
    }, { cookie });
    assert.equal(bad.status, 400);
    const html = await bad.text();
    assert.match(html, /id="field-postal_code-error">Enter a Canadian postal code/);
    assert.match(html, /id="field-pickup_days-error">Choose at least one pickup day/);
    assert.match(html, /id="field-cutoff_time-error">Enter a time as HH:MM/);
    assert.match(html, /id="field-account_ups-error">Letters, digits and dashes only/);
    assert.match(html, /value="100 Rideau St"/, "keeps what was typed");
    assert.equal((await getShippingInfo(app.kv, 1000))?.configured, false, "nothing written");

    // the editor carries the version it was read at (lib/forms/version.ts)
    const editor = await read("/admin/store-shipping-information/1000");
    assert.match(editor, /name="_version"/);
    // defaults, nothing stored yet: the version is empty (an empty value is not rendered)
    const _version = editor.match(/name="_version" value="([0-9a-f]*)"/)?.[1] ?? "";
    const saved = await postForm(app, "/admin/store-shipping-information/1000", {
      ...FORM,
      _version,
    }, { cookie });
    assert.equal(saved.status, 303);
    const info = await getShippingInfo(app.kv, 1000);
    assert.deepEqual(info?.ship_from.postal_code, "K1N 5X1");
    assert.deepEqual(info?.carriers, [
      { carrier: "canada_post", account_number: "CP-778899" },
      { carrier: "fedex", account_number: "FX12345" },
    ]);
    assert.deepEqual(info?.pickup_days, ["tue", "thu"]);
    assert.equal(info?.cutoff_time, "16:15");
    assert.deepEqual(info?.parcel, { length_cm: 50, width_cm: 40, height_cm: 30, weight_kg: 2.5 });
    assert.equal(info?.configured, true);
    // the list counts it at once (the stored records are read in one listing)
    const listAfter = await read("/admin/store-shipping-information");
    assert.equal(confirmed(listAfter), confirmedBefore + 1);

    // A save from the editor read before that one is stale: refused, what changed named, kept.
    const stale = await postForm(app, "/admin/store-shipping-information/1000", {
      ...FORM,
      cutoff_time: "17:00",
      _version,
    }, { cookie });
    assert.equal(stale.status, 409);
    const staleHtml = await stale.text();
    assert.match(staleHtml, /role="alert">[^<]*Cut-off time[^<]*16:15[^<]*17:00/);
    assert.match(staleHtml, /value="17:00"/);
    assert.equal((await getShippingInfo(app.kv, 1000))?.cutoff_time, "16:15", "nothing written");

    const page = await (await app.fetch(saved.headers.get("location")!, { headers: { cookie } }))
      .text();
    assert.match(page, /data-audit-action="shipping_saved"/);
    assert.match(page, /<code>cutoff_time<\/code>: 14:00 → 16:15/);
    assert.match(page, /<code>pickup_days<\/code>: mon, tue, wed, thu, fri → tue, thu/);
  }));
