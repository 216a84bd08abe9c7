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

/** The word boxes pdftotext finds on each page of a PDF (poppler's own text extraction). */
async function wordBoxes(pdf: Uint8Array) {
  const file = await Deno.makeTempFile({ suffix: ".pdf" });
  try {
    await Deno.writeFile(file, pdf);
    const out = await new Deno.Command("pdftotext", { args: ["-bbox", file, "-"] }).output();
    assert.ok(out.success, new TextDecoder().decode(out.stderr));
    return new TextDecoder().decode(out.stdout).split("<page ").slice(1).map((page) =>
      [...page.matchAll(
        /xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g,
      )]
        .map(([, x0, y0, x1, y1, word]) => ({ x0: +x0, y0: +y0, x1: +x1, y1: +y1, word }))
    );
  } finally {
    await Deno.remove(file);
  }
}

Deno.test("no two words of the PDF overlap (pdftotext -bbox), at every size, either language first", async () => {
  const long = items().slice(0, 12).map((item, i) => ({
    ...item,
    brand: i % 2 ? "Sherwood Hockey Company" : item.brand,
    item_number: `99${item.item_number}`,
    price: 1299.99,
    regular_price: 1499.99,
  }));
  for (const languages of [["en-US", "fr-CA"], ["fr-CA", "en-US"]] as const) {
    for (const perPage of [1, 2, 4, 6, 8, 10, 12, 24]) {
      const pdf = await renderSignsPdf(long, { perPage, languages: [...languages], title: "x" });
      const pages = await wordBoxes(pdf);
      const clashes: string[] = [];
      for (const words of pages) {
        for (let i = 0; i < words.length; i++) {
          for (let j = i + 1; j < words.length; j++) {
            const [a, b] = [words[i], words[j]];
            if (a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1) {
              clashes.push(`${a.word} / ${b.word}`);
            }
          }
        }
      }
      assert.deepEqual(clashes, [], `${perPage} per page, ${languages[0]} first`);
    }
  }
});
