// The price schedule (/head-office/pricing/schedule): head office's dated price changes, kept where
// the stores' upcoming-changes page and the sign generator read them (lib/resources/prices.ts).
// A change locks once live (its start date is today or past): it can then be neither edited nor
// removed, only followed by a new change. Each change can queue shelf signs for the stores it
// applies to.
import { z } from "zod";
import { versionCheck, versionOf } from "../forms/version.ts";
import { HK } from "./keys.ts";
import {
  deletePriceChange,
  type PriceChange,
  priceChangeKey,
  setPriceChange,
  upcomingChanges,
} from "../resources/prices.ts";
import { getVariant } from "../catalogue/mod.ts";
import { isMemberStore, listStores } from "../stores/mod.ts";
import type { User } from "../auth/types.ts";
import { checkLeadTime, checkPrice, type PriceIssue } from "./price_checks.ts";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const ScheduleFormSchema = z.object({
  item_number: z.string().trim().min(1).max(20),
  kind: z.enum(["sale", "permanent"]),
  price: z.coerce.number({ error: "head_office.errors.price" }).positive({
    error: "head_office.errors.price",
  }).max(100_000),
  starts_on: z.string().regex(ISO_DATE, { error: "head_office.errors.date" }),
  ends_on: z.string().regex(ISO_DATE, { error: "head_office.errors.date" }).or(z.literal("")),
  stores: z.string().trim().max(2000).regex(/^(\d{4}([\s,;]+\d{4})*)?$/, {
    error: "head_office.errors.stores",
  }),
}).superRefine((v, ctx) => {
  if (v.kind === "sale" && !v.ends_on) {
    ctx.addIssue({ code: "custom", path: ["ends_on"], message: "head_office.errors.sale_end" });
  }
  if (v.ends_on && v.ends_on < v.starts_on) {
    ctx.addIssue({
      code: "custom",
      path: ["ends_on"],
      message: "head_office.errors.ends_before_starts",
    });
  }
});
export type ScheduleForm = z.infer<typeof ScheduleFormSchema>;

/** A change is live, hence locked, from its start date on. */
export function isLocked(change: Pick<PriceChange, "starts_on">, today: string): boolean {
  return change.starts_on <= today;
}

/** Changes from `from` on (the last month and everything ahead, on the page). */
export function listSchedule(kv: Deno.Kv, from: string): Promise<PriceChange[]> {
  return upcomingChanges(kv, { from }, null, from);
}

async function findChange(kv: Deno.Kv, id: string): Promise<Deno.KvEntry<PriceChange> | null> {
  // The id ends with the start date (pc-<item>-<date>), which is the key's second part.
  const starts = /(\d{4}-\d{2}-\d{2})$/.exec(id)?.[1];
  if (!starts) return null;
  const entry = await kv.get<PriceChange>(priceChangeKey(starts, id));
  return entry.value ? entry as Deno.KvEntry<PriceChange> : null;
}

/** A change with the version its edit form carries (lib/forms/version.ts). */
export async function changeWithVersion(kv: Deno.Kv, id: string) {
  const entry = await findChange(kv, id);
  return entry ? { change: entry.value, version: versionOf(entry) } : null;
}

export type ScheduleResult =
  | { ok: true; change: PriceChange }
  /** `stale`: the change edited was replaced or removed since the form was read. */
  | { ok: false; reason: "unknown_item" | "locked" | "not_found" | "conflict" | "stale" }
  | { ok: false; reason: "checks"; issues: PriceIssue[] };

function storesOf(text: string): number[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean).map(Number))];
}

/**
 * Adds a change, or replaces `replaces` (refused once that one is live). The new change must pass
 * the price and lead-time checks. The old entry is removed in the same atomic operation.
 */
export async function saveScheduledChange(
  kv: Deno.Kv,
  form: ScheduleForm,
  today: string,
  replaces: string | null = null,
  /** The version the edit form was read at (an edit only). */
  version: string | null = null,
): Promise<ScheduleResult> {
  const old = replaces ? await findChange(kv, replaces) : null;
  if (replaces && !old) return { ok: false, reason: "stale" };
  if (old && isLocked(old.value, today)) return { ok: false, reason: "locked" };
  const check = old ? versionCheck(old.key, version) : null;
  if (old && check!.versionstamp !== old.versionstamp) return { ok: false, reason: "stale" };
  const variant = await getVariant(kv, form.item_number);
  if (!variant) return { ok: false, reason: "unknown_item" };
  const price_cents = Math.round(form.price * 100);
  const issues = [
    ...checkPrice(
      { item_number: variant.item_number, cost_cents: variant.cost, regular_cents: variant.retail },
      price_cents,
      form.kind === "sale" ? "sale" : "regular",
    ),
    ...checkLeadTime(variant.item_number, form.starts_on, today),
  ];
  if (issues.length) return { ok: false, reason: "checks", issues };
  const change: PriceChange = {
    id: `pc-${variant.item_number}-${crypto.randomUUID().slice(0, 8)}-${form.starts_on}`,
    item_number: variant.item_number,
    vendor: variant.vendor,
    department: variant.department,
    kind: form.kind,
    price_cents,
    regular_cents: variant.retail,
    starts_on: form.starts_on,
    ends_on: form.kind === "sale" ? form.ends_on : null,
    stores: storesOf(form.stores),
    created_at: new Date().toISOString(),
  };
  const op = kv.atomic();
  if (old) deletePriceChange(op.check(check!), old.key);
  const res = await setPriceChange(op, change).commit();
  return res.ok ? { ok: true, change } : { ok: false, reason: old ? "stale" : "conflict" };
}

/** Removes a change that is not live yet (and its queued signs are left to expire with it). */
export async function removeScheduledChange(
  kv: Deno.Kv,
  id: string,
  today: string,
): Promise<"removed" | "locked" | "not_found"> {
  const entry = await findChange(kv, id);
  if (!entry) return "not_found";
  if (isLocked(entry.value, today)) return "locked";
  await deletePriceChange(kv.atomic().check(entry), entry.key).commit();
  return "removed";
}

export interface QueuedSign {
  change_id: string;
  item_number: string;
  price_cents: number;
  starts_on: string;
  queued_at: string;
  queued_by: string;
  // What the sign shows besides the price (optional: entries queued before they were kept).
  kind?: PriceChange["kind"];
  regular_cents?: number;
  ends_on?: string | null;
  /** Set when the store marks it printed (lib/head_office/sign_queue.ts); queuing again clears it. */
  printed_at?: string;
  printed_by?: string;
}

/** Queues the change's shelf sign for each store it applies to (every active member store when
 * it lists none); returns how many stores. Queuing again replaces the earlier entries. */
export async function queueSigns(
  kv: Deno.Kv,
  changeId: string,
  actor: Pick<User, "email">,
): Promise<number | null> {
  const entry = await findChange(kv, changeId);
  if (!entry) return null;
  const c = entry.value;
  const stores = c.stores.length
    ? c.stores
    : (await listStores(kv)).filter((s) => s.active && isMemberStore(s.store_number))
      .map((s) => s.store_number);
  const sign: QueuedSign = {
    change_id: c.id,
    item_number: c.item_number,
    price_cents: c.price_cents,
    starts_on: c.starts_on,
    kind: c.kind,
    regular_cents: c.regular_cents,
    ends_on: c.ends_on,
    queued_at: new Date().toISOString(),
    queued_by: actor.email,
  };
  for (let i = 0; i < stores.length; i += 100) {
    const op = kv.atomic();
    for (const s of stores.slice(i, i + 100)) op.set(HK.sign(s, c.id), sign);
    op.set(HK.signsVersion(), true); // queuedCounts follows it
    await op.commit();
  }
  return stores.length;
}

/** Signs a store has queued (head office's schedule shows the counts per change). */
export async function signQueue(kv: Deno.Kv, store: number): Promise<QueuedSign[]> {
  const out: QueuedSign[] = [];
  for await (const e of kv.list<QueuedSign>({ prefix: HK.signs(store) })) {
    out.push(e.value);
  }
  return out;
}

// The counts read every queued sign of every store (hundreds): cached per process and KV store
// under the version key queueSigns rewrites (marking signs printed leaves the counts alone).
const counted = new WeakMap<
  Deno.Kv,
  { version: string | null; counts: ReadonlyMap<string, number> }
>();

/** How many stores each change's sign is queued for. */
export async function queuedCounts(kv: Deno.Kv): Promise<ReadonlyMap<string, number>> {
  const version = (await kv.get(HK.signsVersion())).versionstamp;
  const hit = counted.get(kv);
  if (hit && hit.version === version) return hit.counts;
  const counts = new Map<string, number>();
  for await (const e of kv.list<QueuedSign>({ prefix: HK.signs() }, { batchSize: 500 })) {
    counts.set(e.value.change_id, (counts.get(e.value.change_id) ?? 0) + 1);
  }
  counted.set(kv, { version, counts });
  return counts;
}
