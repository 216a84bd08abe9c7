// A store's labelled parcels handed to the carrier together: an EasyPost Batch (< 1,000
// shipments) with one ScanForm for the driver. EasyPost creates a batch asynchronously
// ("creating" → "created"), so the scan form is requested once the batch is created: at once when
// the carrier answers "created", else when the batch is next refreshed (its page, the list).
// ["fulfillment",env,"batch",id] → StoreBatch.
import type { Config } from "../config.ts";
import { type Env, type FulfillmentOrder, parcelsOf } from "./schema.ts";
import { K, listStoreOrders, now, updateOrder } from "./store.ts";
import { type BatchState, type Carrier, MAX_BATCH_SHIPMENTS } from "./carrier.ts";
import { carrierFor } from "./shipping.ts";

export interface StoreBatch {
  id: string;
  env: Env;
  store: number;
  carrier: string;
  state: BatchState;
  /** One row per parcel (package_id is absent on batches made before parcels were told apart). */
  orders: { id: string; order_number: string; tracking_code: string; package_id?: string }[];
  scan_form_id: string | null;
  /** The carrier's own scan form PDF (EasyPost's form_url); null: the portal prints it. */
  scan_form_url?: string | null;
  /** The scan form was asked for (it is asked for once). */
  scan_form_requested?: boolean;
  created_at: string;
  created_by: string;
}

/** Labelled parcels of a store not yet in a batch (whole orders, under EasyPost's limit). */
export async function readyForBatch(
  kv: Deno.Kv,
  env: Env,
  store: number,
): Promise<FulfillmentOrder[]> {
  const out: FulfillmentOrder[] = [];
  let parcels = 0;
  for (const o of await listStoreOrders(kv, env, store)) {
    if (!["labelled", "shipped"].includes(o.state) || !o.shipment || o.shipment.batch_id !== null) {
      continue;
    }
    parcels += parcelsOf(o).length;
    if (parcels > MAX_BATCH_SHIPMENTS) break;
    out.push(o);
  }
  return out;
}

export type BatchResult =
  | { ok: true; batch: StoreBatch }
  | { ok: false; error: string };

export async function createStoreBatch(
  kv: Deno.Kv,
  config: Config,
  env: Env,
  store: number,
  by: string,
): Promise<BatchResult> {
  const carrier = await carrierFor(kv, config, env);
  if (!carrier) return { ok: false, error: "fulfillment.errors.no_live_carrier" };
  // Only the labels this carrier sold can go in its batch.
  const orders = (await readyForBatch(kv, env, store)).filter((o) =>
    o.shipment!.carrier === carrier.name
  );
  if (orders.length === 0) return { ok: false, error: "fulfillment.errors.no_labels" };
  const rows = orders.flatMap((o) =>
    parcelsOf(o).map((p) => ({
      id: o.id,
      order_number: o.order_number,
      tracking_code: p.tracking_code,
      package_id: p.package_id,
      shipment_id: p.shipment_id,
    }))
  );
  let created;
  try {
    created = await carrier.createBatch(rows.map((r) => r.shipment_id));
  } catch (e) {
    console.error(`batch of store ${store}:`, e);
    return { ok: false, error: "fulfillment.errors.carrier_failed" };
  }
  let batch: StoreBatch = {
    id: created.id,
    env,
    store,
    carrier: carrier.name,
    state: created.state,
    orders: rows.map(({ shipment_id: _, ...r }) => r),
    scan_form_id: null,
    scan_form_url: null,
    created_at: (await now(kv, env)).toISOString(),
    created_by: by,
  };
  await kv.set(K.batch(env, batch.id), batch);
  for (const o of orders) {
    await updateOrder(kv, env, o.id, (x) => {
      if (!x.shipment) return null;
      x.shipment.batch_id = batch.id;
      return x;
    });
  }
  if (batch.state === "created") batch = await requestScanForm(kv, carrier, batch);
  return { ok: true, batch };
}

/**
 * Asks the carrier for the scan form of a created batch and keeps what it answers. The request is
 * claimed first in one atomic write, so two page views at once do not ask twice.
 */
async function requestScanForm(kv: Deno.Kv, carrier: Carrier, batch: StoreBatch) {
  const key = K.batch(batch.env, batch.id);
  const entry = await kv.get<StoreBatch>(key);
  if (!entry.value || entry.value.scan_form_requested) return entry.value ?? batch;
  const claimed = { ...entry.value, scan_form_requested: true };
  if (!(await kv.atomic().check(entry).set(key, claimed).commit()).ok) {
    return (await kv.get<StoreBatch>(key)).value ?? batch;
  }
  let withForm;
  try {
    withForm = await carrier.createScanForm(batch.id);
  } catch (e) {
    // Asked too early or refused: the next refresh asks again.
    console.error(`scan form of batch ${batch.id}:`, e);
    await kv.set(key, { ...claimed, scan_form_requested: false });
    return batch;
  }
  const next: StoreBatch = {
    ...claimed,
    state: withForm.state,
    scan_form_id: withForm.scan_form?.id ?? null,
    scan_form_url: withForm.scan_form?.form_url ?? null,
  };
  await kv.set(K.batch(batch.env, batch.id), next);
  return next;
}

/**
 * Brings a batch up to date with the carrier: a batch still "creating" is read again, and once it
 * is "created" its scan form is requested; a scan form whose PDF was not ready is read again.
 */
export async function refreshBatch(
  kv: Deno.Kv,
  config: Config,
  batch: StoreBatch,
): Promise<StoreBatch> {
  const waiting = batch.state === "creating" ||
    (batch.state === "created" && batch.scan_form_id === null) ||
    (batch.scan_form_id !== null && !batch.scan_form_url && batch.carrier !== "fake");
  if (!waiting) return batch;
  const carrier = await carrierFor(kv, config, batch.env);
  if (!carrier || carrier.name !== batch.carrier) return batch;
  try {
    const remote = await carrier.getBatch(batch.id);
    if (!remote) return batch;
    let next: StoreBatch = {
      ...batch,
      state: remote.state,
      scan_form_id: remote.scan_form?.id ?? batch.scan_form_id,
      scan_form_url: remote.scan_form?.form_url ?? batch.scan_form_url ?? null,
    };
    await kv.set(K.batch(batch.env, batch.id), next);
    if (next.state === "created" && next.scan_form_id === null) {
      next = await requestScanForm(kv, carrier, next);
    }
    return next;
  } catch (e) {
    console.error(`refresh of batch ${batch.id}:`, e);
    return batch;
  }
}

export async function getBatch(kv: Deno.Kv, env: Env, id: string): Promise<StoreBatch | null> {
  return (await kv.get<StoreBatch>(K.batch(env, id))).value;
}

export async function listBatches(kv: Deno.Kv, env: Env, stores: number[]): Promise<StoreBatch[]> {
  const out: StoreBatch[] = [];
  for await (const e of kv.list<StoreBatch>({ prefix: [...K.env(env), "batch"] })) {
    if (stores.includes(e.value.store)) out.push(e.value);
  }
  return out.sort((a, b) => b.created_at.localeCompare(a.created_at));
}
