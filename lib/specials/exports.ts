// Head office's view of specials orders: every order by program, store and vendor with filters,
// the member stores that have not ordered, a CSV of every line, and one XLSX per vendor (the
// vendor's order sheet: one row per line of every placed order, sizes and GTINs spelled out).
import { HEAD_OFFICE_STORE, listStores } from "../stores/mod.ts";
import { listOrders, ORDER_STATES, type OrderState, type PurchaseOrder } from "../orders/mod.ts";
import { listForms } from "./store.ts";
import { lineCells, type SpecialForm } from "./schema.ts";
import { PLACED_STATES } from "./tracking.ts";
import { rebateOf, type TierTracker, tierTracker } from "./rebates.ts";
import { orderTotalCents } from "./totals.ts";
import type { Translate } from "../i18n/validation.ts";
import { xlsxBytes, type XlsxKind, type XlsxValue } from "../http/xlsx.ts";
import { catalogueMap } from "../catalogue/mod.ts";

export interface OrdersFilter {
  form?: string;
  vendor?: string;
  store?: number;
  state?: OrderState;
}

/** The filter from the page's query (anything unknown is ignored). */
export function ordersFilter(params: URLSearchParams): OrdersFilter {
  const store = Number(params.get("store"));
  const state = ORDER_STATES.find((s) => s === params.get("state"));
  return {
    ...(params.get("form") ? { form: params.get("form")! } : {}),
    ...(params.get("vendor") ? { vendor: params.get("vendor")!.slice(0, 20) } : {}),
    ...(Number.isInteger(store) && store > 0 ? { store } : {}),
    ...(state ? { state } : {}),
  };
}

export interface ProgramOrders {
  form: SpecialForm;
  orders: PurchaseOrder[];
  /** Active member stores with no order (or only a cancelled one) on the program. */
  notOrdered: number[];
  /** Their names, by store number (head office reminds them by name). */
  storeNames: Record<number, string>;
  /** Placed orders' total at cost, in cents. */
  placedCents: number;
  tracker: TierTracker | null;
}

export async function programOrders(kv: Deno.Kv, filter: OrdersFilter): Promise<ProgramOrders[]> {
  const active = (await listStores(kv))
    .filter((s) => s.active && s.store_number !== HEAD_OFFICE_STORE);
  const members = active.map((s) => s.store_number).sort((a, b) => a - b);
  const storeNames = Object.fromEntries(active.map((s) => [s.store_number, s.name]));
  const forms = (await listForms(kv)).filter((f) =>
    (!filter.form || f.id === filter.form) && (!filter.vendor || f.vendor === filter.vendor)
  );
  return await Promise.all(forms.map(async (form) => {
    const all = await listOrders(kv, { program_id: form.id, source: "specials" });
    const ordered = new Set(all.filter((o) => o.state !== "cancelled").map((o) => o.store));
    const placedCents = all.filter((o) => PLACED_STATES.includes(o.state))
      .reduce((sum, o) => sum + orderTotalCents(o), 0);
    const rebate = rebateOf(form);
    return {
      form,
      orders: all.filter((o) =>
        (filter.store === undefined || o.store === filter.store) &&
        (filter.state === undefined || o.state === filter.state)
      ).sort((a, b) => a.store - b.store),
      notOrdered: members.filter((s) => !ordered.has(s)),
      storeNames,
      placedCents,
      tracker: rebate.tiers.length ? tierTracker(rebate, placedCents, 0) : null,
    };
  }));
}

/** What /head-office/specials/orders renders; `query` is the filter for the export links. */
export interface OrdersPageData {
  programs: ProgramOrders[];
  filter: OrdersFilter;
  forms: SpecialForm[];
  query: string;
}

export const LINE_COLUMNS = [
  "program_id",
  "program",
  "vendor",
  "po_number",
  "store",
  "state",
  "start_ship",
  "cancel_date",
  "item_number",
  "gtin14",
  "description",
  "size",
  "department",
  "quantity",
  "unit_cost",
  "retail",
  "extended_cost",
] as const;

/** The decimals of LINE_COLUMNS in a CSV (money at cents). */
export const LINE_DECIMALS = LINE_COLUMNS.map((c) =>
  c === "unit_cost" || c === "retail" || c === "extended_cost" ? 2 : undefined
);

/** One row per order line (in LINE_COLUMNS order); descriptions and sizes from the form. */
export function lineRows(programs: ProgramOrders[]): (string | number)[][] {
  const rows: (string | number)[][] = [];
  for (const { form, orders } of programs) {
    const cells = new Map<string, { description: string; size: string; gtin: string }>();
    for (const l of form.lines) {
      cells.set(l.item_number, { description: l.description.en, size: "", gtin: "" });
      for (const v of l.variants ?? []) {
        cells.set(v.item_number, {
          description: l.description.en,
          size: v.size,
          gtin: v.gtin14 ?? "",
        });
      }
    }
    for (const o of orders) {
      for (const l of o.lines) {
        const c = cells.get(l.item_number);
        rows.push([
          form.id,
          form.name.en,
          o.vendor,
          o.po_number,
          o.store,
          o.state,
          o.start_ship,
          o.cancel_date,
          l.item_number,
          c?.gtin ?? "",
          c?.description ?? "",
          c?.size ?? "",
          l.department,
          l.quantity,
          l.unit_cost,
          l.retail,
          Math.round(l.unit_cost * 100) * l.quantity / 100,
        ]);
      }
    }
  }
  return rows;
}

const SHEET_COLUMNS = [
  "program",
  "po",
  "store",
  "ship_to",
  "start_ship",
  "cancel",
  "style",
  "item",
  "gtin",
  "description",
  "size",
  "quantity",
  "unit_cost",
  "extended_cost",
] as const;

/** The vendor's style number of each item: the catalogue style of the item (or of its sizes). */
async function styleNumbers(kv: Deno.Kv, programs: ProgramOrders[]): Promise<Map<string, string>> {
  const catalogue = await catalogueMap(kv);
  const out = new Map<string, string>();
  for (const { form } of programs) {
    for (const line of form.lines) {
      for (const cell of lineCells(line)) {
        const style = catalogue.get(cell.item_number)?.style_id ??
          catalogue.get(line.item_number)?.style_id ??
          line.variants?.map((v) => catalogue.get(v.item_number)?.style_id).find((s) => s);
        if (style) out.set(cell.item_number, style);
      }
    }
  }
  return out;
}

/**
 * The vendor's order sheet of the programs shown (the page's program, store and state filter
 * apply): placed orders only (drafts and cancelled orders are not the vendor's business), one row
 * per line with the vendor's style number, quantities and money as numbers, start ship and cancel
 * as Excel dates, a total row under each PO and a grand total at the end.
 */
export async function vendorWorkbook(
  kv: Deno.Kv,
  programs: ProgramOrders[],
  vendor: string,
  t: Translate,
  locale?: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const kinds: Partial<Record<typeof SHEET_COLUMNS[number], XlsxKind>> = {
    start_ship: "date",
    cancel: "date",
    quantity: "integer",
    unit_cost: "money",
    extended_cost: "money",
  };
  const header = (c: typeof SHEET_COLUMNS[number]) =>
    c === "style" ? t("vendor_orders.sheet.style") : t(`specials.sheet.${c}`);
  const columns = SHEET_COLUMNS.map((c) => ({ header: header(c), kind: kinds[c] }));
  const placed = programs.filter((p) => p.form.vendor === vendor).map((p) => ({
    ...p,
    orders: p.orders.filter((o) => PLACED_STATES.includes(o.state)),
  }));
  const shipTo = new Map(placed.flatMap((p) => p.orders.map((o) => [o.po_number, o.ship_to])));
  const styles = await styleNumbers(kv, placed);
  const rows: XlsxValue[][] = [];
  const total = (label: string, units: number, cents: number): XlsxValue[] =>
    SHEET_COLUMNS.map((c) =>
      c === "description"
        ? label
        : c === "quantity"
        ? units
        : c === "extended_cost"
        ? cents / 100
        : null
    );
  let po: string | null = null;
  let poUnits = 0, poCents = 0, allUnits = 0, allCents = 0;
  const closePo = () => {
    if (po !== null) rows.push(total(t("vendor_orders.sheet.po_total", { po }), poUnits, poCents));
  };
  for (const r of lineRows(placed)) {
    if (r[3] !== po) {
      closePo();
      po = String(r[3]);
      poUnits = poCents = 0;
    }
    const units = Number(r[13]);
    const cents = Math.round(Number(r[14]) * 100) * units;
    poUnits += units;
    poCents += cents;
    allUnits += units;
    allCents += cents;
    rows.push([
      r[1],
      r[3],
      r[4],
      shipTo.get(String(r[3])) ?? "",
      r[6],
      r[7],
      styles.get(String(r[8])) ?? "",
      r[8],
      r[9],
      r[10],
      r[11],
      units,
      Number(r[14]),
      cents / 100,
    ]);
  }
  closePo();
  if (po !== null) rows.push(total(t("vendor_orders.sheet.total"), allUnits, allCents));
  return xlsxBytes([{ name: vendor, columns, rows }], locale);
}
