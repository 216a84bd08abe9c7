// The arithmetic of a show order, pure and exact: typed grid cells → whole case packs, style and
// order totals in cents, style minimums, a size run spread over a style's sizes, and each style
// shared out over the delivery splits in whole cases toward the shares, so that the splits always
// add up to the order, cell by cell.
import type { BookStyle, Split } from "./schema.ts";

export const cellKey = (colour: string, size: string) => `${colour}|${size}`;

/** A typed quantity: "" → 0; anything but a whole number 0–99999 → null. */
export function parseQuantity(text: string | undefined): number | null {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return 0;
  if (!/^\d{1,5}$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The least whole number of cases holding `quantity` units. */
export function roundUpToCase(quantity: number, casePack: number): number {
  return Math.ceil(quantity / casePack) * casePack;
}

export const cents = (dollars: number) => Math.round(dollars * 100);

export interface StyleTotal {
  units: number;
  /** Wholesale × units, in cents. */
  cost: number;
  /** Retail × units, in cents. */
  retail: number;
}

export function styleTotal(style: BookStyle, quantities: Record<string, number>): StyleTotal {
  let units = 0;
  for (const item of Object.values(style.items)) units += quantities[item] ?? 0;
  return { units, cost: units * cents(style.wholesale), retail: units * cents(style.retail) };
}

export function orderTotal(styles: BookStyle[], quantities: Record<string, number>): StyleTotal {
  const out: StyleTotal = { units: 0, cost: 0, retail: 0 };
  for (const style of styles) {
    const t = styleTotal(style, quantities);
    out.units += t.units;
    out.cost += t.cost;
    out.retail += t.retail;
  }
  return out;
}

export type GridError =
  | { key: "shows.errors.quantity" }
  | { key: "shows.errors.minimum"; vars: { minimum: number; units: number } };

export interface CheckedGrid {
  /** Units by item number, rounded up to whole cases; only cells > 0. */
  quantities: Record<string, number>;
  /** Errors by input name: `q.<item>` for a cell, `style.<id>` for a style. */
  errors: Record<string, GridError>;
  /** Item numbers whose typed quantity was rounded up to a whole case. */
  rounded: string[];
  ok: boolean;
}

/** Checks typed cells (`q.<item_number>` → text) against the book's styles. */
export function checkGrid(styles: BookStyle[], typed: Record<string, string>): CheckedGrid {
  const quantities: Record<string, number> = {};
  const errors: CheckedGrid["errors"] = {};
  const rounded: string[] = [];
  for (const style of styles) {
    let units = 0;
    for (const item of Object.values(style.items)) {
      const q = parseQuantity(typed[`q.${item}`]);
      if (q === null) {
        errors[`q.${item}`] = { key: "shows.errors.quantity" };
        continue;
      }
      if (q === 0) continue;
      const whole = roundUpToCase(q, style.case_pack);
      if (whole !== q) rounded.push(item);
      quantities[item] = whole;
      units += whole;
    }
    if (units > 0 && units < style.minimum) {
      errors[`style.${style.style_id}`] = {
        key: "shows.errors.minimum",
        vars: { minimum: style.minimum, units },
      };
    }
  }
  return { quantities, errors, rounded, ok: Object.keys(errors).length === 0 };
}

/**
 * Shares `quantity` units (a whole number of cases) over splits by percent: each split gets whole
 * cases, the cases left by rounding down go to the largest remainders (ties: the earlier split).
 * The parts always add up to `quantity`.
 */
export function allocate(quantity: number, casePack: number, percents: number[]): number[] {
  const total = percents.reduce((a, b) => a + b, 0);
  if (percents.length === 0 || total <= 0) return percents.map(() => 0);
  const cases = Math.floor(quantity / casePack);
  const loose = quantity - cases * casePack;
  const exact = percents.map((p) => (cases * p) / total);
  const whole = exact.map(Math.floor);
  let left = cases - whole.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    whole[i]++;
    left--;
  }
  const parts = whole.map((c) => c * casePack);
  parts[0] += loose; // only when a quantity is not whole cases (never after checkGrid)
  return parts;
}

export interface SplitLine {
  item_number: string;
  department: string;
  quantity: number;
  unit_cost: number;
  retail: number;
}

/**
 * Shares a style's cells (whole cases each) over the splits so that the STYLE is split toward the
 * shares, not each cell: the style's cases are first shared by largest remainder, then each cell
 * gives the cases it cannot share evenly to the splits still short of their share. So a 60/40 split of five one-case
 * cells gives three cases to the first delivery and two to the second (cell by cell it would be
 * five and none). Returns units per cell per split; each cell's parts add up to the cell.
 */
export function allocateStyle(cells: number[], casePack: number, percents: number[]): number[][] {
  const cases = cells.map((q) => Math.floor(q / casePack));
  const targets = allocate(cases.reduce((a, b) => a + b, 0), 1, percents);
  const total = percents.reduce((a, b) => a + b, 0);
  const given = percents.map(() => 0);
  const parts = cases.map((c) =>
    percents.map((p, i) => {
      const whole = total > 0 ? Math.floor((c * p) / total) : 0;
      given[i] += whole;
      return whole;
    })
  );
  // Each cell's cases left by rounding down go to its largest remainders among the splits still
  // short of their share of the style (ties: the earlier split).
  cases.forEach((c, j) => {
    let left = c - parts[j].reduce((a, b) => a + b, 0);
    const byRemainder = percents
      .map((p, i) => ({ i, r: total > 0 ? (c * p) / total - parts[j][i] : 0 }))
      .sort((a, b) => b.r - a.r || a.i - b.i);
    while (left > 0) {
      const short = byRemainder.find(({ i }) => given[i] < targets[i]) ?? byRemainder[0];
      parts[j][short.i]++;
      given[short.i]++;
      left--;
      byRemainder.push(...byRemainder.splice(byRemainder.indexOf(short), 1));
    }
  });
  return parts.map((row, j) => {
    const units = row.map((c) => c * casePack);
    units[0] += cells[j] - cases[j] * casePack; // only when a cell is not whole cases
    return units;
  });
}

/** What sharing a style over the splits needs (the order form's live figures send only this). */
export type SplitStyle = Pick<
  BookStyle,
  "items" | "case_pack" | "department" | "wholesale" | "retail"
>;

/** Each split's ledger lines: every style shared out with `allocateStyle`, zero lines left out. */
export function splitLines(
  styles: SplitStyle[],
  quantities: Record<string, number>,
  splits: Pick<Split, "percent">[],
): SplitLine[][] {
  const out: SplitLine[][] = splits.map(() => []);
  const percents = splits.map((s) => s.percent);
  for (const style of styles) {
    const items = Object.values(style.items).filter((item) => (quantities[item] ?? 0) > 0);
    const parts = allocateStyle(items.map((i) => quantities[i]), style.case_pack, percents);
    items.forEach((item, j) => {
      parts[j].forEach((part, i) => {
        if (part > 0) {
          out[i].push({
            item_number: item,
            department: style.department,
            quantity: part,
            unit_cost: style.wholesale,
            retail: style.retail,
          });
        }
      });
    });
  }
  return out;
}

/**
 * Units and value (cents) each delivery gets from the typed grid and shares, as the save will
 * split them (cells rounded up to whole cases first); null for every delivery while a share is
 * not a whole number. The order form shows these, and its island recomputes them as one types.
 */
export function deliveryFigures(
  styles: SplitStyle[],
  typed: Record<string, string>,
  percents: string[],
): ({ units: number; cents: number } | null)[] {
  const shares = percents.map(Number);
  if (shares.some((p) => !Number.isInteger(p) || p < 0)) return percents.map(() => null);
  const quantities: Record<string, number> = {};
  for (const style of styles) {
    for (const item of Object.values(style.items)) {
      const q = parseQuantity(typed[`q.${item}`]);
      if (q) quantities[item] = roundUpToCase(q, style.case_pack);
    }
  }
  return splitLines(styles, quantities, shares.map((percent) => ({ percent }))).map((lines) => ({
    units: lines.reduce((n, l) => n + l.quantity, 0),
    cents: lines.reduce((n, l) => n + l.quantity * Math.round(l.unit_cost * 100), 0),
  }));
}

/** Whether the splits' percentages add up to exactly 100. */
export function splitsComplete(splits: Pick<Split, "percent">[]): boolean {
  return splits.reduce((a, s) => a + s.percent, 0) === 100;
}

/**
 * A size run typed as numbers per size ("1 2 2 1", commas or spaces) → units per size, each
 * rounded up to whole cases; null when it is not whole numbers or not one per size.
 */
export function parseSizeRun(text: string, sizes: string[], casePack: number) {
  const parts = text.trim().split(/[\s,;]+/).filter((p) => p !== "");
  if (parts.length !== sizes.length) return null;
  const run: Record<string, number> = {};
  for (let i = 0; i < parts.length; i++) {
    const q = parseQuantity(parts[i]);
    if (q === null) return null;
    run[sizes[i]] = roundUpToCase(q, casePack);
  }
  return run;
}

/** Fills every colour of a style with a size run (typed text keyed `q.<item>`, as the form sends). */
export function applySizeRun(
  style: BookStyle,
  run: Record<string, number>,
  typed: Record<string, string>,
): Record<string, string> {
  const out = { ...typed };
  for (const colour of style.colours) {
    for (const size of style.sizes) {
      const item = style.items[cellKey(colour.code, size)];
      if (item) out[`q.${item}`] = run[size] ? String(run[size]) : "";
    }
  }
  return out;
}

/**
 * A size run proposed from units sold by size: `units` spread in proportion to the sales, in
 * whole cases (largest remainder), so the proposal adds up to `units` rounded to cases.
 */
export function proposeRun(
  sizes: string[],
  soldBySize: Record<string, number>,
  units: number,
  casePack: number,
): Record<string, number> {
  const weights = sizes.map((s) => Math.max(0, soldBySize[s] ?? 0));
  const total = roundUpToCase(units, casePack);
  const parts = weights.some((w) => w > 0)
    ? allocate(total, casePack, weights)
    : allocate(total, casePack, sizes.map(() => 1));
  return Object.fromEntries(sizes.map((s, i) => [s, parts[i]]));
}

/** The median of a list (the mean of the middle two for an even count); null when empty. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
