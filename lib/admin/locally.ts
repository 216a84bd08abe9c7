// The Locally store inventory feed (/admin/locally): one CSV line per store and item the store can
// sell — store number, barcode, quantity available to promise (lib/head_office/atp.ts: on hand less
// what web orders hold and the safety stock), regular price, and the sale price in force today at
// that store (lib/head_office sales events; empty when none) — built as a task ("locally-feed", progress at
// /tasks/{guid}) every day at the configured Toronto hour, and POSTed to
// config.LOCALLY_UPLOAD_URL with config.LOCALLY_API_KEY when both are set (otherwise only built).
//
//   ["locally_feed", "settings"] → LocallySettings
//   ["locally_feed", "last_run"] → LocallyRun (the last build, its upload and its errors)
//   ["locally_feed", "next"]     → { guid, at } (the scheduled run waiting on the KV queue)
//   ["locally_feed", "preview"]  → FeedPreview (the page's preview, built by a task: building the
//                                  feed reads every stock record, far too much for a page view)
//   ["locally_feed", "preview_building"] → guid of the preview task under way (expires)
//
// On hand comes from the sales area's stock records (lib/sales/store.ts), barcodes and prices
// from the catalogue (lib/catalogue).
import { versionCheck, versionOf } from "../forms/version.ts";
import { z } from "zod";
import { toCsvText } from "../http/csv.ts";
import { appContext } from "../app_context.ts";
import type { Config } from "../config.ts";
import type { User } from "../auth/types.ts";
import { hasValidCheckDigit } from "../gs1/gtin.ts";
import { fromToronto, torontoDateString } from "../i18n/format.ts";
import { atp, atpContext, atpInput } from "../head_office/atp.ts";
import { listEvents } from "../head_office/events.ts";
import { salePriceOn } from "../head_office/price_checks.ts";
import type { StockRecord } from "../sales/model.ts";
import { catalogueMap } from "../catalogue/store.ts";
import type { Variant } from "../catalogue/model.ts";
import { createTask, putBlob, type Task, updateTask } from "../tasks/store.ts";
import { enqueueTask, registerRunner } from "../tasks/queue.ts";
import { addAudit, auditEntry, diffFields, writeAudit } from "./audit.ts";

export const TASK_KIND = "locally-feed";
export const PREVIEW_KIND = "locally-preview";
const ERRORS_KEPT = 20;
export const PREVIEW_ROWS = 20;
/** A preview older than this is rebuilt (in a task) when the page is viewed. */
export const PREVIEW_MAX_AGE_MS = 60 * 60 * 1000;

export interface LocallySettings {
  enabled: boolean;
  /** Toronto hour of the daily build, 0–23. */
  hour: number;
  updated_at: string | null;
  updated_by: string | null;
}

export interface FeedRow {
  store: number;
  barcode: string;
  /** Available to promise. */
  quantity: number;
  price_cents: number;
  /** The sale price in force at the store today, or null. */
  sale_cents: number | null;
}

export interface FeedProblem {
  item: string;
  store: number;
  /** i18n key under admin_locally.problems */
  reason: "unknown_item" | "bad_barcode" | "no_price";
}

export interface LocallyRun {
  task: string;
  at: string;
  rows: number;
  stores: number;
  skipped: number;
  /** sent: uploaded and accepted; built: not configured, nothing sent; failed: upload refused. */
  status: "sent" | "built" | "failed";
  http_status: number | null;
  problems: FeedProblem[];
}

/** What the page shows of the feed: its first lines and counts, and when it was built. */
export interface FeedPreview {
  at: string;
  rows: FeedRow[];
  total: number;
  stores: number;
  skipped: number;
  problems: FeedProblem[];
}

export const DEFAULT_SETTINGS: LocallySettings = {
  enabled: true,
  hour: 4,
  updated_at: null,
  updated_by: null,
};

export const LocallyFormSchema = z.object({
  enabled: z.boolean(),
  hour: z.coerce.number().int().min(0).max(23),
});

/** A GTIN-14 as the shortest standard barcode (UPC-A 12 or EAN-13 digits when it fits). */
export function barcodeOf(gtin14: string): string | null {
  if (!/^\d{14}$/.test(gtin14) || !hasValidCheckDigit(gtin14)) return null;
  if (gtin14.startsWith("00")) return gtin14.slice(2);
  if (gtin14.startsWith("0")) return gtin14.slice(1);
  return gtin14;
}

/**
 * The feed's lines from what each store can promise (positive ATP only) and the items, with what
 * was left out; `saleOf` gives an item's sale price at a store today (cents) or null.
 */
export function buildFeed(
  items: Map<string, Variant>,
  stock: { item: string; store: number; atp: number }[],
  saleOf: (item: string, store: number) => number | null = () => null,
): { rows: FeedRow[]; problems: FeedProblem[] } {
  const rows: FeedRow[] = [];
  const problems: FeedProblem[] = [];
  for (const { item, store, atp } of stock) {
    if (atp <= 0) continue;
    const found = items.get(item);
    if (!found) {
      problems.push({ item, store, reason: "unknown_item" });
      continue;
    }
    const barcode = barcodeOf(found.gtin14);
    if (!barcode) problems.push({ item, store, reason: "bad_barcode" });
    else if (found.retail <= 0) problems.push({ item, store, reason: "no_price" });
    else {
      const sale = saleOf(item, store);
      rows.push({
        store,
        barcode,
        quantity: atp,
        price_cents: found.retail,
        // a "sale" at or above the regular price is no sale
        sale_cents: sale !== null && sale < found.retail ? sale : null,
      });
    }
  }
  rows.sort((a, b) => a.store - b.store || a.barcode.localeCompare(b.barcode));
  return { rows, problems };
}

export const CSV_HEADER = "store_number,barcode,quantity,price,sale_price";

/** The feed through the portal's CSV writer; prices keep their two decimals, as Locally reads them. */
export function feedCsv(rows: FeedRow[]): string {
  const money = (cents: number) => (cents / 100).toFixed(2);
  return toCsvText([
    CSV_HEADER.split(","),
    ...rows.map((r) => [
      r.store,
      r.barcode,
      r.quantity,
      money(r.price_cents),
      r.sale_cents === null ? "" : money(r.sale_cents),
    ]),
  ]);
}

async function readStock(kv: Deno.Kv) {
  const out: { item: string; store: number; on_hand: number }[] = [];
  for await (const e of kv.list<StockRecord>({ prefix: ["sales", "stock"] })) {
    out.push({ item: e.key[2] as string, store: e.key[3] as number, on_hand: e.value.on_hand });
  }
  return out;
}

/** Builds the feed from the current stock (the page's preview uses it too). */
export async function currentFeed(kv: Deno.Kv, now = Date.now()) {
  const stock = await readStock(kv);
  const [items, ctx, events] = await Promise.all([
    catalogueMap(kv),
    atpContext(kv, stock.map((s) => s.store)),
    listEvents(kv),
  ]);
  const today = torontoDateString(now);
  return buildFeed(
    items,
    stock.map((s) => ({ ...s, atp: atp(atpInput(ctx, s.store, s.item, s.on_hand)) })),
    (item, store) => salePriceOn(events, item, store, today)?.cents ?? null,
  );
}

export async function getSettings(kv: Deno.Kv): Promise<LocallySettings> {
  return (await kv.get<LocallySettings>(["locally_feed", "settings"])).value ?? DEFAULT_SETTINGS;
}

export async function getLastRun(kv: Deno.Kv): Promise<LocallyRun | null> {
  return (await kv.get<LocallyRun>(["locally_feed", "last_run"])).value;
}

export async function getNextRun(kv: Deno.Kv): Promise<{ guid: string; at: string } | null> {
  return (await kv.get<{ guid: string; at: string }>(["locally_feed", "next"])).value;
}

/** Where the feed goes, as shown on the page: the upload host only, never the key. */
export function uploadTarget(config: Config): string | null {
  return config.LOCALLY_UPLOAD_URL && config.LOCALLY_API_KEY
    ? new URL(config.LOCALLY_UPLOAD_URL).host
    : null;
}

/** The version the settings form reads them at (lib/forms/version.ts): "" while on defaults. */
export async function settingsVersion(kv: Deno.Kv): Promise<string> {
  return versionOf(await kv.get(["locally_feed", "settings"]));
}

/**
 * Saves the settings and their audit entry, if they are still the ones the form was read at
 * (`version`; null, a form without one, is refused). False when they changed meanwhile.
 */
export async function saveSettings(
  kv: Deno.Kv,
  actor: User,
  form: z.infer<typeof LocallyFormSchema>,
  version: string | null,
): Promise<boolean> {
  const key = ["locally_feed", "settings"];
  const entry = await kv.get<LocallySettings>(key);
  if (version !== versionOf(entry)) return false;
  const before = entry.value ?? DEFAULT_SETTINGS;
  const next: LocallySettings = {
    ...form,
    updated_at: new Date().toISOString(),
    updated_by: actor.email,
  };
  const changes = diffFields(before, next, ["enabled", "hour"]);
  if (!changes.length) return true;
  const op = kv.atomic().check(versionCheck(key, version)).set(key, next)
    .delete(["locally_feed", "next"]); // the next run moves to the new hour
  addAudit(op, auditEntry(actor, "locally", "locally_saved", changes));
  if (!(await op.commit()).ok) return false;
  await scheduleLocally(kv);
  return true;
}

/** Starts a run now (from the page); returns the task. */
export async function startRun(kv: Deno.Kv, actor: User): Promise<Task> {
  const task = await createTask(kv, {
    kind: TASK_KIND,
    owner: actor.id,
    resultUrl: () => "/admin/locally",
  });
  await writeAudit(kv, auditEntry(actor, "locally", "locally_run"));
  await enqueueTask(kv, task.guid);
  return task;
}

/** The next daily run time after `now`, at `hour` o'clock in Toronto: today's, else tomorrow's. */
export function nextRunAt(hour: number, now: number): Date {
  const today = torontoDateString(now);
  const time = `${String(hour).padStart(2, "0")}:00`;
  const at = fromToronto(today, time);
  if (at.getTime() > now) return at;
  // the calendar day after Toronto's today (date arithmetic, so DST and the hour do not matter)
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(
    0,
    10,
  );
  return fromToronto(tomorrow, time);
}

/**
 * Puts the next daily run on the KV queue (delayed to its time) unless one is already waiting or
 * the feed is turned off. main.ts calls it at start; each run calls it when done.
 */
export async function scheduleLocally(kv: Deno.Kv, now = Date.now()): Promise<string | null> {
  const settings = await getSettings(kv);
  const next = await kv.get<{ guid: string; at: string }>(["locally_feed", "next"]);
  if (!settings.enabled) {
    if (next.value) await kv.delete(["locally_feed", "next"]);
    return null;
  }
  if (next.value && Date.parse(next.value.at) > now) return next.value.guid;
  const at = nextRunAt(settings.hour, now);
  const task = await createTask(kv, { kind: TASK_KIND, owner: "schedule" });
  const ok = await kv.atomic().check(next)
    .set(["locally_feed", "next"], { guid: task.guid, at: at.toISOString() }).commit();
  if (!ok.ok) return null; // another instance scheduled it
  await enqueueTask(kv, task.guid, at.getTime() - now);
  return task.guid;
}

async function upload(
  config: Config,
  csv: string,
): Promise<{ ok: boolean; status: number | null }> {
  try {
    const res = await fetch(config.LOCALLY_UPLOAD_URL!, {
      method: "POST",
      headers: {
        authorization: `Bearer ${config.LOCALLY_API_KEY}`,
        "content-type": "text/csv; charset=utf-8",
      },
      body: csv,
      signal: AbortSignal.timeout(60_000),
    });
    await res.body?.cancel();
    return { ok: res.ok, status: res.status };
  } catch {
    return { ok: false, status: null };
  }
}

/** The task: build, keep the CSV as the task's result, upload when configured, reschedule. */
export async function runLocallyFeed(kv: Deno.Kv, task: Task, config = appContext().config) {
  const next = await kv.get<{ guid: string }>(["locally_feed", "next"]);
  if (next.value?.guid === task.guid) await kv.delete(["locally_feed", "next"]);
  if (task.owner === "schedule" && !(await getSettings(kv)).enabled) {
    await updateTask(kv, task.guid, (t) => void (t.status = "done"));
    return;
  }
  const feed = await currentFeed(kv);
  const { rows, problems } = feed;
  await savePreview(kv, feed);
  const csv = feedCsv(rows);
  await putBlob(kv, task.guid, "result", csv);
  const sent = uploadTarget(config) ? await upload(config, csv) : null;
  const run: LocallyRun = {
    task: task.guid,
    at: new Date().toISOString(),
    rows: rows.length,
    stores: new Set(rows.map((r) => r.store)).size,
    skipped: problems.length,
    status: sent === null ? "built" : sent.ok ? "sent" : "failed",
    http_status: sent?.status ?? null,
    problems: problems.slice(0, ERRORS_KEPT),
  };
  await kv.set(["locally_feed", "last_run"], run);
  await updateTask(kv, task.guid, (t) => {
    t.done = t.total = rows.length;
    t.status = run.status === "failed" ? "failed" : "done";
    t.summary = { key: `admin_locally.summary.${run.status}`, vars: { rows: run.rows } };
    if (run.status === "failed") {
      t.errors = [{ message: `Locally upload failed (HTTP ${run.http_status ?? "—"})` }];
    }
  });
  await scheduleLocally(kv);
}

export async function savePreview(
  kv: Deno.Kv,
  feed: { rows: FeedRow[]; problems: FeedProblem[] },
  at = new Date().toISOString(),
): Promise<FeedPreview> {
  const preview: FeedPreview = {
    at,
    rows: feed.rows.slice(0, PREVIEW_ROWS),
    total: feed.rows.length,
    stores: new Set(feed.rows.map((r) => r.store)).size,
    skipped: feed.problems.length,
    problems: feed.problems.slice(0, ERRORS_KEPT),
  };
  await kv.set(["locally_feed", "preview"], preview);
  return preview;
}

/**
 * The stored preview, for the page. When there is none, or it is older than PREVIEW_MAX_AGE_MS,
 * a preview task is queued (one at a time) and the page shows what there is meanwhile.
 */
export async function readPreview(kv: Deno.Kv, now = Date.now()): Promise<FeedPreview | null> {
  const preview = (await kv.get<FeedPreview>(["locally_feed", "preview"])).value;
  if (preview && now - Date.parse(preview.at) < PREVIEW_MAX_AGE_MS) return preview;
  if ((await kv.get(["locally_feed", "preview_building"])).value) return preview; // under way
  const task = await createTask(kv, { kind: PREVIEW_KIND, owner: "schedule" });
  const claimed = await kv.atomic()
    .check({ key: ["locally_feed", "preview_building"], versionstamp: null })
    .set(["locally_feed", "preview_building"], task.guid, { expireIn: 10 * 60 * 1000 })
    .commit();
  if (claimed.ok) await enqueueTask(kv, task.guid);
  else await updateTask(kv, task.guid, (t) => void (t.status = "done"));
  return preview;
}

/** The preview task: builds the feed as the daily run would, keeps its first lines. */
export async function runLocallyPreview(kv: Deno.Kv, task: Task) {
  const preview = await savePreview(kv, await currentFeed(kv));
  await kv.delete(["locally_feed", "preview_building"]);
  await updateTask(kv, task.guid, (t) => {
    t.done = t.total = preview.total;
    t.status = "done";
  });
}

registerRunner(TASK_KIND, (kv, task) => runLocallyFeed(kv, task));
registerRunner(PREVIEW_KIND, (kv, task) => runLocallyPreview(kv, task));
