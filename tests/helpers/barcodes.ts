// Reading barcodes back in tests: zxing-wasm (the decoder the scanner serves to browsers without
// BarcodeDetector) loaded from the npm package's own .wasm, no network; and the bars of the
// signage PDF (`/Barcode` marked-content sections of filled rectangles) rasterised to pixels.
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";

let ready: Promise<unknown> | null = null;
function zxing() {
  ready ??= Deno.readFile(new URL(import.meta.resolve("zxing-wasm/reader/zxing_reader.wasm")))
    .then((wasm) =>
      prepareZXingModule({ overrides: { wasmBinary: wasm.buffer }, fireImmediately: true })
    );
  return ready;
}

/** Decodes EAN/UPC symbols in an RGBA image; returns their texts. */
export async function decodeImage(image: ImageData): Promise<string[]> {
  await zxing();
  const found = await readBarcodes(image, { formats: ["EAN-13", "EAN-8", "UPC-A"] });
  return found.filter((r) => r.isValid).map((r) => r.text);
}

/** Rectangles [x, y, w, h] (points) → an RGBA image, `scale` pixels per point, white margin. */
export function rasterise(rects: number[][], scale = 4): ImageData {
  const minX = Math.min(...rects.map((r) => r[0])) - 15;
  const maxX = Math.max(...rects.map((r) => r[0] + r[2])) + 15;
  const minY = Math.min(...rects.map((r) => r[1])) - 5;
  const maxY = Math.max(...rects.map((r) => r[1] + r[3])) + 5;
  const width = Math.ceil((maxX - minX) * scale);
  const height = Math.ceil((maxY - minY) * scale);
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const [x, y, w, h] of rects) {
    const x0 = Math.round((x - minX) * scale), x1 = Math.round((x + w - minX) * scale);
    const y0 = Math.round((maxY - y - h) * scale), y1 = Math.round((maxY - y) * scale);
    for (let py = y0; py < y1; py++) {
      for (let px = x0; px < x1; px++) {
        const o = (py * width + px) * 4;
        data[o] = data[o + 1] = data[o + 2] = 0;
      }
    }
  }
  return new ImageData(data, width, height);
}

/** Per page: its content stream as text (decompressed). */
export async function pageContents(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray
      ? contents.asArray().map((ref) => doc.context.lookup(ref))
      : [contents];
    return streams.map((s) =>
      s instanceof PDFRawStream ? new TextDecoder().decode(decodePDFRawStream(s).decode()) : ""
    ).join("\n");
  });
}

/** The rectangles of each `/Barcode` section of a content stream, in drawing order. */
export function barcodeRects(content: string): number[][][] {
  const sections = content.split("/Barcode BMC").slice(1).map((s) => s.split("EMC")[0]);
  return sections.map((section) =>
    [...section.matchAll(/([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) re/g)].map((m) =>
      m.slice(1, 5).map(Number)
    )
  );
}
