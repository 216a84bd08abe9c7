// What /specials shows a member: the published forms open now (with the group's standing against
// each one's rebate tiers), the past ones, and the specials orders of the user's own stores —
// never another store's. The orders come from each store's index through the order cache
// (lib/orders/cache.ts), so a view reads one revision per store while nothing changed.
import type { User } from "../auth/types.ts";
import { listOrders, type PurchaseOrder } from "../orders/mod.ts";
import { ownStores } from "../stores/mod.ts";
import { orderingStores } from "./member_page.ts";
import type { TierTracker } from "./rebates.ts";
import { isOpen } from "./rules.ts";
import type { SpecialForm } from "./schema.ts";
import { listForms } from "./store.ts";
import { formTracker } from "./tracking.ts";

export interface SpecialsListData {
  open: SpecialForm[];
  /** The group's standing against each open form's rebate tiers (by form id). */
  trackers: Record<string, TierTracker | null>;
  past: SpecialForm[];
  orders: PurchaseOrder[];
  now: number;
  /** Store names by number (the list names them beside their numbers). */
  storeNames: Record<number, string>;
}

export async function specialsListData(
  kv: Deno.Kv,
  user: User,
  now = new Date(),
): Promise<SpecialsListData> {
  const forms = (await listForms(kv)).filter((f) => f.published);
  const ids = new Set(forms.map((f) => f.id));
  const orders = (await Promise.all(
    orderingStores(user).map((store) => listOrders(kv, { store, source: "specials" })),
  )).flat().filter((o) => o.program_id !== null && ids.has(o.program_id));
  const open = forms.filter((f) => isOpen(f, now)).reverse();
  const trackers = Object.fromEntries(
    await Promise.all(open.map(async (f) => [f.id, await formTracker(kv, f, null)] as const)),
  );
  return {
    open,
    trackers,
    past: forms.filter((f) => Date.parse(f.deadline) <= now.getTime()),
    orders,
    now: now.getTime(),
    storeNames: Object.fromEntries(ownStores(user)),
  };
}

/** Time left as whole days, else hours (at least 1), keyed for t(). */
export function timeLeft(deadline: string, now: number): { key: string; count: number } {
  const hours = Math.max(1, Math.floor((Date.parse(deadline) - now) / 3_600_000));
  return hours >= 48
    ? { key: "specials.days_left", count: Math.floor(hours / 24) }
    : { key: "specials.hours_left", count: hours };
}
