// Peer bands beside a department's plan: the group's median and quartiles of stock-to-sales, turn
// and markdown % over comparable stores' plans for the same department and season. Comparable:
// season planned sales between half and twice this store's. Anonymised: no store is named, only
// quartiles are given, and nothing is shown when fewer than MIN_PEERS other stores compare.
import { quartiles } from "../sales/formulas.ts";
import { isMemberStore, listStores } from "../stores/mod.ts";
import { type PlanMetrics, planMetrics } from "./formulas.ts";
import { seasonMonths } from "./season.ts";
import { getPlansOfStores, type Plan } from "./store.ts";

export const MIN_PEERS = 5;

export interface Band {
  q1: number;
  median: number;
  q3: number;
}

export interface PeerBands {
  /** Other stores compared (0 … n); bands are null below MIN_PEERS. */
  cohort: number;
  own: PlanMetrics;
  stockToSales: Band | null;
  turn: Band | null;
  markdownPct: Band | null;
}

const seasonSales = (p: Pick<Plan, "months">) => p.months.reduce((a, m) => a + m.sales, 0);

/** Bands of comparable stores from their plans (pure: the plans are given). */
export function bandsOf(own: Plan, others: Plan[], seasonWeeks: number): PeerBands {
  const mine = seasonSales(own);
  const cohort = others.filter((p) => {
    const s = seasonSales(p);
    return p.store !== own.store && mine > 0 && s >= mine / 2 && s <= mine * 2;
  });
  const metrics = cohort.map((p) => planMetrics(p, seasonWeeks));
  const band = (pick: (m: PlanMetrics) => number | null): Band | null => {
    if (cohort.length < MIN_PEERS) return null;
    return quartiles(metrics.map(pick).filter((v): v is number => v !== null));
  };
  return {
    cohort: cohort.length,
    own: planMetrics(own, seasonWeeks),
    stockToSales: band((m) => m.stockToSales),
    turn: band((m) => m.turn),
    markdownPct: band((m) => m.markdownPct),
  };
}

/** Reads the other stores' plans of the department and season and bands them. */
export async function peerBands(
  kv: Deno.Kv,
  where: { store: number; season: string; department: string },
  own: Plan,
): Promise<PeerBands> {
  const stores = (await listStores(kv))
    .filter((s) => s.active && isMemberStore(s.store_number) && s.store_number !== where.store)
    .map((s) => s.store_number);
  const others = await getPlansOfStores(kv, stores, where.season, where.department);
  const weeks = seasonMonths(where.season).reduce((a, m) => a + m.weeks, 0);
  return bandsOf(own, others, weeks);
}
