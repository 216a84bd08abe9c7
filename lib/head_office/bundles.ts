// POS data bundles (/head-office/pos-data-bundles): for each chosen store, the catalogue with its
// regular price and the sale price in force on the bundle's date, written in the import format of
// the store's POS system (lib/admin/pos.ts fleet). Built as a task (lib/tasks: progress per store,
// each store's file kept as a task blob); the page lists past bundles and who downloaded which
// store's file, and when.
import { z } from "zod";
import { listValues } from "../db/kv.ts";
import { listVariants, type Variant } from "../catalogue/mod.ts";
import { getPosStatus, type PosSystem } from "../admin/pos.ts";
import { isMemberStore, listStores } from "../stores/mod.ts";
import type { User } from "../auth/types.ts";
import { createTask, getBlob, putBlob, type Task, updateTask } from "../tasks/store.ts";
import { enqueueTask, registerRunner } from "../tasks/queue.ts";
import { torontoDateString } from "../i18n/format.ts";
import { csvField } from "../forms/table.ts";
import { HK } from "./keys.ts";
import { listEvents } from "./events.ts";
import { salePriceOn } from "./price_checks.ts";

export const BUNDLE_TASK = "ho-pos-bundle";

export interface Bundle {
  id: string;
  created_at: string;
  created_by: string;
  /** Prices as of this date (Toronto). */
  as_of: string;
  stores: { store: number; system: PosSystem; rows: number }[];
}

/** A store's downloads of its file of a bundle: the last one, the first and how many. */
export interface BundleDownload {
  store: number;
  at: string;
  by: string;
  first_at?: string;
  count?: number;
}

export const BundleFormSchema = z.object({
  stores: z.array(z.coerce.number().int()).min(1, { error: "head_office.errors.pick_store" }),
});

/** What each POS system imports: its columns, delimiter and file extension. */
export const POS_FORMATS: Record<PosSystem, { delimiter: string; ext: string; header: string[] }> =
  {
    lightspeed_r: {
      delimiter: ",",
      ext: "csv",
      header: [
        "System ID",
        "UPC",
        "Description",
        "Vendor ID",
        "Default Cost",
        "Default Price",
        "Sale Price",
      ],
    },
    lightspeed_x: {
      delimiter: ",",
      ext: "csv",
      header: [
        "handle",
        "sku",
        "name",
        "supplier_code",
        "supply_price",
        "retail_price",
        "sale_price",
      ],
    },
    ascend: {
      delimiter: "\t",
      ext: "txt",
      header: ["ItemNo", "Barcode", "Desc", "Vendor", "Cost", "Price", "Promo"],
    },
    retail_pro: {
      delimiter: "|",
      ext: "txt",
      header: ["ALU", "UPC", "DESC1", "VEND_CODE", "COST", "PRICE1", "PRICE2"],
    },
  };

/**
 * A store's file in parts: KV stores a string with any non-Latin-1 character as UTF-16, so a part
 * of PART_CHARS characters stays under the 64 KiB value limit whatever the text.
 */
const PART_CHARS = 30_000;

async function putFile(kv: Deno.Kv, id: string, store: number, text: string) {
  const parts = Math.max(1, Math.ceil(text.length / PART_CHARS));
  for (let i = 0; i < parts; i += 10) {
    const op = kv.atomic();
    for (let j = i; j < Math.min(parts, i + 10); j++) {
      op.set([...HK.bundleFile(id, store), j], text.slice(j * PART_CHARS, (j + 1) * PART_CHARS));
    }
    await op.commit();
  }
}

async function getFile(kv: Deno.Kv, id: string, store: number): Promise<string | null> {
  const parts: string[] = [];
  for await (const e of kv.list<string>({ prefix: HK.bundleFile(id, store) })) parts.push(e.value);
  return parts.length ? parts.join("") : null;
}

const money = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));

/** One store's file: a header and one line per variant (sale price blank when none runs). */
export function bundleText(
  system: PosSystem,
  variants: Variant[],
  sale: (itemNumber: string) => number | null,
): string {
  const f = POS_FORMATS[system];
  const cell = (v: string) => (f.delimiter === "," ? csvField(v) : v.replaceAll(f.delimiter, " "));
  const lines = [f.header.join(f.delimiter)];
  for (const v of variants) {
    lines.push(
      [
        v.item_number,
        // POS systems take the UPC-A (12) or EAN-13, not the zero-padded GTIN-14.
        v.gtin14.replace(/^0{1,2}/, ""),
        v.description.en,
        v.vendor,
        money(v.cost),
        money(v.retail),
        money(sale(v.item_number)),
      ].map(cell).join(f.delimiter),
    );
  }
  return lines.join("\r\n") + "\r\n";
}

/** Queues a bundle build for the stores; returns the task (its guid is the bundle's id). */
export async function startBundle(
  kv: Deno.Kv,
  actor: Pick<User, "id" | "email">,
  stores: number[],
): Promise<Task> {
  const task = await createTask(kv, {
    kind: BUNDLE_TASK,
    owner: actor.id,
    total: stores.length,
    resultUrl: () => "/head-office/pos-data-bundles",
  });
  await putBlob(kv, task.guid, "input", JSON.stringify({ stores, by: actor.email }));
  await enqueueTask(kv, task.guid);
  return task;
}

export async function runBundle(kv: Deno.Kv, task: Task): Promise<void> {
  const input = JSON.parse((await getBlob(kv, task.guid, "input")) ?? "{}") as {
    stores: number[];
    by: string;
  };
  const asOf = torontoDateString(new Date());
  const variants = (await listVariants(kv)).filter((v) => v.status !== "discontinued");
  const events = await listEvents(kv);
  const bundle: Bundle = {
    id: task.guid,
    created_at: new Date().toISOString(),
    created_by: input.by,
    as_of: asOf,
    stores: [],
  };
  for (const [i, store] of input.stores.entries()) {
    const system = (await getPosStatus(kv, store))?.system ?? "lightspeed_r";
    const text = bundleText(
      system,
      variants,
      (n) => salePriceOn(events, n, store, asOf)?.cents ?? null,
    );
    await putFile(kv, task.guid, store, text);
    bundle.stores.push({ store, system, rows: variants.length });
    // the absolute position, so a resumed build never counts a store twice ("43 of 41")
    await updateTask(kv, task.guid, (t) => void (t.done = i + 1));
  }
  await kv.set(HK.bundle(bundle.id), bundle);
  await updateTask(kv, task.guid, (t) => {
    t.status = "done";
    t.summary = { key: "head_office.bundles.summary", vars: { stores: bundle.stores.length } };
  });
}

registerRunner(BUNDLE_TASK, runBundle);

export async function listBundles(kv: Deno.Kv): Promise<Bundle[]> {
  const rows = await listValues<Bundle>(kv, HK.bundles());
  return rows.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export function listDownloads(kv: Deno.Kv, id: string): Promise<BundleDownload[]> {
  return listValues<BundleDownload>(kv, HK.downloads(id));
}

/**
 * A store's file of a bundle; null when there is none. `record` (the store's own download, from
 * /pos-docs) adds it to the downloads head office sees; head office's own look at a file does not.
 */
export async function downloadBundle(
  kv: Deno.Kv,
  id: string,
  store: number,
  actor: Pick<User, "email">,
  record: boolean,
): Promise<{ text: string; filename: string } | null> {
  const bundle = (await kv.get<Bundle>(HK.bundle(id))).value;
  const entry = bundle?.stores.find((s) => s.store === store);
  if (!bundle || !entry) return null;
  const text = await getFile(kv, id, store);
  if (text === null) return null;
  if (record) {
    const at = new Date().toISOString();
    for (let attempt = 0; attempt < 5; attempt++) {
      const seen = await kv.get<BundleDownload>(HK.download(id, store));
      const download: BundleDownload = {
        store,
        at,
        by: actor.email,
        first_at: seen.value?.first_at ?? seen.value?.at ?? at,
        count: seen.value ? (seen.value.count ?? 1) + 1 : 1,
      };
      if ((await kv.atomic().check(seen).set(HK.download(id, store), download).commit()).ok) break;
    }
  }
  return {
    text,
    filename: `pos-${store}-${entry.system}-${bundle.as_of}.${POS_FORMATS[entry.system].ext}`,
  };
}

/** Active member stores (the bundle form's choices). */
export async function bundleStores(kv: Deno.Kv) {
  return (await listStores(kv)).filter((s) => s.active && isMemberStore(s.store_number));
}
