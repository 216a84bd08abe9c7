// Show orders reach vendors: every booked line of one vendor's show orders, one row per line
// (style, colour, size, units, cost, delivery window, PO, the store's PO reference, ship-to), as
// CSV or XLSX, and the export recorded as "sent" (who, when) so head office sees what went out.
// Kept in KV: ["show_exports", show, vendor] → SentMark (registered in lib/db/keys.ts).
import { csvResponse } from "../http/csv.ts";
import { xlsxBytes, type XlsxKind, xlsxResponse } from "../http/xlsx.ts";
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

/** How each export column is written in a spreadsheet. */
const KINDS: Partial<Record<(typeof EXPORT_COLUMNS)[number], XlsxKind>> = {
  start_ship: "date",
  cancel_date: "date",
  units: "integer",
  unit_cost: "money",
  extended_cost: "money",
  retail: "money",
};

const columns = (t: Translate) =>
  EXPORT_COLUMNS.map((c) => ({ header: t(`shows.export.${c}`), kind: KINDS[c] }));

/** The vendor's lines as a CSV download in the page's language (money with two decimals). */
export function vendorCsv(rows: ExportRow[], t: Translate, name: string, locale: Locale): Response {
  const cols = columns(t);
  return csvResponse([cols.map((c) => c.header), ...rows], name, {
    locale,
    decimals: cols.map((c) => (c.kind === "money" ? 2 : undefined)),
  });
}

/** The vendor's lines as an XLSX download: real numbers and Excel dates, a total row. */
export async function vendorXlsx(rows: ExportRow[], t: Translate, name: string, locale: Locale) {
  const units = rows.reduce((n, r) => n + Number(r[11]), 0);
  const cost = Math.round(rows.reduce((n, r) => n + Number(r[13]) * 100, 0)) / 100;
  const total = EXPORT_COLUMNS.map((c, i) =>
    i === 0 ? t("shows.export.total") : c === "units" ? units : c === "extended_cost" ? cost : null
  );
  const bytes = await xlsxBytes([{ name, columns: columns(t), rows: [...rows, total] }], locale);
  return xlsxResponse(bytes, safeFilename(name));
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
