// Open-to-buy beside a show order (lib/otb/left.ts): each delivery split's lines count in the
// fiscal month it starts shipping. The order's own purchase orders are left out of on order (once
// submitted they are on order, and a revision must not count its lines twice: once there, once as
// typed). The order screen shows the cells as typed; the wizard's submit asks for confirmation
// when one exceeds (runOrderAction).
import { type OtbLeft, otbLeftForOrder } from "../otb/left.ts";
import { splitLines } from "./grid.ts";
import type { CheckedOrderInput } from "./ordering.ts";
import type { BookStyle, ShowOrder, Split } from "./schema.ts";

/** OTB left after a show order's quantities, shared out over its splits. */
export function showOtb(
  kv: Deno.Kv,
  store: number,
  styles: BookStyle[],
  order: { quantities: Record<string, number>; splits: Split[] },
  own: ShowOrder | null,
): Promise<OtbLeft[]> {
  if (order.splits.length === 0) return Promise.resolve([]);
  const lines = splitLines(styles, order.quantities, order.splits);
  return otbLeftForOrder(
    kv,
    store,
    order.splits.map((s, i) => ({ start_ship: s.start_ship, lines: lines[i] })),
    (own?.po_ids ?? []).filter((id): id is string => !!id),
  );
}

/**
 * The same for what is typed on the order screen, as checkOrderInput read it (`checked`, of
 * `typedSplits` splits): nothing while the splits do not read.
 */
export function typedShowOtb(
  kv: Deno.Kv,
  store: number,
  styles: BookStyle[],
  checked: CheckedOrderInput,
  typedSplits: number,
  own: ShowOrder | null,
): Promise<OtbLeft[]> {
  if (checked.formError || checked.splits.length !== typedSplits) return Promise.resolve([]);
  return showOtb(kv, store, styles, checked, own);
}
