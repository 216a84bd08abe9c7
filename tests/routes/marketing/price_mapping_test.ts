// /marketing/price-import with a file whose headers the dry run does not know: the user maps the
// columns (a wrong mapping is refused next to its field, the choices kept), saves the mapping under
// a name, and the next file with the same headers is read with it without asking.
import assert from "node:assert/strict";
import type { TestApp } from "../../helpers/app.ts";
import { html, uploadPrices, withApp } from "./helpers.ts";
import { listVariants } from "../../../lib/catalogue/mod.ts";
import { csvBody } from "../../helpers/csv.ts";

async function post(app: TestApp, cookie: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return await app.fetch("/marketing/price-import", {
    method: "POST",
    headers: { cookie },
    body,
    redirect: "manual",
  });
}

Deno.test("price import: map unknown columns once, saved and applied to the next file", async () => {
  await withApp(async (app, buyer) => {
    const [v] = await listVariants(app.kv, { vendor: "V300" });
    const file = `Modèle,Montant A,Montant B,Notes\n${v.item_number},12.00,24.99,new\n`;
    const mapUrl = await uploadPrices(app, buyer, file, "bauer.csv");
    assert.match(mapUrl, /^\/marketing\/price-import\?map=[0-9a-z]{19}$/);
    const form = await html(app, mapUrl, buyer);
    assert.match(form, /data-columns="4"/);
    assert.match(form, /Montant A/);
    assert.match(form, /24\.99/, "a sample value of each column");
    const uploadId = mapUrl.split("=")[1];

    // cost chosen twice and no name to save under: refused next to the fields, choices kept
    // the file's columns mapped (the third as `third`), saved under `name`
    const map = async (third: string, name: string, status: number) => {
      const res = await post(app, buyer, {
        action: "map",
        upload: uploadId,
        col_0: "item_number",
        col_1: "cost",
        col_2: third,
        col_3: "",
        save: "on",
        name,
      });
      assert.equal(res.status, status, `mapped as ${third}, named "${name}"`);
      return res;
    };
    const again = await (await map("cost", "", 400)).text();
    assert.match(again, /This field is already given to another column/);
    assert.match(again, /Give the mapping a name to save it/);
    assert.match(again, /name="col_2"(?:(?!<\/select>)[^])*<option value="cost" selected/);

    const ok = await map("retail", "Bauer price list", 303);
    const dry = await html(app, ok.headers.get("location")!, buyer);
    assert.match(dry, /Columns read with the saved mapping “Bauer price list”/);
    assert.match(dry, /data-import=/);
    assert.doesNotMatch(dry, /data-line-errors/);
    assert.match(dry, /24\.99/);
    assert.match(dry, /data-mappings="1"/);
    // the saved mappings answer their CSV: the one mapping, its columns named
    const csv = await csvBody(
      await app.fetch("/marketing/price-import?table=mappings&format=csv", {
        headers: { cookie: buyer },
      }),
    );
    const rows = csv.trim().split(/\r?\n/);
    assert.equal(rows.length, 2, csv);
    assert.match(rows[1], /Bauer price list/);

    // the same headers again (another case): read with the saved mapping, no question asked
    const next = await uploadPrices(
      app,
      buyer,
      `MODELE,montant a,MONTANT B,notes\n${v.item_number},13.00,25.99,\n`,
      "bauer.csv",
    );
    assert.match(next, /\?import=/);
    const second = await html(app, next, buyer);
    assert.match(second, /data-mapping="[0-9a-z]{19}"/);
    assert.match(second, /25\.99/);

    // an upload no longer kept is a clear error
    const gone = await app.fetch("/marketing/price-import?map=0000000000000000000", {
      headers: { cookie: buyer },
    });
    assert.equal(gone.status, 404);
    assert.match(await gone.text(), /no longer kept/);
  });
});

Deno.test("price import: common vendor headers (Net Cost, MSRP, PDSF …) are read without a mapping", async () => {
  await withApp(async (app, buyer) => {
    const [v] = await listVariants(app.kv, { vendor: "V300" });
    for (const header of ["Item #,Net Cost,MSRP", "No d'article,Coût net,PDSF"]) {
      const location = await uploadPrices(app, buyer, `${header}\n${v.item_number},12.00,24.99\n`);
      assert.doesNotMatch(location, /map=/, `${header}: read at once, no mapping asked`);
      const dry = await html(app, location, buyer);
      assert.match(dry, /data-import="[0-9a-z]+"/);
      assert.match(dry, /24\.99/);
    }
  });
});
