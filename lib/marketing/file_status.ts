// Why a product image is not on Shopify yet, in words a buyer can act on: no style uses it, its
// style is not listed on the website (so the sync skips it), the last sync of its style failed
// (Shopify's message is shown), or it waits for the next sync. Pure.
export type NotSentReason = "unused" | "not_on_web" | "sync_failed" | "waiting";

export function notSentReason(
  style: string | null,
  webEnabled: boolean,
  syncError: string | null,
): NotSentReason {
  if (!style) return "unused";
  if (!webEnabled) return "not_on_web";
  return syncError !== null ? "sync_failed" : "waiting";
}

/** Reasons a sync of the style can clear (re-send offered). */
export function canResend(reason: NotSentReason): boolean {
  return reason === "sync_failed" || reason === "waiting";
}
