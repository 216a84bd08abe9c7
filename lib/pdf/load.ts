// pdf-lib and fontkit loaded on first use: most requests, and most test workers, never make a PDF,
// and importing the two costs ~0.2 s of CPU in every process that does.
import type { PDFDocument } from "pdf-lib";

export type PdfLib = typeof import("pdf-lib");
type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];

let pdf: Promise<PdfLib> | undefined;
let fontkit: Promise<Fontkit> | undefined;

export function pdfLib(): Promise<PdfLib> {
  return pdf ??= import("pdf-lib");
}

/** A new, empty PDF document. */
export async function createPdf(): Promise<PDFDocument> {
  return (await pdfLib()).PDFDocument.create();
}

/** Fontkit, for embedding a TrueType font (lib/fulfillment/pdf_fonts.ts). */
export function pdfFontkit(): Promise<Fontkit> {
  return fontkit ??= import("@pdf-lib/fontkit").then((m) =>
    (m as unknown as { default: Fontkit }).default
  );
}
