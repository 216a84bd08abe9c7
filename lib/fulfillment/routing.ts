// Routing a web order to a store (pure): candidates are opted-in stores with capacity left today
// that hold at least one line on hand beyond their safety stock; each is scored on five criteria
// and the list is kept on the order so staff see why a store was chosen (…/routing/{id}). Only
// stores that can ship the whole order in one parcel are offered it; the others are listed so head
// office can see near misses. When no store holds every line, the order is split in two parts
// (splitOrder), each scored on its own lines and offered to its own store.
import type { Candidate } from "./schema.ts";

/** Points of each criterion (the whole-order bonus dominates, then province, distance…). */
export const WEIGHTS = { whole: 100, province: 20, distance: 30, rotation: 25, performance: 15 };
/**
 * Taken off a store whose POS stock is stale (its feed stopped): its stock may be gone, so a store
 * with a fresh count goes first, but a stale store with everything still beats a partial one.
 */
export const STALE_STOCK_PENALTY = 40;
/** Beyond this distance the distance criterion gives no points. */
export const MAX_DISTANCE_KM = 4000;

export interface RoutingStore {
  store_number: number;
  province: string;
  latitude: number;
  longitude: number;
  opted_in: boolean;
  /** Orders the store can still accept today. */
  capacity_left: number;
  /** Offers made to the store recently (fair rotation: fewer first). */
  recent_offers: number;
  /** Share of offers accepted and shipped on time, 0…1. */
  performance: number;
  /** Its POS feed is behind (the fleet page's stale data): its stock count may be out of date. */
  stock_stale?: boolean;
}

export interface RoutingInput {
  lines: { item_number: string; quantity: number }[];
  /** Where the parcel goes; null when the postal code's area is unknown. */
  destination: { province: string; latitude: number; longitude: number } | null;
  stores: RoutingStore[];
  /** store → item_number → units on hand. */
  stock: Map<number, Map<string, number>>;
  /** Units each store keeps back for its own floor. */
  safety_stock: number;
  /** Stores that already refused this order. */
  exclude?: number[];
}

/** Great-circle distance in km (haversine, mean Earth radius 6371 km). */
export function distanceKm(a: { latitude: number; longitude: number }, b: typeof a): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Centroids of Canada Post's postal districts (the first letter of a postal code), with the
 * province each mostly covers.
 */
export const POSTAL_AREAS: Record<
  string,
  { province: string; latitude: number; longitude: number }
> = {
  A: { province: "NL", latitude: 48.5, longitude: -56.0 },
  B: { province: "NS", latitude: 45.0, longitude: -63.3 },
  C: { province: "PE", latitude: 46.3, longitude: -63.2 },
  E: { province: "NB", latitude: 46.3, longitude: -66.2 },
  G: { province: "QC", latitude: 47.5, longitude: -71.0 },
  H: { province: "QC", latitude: 45.5, longitude: -73.6 },
  J: { province: "QC", latitude: 45.8, longitude: -73.0 },
  K: { province: "ON", latitude: 44.9, longitude: -76.0 },
  L: { province: "ON", latitude: 43.6, longitude: -79.7 },
  M: { province: "ON", latitude: 43.7, longitude: -79.4 },
  N: { province: "ON", latitude: 43.0, longitude: -81.0 },
  P: { province: "ON", latitude: 47.5, longitude: -82.0 },
  R: { province: "MB", latitude: 49.9, longitude: -97.1 },
  S: { province: "SK", latitude: 51.5, longitude: -106.0 },
  T: { province: "AB", latitude: 52.0, longitude: -114.0 },
  V: { province: "BC", latitude: 49.5, longitude: -122.5 },
  X: { province: "NT", latitude: 62.5, longitude: -114.4 },
  Y: { province: "YT", latitude: 60.7, longitude: -135.0 },
};

/** The destination of a postal code (its district's centroid), or null. */
export function destinationOf(postalCode: string, province: string): RoutingInput["destination"] {
  const area = POSTAL_AREAS[postalCode.trim().charAt(0).toUpperCase()];
  return area
    ? { province: province.toUpperCase(), latitude: area.latitude, longitude: area.longitude }
    : null;
}

/** The scored candidate list, best first (ties: fewer recent offers, then lower store number). */
export function scoreCandidates(input: RoutingInput): Candidate[] {
  const excluded = new Set(input.exclude ?? []);
  const eligible = input.stores.filter((s) =>
    s.opted_in && s.capacity_left > 0 && !excluded.has(s.store_number)
  );
  const maxOffers = Math.max(0, ...eligible.map((s) => s.recent_offers));
  const out: Candidate[] = [];
  for (const store of eligible) {
    const available = input.lines.filter((line) => holds(input, store.store_number, line)).length;
    if (available === 0) {
      continue;
    }
    const whole = available === input.lines.length;
    const distance = input.destination ? distanceKm(store, input.destination) : MAX_DISTANCE_KM;
    const sameProvince = input.destination !== null &&
      store.province === input.destination.province;
    const parts = {
      whole: whole ? WEIGHTS.whole : 0,
      province: sameProvince ? WEIGHTS.province : 0,
      distance: WEIGHTS.distance * (1 - Math.min(distance, MAX_DISTANCE_KM) / MAX_DISTANCE_KM),
      rotation: maxOffers === 0
        ? WEIGHTS.rotation
        : WEIGHTS.rotation * (1 - store.recent_offers / maxOffers),
      performance: WEIGHTS.performance * Math.max(0, Math.min(1, store.performance)),
      stale: store.stock_stale ? -STALE_STOCK_PENALTY : 0,
    };
    out.push({
      store: store.store_number,
      score: round2(
        parts.whole + parts.province + parts.distance + parts.rotation + parts.performance +
          parts.stale,
      ),
      whole_order: whole,
      lines_available: available,
      same_province: sameProvince,
      distance_km: Math.round(distance),
      recent_offers: store.recent_offers,
      performance: store.performance,
      parts: {
        whole: parts.whole,
        province: parts.province,
        distance: round2(parts.distance),
        rotation: round2(parts.rotation),
        performance: round2(parts.performance),
        ...(store.stock_stale ? { stale: parts.stale } : {}),
      },
      ...(store.stock_stale ? { stock_stale: true } : {}),
    });
  }
  return out.sort((a, b) =>
    b.score - a.score || a.recent_offers - b.recent_offers || a.store - b.store
  );
}

/** The store to offer the order to next: the best whole-order candidate not yet refused. */
export function nextStore(candidates: Candidate[], refused: number[]): number | null {
  const skip = new Set(refused);
  return candidates.find((c) => c.whole_order && !skip.has(c.store))?.store ?? null;
}

/** The store has the line's units on hand beyond its safety stock. */
function holds(input: RoutingInput, store: number, line: RoutingInput["lines"][number]) {
  return (input.stock.get(store)?.get(line.item_number) ?? 0) - input.safety_stock >= line.quantity;
}

/** One part of a split order: its store, the indexes of its lines, its own scored candidates. */
export interface SplitPart {
  store: number;
  lines: number[];
  candidates: Candidate[];
}

/**
 * Two stores that together fill an order no single store can: the candidate holding the most lines
 * (best score first among equals) takes those, and the best store holding every other line takes
 * the rest. Each part keeps its own candidate table (scored on its lines alone, so a decline passes
 * that part on by itself). Null when one store can fill it all, or no two stores can.
 */
export function splitOrder(input: RoutingInput): SplitPart[] | null {
  const candidates = scoreCandidates(input);
  if (candidates.length === 0 || candidates.some((c) => c.whole_order)) return null;
  const byLines = [...candidates].sort((a, b) => b.lines_available - a.lines_available);
  const linesOf = (indexes: number[]) => indexes.map((n) => input.lines[n]);
  for (const first of byLines) {
    const own: number[] = [];
    const rest: number[] = [];
    input.lines.forEach((line, n) => (holds(input, first.store, line) ? own : rest).push(n));
    const restCandidates = scoreCandidates({
      ...input,
      lines: linesOf(rest),
      exclude: [...(input.exclude ?? []), first.store],
    });
    const second = nextStore(restCandidates, []);
    if (second === null) continue;
    // The best store for the first part's lines may be another than `first` (it cannot be
    // `second`: that store would then hold every line).
    const ownCandidates = scoreCandidates({ ...input, lines: linesOf(own) });
    return [
      { store: nextStore(ownCandidates, [])!, lines: own, candidates: ownCandidates },
      { store: second, lines: rest, candidates: restCandidates },
    ];
  }
  return null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
