// The price editor (/head-office/pricing/editor): one vendor's (and department's) items with cost,
// regular price and the sale price in force today, and a new regular price per item. Saving turns
// the changed prices into dated permanent changes of the price schedule, all in one atomic
// operation, after every check passed: not below cost, a start at least LEAD_DAYS ahead, and no
// sale event left pricing the item at or above its new regular price.
import { listVariants, type Variant } from "../catalogue/mod.ts";
import { type PriceChange, setPriceChange } from "../resources/prices.ts";
import { listEvents, type SalesEvent } from "./events.ts";
import {
  checkLeadTime,
  checkPrice,
  overlaps,
  type PriceIssue,
  salePriceOn,
} from "./price_checks.ts";

export const MAX_EDITOR_ROWS = 200;

export interface EditorRow {
  variant: Variant;
  sale: { cents: number; event: string } | null;
  /** Sales events pricing this item for a common store on a common day (each pair once). */
  overlaps: PriceIssue[];
}

export async function editorRows(
  kv: Deno.Kv,
  filter: { vendor: string; department: string },
  today: string,
): Promise<EditorRow[]> {
  if (!filter.vendor) return [];
  const variants = (await listVariants(kv, {
    vendor: filter.vendor,
    ...(filter.department ? { department: filter.department } : {}),
  })).filter((v) => v.status !== "discontinued").slice(0, MAX_EDITOR_ROWS);
  const events = await listEvents(kv);
  const current = events.filter((e) => e.ends_on >= today);
  const overlapping = new Map<string, PriceIssue[]>();
  for (const [i, e] of current.entries()) {
    for (const issue of overlaps(e, current.slice(i + 1))) {
      const list = overlapping.get(issue.item_number) ?? [];
      list.push({ ...issue, other: `${e.name}, ${issue.other}` });
      overlapping.set(issue.item_number, list);
    }
  }
  return variants.map((variant) => ({
    variant,
    sale: salePriceOn(events, variant.item_number, null, today),
    overlaps: overlapping.get(variant.item_number) ?? [],
  }));
}

/** Sale events still running on or after `from` that price the item at or above `cents`. */
function saleNotBelow(events: SalesEvent[], item: string, cents: number, from: string) {
  return events.filter((e) =>
    e.ends_on >= from && e.items.some((i) => i.item_number === item && i.sale_cents >= cents)
  );
}

export interface EditorPlan {
  changes: PriceChange[];
  /** Problems by item number. */
  issues: PriceIssue[];
}

/** Checks the new prices (cents by item number; unchanged ones left out) and builds the changes. */
export async function planEditorChanges(
  kv: Deno.Kv,
  rows: EditorRow[],
  prices: Map<string, number>,
  starts_on: string,
  today: string,
): Promise<EditorPlan> {
  const events = await listEvents(kv);
  const issues: PriceIssue[] = [];
  const changes: PriceChange[] = [];
  const created_at = new Date().toISOString();
  for (const { variant: v } of rows) {
    const cents = prices.get(v.item_number);
    if (cents === undefined || cents === v.retail) continue;
    const found = [
      ...checkPrice(
        { item_number: v.item_number, cost_cents: v.cost, regular_cents: v.retail },
        cents,
        "regular",
      ),
      ...checkLeadTime(v.item_number, starts_on, today),
      ...saleNotBelow(events, v.item_number, cents, starts_on).map((e) => ({
        code: "raises_price" as const,
        item_number: v.item_number,
        other: e.name,
      })),
    ];
    issues.push(...found);
    changes.push({
      id: `pc-${v.item_number}-${crypto.randomUUID().slice(0, 8)}-${starts_on}`,
      item_number: v.item_number,
      vendor: v.vendor,
      department: v.department,
      kind: "permanent",
      price_cents: cents,
      regular_cents: v.retail,
      starts_on,
      ends_on: null,
      stores: [],
      created_at,
    });
  }
  return { changes, issues };
}

/** Writes the planned changes in one atomic operation (≤ MAX_EDITOR_ROWS, under KV's limits). */
export async function commitEditorChanges(kv: Deno.Kv, changes: PriceChange[]): Promise<boolean> {
  const op = kv.atomic();
  // Ids are random: no existence checks needed (KV allows only a few checks per commit).
  for (const c of changes) setPriceChange(op, c);
  return (await op.commit()).ok;
}
