// Rebate tiers of a specials program and the tier tracker. A program's tiers are thresholds on the
// group's total at special cost (every store's placed orders together) with a percentage each:
//   incremental: each tier's percentage applies only to the dollars inside that tier (like tax
//                brackets); nothing below the first threshold.
//   retroactive: once the group reaches a tier, its percentage applies to every dollar.
// A store earns the group's rebate in proportion to its own purchases. Figures are whole cents;
// percentages are kept as basis points so every product is an exact integer before one rounding.
import type { RebateTier, SpecialForm } from "./schema.ts";

export type RebateKind = "incremental" | "retroactive";

export interface Rebate {
  kind: RebateKind;
  tiers: RebateTier[];
}

const bp = (percent: number) => Math.round(percent * 100);
/** cents × basis points / 10 000, rounded half up. */
const ofCents = (cents: number, basisPoints: number) => Math.round(cents * basisPoints / 10_000);

/** Tiers by threshold, lowest first. */
export function sortedTiers(tiers: RebateTier[]): RebateTier[] {
  return [...tiers].sort((a, b) => a.from - b.from);
}

/** The form's rebate (no tiers: none). */
export function rebateOf(form: Pick<SpecialForm, "rebate">): Rebate {
  return form.rebate ?? { kind: "retroactive", tiers: [] };
}

/** The highest tier reached by a group total (cents), or null. */
export function tierReached(totalCents: number, tiers: RebateTier[]): RebateTier | null {
  let reached: RebateTier | null = null;
  for (const tier of sortedTiers(tiers)) {
    if (totalCents >= Math.round(tier.from * 100)) reached = tier;
  }
  return reached;
}

/** The group's rebate in cents on a group total in cents. */
export function rebateCents(totalCents: number, rebate: Rebate): number {
  const tiers = sortedTiers(rebate.tiers);
  if (rebate.kind === "retroactive") {
    const tier = tierReached(totalCents, tiers);
    return tier ? ofCents(totalCents, bp(tier.percent)) : 0;
  }
  // Sum the products in "cent × basis point" units and round once at the end.
  let units = 0;
  tiers.forEach((tier, i) => {
    const from = Math.round(tier.from * 100);
    const to = i + 1 < tiers.length ? Math.round(tiers[i + 1].from * 100) : Infinity;
    const inside = Math.min(totalCents, to) - from;
    if (inside > 0) units += inside * bp(tier.percent);
  });
  return Math.round(units / 10_000);
}

export interface TierTracker {
  groupCents: number;
  storeCents: number;
  /** The group's rebate now and the store's part of it (pro rata of its purchases). */
  groupRebateCents: number;
  storeRebateCents: number;
  reached: RebateTier | null;
  /** The next tier, how far the group is from it, and the store's pro-rata part of that gap. */
  next: { tier: RebateTier; gapCents: number; storeShareCents: number } | null;
  /**
   * Where the group would stand with the store's order that is not submitted yet (a draft is not
   * part of the group's total); null when the store has no such order.
   */
  withOrder: { orderCents: number; groupCents: number; reached: RebateTier | null } | null;
}

/**
 * Where the group and one store stand against the tiers. `groupCents` and `storeCents` are
 * submitted orders only; `draftCents` is the store's order not submitted yet, shown apart ("with
 * your order") and never as a tier the group has reached. "Your share at your current pace" is the
 * gap to the next tier times the store's part of the group total: what the store adds if every
 * store keeps its current proportion. A store with nothing ordered yet has no pace (share 0).
 */
export function tierTracker(
  rebate: Rebate,
  groupCents: number,
  storeCents: number,
  draftCents = 0,
): TierTracker {
  const groupRebateCents = rebateCents(groupCents, rebate);
  const storeRebateCents = groupCents > 0
    ? Math.round(groupRebateCents * storeCents / groupCents)
    : 0;
  const upcoming = sortedTiers(rebate.tiers).find((t) => Math.round(t.from * 100) > groupCents);
  let next: TierTracker["next"] = null;
  if (upcoming) {
    const gapCents = Math.round(upcoming.from * 100) - groupCents;
    const storeShareCents = groupCents > 0 ? Math.round(gapCents * storeCents / groupCents) : 0;
    next = { tier: upcoming, gapCents, storeShareCents };
  }
  return {
    groupCents,
    storeCents,
    groupRebateCents,
    storeRebateCents,
    reached: tierReached(groupCents, rebate.tiers),
    next,
    withOrder: draftCents > 0
      ? {
        orderCents: draftCents,
        groupCents: groupCents + draftCents,
        reached: tierReached(groupCents + draftCents, rebate.tiers),
      }
      : null,
  };
}
