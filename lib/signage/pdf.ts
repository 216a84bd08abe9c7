// The shelf-sign PDF: N signs per US-letter page (layout.ts), each with brand, description in
// both languages (the first one larger), price (≥ 28 pt bold, the Québec scanner-exemption
// minimum), regular price, sale dates and an EAN/UPC barcode drawn from the GTIN as filled
// rectangles, where sign_layout.ts places them (no two texts overlap). Each sign is a marked-content section `/Sign`, each barcode `/Barcode`, so tests can
// count signs and decode the exact bars on the page.
import type { PDFFont, PDFPage } from "pdf-lib";
import { type PdfLib, pdfLib } from "../pdf/load.ts";
import { barRuns, barsForGtin14, QUIET_MODULES } from "../gs1/barcode.ts";
import { LETTER, paginate, type SignItem } from "./layout.ts";
import {
  dateRange,
  layoutSign,
  type Metrics,
  MIN_PRICE_PT,
  type SignLayout,
  type SignOptions,
} from "./sign_layout.ts";

export { dateRange, MIN_PRICE_PT, type SignOptions };

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** WinAnsi (the standard fonts' encoding) has no glyph for some characters: fall back to ASCII. */
function encodable(font: PDFFont, text: string): string {
  try {
    font.encodeText(text);
    return text;
  } catch {
    return [...text].map((c) => {
      try {
        font.encodeText(c);
        return c;
      } catch {
        return c.normalize("NFD").replace(/[^\x20-\x7e]/g, "") || "?";
      }
    }).join("");
  }
}

/** The measures of the two fonts, for the layout (sign_layout.ts). */
export function fontMetrics(fonts: Fonts): Metrics {
  const font = (bold: boolean) => bold ? fonts.bold : fonts.regular;
  return {
    encodable: (text, bold) => encodable(font(bold), text),
    width: (text, size, bold) => font(bold).widthOfTextAtSize(text, size),
  };
}

/** Draws the bars as filled rectangles inside a `/Barcode` marked-content section. */
function drawBarcode(
  pdf: PdfLib,
  page: PDFPage,
  font: PDFFont,
  gtin14: string,
  box: { x: number; y: number; width: number; height: number },
) {
  const bars = barsForGtin14(gtin14);
  if (!bars) return;
  const total = bars.modules.length + 2 * QUIET_MODULES;
  const module = Math.min(2.5, box.width / total);
  const digitSize = Math.max(6, Math.min(9, module * 8));
  const barHeight = Math.min(box.height - digitSize - 2, total * module * 0.45);
  const left = box.x + box.width - total * module;
  const { beginMarkedContent, endMarkedContent, fill, popGraphicsState, pushGraphicsState } = pdf;
  const { rectangle, setFillingGrayscaleColor } = pdf;
  page.pushOperators(
    beginMarkedContent("Barcode"),
    pushGraphicsState(),
    setFillingGrayscaleColor(0),
    ...barRuns(bars.modules).flatMap(([start, width]) => [
      rectangle(
        left + (start + QUIET_MODULES) * module,
        box.y + digitSize + 2,
        width * module,
        barHeight,
      ),
      fill(),
    ]),
    popGraphicsState(),
    endMarkedContent(),
  );
  const text = bars.digits;
  const w = font.widthOfTextAtSize(text, digitSize);
  page.drawText(text, { x: left + (total * module - w) / 2, y: box.y, size: digitSize, font });
}

function drawSign(
  pdf: PdfLib,
  page: PDFPage,
  fonts: Fonts,
  layout: SignLayout & { gtin14: string | null },
) {
  const { beginMarkedContent, endMarkedContent, rgb } = pdf;
  page.pushOperators(beginMarkedContent("Sign"));
  // Cut guide: a thin grey frame around the cell.
  page.drawRectangle({
    ...layout.cell,
    borderColor: rgb(0.6, 0.6, 0.6),
    borderWidth: 0.5,
  });
  for (const text of layout.texts) {
    page.drawText(text.text, {
      x: text.x,
      y: text.y,
      size: text.size,
      font: text.bold ? fonts.bold : fonts.regular,
      color: rgb(0, 0, 0),
    });
  }
  if (layout.barcode) drawBarcode(pdf, page, fonts.regular, layout.gtin14!, layout.barcode);
  page.pushOperators(endMarkedContent());
}

/** The PDF bytes: pages of `options.perPage` signs, sorted by department. */
export async function renderSignsPdf(items: SignItem[], options: SignOptions): Promise<Uint8Array> {
  const pdf = await pdfLib();
  const { PDFDocument, StandardFonts } = pdf;
  const doc = await PDFDocument.create();
  doc.setTitle(options.title);
  doc.setCreator("Member Portal");
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  for (const signs of paginate(items, options.perPage)) {
    const page = doc.addPage([LETTER.width, LETTER.height]);
    const metrics = fontMetrics(fonts);
    signs.forEach((item, i) =>
      drawSign(pdf, page, fonts, { ...layoutSign(item, options, i, metrics), gtin14: item.gtin14 })
    );
  }
  return await doc.save({ useObjectStreams: false });
}
