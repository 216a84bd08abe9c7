// What the showcloud (and show) route tests share: a fresh demo app per test, the book with no
// demo orders (Timberline Boots, V1600) and store 1310's order page for it, and a submitted order
// to write.
export { withTestApp as withApp } from "../../helpers/app.ts";
import type { ShowOrder } from "../../../lib/shows/schema.ts";

/** Timberline Boots' fall book: no demo orders. */
export const BOOK = "fall-2026-v1600";
/** Store 1310's order page for BOOK. */
export const ORDER = `/showcloud/V1600/order?book=${BOOK}&store=1310`;

/** A new submitted show order of `quantities` (no splits or purchase orders), dated `at`. */
export function submittedOrder(
  fields: Pick<ShowOrder, "show" | "store" | "vendor" | "book" | "quantities">,
  at = new Date().toISOString(),
): ShowOrder {
  return {
    id: crypto.randomUUID(),
    ...fields,
    state: "submitted",
    splits: [],
    po_ids: [],
    version: 1,
    created_at: at,
    updated_at: at,
    submitted_at: at,
  };
}
