// The fonts of fulfillment PDFs: DejaVu Sans (npm dejavu-fonts-ttf), embedded as a subset through
// fontkit, so every character prints as typed (an em dash, « », accents, narrow spaces) where
// pdf-lib's standard fonts only speak WinAnsi.
import type { PDFDocument, PDFFont } from "pdf-lib";
import { pdfFontkit } from "../pdf/load.ts";
// Puts the font package in the module graph, so its files are installed with the app.
import dejavu from "dejavu-fonts-ttf/package.json" with { type: "json" };

export const FONT_NAME = `DejaVu Sans ${dejavu.version}`;

let files: Promise<[Uint8Array, Uint8Array]> | null = null;

function load() {
  const read = (name: string) =>
    Deno.readFile(new URL(import.meta.resolve(`dejavu-fonts-ttf/ttf/${name}`)));
  files ??= Promise.all([read("DejaVuSans.ttf"), read("DejaVuSans-Bold.ttf")]);
  return files;
}

/** The regular and bold fonts, embedded (subset) in this document. */
export async function embedFonts(pdf: PDFDocument): Promise<{ font: PDFFont; bold: PDFFont }> {
  const [regular, bold] = await load();
  pdf.registerFontkit(await pdfFontkit());
  return {
    font: await pdf.embedFont(regular, { subset: true }),
    bold: await pdf.embedFont(bold, { subset: true }),
  };
}
