import assert from "node:assert/strict";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { fontMetrics } from "../../../lib/signage/pdf.ts";
import { layoutSign, MIN_PRICE_PT, overlaps, textBox } from "../../../lib/signage/sign_layout.ts";
import type { SignItem } from "../../../lib/signage/layout.ts";

const item: SignItem = {
  item_number: "10042",
  gtin14: "00061000000001",
  brand: "Sherwood Hockey Company",
  description_en: "Hockey stick senior composite with a very long name",
  description_fr: "Bâton de hockey senior composite au nom très long",
  department_code: "HOC",
  department_en: "Hockey equipment",
  department_fr: "Équipement de hockey",
  price: 1299.99,
  regular_price: 1499.99,
  starts_on: "2026-12-01",
  ends_on: "2026-12-24",
};

Deno.test("sign layout: the texts it draws never overlap, and stay inside the sign's cell", async () => {
  const doc = await PDFDocument.create();
  const metrics = fontMetrics({
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  });
  for (const perPage of [1, 2, 3, 4, 6, 8, 10, 12, 24]) {
    for (const languages of [["en-US", "fr-CA"], ["fr-CA", "en-US"]] as const) {
      for (
        const variant of [item, { ...item, regular_price: null, starts_on: null, ends_on: null }]
      ) {
        const layout = layoutSign(
          variant,
          { perPage, languages: [...languages], title: "" },
          0,
          metrics,
        );
        const boxes = layout.texts.map((t) => ({ text: t.text, box: textBox(t, metrics) }));
        if (layout.barcode) boxes.push({ text: "(barcode)", box: layout.barcode });
        for (let i = 0; i < boxes.length; i++) {
          const { box } = boxes[i];
          assert.ok(
            box.x >= layout.cell.x && box.x + box.width <= layout.cell.x + layout.cell.width,
          );
          assert.ok(
            box.y >= layout.cell.y && box.y + box.height <= layout.cell.y + layout.cell.height,
          );
          for (let j = i + 1; j < boxes.length; j++) {
            assert.ok(
              !overlaps(box, boxes[j].box),
              `${perPage}/page ${languages[0]}: "${boxes[i].text}" overlaps "${boxes[j].text}"`,
            );
          }
        }
        const price = layout.texts.filter((t) => t.bold && /\d/.test(t.text));
        assert.ok(price.some((t) => t.size >= MIN_PRICE_PT));
      }
    }
  }
});
