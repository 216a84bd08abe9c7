// What goes on shelf signs: items chosen by item number or barcode (optionally with a batch price),
// or the scheduled price changes of a date range. Turns them into layout SignItems
// (lib/signage/layout.ts) for the print page and the PDF.
import { z } from "zod";
import { toGtin14 } from "../gs1/gtin.ts";
import type { SignItem } from "../signage/layout.ts";
import { MAX_PER_PAGE, MIN_PER_PAGE } from "../signage/layout.ts";
import { department } from "./departments.ts";
import { itemByGtin, itemsByNumber, type ResourceItem } from "./items.ts";
import { ChangeFilter, type PriceChange, upcomingChanges } from "./prices.ts";

/** Most signs one request makes (a few hundred pages at 24 per page is plenty). */
export const MAX_SIGNS = 1000;

export const SignRequest = z.object({
  source: z.enum(["items", "changes"]).default("items"),
  lines: z.string().max(50_000).default(""),
  per_page: z.coerce.number().int().min(MIN_PER_PAGE).max(MAX_PER_PAGE).default(8),
  store: z.coerce.number().int().optional(),
}).and(ChangeFilter);
export type SignRequest = z.infer<typeof SignRequest>;

/** One line of the items box: an item number or barcode, optionally `, price` (a price batch). */
export interface SignLine {
  line: number;
  code: string;
  price_cents: number | null;
}

/** Parses the items box; returns the lines and the numbers of lines it could not read. */
export function parseSignLines(text: string): { lines: SignLine[]; bad: number[] } {
  const lines: SignLine[] = [];
  const bad: number[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const s = raw.trim();
    if (!s) return;
    const m = /^([0-9A-Za-z -]+?)\s*(?:[,;\t]\s*\$?\s*(\d+(?:[.,]\d{1,2})?)\s*\$?)?$/.exec(s);
    if (!m) return bad.push(i + 1);
    const price = m[2] ? Math.round(Number(m[2].replace(",", ".")) * 100) : null;
    if (price === 0) return bad.push(i + 1);
    lines.push({ line: i + 1, code: m[1].trim(), price_cents: price });
  });
  return { lines, bad };
}

export function toSignItem(
  item: ResourceItem,
  price: {
    price_cents: number;
    regular_cents: number | null;
    starts_on: string | null;
    ends_on: string | null;
  },
): SignItem {
  const dept = department(item.department);
  return {
    item_number: item.item_number,
    gtin14: item.gtin14,
    brand: item.brand,
    description_en: item.description.en,
    description_fr: item.description.fr,
    department_code: item.department,
    department_en: dept?.name.en ?? item.department,
    department_fr: dept?.name.fr ?? item.department,
    price: price.price_cents / 100,
    regular_price: price.regular_cents !== null && price.regular_cents !== price.price_cents
      ? price.regular_cents / 100
      : null,
    starts_on: price.starts_on,
    ends_on: price.ends_on,
  };
}

/** Signs for the items box; `missing` lists the line numbers whose code is no catalogue item. */
export async function signsForLines(
  kv: Deno.Kv,
  lines: SignLine[],
): Promise<{ signs: SignItem[]; missing: number[] }> {
  const signs: SignItem[] = [];
  const missing: number[] = [];
  for (const l of lines) {
    const [byNumber] = await itemsByNumber(kv, [l.code]);
    const gtin = byNumber ? null : toGtin14(l.code);
    const item = byNumber ?? (gtin ? await itemByGtin(kv, gtin) : null);
    if (!item) {
      missing.push(l.line);
      continue;
    }
    const price = l.price_cents ?? item.retail_cents;
    signs.push(toSignItem(item, {
      price_cents: price,
      regular_cents: l.price_cents !== null ? item.retail_cents : null,
      starts_on: null,
      ends_on: null,
    }));
  }
  return { signs, missing };
}

/** Signs for the scheduled changes matching the filter, for the given stores (null: all). */
export async function signsForChanges(
  kv: Deno.Kv,
  filter: Partial<ChangeFilter>,
  stores: number[] | null,
): Promise<SignItem[]> {
  const changes = await upcomingChanges(kv, filter, stores);
  const items = new Map(
    (await itemsByNumber(kv, [...new Set(changes.map((c) => c.item_number))]))
      .map((i) => [i.item_number, i]),
  );
  return changes.flatMap((c: PriceChange) => {
    const item = items.get(c.item_number);
    return item
      ? [toSignItem(item, {
        price_cents: c.price_cents,
        regular_cents: c.kind === "sale" ? c.regular_cents : null,
        starts_on: c.starts_on,
        ends_on: c.ends_on,
      })]
      : [];
  });
}
