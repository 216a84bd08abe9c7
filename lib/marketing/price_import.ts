// Price import: a CSV or XLSX of new costs and retails (and optional sale windows) per item. The
// dry run checks every line against the catalogue and lists each line's change or error; applying
// is one task (price_task.ts). Amounts are dollars as people type them in either language:
// "19.99", "$1,234.50", "19,99", "1 234,56 $". Pure, apart from reading the file's cells.
import type { Variant } from "../catalogue/mod.ts";
import { toGtin14 } from "../gs1/gtin.ts";
import { xlsxToText } from "../quotes/task.ts";
import { parseCsvText } from "../http/csv.ts";

export interface PriceChange {
  line: number;
  item_number: string;
  style_id: string;
  cost: { before: number; after: number };
  retail: { before: number; after: number };
  sale: { price: number; start: string; end: string } | null;
  /**
   * When the new retail takes effect (YYYY-MM-DD): applying then schedules it as a permanent price
   * change with its shelf signs queued, instead of changing the price at once. Null: at once.
   */
  effective?: string | null;
}

export interface LineError {
  line: number;
  /** i18n key under marketing.import_errors. */
  key: string;
  value: string;
}

export interface DryRun {
  changes: PriceChange[];
  errors: LineError[];
  /** Data lines read (the header excluded). */
  lines: number;
}

// Header names as vendors' price lists spell them (English and French), after normalising:
// lower case, no accents, "#" read as "no", other punctuation dropped, words joined by "_"
// ("Net Cost ($)" → net_cost, "Prix de vente suggéré" → prix_de_vente_suggere, "Item #" → item_no).
const HEADERS: Record<string, string[]> = {
  item_number: [
    "item_number",
    "item",
    "item_no",
    "sku",
    "article",
    "no_article",
    "numero_article",
    "numero_d_article",
    "no_d_article",
  ],
  gtin: [
    "gtin",
    "gtin_14",
    "upc",
    "upc_code",
    "upc_a",
    "ean",
    "ean_13",
    "barcode",
    "bar_code",
    "code_barres",
    "code_a_barres",
    "code_upc",
  ],
  cost: [
    "cost",
    "unit_cost",
    "net_cost",
    "net",
    "net_price",
    "cost_price",
    "dealer_cost",
    "dealer_price",
    "wholesale",
    "wholesale_price",
    "cout",
    "cout_net",
    "cout_unitaire",
    "prix_coutant",
    "prix_net",
    "prix_de_gros",
    "prix_marchand",
  ],
  retail: [
    "retail",
    "retail_price",
    "price",
    "msrp",
    "srp",
    "suggested_retail",
    "suggested_retail_price",
    "prix",
    "pdsf",
    "prix_detail",
    "prix_de_detail",
    "prix_de_vente",
    "prix_de_vente_suggere",
    "prix_suggere",
  ],
  sale_price: ["sale_price", "sale", "promo_price", "prix_solde", "prix_promo", "prix_special"],
  sale_start: ["sale_start", "sale_start_date", "sale_from", "debut_solde", "debut_promo"],
  sale_end: ["sale_end", "sale_end_date", "sale_to", "fin_solde", "fin_promo"],
  effective_date: [
    "effective_date",
    "effective",
    "effective_from",
    "retail_effective",
    "date_effective",
    "en_vigueur",
    "en_vigueur_le",
    "date_d_entree_en_vigueur",
  ],
};

/** A header as compared with the names above. */
export function normaliseHeader(cell: string): string {
  return cell.trim().toLowerCase().normalize("NFD").replace(/\p{M}/gu, "")
    .replace(/#/g, " no ").replace(/[^a-z0-9]+/g, "_").replace(/^_+|_+$/g, "");
}

const BY_NAME = new Map(
  Object.entries(HEADERS).flatMap(([key, names]) => names.map((n) => [n, key] as const)),
);

/** The field a header names (in English or French), or null. */
export function headerKey(cell: string): string | null {
  return BY_NAME.get(normaliseHeader(cell)) ?? null;
}

/** True when the dry run can read a table by its headers alone (an item and a price column). */
export function readableHeaders(header: string[]): boolean {
  const keys = header.map(headerKey);
  return (keys.includes("item_number") || keys.includes("gtin")) &&
    (keys.includes("cost") || keys.includes("retail"));
}

/**
 * Dollars as typed → cents, or null when not an amount. A comma followed by exactly one or two
 * digits at the end is a decimal comma (fr-CA); other commas and spaces group thousands.
 */
export function parseAmount(text: string): number | null {
  let t = text.trim().replace(/\$/g, "").replace(/[\s\u00a0\u202f]/g, "");
  if (t === "") return null;
  const comma = t.lastIndexOf(",");
  if (/,\d{1,2}$/.test(t)) t = `${t.slice(0, comma).replace(/[.,]/g, "")}.${t.slice(comma + 1)}`;
  else t = t.replace(/,(?=\d{3}(\D|$))/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ""] = t.split(".");
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  return Number.isSafeInteger(cents) && cents <= 100_000_000 ? cents : null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Checks every line of a table (first row = header) against the catalogue. A retail change with an
 * effective date must start at least `leadDays` after `today` (the shelf signs need the time).
 */
export function dryRun(
  rows: string[][],
  catalogue: Map<string, Variant>,
  byGtin: Map<string, string>,
  dates: { today: string; leadDays: number } = { today: "0000-01-01", leadDays: 0 },
): DryRun {
  const out: DryRun = { changes: [], errors: [], lines: 0 };
  const header = (rows[0] ?? []).map(headerKey);
  const col = (key: string) => header.indexOf(key);
  if (col("item_number") < 0 && col("gtin") < 0) {
    out.errors.push({ line: 1, key: "no_item_column", value: "" });
  }
  if (col("cost") < 0 && col("retail") < 0) {
    out.errors.push({ line: 1, key: "no_price_column", value: "" });
  }
  if (out.errors.length) return out;
  const seen = new Map<string, number>();
  rows.slice(1).forEach((cells, i) => {
    const line = i + 2;
    if (cells.every((c) => c.trim() === "")) return;
    out.lines++;
    const cell = (key: string) => (col(key) >= 0 ? (cells[col(key)] ?? "").trim() : "");
    const fail = (key: string, value: string) => out.errors.push({ line, key, value });
    let item = cell("item_number");
    if (!item && cell("gtin")) {
      const gtin14 = toGtin14(cell("gtin"));
      if (!gtin14) return fail("bad_gtin", cell("gtin"));
      item = byGtin.get(gtin14) ?? "";
      if (!item) return fail("unknown_gtin", cell("gtin"));
    }
    const variant = catalogue.get(item);
    if (!variant) return fail("unknown_item", item);
    if (seen.has(item)) return fail("duplicate_item", `${item} (${seen.get(item)})`);
    seen.set(item, line);
    const cost = cell("cost") === "" ? variant.cost : parseAmount(cell("cost"));
    if (cost === null) return fail("bad_cost", cell("cost"));
    const retail = cell("retail") === "" ? variant.retail : parseAmount(cell("retail"));
    if (retail === null || retail === 0) return fail("bad_retail", cell("retail"));
    if (retail < cost) return fail("retail_below_cost", `${cell("retail")} < ${cell("cost")}`);
    let sale: PriceChange["sale"] = null;
    if (cell("sale_price") || cell("sale_start") || cell("sale_end")) {
      const price = parseAmount(cell("sale_price"));
      if (price === null || price === 0 || price > retail) {
        return fail("bad_sale_price", cell("sale_price"));
      }
      const start = cell("sale_start");
      const end = cell("sale_end");
      if (!DAY.test(start) || !DAY.test(end) || end < start) {
        return fail("bad_sale_dates", `${start} – ${end}`);
      }
      sale = { price, start, end };
    }
    const effective = cell("effective_date") || null;
    if (effective !== null) {
      const earliest = addDays(dates.today, dates.leadDays);
      if (!DAY.test(effective) || effective < earliest) {
        return fail("bad_effective_date", effective);
      }
    }
    out.changes.push({
      line,
      item_number: item,
      style_id: variant.style_id,
      cost: { before: variant.cost, after: cost },
      retail: { before: variant.retail, after: retail },
      sale,
      ...(effective && retail !== variant.retail ? { effective } : {}),
    });
  });
  if (out.lines === 0) out.errors.push({ line: 1, key: "empty", value: "" });
  return out;
}

/** The cells of an upload: CSV (comma, or semicolon as French spreadsheets save it) or XLSX. */
export async function readTable(name: string, bytes: Uint8Array): Promise<string[][] | null> {
  if (/\.xlsx$/i.test(name)) {
    try {
      return (await xlsxToText(bytes)).split("\n").map((l) => l.split("\t"));
    } catch {
      return null;
    }
  }
  if (!/\.(csv|txt)$/i.test(name)) return null;
  const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, "");
  const first = text.split(/\r?\n/, 1)[0];
  return parseCsvText(text, first.includes(";") && !first.includes(",") ? ";" : ",");
}
