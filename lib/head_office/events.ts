// Sales events (/head-office/pricing/sales): a named promotion or clearance with dates, a priority
// (the higher wins where two price one item), the stores it runs in and its items at sale prices.
// Saved only when its prices pass the checks of price_checks.ts (overlaps are shown, not refused:
// the priority decides them).
import { z } from "zod";
import { listValues } from "../db/kv.ts";
import { HK } from "./keys.ts";
import type { User } from "../auth/types.ts";
import { getVariant } from "../catalogue/mod.ts";
import { checkPrice, type ItemPrices, type PriceIssue } from "./price_checks.ts";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const MAX_EVENT_ITEMS = 400;

export interface SalesEvent {
  id: string;
  name: string;
  type: "promotion" | "clearance";
  starts_on: string;
  ends_on: string;
  priority: number;
  /** Empty: every store. */
  stores: number[];
  items: { item_number: string; sale_cents: number }[];
  created_at: string;
  created_by: string;
}

/** "1234, 1310" → [1234, 1310]; blank → [] (every store). */
const storeList = z.string().trim().max(2000).transform((s, ctx) => {
  if (!s) return [] as number[];
  const parts = s.split(/[\s,;]+/).filter(Boolean);
  if (parts.some((p) => !/^\d{4}$/.test(p))) {
    ctx.addIssue({ code: "custom", message: "head_office.errors.stores" });
    return z.NEVER;
  }
  return [...new Set(parts.map(Number))];
});

/** "item, price" per line → items; a bad line fails the field. */
const itemLines = z.string().max(40_000).transform((s, ctx) => {
  const items: { item_number: string; sale_cents: number }[] = [];
  const lines = s.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  for (const line of lines) {
    const m = /^([A-Za-z0-9-]+)\s*[,;\t ]\s*\$?\s*(\d+(?:[.,]\d{1,2})?)\s*\$?$/.exec(line);
    if (!m || Number(m[2].replace(",", ".")) <= 0) {
      ctx.addIssue({ code: "custom", message: "head_office.errors.item_line" });
      return z.NEVER;
    }
    items.push({
      item_number: m[1],
      sale_cents: Math.round(Number(m[2].replace(",", ".")) * 100),
    });
  }
  if (items.length === 0) {
    ctx.addIssue({ code: "custom", message: "head_office.errors.no_items" });
    return z.NEVER;
  }
  if (items.length > MAX_EVENT_ITEMS) {
    ctx.addIssue({ code: "custom", message: "head_office.errors.too_many_items" });
    return z.NEVER;
  }
  return items;
});

export const EventFormSchema = z.object({
  name: z.string().trim().min(1).max(100),
  type: z.enum(["promotion", "clearance"]),
  starts_on: z.string().regex(ISO_DATE, { error: "head_office.errors.date" }),
  ends_on: z.string().regex(ISO_DATE, { error: "head_office.errors.date" }),
  priority: z.coerce.number().int().min(1).max(9),
  stores: storeList,
  items: itemLines,
}).refine((v) => v.ends_on >= v.starts_on, {
  path: ["ends_on"],
  message: "head_office.errors.ends_before_starts",
});
export type EventForm = z.infer<typeof EventFormSchema>;

export async function listEvents(kv: Deno.Kv): Promise<SalesEvent[]> {
  const events = await listValues<SalesEvent>(kv, HK.events());
  return events.sort((a, b) => a.starts_on.localeCompare(b.starts_on) || b.priority - a.priority);
}

/** Cost and regular price of each item (catalogue variants), for the checks. */
export async function itemPrices(
  kv: Deno.Kv,
  itemNumbers: string[],
): Promise<Map<string, ItemPrices>> {
  const out = new Map<string, ItemPrices>();
  for (const n of new Set(itemNumbers)) {
    const v = await getVariant(kv, n);
    if (v) out.set(n, { item_number: n, cost_cents: v.cost, regular_cents: v.retail });
  }
  return out;
}

export type EventResult =
  | { ok: true; event: SalesEvent }
  | { ok: false; unknown: string[]; issues: PriceIssue[] };

/**
 * Creates an event when every item is in the catalogue and no sale price is below cost or at or
 * above the regular price; otherwise returns what is wrong and writes nothing.
 */
export async function createEvent(
  kv: Deno.Kv,
  actor: Pick<User, "email">,
  form: EventForm,
): Promise<EventResult> {
  const prices = await itemPrices(kv, form.items.map((i) => i.item_number));
  const unknown = form.items.filter((i) => !prices.has(i.item_number)).map((i) => i.item_number);
  const issues = form.items.flatMap((i) =>
    prices.has(i.item_number) ? checkPrice(prices.get(i.item_number)!, i.sale_cents, "sale") : []
  );
  if (unknown.length || issues.length) return { ok: false, unknown, issues };
  const event: SalesEvent = {
    id: crypto.randomUUID(),
    ...form,
    created_at: new Date().toISOString(),
    created_by: actor.email,
  };
  const res = await kv.atomic().check({ key: HK.event(event.id), versionstamp: null })
    .set(HK.event(event.id), event).commit();
  if (!res.ok) throw new Error("sales event not written");
  return { ok: true, event };
}

export async function deleteEvent(kv: Deno.Kv, id: string): Promise<void> {
  await kv.delete(HK.event(id));
}

/** Writes demo events as they are (the seeder). */
export async function putEvents(kv: Deno.Kv, events: SalesEvent[]): Promise<void> {
  const op = kv.atomic();
  for (const e of events) op.set(HK.event(e.id), e);
  await op.commit();
}
