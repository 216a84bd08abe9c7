// Pure marketing calculations with exact figures: completeness per channel × language, size-guide
// conversions, duplicate proposals, price amounts and the dry run, collections, the sync plan.
import { parseCsvText } from "../../../lib/http/csv.ts";
import assert from "node:assert/strict";
import type { Variant } from "../../../lib/catalogue/model.ts";
import { completeness, lacks, scoreOf } from "../../../lib/marketing/completeness.ts";
import { emptyContent, type ItemContent } from "../../../lib/marketing/model.ts";
import { fromCm, toCm } from "../../../lib/marketing/sizes.ts";
import {
  diceSimilarity,
  gtinRelation,
  proposeDuplicates,
} from "../../../lib/marketing/duplicates.ts";
import { dryRun, headerKey, parseAmount, readTable } from "../../../lib/marketing/price_import.ts";
import { collectionMembers, styleFacts } from "../../../lib/marketing/collections.ts";
import {
  money,
  planSync,
  precheck,
  productPayload,
  reviewAggregate,
  type SentState,
  shopifyBarcode,
} from "../../../lib/marketing/shopify_map.ts";
import { testVariant } from "../../helpers/catalogue.ts";
import { testStyle } from "../catalogue/fixtures.ts";

const style = testStyle("5000", {
  department: "APP",
  class: "outerwear",
  name: { en: "Parka Pro", fr: "Parka Pro" },
  description: { en: "A warm parka.", fr: "Un parka chaud." },
  sizes: ["S", "M"],
});
const variants: Variant[] = ["S", "M"].map((size, i) =>
  testVariant(`50000${i + 1}`, {
    style_id: "5000",
    department: "APP",
    class: "outerwear",
    size,
    cost: 12000,
    retail: 24999,
  })
);
const full: ItemContent = {
  ...emptyContent("5000"),
  web_title: { en: "Parka Pro", fr: "Parka Pro" },
  web_description: {
    en: "A warm parka for the coldest Canadian winters, with a hood.",
    fr: "Un parka chaud pour les hivers canadiens les plus froids.",
  },
  images: ["f1"],
  size_guide_id: "apparel-body",
  web_enabled: true,
};

Deno.test("completeness: every channel × language, percent rounded down, missing listed", () => {
  assert.ok(completeness(style, variants, full).every((s) => s.percent === 100));
  // no French web texts, no image: web/fr lacks 3 of 8, web/en 1 of 8
  const partial = {
    ...full,
    web_title: { en: "Parka Pro", fr: "" },
    web_description: { en: full.web_description.en, fr: "Trop court." },
    images: [],
  };
  const c = completeness(style, variants, partial);
  assert.deepEqual(scoreOf(c, "web", "fr"), {
    channel: "web",
    lang: "fr",
    percent: 62, // 5 of 8 = 62.5 → 62
    missing: ["web_title", "web_description", "image"],
  });
  assert.equal(scoreOf(c, "web", "en").percent, 87); // 7 of 8
  assert.equal(scoreOf(c, "pos", "fr").percent, 100);
  assert.deepEqual(scoreOf(c, "signage", "en").missing, ["image"]);
  assert.equal(scoreOf(c, "signage", "en").percent, 75); // 3 of 4
  assert.ok(lacks(c, "web_fr") && lacks(c, "image") && !lacks(c, "pos_en"));
  // a retail under cost fails prices everywhere; one size needs no size guide
  const cheap = variants.map((v) => ({ ...v, retail: 100 }));
  assert.deepEqual(scoreOf(completeness(style, cheap, full), "pos", "en").missing, ["prices"]);
  const os = { ...style, sizes: ["OS"] };
  assert.equal(
    scoreOf(completeness(os, variants, { ...full, size_guide_id: null }), "web", "en").percent,
    100,
  );
});

Deno.test("size guides: centimetres kept, inches at 2.54 cm per inch to 0.1", () => {
  assert.equal(fromCm(99, "in"), 39); // 38.976…
  assert.equal(fromCm(91.5, "in"), 36); // 36.023…
  assert.equal(fromCm(84, "in"), 33.1); // 33.070…
  assert.equal(fromCm(26.3, "cm"), 26.3);
  assert.equal(toCm("39", "in"), 99.1); // 99.06
  assert.equal(toCm("33,1", "in"), 84.1); // 84.074, comma decimal
  assert.equal(toCm("101,5", "cm"), 101.5);
  assert.equal(toCm("", "cm"), null);
  assert.ok(Number.isNaN(toCm("abc", "cm")!));
});

Deno.test("duplicates: bigram similarity, GTIN relations, proposals across styles only", () => {
  assert.equal(diceSimilarity("night", "nacht"), 0.25); // ni ig gh ht / na ac ch ht: 2·1/8
  assert.equal(diceSimilarity("Équipe", "equipe"), 1);
  assert.equal(gtinRelation("00754100000011", "00754100000028"), "one_digit");
  assert.equal(gtinRelation("00754100000011", "10754100000018"), "indicator");
  assert.equal(gtinRelation("00754100000011", "00754100009911"), null);
  const a = testVariant("1000001", {
    style_id: "10000",
    description: { en: "Polar Skate Pro — Black, 4", fr: "Patin Polar Pro — noir, 4" },
  });
  const b = testVariant("1009901", {
    style_id: "10090",
    description: { en: "Polar Skate Pro - Black, 4", fr: "Patin Polar Pro — noir, 4" },
  });
  const other = testVariant("1000002", {
    style_id: "10000",
    description: { en: "Tape", fr: "Ruban" },
  });
  const pairs = proposeDuplicates([b, other, a]);
  assert.equal(pairs.length, 1);
  assert.equal(pairs[0].keep.item_number, "1000001");
  assert.equal(pairs[0].drop.item_number, "1009901");
  assert.equal(pairs[0].similarity, 1);
});

Deno.test("price amounts: dollars in either language → exact cents", () => {
  assert.equal(parseAmount("19.99"), 1999);
  assert.equal(parseAmount("$1,234.50"), 123450);
  assert.equal(parseAmount("19,99"), 1999);
  assert.equal(parseAmount("1 234,56 $"), 123456);
  assert.equal(parseAmount("1.234,56"), 123456);
  assert.equal(parseAmount("12"), 1200);
  assert.equal(parseAmount("12.345"), null);
  assert.equal(parseAmount("-5"), null);
  assert.equal(parseAmount("abc"), null);
});

Deno.test("price dry run: each line's change or error, by item number or GTIN", () => {
  const v1 = testVariant("700001", { cost: 5000, retail: 9999 });
  const v2 = testVariant("700002", { cost: 5000, retail: 9999 });
  const catalogue = new Map([v1, v2].map((v) => [v.item_number, v]));
  const byGtin = new Map([v1, v2].map((v) => [v.gtin14, v.item_number]));
  const rows = parseCsvText(
    `item;upc;cost;retail;sale_price;sale_start;sale_end
700001;;52,50;109,99;89,99;2026-11-27;2026-11-30
;${v2.gtin14.slice(2)};60;55;;;
999999;;1;2;;;
700001;;1;2;;;
`,
    ";",
  );
  const run = dryRun(rows, catalogue, byGtin);
  assert.equal(run.lines, 4);
  assert.deepEqual(run.changes, [{
    line: 2,
    item_number: "700001",
    style_id: "7000",
    cost: { before: 5000, after: 5250 },
    retail: { before: 9999, after: 10999 },
    sale: { price: 8999, start: "2026-11-27", end: "2026-11-30" },
  }]);
  assert.deepEqual(run.errors.map((e) => [e.line, e.key]), [
    [3, "retail_below_cost"],
    [4, "unknown_item"],
    [5, "duplicate_item"],
  ]);
  assert.deepEqual(dryRun([["name", "cost"]], catalogue, byGtin).errors.map((e) => e.key), [
    "no_item_column",
  ]);
});

Deno.test("collections: rules match the style's lowest retail, manual lists exact ids", () => {
  const s2 = { ...style, id: "5001", department: "HOC", class: "skates" };
  const facts = [
    styleFacts(style, variants, { ...full, tags: ["winter"] }),
    styleFacts(s2, [{ ...variants[0], retail: 8999 }], emptyContent("5001")),
  ];
  const base = { title: { en: "x", fr: "x" }, updated_at: "", updated_by: "" };
  assert.deepEqual(
    collectionMembers({
      ...base,
      id: "a",
      kind: "rule",
      style_ids: [],
      rules: { max_retail: 10000 },
    }, facts),
    ["5001"],
  );
  assert.deepEqual(
    collectionMembers({
      ...base,
      id: "b",
      kind: "rule",
      style_ids: [],
      rules: { tag: "winter", season: "FW26" },
    }, facts),
    ["5000"],
  );
  assert.deepEqual(
    collectionMembers(
      { ...base, id: "c", kind: "manual", style_ids: ["5001", "9"], rules: {} },
      facts,
    ),
    ["5001"],
  );
  // no rule holds nothing (it once held every style); "any" joins the rules with or
  assert.deepEqual(
    collectionMembers({ ...base, id: "d", kind: "rule", style_ids: [], rules: {} }, facts),
    [],
  );
  assert.deepEqual(
    collectionMembers({
      ...base,
      id: "e",
      kind: "rule",
      style_ids: [],
      rules: { match: "any", tag: "winter", department: "HOC" },
    }, facts),
    ["5000", "5001"],
  );
  assert.deepEqual(
    collectionMembers({
      ...base,
      id: "f",
      kind: "rule",
      style_ids: [],
      rules: { match: "all", tag: "winter", department: "HOC" },
    }, facts),
    [],
  );
  assert.equal(facts[0].image, "f1");
});

Deno.test("productSet payload: options, prices, barcodes, reviews metafields, French", () => {
  const reviews = [5, 4, 4].map((rating, i) => ({
    id: `r${i}`,
    style_id: "5000",
    rating,
    author: "A",
    text: "",
    lang: "en" as const,
    at: "",
    status: "published" as const,
  }));
  assert.deepEqual(reviewAggregate(reviews), { rating: 4.3, count: 3 });
  const p = productPayload(style, variants, full, {
    vendorName: "Polar Peak Hockey",
    typeName: "APP/outerwear",
    imageUrl: (id) => `https://cdn/${id}`,
  }, reviews);
  assert.equal(p.input.handle, "style-5000");
  assert.deepEqual(p.input.productOptions, [
    { name: "Size", values: [{ name: "S" }, { name: "M" }] },
    { name: "Colour", values: [{ name: "Black" }] },
  ]);
  assert.equal(p.input.variants[0].price, "249.99");
  assert.equal(p.input.variants[0].inventoryItem.cost, "120.00");
  assert.equal(p.input.variants[0].barcode, shopifyBarcode(variants[0].gtin14));
  assert.equal(shopifyBarcode("00012345678905"), "012345678905");
  assert.equal(money(5), "0.05");
  assert.deepEqual(p.input.metafields.filter((m) => m.namespace === "reviews"), [
    {
      namespace: "reviews",
      key: "rating",
      type: "rating",
      value: '{"value":"4.3","scale_min":"1.0","scale_max":"5.0"}',
    },
    { namespace: "reviews", key: "rating_count", type: "number_integer", value: "3" },
  ]);
  assert.equal(p.french.title, "Parka Pro");
  assert.equal(p.input.descriptionHtml, `<p>${full.web_description.en}</p>`);
  assert.equal(precheck(style, variants, { ...full, images: [] }), "missing_image");
  assert.equal(precheck(style, variants, full), null);
});

Deno.test("sync plan: create, update, unchanged, variant and product deletions", () => {
  const sent = new Map<string, SentState>([
    ["1", { hash: "h1", skus: ["101", "102"], fields: { title: "Skate", handle: "style-1" } }],
    ["2", { hash: "h2", skus: ["201"] }],
    ["3", { hash: "h3", skus: ["301"] }],
    ["5", { hash: "h5", skus: ["501"] }],
  ]);
  assert.deepEqual(
    planSync([
      {
        style_id: "1",
        hash: "h1x",
        skus: ["101"],
        fields: { title: "Pro skate", handle: "style-1" },
      },
      { style_id: "2", hash: "h2", skus: ["201"] },
      { style_id: "4", hash: "h4", skus: ["401"], fields: { title: "Helmet" } },
      { style_id: "5", hash: "h5x", skus: ["501"], fields: { title: "Stick" } },
    ], sent),
    [
      {
        style_id: "1",
        action: "update",
        delete_skus: ["102"],
        changes: [{ field: "title", before: "Skate", after: "Pro skate" }],
        fields_known: true,
      },
      { style_id: "2", action: "unchanged", delete_skus: [], changes: [], fields_known: false },
      { style_id: "3", action: "delete", delete_skus: ["301"], changes: [], fields_known: false },
      {
        style_id: "4",
        action: "create",
        delete_skus: [],
        changes: [{ field: "title", before: "", after: "Helmet" }],
        fields_known: true,
      },
      // sent before the fields were kept: an update whose changes are unknown
      { style_id: "5", action: "update", delete_skus: [], changes: [], fields_known: false },
    ],
  );
});

Deno.test("price files: XLSX cells, semicolon CSV with quoted fields, other types refused", async () => {
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Prix");
  sheet.addRow(["item_number", "cost", "retail"]);
  sheet.addRow(["700001", 52.5, "109,99"]);
  const bytes = new Uint8Array(await book.xlsx.writeBuffer() as ArrayBuffer);
  assert.deepEqual(await readTable("prix.xlsx", bytes), [
    ["item_number", "cost", "retail"],
    ["700001", "52.5", "109,99"],
  ]);
  const csv = new TextEncoder().encode('\uFEFFitem;retail\r\n700001;"1 234,56"\r\n');
  assert.deepEqual(await readTable("prix.csv", csv), [["item", "retail"], ["700001", "1 234,56"]]);
  assert.equal(await readTable("prix.pdf", csv), null);
  assert.equal(await readTable("broken.xlsx", csv), null);
});

Deno.test("price file headers as vendors write them are recognised, in English and French", () => {
  const cases: [string, string | null][] = [
    ["Net Cost", "cost"],
    ["Net Cost ($)", "cost"],
    ["Dealer Price", "cost"],
    ["Wholesale", "cost"],
    ["Coût net", "cost"],
    ["Prix coûtant", "cost"],
    ["MSRP", "retail"],
    ["Retail", "retail"],
    ["Suggested Retail Price", "retail"],
    ["PDSF", "retail"],
    ["Prix de vente suggéré", "retail"],
    ["Prix", "retail"],
    ["Item #", "item_number"],
    ["No d'article", "item_number"],
    ["UPC Code", "gtin"],
    ["Code à barres", "gtin"],
    ["Promo Price", "sale_price"],
    ["Colour", null],
  ];
  for (const [header, field] of cases) assert.equal(headerKey(header), field, header);
});
