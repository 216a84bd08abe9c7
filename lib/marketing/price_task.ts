// A price import's dry run is kept (["marketing","price_imports",id] → PriceImport, its changes in
// parts under [..., id, "part", n]) until someone applies it. Applying is ONE task
// ("marketing-price-import"): refused while a line is wrong unless the user chose to skip the bad
// lines; each style's changes are one atomic commit with their change log and the task's chunk
// marker, so a redelivered task never applies a style twice and a crash never half-applies one.
// A retail change with an effective date is written to the price schedule in that same commit (a
// permanent change from that day) instead of changing the price at once, and its signs are queued.
import { catalogueMap, getStyle, listVariants } from "../catalogue/mod.ts";
import { createTask, type Task, updateTask } from "../tasks/store.ts";
import { enqueueTask, registerRunner } from "../tasks/queue.ts";
import { LK } from "./library.ts";
import type { DryRun, LineError, PriceChange } from "./price_import.ts";
import { dryRun } from "./price_import.ts";
import { newId, saveStyleEdit } from "./store.ts";
import { torontoDateString } from "../i18n/format.ts";
import { LEAD_DAYS } from "../head_office/price_checks.ts";
import { type PriceChange as ScheduledChange, setPriceChange } from "../resources/prices.ts";
import { queueSigns } from "../head_office/schedule.ts";

export const PRICE_TASK = "marketing-price-import";

export interface PriceImport {
  id: string;
  name: string;
  created_at: string;
  by: string;
  lines: number;
  changed: number;
  errors: LineError[];
  parts: number;
  task: string | null;
  /** The uploaded table kept for its column mapping (price_mapping.ts), and the mapping used. */
  upload?: string;
  mapping?: { id: string; name: string } | null;
}

const IK = {
  import: (id: string) => ["marketing", "price_imports", id],
  part: (id: string, n: number) => ["marketing", "price_imports", id, "part", n],
};

const PART = 200;

/** Runs the dry run of a table and keeps it; returns the stored import. */
export async function saveDryRun(
  kv: Deno.Kv,
  rows: string[][],
  meta: {
    name: string;
    by: string;
    upload?: string;
    mapping?: { id: string; name: string } | null;
  },
): Promise<{ record: PriceImport; run: DryRun }> {
  const catalogue = await catalogueMap(kv);
  const byGtin = new Map([...catalogue.values()].map((v) => [v.gtin14, v.item_number]));
  const run = dryRun(rows, catalogue, byGtin, {
    today: torontoDateString(new Date()),
    leadDays: LEAD_DAYS,
  });
  const id = newId();
  const parts = Math.ceil(run.changes.length / PART);
  const record: PriceImport = {
    id,
    name: meta.name,
    created_at: new Date().toISOString(),
    by: meta.by,
    lines: run.lines,
    changed: run.changes.length,
    errors: run.errors.slice(0, 500),
    parts,
    task: null,
    upload: meta.upload,
    mapping: meta.mapping ?? null,
  };
  for (let n = 0; n < parts; n += 5) {
    const op = kv.atomic();
    for (let k = n; k < Math.min(parts, n + 5); k++) {
      op.set(IK.part(id, k), run.changes.slice(k * PART, (k + 1) * PART));
    }
    await op.commit();
  }
  await kv.set(IK.import(id), record, { expireIn: 7 * 86_400_000 });
  return { record, run };
}

export async function getImport(kv: Deno.Kv, id: string): Promise<PriceImport | null> {
  if (!/^[0-9a-z]{19}$/.test(id)) return null;
  return (await kv.get<PriceImport>(IK.import(id))).value;
}

export async function importChanges(kv: Deno.Kv, record: PriceImport): Promise<PriceChange[]> {
  const out: PriceChange[] = [];
  for (let n = 0; n < record.parts; n++) {
    out.push(...(await kv.get<PriceChange[]>(IK.part(record.id, n))).value ?? []);
  }
  return out;
}

export type ApplyRefusal = "has_errors" | "already_applied" | "nothing_to_apply";

/** Starts applying a dry run (one task); refused while a line is wrong unless `skipBad`. */
export async function startApply(
  kv: Deno.Kv,
  record: PriceImport,
  owner: string,
  options: { skipBad: boolean; enqueue?: boolean },
): Promise<Task | ApplyRefusal> {
  if (record.task) return "already_applied";
  if (record.errors.length > 0 && !options.skipBad) return "has_errors";
  if (record.changed === 0) return "nothing_to_apply";
  const task = await createTask(kv, {
    kind: PRICE_TASK,
    owner,
    total: record.changed,
    resultUrl: () => `/marketing/items/system-changes?source=price_import`,
  });
  const entry = await kv.get<PriceImport>(IK.import(record.id));
  const ok = await kv.atomic().check(entry).set(IK.import(record.id), {
    ...record,
    task: task.guid,
  }).set(["tasks", task.guid, "input", 0], JSON.stringify({ import: record.id })).commit();
  if (!ok.ok) return "already_applied";
  if (options.enqueue !== false) await enqueueTask(kv, task.guid);
  return task;
}

/** The task: each style's changes in one atomic commit with its chunk marker. */
export async function runPriceImport(kv: Deno.Kv, task: Task): Promise<void> {
  const input = (await kv.get<string>(["tasks", task.guid, "input", 0])).value;
  const record = input ? await getImport(kv, JSON.parse(input).import) : null;
  if (!record) throw new Error("The price import expired; upload the file again");
  const changes = await importChanges(kv, record);
  const byStyle = [...Map.groupBy(changes, (c) => c.style_id).entries()];
  let done = 0;
  for (const [n, [styleId, list]] of byStyle.entries()) {
    const marker = ["tasks", task.guid, "chunk", n];
    if (!(await kv.get(marker)).value) {
      const style = await getStyle(kv, styleId);
      if (style) {
        const byItem = new Map(list.map((c) => [c.item_number, c]));
        const current = await listVariants(kv, { style_id: styleId });
        // a dated retail change waits in the price schedule; the cost changes at once
        const variants = current.map((v) => {
          const c = byItem.get(v.item_number);
          return c
            ? { ...v, cost: c.cost.after, retail: c.effective ? v.retail : c.retail.after }
            : v;
        });
        const scheduled: ScheduledChange[] = list.flatMap((c) => {
          const v = current.find((x) => x.item_number === c.item_number);
          return c.effective && v
            ? [{
              id: `pc-${c.item_number}-imp${task.guid.slice(0, 8)}-${c.effective}`,
              item_number: c.item_number,
              vendor: v.vendor,
              department: v.department,
              kind: "permanent" as const,
              price_cents: c.retail.after,
              regular_cents: v.retail,
              starts_on: c.effective,
              ends_on: null,
              stores: [],
              created_at: new Date().toISOString(),
            }]
            : [];
        });
        await saveStyleEdit(kv, style, variants, {
          user: record.by,
          source: "price_import",
          extra: (op) => {
            op.check({ key: marker, versionstamp: null }).set(marker, true);
            for (const change of scheduled) setPriceChange(op, change);
            for (const c of list) {
              if (c.sale) {
                op.set(LK.window(c.item_number, c.sale.start), {
                  item_number: c.item_number,
                  ...c.sale,
                });
              }
            }
          },
        });
        // their shelf signs, for every store the change applies to (once: only a newly applied
        // chunk gets here; a crash right here leaves the change scheduled, its signs to queue by hand)
        for (const change of scheduled) await queueSigns(kv, change.id, { email: record.by });
      }
    }
    done += list.length;
    await updateTask(kv, task.guid, (t) => void (t.done = done));
  }
  await updateTask(kv, task.guid, (t) => {
    t.status = "done";
    t.summary = {
      key: "marketing.import.summary",
      vars: { changed: changes.length, skipped: record.errors.length },
    };
  });
}

registerRunner(PRICE_TASK, runPriceImport);
