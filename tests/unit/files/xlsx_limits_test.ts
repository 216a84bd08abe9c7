// Uploads bounded after decompression (lib/files/xlsx_limits.ts): a small XLSX that inflates past
// the size or row limits is refused before exceljs opens it, wherever workbooks are read.
import assert from "node:assert/strict";
import { crc32 } from "node:zlib";
import { checkXlsx, XLSX_LIMITS, XlsxRefused } from "../../../lib/files/xlsx_limits.ts";
import { xlsxToText } from "../../../lib/quotes/task.ts";
import { fileCells } from "../../../lib/specials/line_rows.ts";

async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream()
    .pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A zip of the given files (deflated); `lie` replaces every declared uncompressed size. */
async function zip(files: Record<string, string>, lie?: number): Promise<Uint8Array> {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const raw = new TextEncoder().encode(text);
    const packed = await deflate(raw);
    const nameBytes = new TextEncoder().encode(name);
    const local = new Uint8Array(30 + nameBytes.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(8, 8, true);
    lv.setUint32(14, crc32(raw), true);
    lv.setUint32(18, packed.length, true);
    lv.setUint32(22, lie ?? raw.length, true);
    lv.setUint16(26, nameBytes.length, true);
    local.set(nameBytes, 30);
    const central = new Uint8Array(46 + nameBytes.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(10, 8, true);
    cv.setUint32(16, crc32(raw), true);
    cv.setUint32(20, packed.length, true);
    cv.setUint32(24, lie ?? raw.length, true);
    cv.setUint16(28, nameBytes.length, true);
    cv.setUint32(42, offset, true);
    central.set(nameBytes, 46);
    locals.push(local, packed);
    centrals.push(central);
    offset += local.length + packed.length;
  }
  const size = centrals.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, centrals.length, true);
  ev.setUint16(10, centrals.length, true);
  ev.setUint32(12, size, true);
  ev.setUint32(16, offset, true);
  const all = [...locals, ...centrals, end];
  const out = new Uint8Array(all.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of all) out.set(part, (at += part.length) - part.length);
  return out;
}

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG = "http://schemas.openxmlformats.org/package/2006/relationships";

/** A one-sheet workbook whose sheet has `rows` rows (each cell `cell`). */
function workbook(rows: number, cell = "x"): Record<string, string> {
  const body = Array.from(
    { length: rows },
    (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>${cell}</t></is></c></row>`,
  ).join("");
  return {
    "[Content_Types].xml":
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    "_rels/.rels":
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    "xl/workbook.xml":
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    "xl/_rels/workbook.xml.rels":
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    "xl/worksheets/sheet1.xml":
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${body}</sheetData></worksheet>`,
  };
}

Deno.test("a normal workbook passes and is read", async () => {
  const bytes = await zip(workbook(3, "hello"));
  await checkXlsx(bytes);
  assert.equal(await xlsxToText(bytes), "hello\nhello\nhello");
});

Deno.test("a small XLSX with too many rows is refused before parsing", async () => {
  const bomb = await zip(workbook(XLSX_LIMITS.rows + 1));
  assert.ok(bomb.length < 400_000, `${bomb.length} bytes`);
  await assert.rejects(checkXlsx(bomb), (e) => e instanceof XlsxRefused && e.reason === "rows");
  await assert.rejects(xlsxToText(bomb), XlsxRefused);
  assert.equal(await fileCells("lines.xlsx", bomb), null);
});

Deno.test("uncompressed size: declared over the limit, or lying and inflating past it", async () => {
  const declared = await zip(workbook(3), XLSX_LIMITS.bytes);
  await assert.rejects(
    checkXlsx(declared),
    (e) => e instanceof XlsxRefused && e.reason === "bytes",
  );
  // Sizes that lie (declared small) are caught while inflating: 30 MB of one cell.
  const big = await zip(workbook(1, "y".repeat(30 * 1024 * 1024)), 10);
  assert.ok(big.length < 100_000, `${big.length} bytes`);
  await assert.rejects(checkXlsx(big), (e) => e instanceof XlsxRefused && e.reason === "bytes");
  await assert.rejects(xlsxToText(big), XlsxRefused);
  await assert.rejects(checkXlsx(new TextEncoder().encode("not a zip")), XlsxRefused);
});
