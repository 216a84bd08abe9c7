// Geocoding without a network: a postal code's forward sortation area (its first three
// characters) to the centroid shipped in data/fsa_centroids.json (built by
// scripts/build-fsa-centroids.ts from the BSD-licensed npm package `zipcodes`; approximate, not
// an official Canada Post product), and the stores within a distance of a postal code.
import { isMemberStore, type Store } from "../stores/mod.ts";
import data from "./data/fsa_centroids.json" with { type: "json" };
import { distanceKm, normalizePostalCode } from "./geo.ts";

const CENTROIDS: Record<string, number[]> = data.centroids;

/** "K1N 9J7", "k1n" → "K1N"; null when it does not start like a Canadian postal code. */
export function fsaOf(postalCode: string): string | null {
  const fsa = normalizePostalCode(postalCode).slice(0, 3);
  return /^[A-Z]\d[A-Z]$/.test(fsa) ? fsa : null;
}

/** The centroid [latitude, longitude] of a postal code's FSA, or null when unknown. */
export function centroidOf(postalCode: string): [number, number] | null {
  const fsa = fsaOf(postalCode);
  const at = fsa ? CENTROIDS[fsa] : undefined;
  return at ? [at[0], at[1]] : null;
}

export interface NearbyStore {
  store: Store;
  /** Great-circle distance from the postal code's centroid, km. */
  km: number;
}

/** Active member stores within `km` of a point, nearest first (ties by store number). */
export function storesWithin(
  stores: Store[],
  from: [number, number],
  km: number,
): NearbyStore[] {
  return stores
    .filter((s) => s.active && isMemberStore(s.store_number))
    .map((store) => ({ store, km: distanceKm(from, [store.latitude, store.longitude]) }))
    .filter((n) => n.km <= km)
    .sort((a, b) => a.km - b.km || a.store.store_number - b.store.store_number);
}

/** The "stores near a postal code" search of the store map, read from ?near=&km=. */
export interface NearbySearch {
  postal: string;
  kmText: string;
  km: number;
  fsa: string | null;
  error: "unknown" | "km" | null;
  /** Null until a postal code is asked. */
  found: NearbyStore[] | null;
}

export function nearbySearch(params: URLSearchParams, stores: Store[]): NearbySearch {
  const postal = (params.get("near") ?? "").trim().slice(0, 10);
  const kmText = (params.get("km") ?? "").trim().slice(0, 10) || "50";
  const km = Number(kmText);
  const out: NearbySearch = { postal, kmText, km, fsa: null, error: null, found: null };
  if (!postal) return out;
  if (!Number.isFinite(km) || km < 1 || km > 5000) return { ...out, error: "km" };
  const at = centroidOf(postal);
  if (!at) return { ...out, error: "unknown" };
  return { ...out, fsa: fsaOf(postal), found: storesWithin(stores, at, km) };
}
