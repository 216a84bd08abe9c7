import assert from "node:assert/strict";
import { withKv } from "../memory_kv.ts";
import { demoCatalogue, demoGtin14 } from "../../../lib/catalogue/demo.ts";
import {
  CatalogueConflict,
  catalogueMap,
  findVariantByGtin,
  getStyle,
  getVariant,
  listStyles,
  listVariants,
  putStyle,
} from "../../../lib/catalogue/store.ts";
import { searchCatalogue } from "../../../lib/catalogue/search.ts";
import type { Style, Variant } from "../../../lib/catalogue/model.ts";
import { hasValidCheckDigit } from "../../../lib/gs1/gtin.ts";
import { DEMO_VENDORS } from "../../../lib/stores/fixture.ts";
import { testStyle } from "./fixtures.ts";

const STYLE = testStyle("50000", {
  name: { en: "Polar Skate Elite", fr: "Patin Polar Élite" },
  sizes: ["8", "8.5", "9"],
});

function variant(seq: number, over: Partial<Variant> = {}): Variant {
  const size = STYLE.sizes[seq - 1] ?? "9";
  return {
    item_number: `500000${seq}`,
    style_id: "50000",
    gtin14: demoGtin14(90, 500 + seq),
    vendor: "V100",
    department: "HOC",
    class: "skates",
    size,
    colour: "BLK",
    cost: 8000,
    retail: 14999,
    season: "FW26",
    status: "active",
    description: {
      en: `Polar Skate Elite — Black, ${size}`,
      fr: `Patin Polar Élite — noir, ${size}`,
    },
    ...over,
  };
}

Deno.test("demo catalogue: 180 styles, about 1,500 variants, valid unique GTIN-14s and size runs", () => {
  const { styles, variants } = demoCatalogue(DEMO_VENDORS);
  assert.equal(styles.length, 180);
  const all = [...variants.values()].flat();
  assert.ok(all.length >= 1400 && all.length <= 1600, `${all.length} variants`);
  assert.equal(new Set(all.map((v) => v.gtin14)).size, all.length);
  assert.equal(new Set(all.map((v) => v.item_number)).size, all.length);
  for (const v of all) {
    assert.match(v.gtin14, /^\d{14}$/);
    assert.ok(hasValidCheckDigit(v.gtin14), v.gtin14);
    assert.notEqual(v.description.en, v.description.fr);
  }
  for (const s of styles) {
    assert.equal(variants.get(s.id)!.length, s.sizes.length * s.colours.length);
  }
  const runOf = (en: string) => styles.find((s) => s.name.en.includes(en))!.sizes;
  assert.deepEqual(runOf("Skate").slice(0, 3), ["4", "4.5", "5"]);
  assert.deepEqual(runOf("Parka"), ["XS", "S", "M", "L", "XL", "XXL"]);
  assert.deepEqual(runOf("Road Bike"), ["48", "51", "54", "56", "58", "61"]);
  assert.deepEqual(demoCatalogue(DEMO_VENDORS), demoCatalogue(DEMO_VENDORS)); // deterministic
});

Deno.test("findVariantByGtin normalises UPC-A, EAN-13, GTIN-14 and typed spaces to the GTIN-14", async () => {
  await withKv(async (kv) => {
    const v = variant(1, { gtin14: "00036000291452" });
    await putStyle(kv, STYLE, [v, variant(2)]);
    for (const code of ["036000291452", "0036000291452", "00036000291452", " 0 36000 29145 2 "]) {
      assert.equal((await findVariantByGtin(kv, code))?.item_number, "5000001", code);
    }
    assert.equal(await findVariantByGtin(kv, "036000291453"), null); // bad check digit
    assert.equal(await findVariantByGtin(kv, "012345678905"), null); // valid, not ours
    assert.equal((await getVariant(kv, "5000002"))?.size, "8.5");
    assert.equal((await getStyle(kv, "50000"))?.name.fr, "Patin Polar Élite");
  });
});

Deno.test("putStyle replaces the style's variants and keeps every index in step", async () => {
  await withKv(async (kv) => {
    await putStyle(kv, STYLE, [variant(1), variant(2), variant(3)]);
    assert.equal((await listVariants(kv, { vendor: "V100" })).length, 3);
    const oldGtin = variant(3).gtin14;
    // size 9 dropped, size 8 gets a new GTIN
    await putStyle(kv, STYLE, [variant(1, { gtin14: demoGtin14(90, 999) }), variant(2)]);
    assert.deepEqual((await listVariants(kv, { style_id: "50000" })).map((v) => v.item_number), [
      "5000001",
      "5000002",
    ]);
    assert.deepEqual((await listVariants(kv, { department: "HOC" })).length, 2);
    assert.equal(await findVariantByGtin(kv, oldGtin), null);
    assert.equal(await findVariantByGtin(kv, variant(1).gtin14), null);
    assert.equal((await findVariantByGtin(kv, demoGtin14(90, 999)))?.item_number, "5000001");
    assert.equal(await getVariant(kv, "5000003"), null);
    const keys: string[] = [];
    for await (const e of kv.list({ prefix: ["catalogue"] })) keys.push(e.key.join("/"));
    assert.ok(!keys.some((k) => k.endsWith("5000003")), keys.join("\n"));
  });
});

Deno.test("putStyle refuses another style's item number or GTIN, bad GTINs and mismatched variants", async () => {
  await withKv(async (kv) => {
    await putStyle(kv, STYLE, [variant(1)]);
    const other: Style = { ...STYLE, id: "50001" };
    await assert.rejects(
      putStyle(kv, other, [variant(1, { style_id: "50001" })]),
      (e) => e instanceof CatalogueConflict && e.code === "item_taken",
    );
    await assert.rejects(
      putStyle(kv, other, [
        variant(9, { style_id: "50001", item_number: "5000109", gtin14: variant(1).gtin14 }),
      ]),
      (e) => e instanceof CatalogueConflict && e.code === "gtin_taken",
    );
    await assert.rejects(putStyle(kv, STYLE, [variant(2, { gtin14: "00036000291453" })]));
    await assert.rejects(
      putStyle(kv, STYLE, [variant(2, { vendor: "V200" })]),
      (e) => e instanceof CatalogueConflict && e.code === "variant_mismatch",
    );
    assert.deepEqual((await listVariants(kv)).map((v) => v.item_number), ["5000001"]);
  });
});

Deno.test("listVariants and listStyles filter; catalogueMap sees every write", async () => {
  await withKv(async (kv) => {
    await putStyle(kv, STYLE, [variant(1), variant(2, { status: "discontinued" })]);
    const before = await catalogueMap(kv);
    assert.equal(before.size, 2);
    assert.equal(await catalogueMap(kv), before); // cached while nothing changed
    const bike: Style = {
      ...STYLE,
      id: "60000",
      vendor: "V1000",
      department: "BIK",
      class: "bikes",
      season: "SS26",
      sizes: ["M"],
    };
    await putStyle(kv, bike, [{
      ...variant(1),
      item_number: "6000001",
      style_id: "60000",
      vendor: "V1000",
      department: "BIK",
      class: "bikes",
      season: "SS26",
      size: "M",
      gtin14: demoGtin14(91, 1),
    }]);
    assert.equal((await catalogueMap(kv)).size, 3);
    assert.deepEqual(
      (await listVariants(kv, { status: "discontinued" })).map((v) => v.item_number),
      ["5000002"],
    );
    assert.deepEqual((await listVariants(kv, { vendor: "V1000" })).map((v) => v.item_number), [
      "6000001",
    ]);
    assert.deepEqual((await listVariants(kv, { department: "HOC", status: "active" })).length, 1);
    assert.deepEqual((await listStyles(kv, { season: "SS26" })).map((s) => s.id), ["60000"]);
    assert.deepEqual((await listStyles(kv)).map((s) => s.id), ["50000", "60000"]);
  });
});

Deno.test("searchCatalogue: codes first, then words in either language, accents ignored", async () => {
  await withKv(async (kv) => {
    await putStyle(kv, STYLE, [variant(1), variant(2), variant(3)]);
    assert.deepEqual(
      (await searchCatalogue(kv, variant(2).gtin14.slice(1))).map((v) => v.item_number),
      ["5000002"],
    );
    assert.deepEqual(
      (await searchCatalogue(kv, "5000003")).map((v) => v.item_number)[0],
      "5000003",
    );
    assert.equal((await searchCatalogue(kv, "50000")).length, 3); // the style number
    assert.deepEqual((await searchCatalogue(kv, "patin elite 8.5")).map((v) => v.item_number), [
      "5000002",
    ]);
    assert.equal((await searchCatalogue(kv, "skate", 2)).length, 2);
    assert.deepEqual(await searchCatalogue(kv, "bicycle"), []);
    assert.deepEqual(await searchCatalogue(kv, "  "), []);
  });
});
