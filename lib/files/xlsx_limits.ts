// An XLSX is a zip: a small upload can inflate into hundreds of megabytes once a parser opens it.
// Before exceljs sees a workbook, `checkXlsx` reads the zip's central directory (refusing too
// many entries or a declared uncompressed size over the limit), then inflates every entry as a
// stream, counting the bytes that really come out (declared sizes can lie) and the worksheet rows,
// and stops at the first limit. Nothing is kept but counters.

const MB = 1024 * 1024;

export const XLSX_LIMITS = {
  /** Uncompressed bytes of all entries together. */
  bytes: 25 * MB,
  /** Entries in the zip. */
  entries: 1000,
  /** Rows of all worksheets together. */
  rows: 50_000,
};
export type XlsxLimits = typeof XLSX_LIMITS;

/** An XLSX over a limit, or not a zip at all. `reason` says which. */
export class XlsxRefused extends Error {
  constructor(readonly reason: "not_zip" | "entries" | "bytes" | "rows") {
    super(`XLSX refused: ${reason}`);
    this.name = "XlsxRefused";
  }
}

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The central directory's entries; refuses a zip without one, ZIP64, or too many entries. */
function centralDirectory(bytes: Uint8Array, limits: XlsxLimits): Entry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new XlsxRefused("not_zip");
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  // 0xffff / 0xffffffff mean ZIP64, which no spreadsheet of a sane size needs.
  if (count === 0xffff || at === 0xffffffff) throw new XlsxRefused("entries");
  if (count > limits.entries) throw new XlsxRefused("entries");
  const entries: Entry[] = [];
  let declared = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) {
      throw new XlsxRefused("not_zip");
    }
    const nameLength = view.getUint16(at + 28, true);
    declared += view.getUint32(at + 24, true);
    if (declared > limits.bytes) throw new XlsxRefused("bytes");
    entries.push({
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      localOffset: view.getUint32(at + 42, true),
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** The compressed bytes of an entry (after its local header). */
function entryData(bytes: Uint8Array, entry: Entry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL) {
    throw new XlsxRefused("not_zip");
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  return bytes.subarray(start, start + entry.compressedSize);
}

const ROW = /<(?:[A-Za-z_][\w.-]*:)?row[\s>/]/g;

/** Counts worksheet rows across chunk boundaries. */
function rowCounter() {
  let carry = "";
  let rows = 0;
  return {
    add(text: string): number {
      const joined = carry + text;
      let end = 0;
      for (const match of joined.matchAll(ROW)) {
        rows++;
        end = match.index + match[0].length;
      }
      carry = joined.slice(Math.max(end, joined.length - 64));
      return rows;
    },
  };
}

/**
 * Refuses (XlsxRefused) a workbook whose zip is not readable or goes over `limits` once inflated.
 * Cheap on a normal file: one streaming inflate, no parsing.
 */
export async function checkXlsx(bytes: Uint8Array, limits: XlsxLimits = XLSX_LIMITS) {
  const entries = centralDirectory(bytes, limits);
  let total = 0;
  let rows = 0;
  for (const entry of entries) {
    const data = entryData(bytes, entry);
    if (entry.method === 0) {
      total += data.length;
      if (total > limits.bytes) throw new XlsxRefused("bytes");
      continue;
    }
    if (entry.method !== 8) throw new XlsxRefused("not_zip");
    const sheet = /^xl\/worksheets\/[^/]+\.xml$/i.test(entry.name);
    const counter = rowCounter();
    const decoder = new TextDecoder();
    const reader = new Blob([data as BlobPart]).stream()
      .pipeThrough(new DecompressionStream("deflate-raw")).getReader();
    try {
      while (true) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.length;
        if (total > limits.bytes) throw new XlsxRefused("bytes");
        if (sheet) {
          const seen = counter.add(decoder.decode(value, { stream: true }));
          if (rows + seen > limits.rows) throw new XlsxRefused("rows");
        }
      }
    } catch (error) {
      throw error instanceof XlsxRefused ? error : new XlsxRefused("not_zip");
    } finally {
      reader.cancel().catch(() => {});
    }
    if (sheet) rows += counter.add("");
  }
}
