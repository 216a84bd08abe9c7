// The POS fleet (/admin/pos…): which point-of-sale system and version each store runs, when its
// data last arrived, its recent errors, the release notes of every version, and the stores that
// need attention.
//
//   ["pos_fleet", "store", store_number]      → PosStatus (the POS data import updates it)
//   ["pos_fleet", "release", system, version] → Release
//
// `needsAttention` is pure: the reasons a store is listed on /admin/pos, from its status, the
// latest release of its system, its Lightspeed connection and the time.
import type { Connection } from "../auth/lightspeed.ts";
import { listConnections } from "../auth/lightspeed.ts";
import { listStores } from "../stores/mod.ts";
import { listValues } from "../db/kv.ts";
import { cachedUnder } from "../stores/revision_cache.ts";

export const POS_SYSTEMS = ["lightspeed_r", "lightspeed_x", "ascend", "retail_pro"] as const;
export type PosSystem = typeof POS_SYSTEMS[number];

/** Data older than this means the store's export stopped. */
export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
/** Errors within this window count. */
export const ERROR_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const KEEP_ERRORS = 20;

export interface PosError {
  at: string;
  message: string;
}

export interface PosStatus {
  store_number: number;
  system: PosSystem;
  version: string;
  /** When the store's last sales/stock file arrived; null when never. */
  last_data_at: string | null;
  /** Newest first, at most KEEP_ERRORS. */
  errors: PosError[];
}

export interface Release {
  system: PosSystem;
  version: string;
  /** YYYY-MM-DD */
  released: string;
  notes: { en: string; fr: string };
}

export type AttentionReason =
  | "no_data"
  | "stale"
  | "errors"
  | "outdated"
  | "lightspeed_missing"
  | "lightspeed_failing";

/**
 * How much each reason matters: data that stopped or a failing connection first, then errors;
 * an older version or a Lightspeed store not connected (its files still arrive) are notices.
 */
export const REASON_WEIGHT: Record<AttentionReason, number> = {
  stale: 50,
  lightspeed_failing: 40,
  no_data: 30,
  errors: 20,
  outdated: 2,
  lightspeed_missing: 1,
};
/** At or above this weight a reason is a problem; below it, a notice. */
export const PROBLEM_WEIGHT = 10;

/** A store's severity: its reasons' weights, the heaviest counting most. */
export function severity(reasons: AttentionReason[]): number {
  const weights = reasons.map((r) => REASON_WEIGHT[r]).sort((a, b) => b - a);
  return weights.reduce((sum, w, i) => sum + w / (i === 0 ? 1 : 10), 0);
}

export function isProblem(reasons: AttentionReason[]): boolean {
  return reasons.some((r) => REASON_WEIGHT[r] >= PROBLEM_WEIGHT);
}

/** Most severe first; then the longest without data; then by store number. */
export function bySeverity<
  R extends { reasons: AttentionReason[]; lag_ms: number | null; status: { store_number: number } },
>(rows: R[]): R[] {
  return [...rows].sort((a, b) =>
    severity(b.reasons) - severity(a.reasons) ||
    (b.lag_ms ?? Infinity) - (a.lag_ms ?? Infinity) ||
    a.status.store_number - b.status.store_number
  );
}

/** Compares dotted versions numerically ("2.10.0" > "2.9.3"). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

export function syncLagMs(status: PosStatus, now: number): number | null {
  return status.last_data_at === null ? null : Math.max(0, now - Date.parse(status.last_data_at));
}

export function recentErrors(status: PosStatus, now: number): PosError[] {
  return status.errors.filter((e) => now - Date.parse(e.at) <= ERROR_WINDOW_MS);
}

export function isLightspeed(system: PosSystem): boolean {
  return system === "lightspeed_r" || system === "lightspeed_x";
}

/** Why a store needs attention (empty: it does not). */
export function needsAttention(
  status: PosStatus,
  latestVersion: string | null,
  connection: Connection | null,
  now: number,
): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  const lag = syncLagMs(status, now);
  if (lag === null) reasons.push("no_data");
  else if (lag > STALE_AFTER_MS) reasons.push("stale");
  if (recentErrors(status, now).length > 0) reasons.push("errors");
  if (latestVersion && compareVersions(status.version, latestVersion) < 0) {
    reasons.push("outdated");
  }
  if (isLightspeed(status.system)) {
    if (!connection) reasons.push("lightspeed_missing");
    else if (connection.last_test?.ok === false || connection.last_sync.status === "error") {
      reasons.push("lightspeed_failing");
    }
  }
  return reasons;
}

/** A lag as an i18n key and count: minutes under two hours, hours under two days, else days. */
export function lagParts(ms: number): { key: "minutes" | "hours" | "days"; count: number } {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 120) return { key: "minutes", count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { key: "hours", count: hours };
  return { key: "days", count: Math.floor(hours / 24) };
}

// ---------------------------------------------------------------------------------------------
// KV

export async function getPosStatus(kv: Deno.Kv, storeNumber: number): Promise<PosStatus | null> {
  return (await kv.get<PosStatus>(["pos_fleet", "store", storeNumber])).value;
}

/**
 * ["pos_fleet"] → true: the fleet's revision, set in the same atomic operation by every write of a
 * status or a release (`posWritten`), so the lists below are cached per process under its
 * versionstamp (lib/stores/revision_cache.ts) and a write shows on the next view.
 */
const REVISION: Deno.KvKey = ["pos_fleet"];

/** Sets the fleet's revision in a write of statuses or releases (every such write must). */
export function posWritten(op: Deno.AtomicOperation): Deno.AtomicOperation {
  return op.set(REVISION, true);
}

/** The values under `["pos_fleet", kind]`, cached while the fleet's revision is unchanged. */
async function fleetList<T>(kv: Deno.Kv, kind: "store" | "release"): Promise<T[]> {
  const stamp = (await kv.get(REVISION)).versionstamp ?? "none";
  return await cachedUnder(
    kv,
    `pos_fleet:${kind}`,
    stamp,
    () => listValues<T>(kv, ["pos_fleet", kind]),
  );
}

/** Every store's status (frozen rows, shared by every request: copy to change). */
export function listPosStatuses(kv: Deno.Kv): Promise<PosStatus[]> {
  return fleetList<PosStatus>(kv, "store");
}

/** Releases, newest version first within each system. */
export async function listReleases(kv: Deno.Kv): Promise<Release[]> {
  const out = await fleetList<Release>(kv, "release");
  return out.sort((a, b) =>
    a.system.localeCompare(b.system) || compareVersions(b.version, a.version)
  );
}

export function latestVersions(releases: Release[]): Map<PosSystem, string> {
  const latest = new Map<PosSystem, string>();
  for (const r of releases) {
    const current = latest.get(r.system);
    if (!current || compareVersions(r.version, current) > 0) latest.set(r.system, r.version);
  }
  return latest;
}

/** The POS data import reports a file received (system and version as the file says). */
export async function recordPosData(
  kv: Deno.Kv,
  storeNumber: number,
  data: { system: PosSystem; version: string; at?: Date },
): Promise<void> {
  const key = ["pos_fleet", "store", storeNumber];
  for (let attempt = 0; attempt < 5; attempt++) {
    const entry = await kv.get<PosStatus>(key);
    const next: PosStatus = {
      store_number: storeNumber,
      system: data.system,
      version: data.version,
      last_data_at: (data.at ?? new Date()).toISOString(),
      errors: entry.value?.errors ?? [],
    };
    if ((await posWritten(kv.atomic().check(entry).set(key, next)).commit()).ok) return;
  }
}

/** The POS data import reports a problem with a store's file. */
export async function recordPosError(
  kv: Deno.Kv,
  storeNumber: number,
  message: string,
  at = new Date(),
): Promise<void> {
  const key = ["pos_fleet", "store", storeNumber];
  for (let attempt = 0; attempt < 5; attempt++) {
    const entry = await kv.get<PosStatus>(key);
    if (!entry.value) return;
    const errors = [{ at: at.toISOString(), message }, ...entry.value.errors].slice(0, KEEP_ERRORS);
    const write = kv.atomic().check(entry).set(key, { ...entry.value, errors });
    if ((await posWritten(write).commit()).ok) return;
  }
}

export interface FleetRow {
  status: PosStatus;
  store_name: string;
  lag_ms: number | null;
  reasons: AttentionReason[];
  latest: string | null;
  connection: Connection | null;
}

/** Every store with a POS status, with its attention reasons, by store number. */
export async function fleet(
  kv: Deno.Kv,
  now = Date.now(),
  /** The releases when the caller has read them already. */
  releases?: Release[],
): Promise<FleetRow[]> {
  const [known, stores, connections, statuses] = await Promise.all([
    releases ?? listReleases(kv),
    listStores(kv),
    listConnections(kv),
    listPosStatuses(kv),
  ]);
  const latest = latestVersions(known);
  const names = new Map(stores.map((s) => [s.store_number, s.name]));
  const rows: FleetRow[] = [];
  for (const status of statuses) {
    const connection = isLightspeed(status.system)
      ? connections.get(status.store_number) ?? null
      : null;
    const newest = latest.get(status.system) ?? null;
    rows.push({
      status,
      store_name: names.get(status.store_number) ?? String(status.store_number),
      lag_ms: syncLagMs(status, now),
      reasons: needsAttention(status, newest, connection, now),
      latest: newest,
      connection,
    });
  }
  return rows.sort((a, b) => a.status.store_number - b.status.store_number);
}
