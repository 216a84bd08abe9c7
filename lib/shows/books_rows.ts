// A book's styles as rows of cells: the one format head office types (the book page's text), imports
// (a CSV or XLSX file) and downloads. A header row names the columns, in any order; one row per
// style and colour:
//   style, colour, colour_en, colour_fr, sizes ("S;M;L"), name_en, name_fr, department, category,
//   wholesale, retail, case_pack, minimum, items ("S=100301;M=100302")
// When the style is in the catalogue, blank cells are filled from it (name, department, category
// from its class, sizes, colours: a blank colour means every colour, items, cost as wholesale,
// retail); the picture comes from the catalogue at display time (images.ts). Otherwise name,
// department, colour and sizes are required and item numbers default to "style-colour-size".
// Rows are checked one by one: every error names the file's row (the header is row 1), and rows of
// one style must agree on what the style shares (name, sizes, prices, case pack, minimum).
import { z } from "zod";
import { getStyle, listVariants, type Style, type Variant } from "../catalogue/mod.ts";
import type { Translate } from "../i18n/validation.ts";
import { describeIssue } from "../i18n/validation.ts";
import { cellKey } from "./grid.ts";
import type { BookStyle, Category } from "./schema.ts";

export const ROW_COLUMNS = [
  "style",
  "colour",
  "colour_en",
  "colour_fr",
  "sizes",
  "name_en",
  "name_fr",
  "department",
  "category",
  "wholesale",
  "retail",
  "case_pack",
  "minimum",
  "items",
] as const;
type Column = typeof ROW_COLUMNS[number];

/** Most styles one book holds (its page and the linesheet stay readable; KV writes stay small). */
export const MAX_BOOK_STYLES = 400;

const Money = (key: string) =>
  z.number({ message: key }).min(0, key).max(100_000, key).refine(
    (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
    "show_books.errors.cents",
  );
const Code = z.string().min(1, "show_books.errors.required").max(20, "show_books.errors.too_long")
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "show_books.errors.code");

/** One row once the catalogue has filled it in: what a style and one of its colours need. */
const StyleRow = z.object({
  style: Code,
  colour: Code,
  colour_en: z.string().min(1, "show_books.errors.required").max(60, "show_books.errors.too_long"),
  colour_fr: z.string().min(1, "show_books.errors.required").max(60, "show_books.errors.too_long"),
  sizes: z.array(z.string().min(1).max(12, "show_books.errors.too_long"))
    .min(1, "show_books.errors.sizes").max(40, "show_books.errors.sizes")
    .refine((s) => new Set(s).size === s.length, "show_books.errors.sizes_twice"),
  name_en: z.string().min(1, "show_books.errors.required").max(160, "show_books.errors.too_long"),
  name_fr: z.string().min(1, "show_books.errors.required").max(160, "show_books.errors.too_long"),
  department: z.string().min(1, "show_books.errors.required").max(60, "show_books.errors.too_long"),
  category: z.string().min(1).max(60),
  wholesale: Money("show_books.errors.money").refine((v) => v > 0, "show_books.errors.money"),
  retail: Money("show_books.errors.money"),
  case_pack: z.number({ message: "show_books.errors.whole" }).int("show_books.errors.whole")
    .min(1, "show_books.errors.whole").max(1000, "show_books.errors.whole"),
  minimum: z.number({ message: "show_books.errors.whole" }).int("show_books.errors.whole")
    .min(0, "show_books.errors.whole").max(100_000, "show_books.errors.whole"),
  items: z.record(z.string(), z.string().min(1).max(40, "show_books.errors.too_long")),
});
type StyleRow = z.infer<typeof StyleRow>;

/** A row of the preview: its row number, what it says, and its errors (translated). */
export interface RowReport {
  row: number;
  style: string;
  colour: string;
  name: string;
  sizes: string;
  wholesale: string;
  case_pack: string;
  minimum: string;
  /** The style is in the catalogue (its picture and blank cells come from there). */
  catalogue: boolean;
  errors: string[];
}

export interface ParsedRows {
  styles: BookStyle[];
  rows: RowReport[];
  /** Errors of the file as a whole (no header, too many styles). */
  errors: string[];
}

/** What a row must give for a style the catalogue does not have. */
const DESCRIBE: Column[] = ["name_en", "department", "colour", "sizes"];

const NUMBER = /^-?\d+(?:[.,]\d+)?$/;
/** A typed number ("19,99" as fr-CA writes it is 19.99); blank or text → NaN, refused by zod. */
function num(cell: string): number {
  const text = cell.trim().replace(/\s|\$/g, "");
  return NUMBER.test(text) ? Number(text.replace(",", ".")) : NaN;
}

const list = (cell: string) => cell.split(/[;|]/).map((s) => s.trim()).filter((s) => s !== "");

/** "S=100301;M=100302" → { S: "100301", M: "100302" }; null when a part has no "=". */
function parseItems(cell: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const part of list(cell)) {
    const at = part.indexOf("=");
    if (at <= 0) return null;
    out[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return out;
}

interface CatalogueStyle {
  style: Style;
  variants: Variant[];
}

async function catalogueStyles(kv: Deno.Kv, ids: string[]): Promise<Map<string, CatalogueStyle>> {
  const out = new Map<string, CatalogueStyle>();
  for (const id of new Set(ids)) {
    const style = id ? await getStyle(kv, id) : null;
    if (style) out.set(id, { style, variants: await listVariants(kv, { style_id: id }) });
  }
  return out;
}

/** The header's column positions (names lower-cased, spaces as "_"); null without a style column. */
function headerOf(cells: string[]): Map<Column, number> | null {
  const names = cells.map((h) => h.trim().toLowerCase().replace(/\s+/g, "_"));
  const out = new Map<Column, number>();
  for (const c of ROW_COLUMNS) if (names.includes(c)) out.set(c, names.indexOf(c));
  return out.has("style") ? out : null;
}

/**
 * The book styles of rows of cells (the first row is the header). Every row is reported, with its
 * errors; `styles` holds the styles whose rows all passed, in the rows' order.
 */
export async function parseBookRows(
  kv: Deno.Kv,
  cells: string[][],
  categories: Category[],
  t: Translate,
): Promise<ParsedRows> {
  const header = headerOf(cells[0] ?? []);
  if (!header) return { styles: [], rows: [], errors: [t("show_books.errors.header")] };
  const body = cells.slice(1).map((row, i) => ({ row, n: i + 2 }))
    .filter(({ row }) => row.some((c) => (c ?? "").trim() !== ""));
  const cell = (row: string[], name: Column) =>
    header.has(name) ? (row[header.get(name)!] ?? "").trim() : "";
  const catalogue = await catalogueStyles(kv, body.map(({ row }) => cell(row, "style")));
  const known = new Set(categories.map((c) => c.id));

  const reports: RowReport[] = [];
  const styles = new Map<string, { style: BookStyle; first: number; failed: boolean }>();
  const itemOwner = new Map<string, number>();
  for (const { row, n } of body) {
    const get = (name: Column) => cell(row, name);
    const found = catalogue.get(get("style"));
    const errors: string[] = [];
    const candidates = rowsOf(get, found, categories);
    if (get("category") && !known.has(get("category")) && get("category") !== "other") {
      errors.push(t("show_books.errors.category", {
        category: get("category"),
        known: [...known].join(", "),
      }));
    }
    if (get("items") && parseItems(get("items")) === null) {
      errors.push(t("show_books.errors.items"));
    }
    // A style the catalogue does not know and the row does not describe: one message naming what
    // to add, not one per missing cell.
    const undescribed = !found && get("style") !== "" ? DESCRIBE.filter((c) => !get(c)) : [];
    if (undescribed.length) {
      errors.push(t("show_books.errors.not_in_catalogue", {
        style: get("style"),
        columns: undescribed.join(", "),
      }));
    }
    const parsed: StyleRow[] = [];
    for (const candidate of candidates) {
      const result = StyleRow.safeParse(candidate);
      if (!result.success) {
        const seen = new Set<string>(undescribed);
        for (const issue of result.error.issues) {
          const column = String(issue.path[0]);
          if (
            seen.has(column) ||
            (column === "colour_en" || column === "colour_fr") && seen.has("colour")
          ) {
            continue;
          }
          seen.add(column); // the first problem of a cell is enough
          const field = t(`show_books.columns.${column}`);
          const message = describeIssue(issue, t, candidate);
          const text = t("show_books.errors.field", { field, message });
          if (!errors.includes(text)) errors.push(text);
        }
        continue;
      }
      const missing = result.data.sizes.filter((s) => !result.data.items[s]);
      if (missing.length) {
        errors.push(t("show_books.errors.items_missing", { sizes: missing.join(", ") }));
      }
      parsed.push(result.data);
    }
    const twice = new Set<string>(); // a colour given again: its items are not reported again
    for (const r of parsed) {
      const entry = styles.get(r.style);
      if (!entry) continue;
      if (entry.style.colours.some((c) => c.code === r.colour)) {
        twice.add(r.colour);
        errors.push(t("show_books.errors.colour_twice", { colour: r.colour, row: entry.first }));
      }
      const differs = sharedDiffers(entry.style, r);
      if (differs) {
        errors.push(t("show_books.errors.differs", {
          field: t(`show_books.columns.${differs}`),
          row: entry.first,
        }));
      }
    }
    for (const r of parsed.filter((r) => !twice.has(r.colour))) {
      for (const size of r.sizes) {
        const item = r.items[size];
        const owner = itemOwner.get(item);
        if (owner !== undefined && owner !== n) {
          errors.push(t("show_books.errors.item_twice", { item, row: owner }));
        }
      }
    }
    const first = candidates[0] ?? {};
    reports.push({
      row: n,
      style: get("style"),
      colour: parsed.map((r) => r.colour).join(", ") || get("colour"),
      name: String(first.name_en ?? ""),
      sizes: Array.isArray(first.sizes) ? first.sizes.join(";") : get("sizes"),
      wholesale: Number.isFinite(first.wholesale) ? Number(first.wholesale).toFixed(2) : "",
      case_pack: Number.isFinite(first.case_pack) ? String(first.case_pack) : "",
      minimum: Number.isFinite(first.minimum) ? String(first.minimum) : "",
      catalogue: !!found,
      errors,
    });
    const style = get("style");
    if (errors.length) {
      const entry = styles.get(style);
      if (entry) entry.failed = true;
      else if (style) styles.set(style, { style: emptyStyle(style), first: n, failed: true });
      continue;
    }
    for (const r of parsed) {
      for (const size of r.sizes) itemOwner.set(r.items[size], n);
      const entry = styles.get(r.style);
      if (entry) addColour(entry.style, r);
      else styles.set(r.style, { style: addColour(styleOf(r), r), first: n, failed: false });
    }
  }
  const ok = [...styles.values()].filter((s) => !s.failed).map((s) => s.style);
  const errors = styles.size > MAX_BOOK_STYLES
    ? [t("show_books.errors.too_many", { max: MAX_BOOK_STYLES })]
    : [];
  return { styles: ok, rows: reports, errors };
}

type Candidate = Record<keyof StyleRow, unknown>;

/** The row's candidates (one per colour) with blank cells filled from the catalogue style. */
function rowsOf(
  get: (name: Column) => string,
  found: CatalogueStyle | undefined,
  categories: Category[],
): Candidate[] {
  const style = found?.style;
  const sizes = get("sizes") ? list(get("sizes")) : style?.sizes ?? [];
  const typedItems = parseItems(get("items")) ?? {};
  const colourCodes = get("colour")
    ? [get("colour").toUpperCase()]
    : style?.colours.map((c) => c.code) ?? [""];
  return colourCodes.map((colour) => {
    const known = style?.colours.find((c) => c.code === colour);
    const variants = found?.variants.filter((v) => v.colour === colour) ?? [];
    const first = variants[0];
    const items: Record<string, string> = {};
    for (const size of sizes) {
      items[size] = typedItems[size] ??
        variants.find((v) => v.size === size)?.item_number ??
        (found && known ? "" : `${get("style")}-${colour}-${size}`);
    }
    const number = (name: Column, fallback: number | undefined) =>
      get(name) ? num(get(name)) : fallback ?? NaN;
    return {
      style: get("style"),
      colour,
      colour_en: get("colour_en") || known?.name.en || colour,
      colour_fr: get("colour_fr") || known?.name.fr || get("colour_en") || colour,
      sizes,
      name_en: get("name_en") || style?.name.en || "",
      name_fr: get("name_fr") || style?.name.fr || get("name_en") || "",
      department: get("department") || style?.department || "",
      category: get("category") ||
        categories.find((c) => style && c.classes.includes(style.class))?.id || "other",
      wholesale: number("wholesale", first ? first.cost / 100 : undefined),
      retail: number("retail", first ? first.retail / 100 : 0),
      case_pack: number("case_pack", 1),
      minimum: number("minimum", 0),
      items: Object.fromEntries(Object.entries(items).filter(([, v]) => v !== "")),
    };
  });
}

function emptyStyle(id: string): BookStyle {
  return {
    style_id: id,
    name: { en: "", fr: "" },
    category: "",
    department: "",
    sizes: [],
    colours: [],
    items: {},
    wholesale: 0,
    retail: 0,
    case_pack: 1,
    minimum: 0,
    image: null,
  };
}

function styleOf(r: StyleRow): BookStyle {
  return {
    style_id: r.style,
    name: { en: r.name_en, fr: r.name_fr },
    category: r.category,
    department: r.department,
    sizes: r.sizes,
    colours: [],
    items: {},
    wholesale: r.wholesale,
    retail: r.retail,
    case_pack: r.case_pack,
    minimum: r.minimum,
    image: null,
  };
}

function addColour(style: BookStyle, r: StyleRow): BookStyle {
  style.colours.push({ code: r.colour, name: { en: r.colour_en, fr: r.colour_fr } });
  for (const size of r.sizes) style.items[cellKey(r.colour, size)] = r.items[size];
  return style;
}

/** The first shared field a later row of a style gives differently, or null. */
function sharedDiffers(style: BookStyle, r: StyleRow): Column | null {
  if (style.name.en !== r.name_en || style.name.fr !== r.name_fr) return "name_en";
  if (style.department !== r.department) return "department";
  if (style.category !== r.category) return "category";
  if (style.sizes.join(";") !== r.sizes.join(";")) return "sizes";
  if (style.wholesale !== r.wholesale) return "wholesale";
  if (style.retail !== r.retail) return "retail";
  if (style.case_pack !== r.case_pack) return "case_pack";
  if (style.minimum !== r.minimum) return "minimum";
  return null;
}
