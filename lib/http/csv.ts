// CSV downloads (RFC 4180, CRLF, UTF-8 with a BOM so spreadsheet programs read accents right).
import { safeFilename } from "../i18n/format.ts";

export function csvCell(v: string | number | null): string {
  if (v === null) return "";
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsvText(rows: (string | number | null)[][]): string {
  return rows.map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** A CSV attachment named `name`.csv. */
export function csvResponse(rows: (string | number | null)[][], name: string): Response {
  return new Response("\uFEFF" + toCsvText(rows), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${safeFilename(name)}.csv"`,
      "cache-control": "no-store",
    },
  });
}
