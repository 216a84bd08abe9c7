// Show orders reach vendors: every booked line of one vendor's show orders, one row per line
// (style, colour, size, units, cost, delivery window, PO, the store's PO reference, ship-to), as
// CSV or XLSX, and the export recorded as "sent" (who, when) so head office sees what went out.
// Kept in KV: ["show_exports", show, vendor] → SentMark (registered in lib/db/keys.ts).
import { csvResponse } from "../http/csv.ts";
import { safeFilename } from "../i18n/format.ts";
import type { Translate } from "../i18n/validation.ts";
import type { Locale } from "../auth/types.ts";
import { inLocale } from "../catalogue/mod.ts";
import { bookedOrders } from "./report.ts";
import { bookStyles, listBooks, listShowOrders } from "./store.ts";

export const EXPORT_COLUMNS = [
  "po",
  "po_ref",
  "store",
  "ship_to",
  "start_ship",
  "cancel_date",
  "style",
  "style_name",
  "colour",
  "size",
  "item",
  "units",
  "unit_cost",
  "extended_cost",
  "retail",
] as const;

export type ExportRow = (string | number)[];

/** Who sent a vendor its lines of a show, and when. */
export interface SentMark {
  at: string;
  by: string;
  format: "csv" | "xlsx";
  orders: number;
  lines: number;
}

/** Every booked line of `vendor` at `show`, in EXPORT_COLUMNS order, by PO then item. */
export async function vendorLines(
  kv: Deno.Kv,
  show: string,
  vendor: string,
  locale: Locale,
): Promise<{ rows: ExportRow[]; orders: number }> {
  const cells = new Map<string, { style: string; name: string; colour: string; size: string }>();
  for (const book of await listBooks(kv, show, vendor)) {
    for (const style of await bookStyles(kv, book.id)) {
      const colours = new Map(style.colours.map((c) => [c.code, inLocale(c.name, locale)]));
      for (const [cell, item] of Object.entries(style.items)) {
        const [colour, size] = cell.split("|");
        cells.set(item, {
          style: style.style_id,
          name: inLocale(style.name, locale),
          colour: colours.get(colour) ?? colour,
          size,
        });
      }
    }
  }
  const poRef = new Map<string, string>();
  for (const order of await listShowOrders(kv, show)) {
    order.po_ids.forEach((id, i) => id && poRef.set(id, order.splits[i]?.po_ref ?? ""));
  }
  const orders = (await bookedOrders(kv, show)).filter((o) => o.vendor === vendor)
    .sort((a, b) => a.po_number.localeCompare(b.po_number));
  const rows: ExportRow[] = [];
  for (const o of orders) {
    for (const l of o.lines) {
      const c = cells.get(l.item_number);
      const cost = Math.round(l.unit_cost * 100);
      rows.push([
        o.po_number,
        poRef.get(o.id) ?? "",
        o.store,
        o.ship_to,
        o.start_ship,
        o.cancel_date,
        c?.style ?? "",
        c?.name ?? "",
        c?.colour ?? "",
        c?.size ?? "",
        l.item_number,
        l.quantity,
        cost / 100,
        cost * l.quantity / 100,
        l.retail,
      ]);
    }
  }
  return { rows, orders: orders.length };
}

const headers = (t: Translate) => EXPORT_COLUMNS.map((c) => t(`shows.export.${c}`));

/** The vendor's lines as a CSV download (money with two decimals). */
export function vendorCsv(rows: ExportRow[], t: Translate, name: string): Response {
  const money = [12, 13, 14];
  return csvResponse(
    [
      headers(t),
      ...rows.map((r) => r.map((v, i) => money.includes(i) ? Number(v).toFixed(2) : v)),
    ],
    name,
  );
}

/** The vendor's lines as an XLSX download: real numbers and Excel dates, a total row. */
export async function vendorXlsx(rows: ExportRow[], t: Translate, name: string) {
  const { default: ExcelJS } = await import("exceljs");
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(name.replace(/[\\/?*[\]:]/g, "_").slice(0, 31));
  ws.addRow(headers(t)).font = { bold: true };
  for (const r of rows) {
    // Dates as dates (noon UTC, so no time zone moves the day).
    ws.addRow(r.map((v, i) => i === 4 || i === 5 ? new Date(`${v}T12:00:00Z`) : v));
  }
  const total = ws.addRow([t("shows.export.total")]);
  total.getCell(12).value = rows.reduce((n, r) => n + Number(r[11]), 0);
  total.getCell(14).value = Math.round(rows.reduce((n, r) => n + Number(r[13]) * 100, 0)) / 100;
  total.font = { bold: true };
  for (const col of [5, 6]) ws.getColumn(col).numFmt = "yyyy-mm-dd";
  for (const col of [13, 14, 15]) ws.getColumn(col).numFmt = "#,##0.00";
  ws.views = [{ state: "frozen", ySplit: 1 }];
  const body = new Uint8Array(await wb.xlsx.writeBuffer() as ArrayBuffer);
  return new Response(body, {
    headers: {
      "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "content-disposition": `attachment; filename="${safeFilename(name)}.xlsx"`,
      "cache-control": "no-store",
    },
  });
}

/** Records that `vendor` was sent its lines of `show`. */
export async function markSent(kv: Deno.Kv, show: string, vendor: string, mark: SentMark) {
  await kv.set(["show_exports", show, vendor], mark);
}

/** The last export sent to each vendor of a show, by vendor number. */
export async function sentMarks(kv: Deno.Kv, show: string): Promise<Record<string, SentMark>> {
  const out: Record<string, SentMark> = {};
  for await (const e of kv.list<SentMark>({ prefix: ["show_exports", show] })) {
    out[String(e.key[2])] = e.value;
  }
  return out;
}
