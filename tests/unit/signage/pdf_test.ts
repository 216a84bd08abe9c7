import assert from "node:assert/strict";
import { PDFDocument } from "pdf-lib";
import { renderSignsPdf } from "../../../lib/signage/pdf.ts";
import { gridFor, paginate, type SignItem } from "../../../lib/signage/layout.ts";
import { checkDigit } from "../../../lib/gs1/gtin.ts";
import { barcodeRects, decodeImage, pageContents, rasterise } from "../../helpers/barcodes.ts";

/** 30 signs over three departments, given out of department order. */
function items(): SignItem[] {
  return Array.from({ length: 30 }, (_, i) => {
    const body = `06${String(1000000000 + i * 7919).slice(-10)}`;
    const department_code = ["30", "10", "20"][i % 3];
    return {
      item_number: `IT-${100 + i}`,
      gtin14: `0${body}${checkDigit(body)}`,
      brand: ["Bauer", "CCM", "Sherwood"][i % 3],
      description_en: `Hockey stick senior ${i}`,
      description_fr: `Bâton de hockey senior ${i}`,
      department_code,
      department_en: `Dept ${department_code}`,
      department_fr: `Rayon ${department_code}`,
      price: 99.99 + i,
      regular_price: i % 2 ? 149.99 : null,
      starts_on: "2026-12-01",
      ends_on: "2026-12-24",
    };
  });
}

async function counts(perPage: number) {
  const pdf = await renderSignsPdf(items(), {
    perPage,
    languages: ["fr-CA", "en-US"],
    title: "Signs",
  });
  const doc = await PDFDocument.load(pdf);
  const contents = await pageContents(pdf);
  return {
    pages: doc.getPageCount(),
    signs: contents.map((c) => c.split("/Sign BMC").length - 1),
    contents,
  };
}

Deno.test("1, 8 and 24 signs per letter page: page and sign counts", async () => {
  const one = await counts(1);
  assert.equal(one.pages, 30);
  assert.ok(one.signs.every((n) => n === 1));
  const eight = await counts(8);
  assert.equal(eight.pages, 4);
  assert.deepEqual(eight.signs, [8, 8, 8, 6]);
  const full = await counts(24);
  assert.equal(full.pages, 2);
  assert.deepEqual(full.signs, [24, 6]);
  assert.deepEqual([gridFor(24).cols, gridFor(24).rows], [3, 8]);
  assert.deepEqual([gridFor(8).cols, gridFor(8).rows], [2, 4]);
});

Deno.test("the barcodes on the page decode back to each item's GTIN, in department order", async () => {
  const expected = paginate(items(), 24).flat().map((i) => i.gtin14);
  const { contents } = await counts(24);
  const decoded: string[] = [];
  for (const content of contents) {
    for (const rects of barcodeRects(content)) {
      const texts = await decodeImage(rasterise(rects));
      assert.equal(texts.length, 1);
      decoded.push(texts[0].padStart(14, "0"));
    }
  }
  assert.deepEqual(decoded, expected);
  // Sorted by department: 10s, then 20s, then 30s.
  const departments = paginate(items(), 24).flat().map((i) => i.department_code);
  assert.deepEqual(departments, [...departments].sort());
});

Deno.test("a single big sign's barcode decodes too", async () => {
  const { contents } = await counts(1);
  const texts = await decodeImage(rasterise(barcodeRects(contents[0])[0], 2));
  assert.equal(texts[0].padStart(14, "0"), paginate(items(), 1)[0][0].gtin14);
});

Deno.test("signs per page outside 1–24 are refused", () => {
  assert.throws(() => gridFor(0), RangeError);
  assert.throws(() => gridFor(25), RangeError);
});
