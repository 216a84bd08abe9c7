// A store's labelled parcels handed to the carrier together: an EasyPost Batch (< 1,000
// shipments) with one ScanForm for the driver. ["fulfillment",env,"batch",id] → StoreBatch.
import type { Config } from "../config.ts";
import type { Env, FulfillmentOrder } from "./schema.ts";
import { K, listStoreOrders, now, updateOrder } from "./store.ts";
import { type BatchState, MAX_BATCH_SHIPMENTS } from "./carrier.ts";
import { carrierFor } from "./shipping.ts";

export interface StoreBatch {
  id: string;
  env: Env;
  store: number;
  carrier: string;
  state: BatchState;
  orders: { id: string; order_number: string; tracking_code: string }[];
  scan_form_id: string | null;
  /** The carrier's own scan form PDF (EasyPost's form_url); null: the portal prints it. */
  scan_form_url?: string | null;
  created_at: string;
  created_by: string;
}

/** Labelled parcels of a store not yet in a batch. */
export async function readyForBatch(
  kv: Deno.Kv,
  env: Env,
  store: number,
): Promise<FulfillmentOrder[]> {
  return (await listStoreOrders(kv, env, store)).filter((o) =>
    ["labelled", "shipped"].includes(o.state) && o.shipment && o.shipment.batch_id === null
  ).slice(0, MAX_BATCH_SHIPMENTS);
}

export async function createStoreBatch(
  kv: Deno.Kv,
  config: Config,
  env: Env,
  store: number,
  by: string,
): Promise<StoreBatch | null> {
  const orders = await readyForBatch(kv, env, store);
  if (orders.length === 0) return null;
  const carrier = carrierFor(kv, config, env);
  const created = await carrier.createBatch(orders.map((o) => o.shipment!.shipment_id));
  const withForm = await carrier.createScanForm(created.id);
  const batch: StoreBatch = {
    id: created.id,
    env,
    store,
    carrier: carrier.name,
    state: withForm.state,
    orders: orders.map((o) => ({
      id: o.id,
      order_number: o.order_number,
      tracking_code: o.shipment!.tracking_code,
    })),
    scan_form_id: withForm.scan_form?.id ?? null,
    scan_form_url: withForm.scan_form?.form_url ?? null,
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
  return batch;
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
