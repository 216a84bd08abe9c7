// CSV import of sales and stock lines (format: docs/areas/sales.md). The whole file is
// validated first, line by line with zod; if any line is wrong the task fails with every error
// listed and NOTHING is written. A valid file is applied in chunks of CHUNK lines; each chunk is one
// atomic operation holding its raw lines, every rollup delta of those lines, the stock records and
// the chunk's done-marker, so a chunk is applied entirely or not at all, and a redelivered queue
// message skips the chunks already applied.
import { z } from "zod";
import { parseCsvText } from "../http/csv.ts";
import { isIsoDate } from "./calendar.ts";
import type { Item, Measures, StockRecord } from "./model.ts";
import {
  addBaskets,
  addLine,
  applyAtomically,
  BatchTooLarge,
  K,
  RollupBatch,
  withIngestLease,
} from "./store.ts";
import {
  createTask,
  getBlob,
  getTask,
  putBlob,
  type Task,
  type TaskError,
  updateTask,
} from "../tasks/store.ts";
import { enqueueTask, registerRunner } from "../tasks/queue.ts";
import { listStores } from "../stores/mod.ts";
import { catalogueMap } from "../catalogue/store.ts";
import { toGtin14 } from "../gs1/gtin.ts";
import { listPosStatuses } from "../admin/pos.ts";
import { codeId, type CodeSighting, MAPPING_KINDS, resolveCodes } from "../head_office/mappings.ts";

export const CSV_COLUMNS = [
  "type",
  "date",
  "store",
  "item_number",
  "upc",
  "units",
  "sales",
  "cost",
  "customer_id",
  "ticket",
  "on_hand",
  "received",
  "pos_vendor",
  "pos_department",
] as const;

const money = z.string().regex(/^-?\d+(\.\d{1,2})?$/, "amount like 12.99").transform((s) =>
  Math.round(Number(s) * 100)
);
const int = z.string().regex(/^-?\d+$/, "whole number").transform(Number);
const date = z.string().refine(isIsoDate, "date YYYY-MM-DD");
// The POS system's own vendor and department codes, as its export writes them (optional): resolved
// to the group's through /head-office/mappings; unknown ones are listed there as unmatched.
const posCode = z.string().max(20).regex(/^[A-Za-z0-9_.-]+$/, "letters, digits, - _ .").optional();

/** What every row names: its day, store and item, and the POS system's own codes. */
const rowBase = {
  date,
  store: int,
  item_number: z.string().min(1).max(20),
  pos_vendor: posCode,
  pos_department: posCode,
};

export const SaleRowSchema = z.object({
  type: z.literal("sale"),
  ...rowBase,
  units: int,
  sales: money,
  cost: money,
  customer_id: z.string().max(40).optional(),
  ticket: z.string().max(40).optional(),
});
export const StockRowSchema = z.object({
  type: z.literal("stock"),
  ...rowBase,
  on_hand: int,
  received: int.optional(),
});
export const RowSchema = z.discriminatedUnion("type", [SaleRowSchema, StockRowSchema]);
export type Row = z.infer<typeof RowSchema>;

/** RFC 4180 CSV with commas (lib/http/csv.ts, the portal's one CSV reader). */
export function parseCsv(text: string): string[][] {
  return parseCsvText(text, ",");
}

export interface Validated {
  rows: Row[];
  /** Line numbers (1-based, header = 1) of each row. */
  lines: number[];
  errors: TaskError[];
}

/** Validates a whole file against the catalogue and the known stores. */
export async function validateCsv(kv: Deno.Kv, text: string): Promise<Validated> {
  const table = parseCsv(text.replace(/^\uFEFF/, ""));
  const errors: TaskError[] = [];
  const rows: Row[] = [];
  const lines: number[] = [];
  const header = (table[0] ?? []).map((h) => h.trim());
  // A line names its item by the group's item number or, as POS exports do, by its barcode (`upc`:
  // UPC-A, EAN-13 or GTIN-14, read as a GTIN-14 and looked up in the catalogue).
  const missing = ["type", "date", "store"].filter((c) => !header.includes(c));
  if (!header.includes("item_number") && !header.includes("upc")) missing.push("item_number");
  if (missing.length) {
    return {
      rows,
      lines,
      errors: [{ line: 1, message: `missing columns: ${missing.join(", ")}` }],
    };
  }
  const items = await catalogueMap(kv);
  const byGtin = header.includes("upc")
    ? new Map([...items.values()].map((v) => [v.gtin14, v.item_number]))
    : null;
  const stores = new Set<number>();
  for (const s of await listStores(kv)) stores.add(s.store_number);
  for (let i = 1; i < table.length; i++) {
    const cells = table[i];
    if (cells.length === 1 && cells[0].trim() === "") continue;
    const record: Record<string, string> = {};
    header.forEach((h, j) => {
      const v = (cells[j] ?? "").trim();
      if (v !== "") record[h] = v;
    });
    if (byGtin && record.upc !== undefined && record.item_number === undefined) {
      const gtin14 = toGtin14(record.upc);
      const itemNumber = gtin14 ? byGtin.get(gtin14) : undefined;
      if (!itemNumber) {
        errors.push({ line: i + 1, message: `upc: unknown or invalid barcode ${record.upc}` });
        continue;
      }
      record.item_number = itemNumber;
    }
    delete record.upc;
    const parsed = RowSchema.safeParse(record);
    if (!parsed.success) {
      errors.push({
        line: i + 1,
        message: parsed.error.issues.map((x) => `${x.path.join(".") || "row"}: ${x.message}`).join(
          "; ",
        ),
      });
      continue;
    }
    const row = parsed.data;
    if (!items.has(row.item_number)) {
      errors.push({ line: i + 1, message: `item_number: unknown item ${row.item_number}` });
    } else if (!stores.has(row.store)) {
      errors.push({ line: i + 1, message: `store: unknown store ${row.store}` });
    } else {
      rows.push(row);
      lines.push(i + 1);
    }
  }
  if (rows.length === 0 && errors.length === 0) errors.push({ message: "no lines" });
  return { rows, lines, errors };
}

/** The same file was imported before (by task `first`); `again` imports it a second time. */
export class DuplicateImport extends Error {
  constructor(readonly first: string) {
    super(`this file was already imported by task ${first}`);
  }
}

async function fileKey(csv: string): Promise<Deno.KvKey> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(csv));
  return K.importFile(
    Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join(""),
  );
}

/**
 * Starts an import task: stores the file, enqueues it, returns the task. A file already imported
 * (same bytes, its task not failed) throws DuplicateImport naming the first import, unless `again`.
 */
export async function startImport(
  kv: Deno.Kv,
  owner: string,
  csv: string,
  options: { again?: boolean } = {},
): Promise<Task> {
  const key = await fileKey(csv);
  const seen = await kv.get<string>(key);
  if (seen.value && !options.again) {
    const first = await getTask(kv, seen.value);
    if (first && first.status !== "failed") throw new DuplicateImport(first.guid);
  }
  const task = await createTask(kv, { kind: "sales-import", owner });
  await putBlob(kv, task.guid, "input", csv);
  // two posts of one file at once: only one starts (the other sees the first)
  const claimed = await kv.atomic().check(seen).set(key, task.guid).commit();
  if (!claimed.ok && !options.again) {
    throw new DuplicateImport((await kv.get<string>(key)).value ?? task.guid);
  }
  await enqueueTask(kv, task.guid);
  return task;
}

/** The import runner: validate all, then apply chunk by chunk with progress. */
export async function runImport(kv: Deno.Kv, task: Task): Promise<void> {
  const csv = await getBlob(kv, task.guid, "input");
  if (csv === null) throw new Error("the import file is missing");
  const { rows, lines, errors } = await validateCsv(kv, csv);
  if (errors.length) {
    await updateTask(kv, task.guid, (t) => {
      t.status = "failed";
      t.total = rows.length + errors.length;
      t.errors = errors.slice(0, 500);
    });
    return;
  }
  await updateTask(kv, task.guid, (t) => void (t.total = rows.length));
  const items = await catalogueMap(kv);
  const codes = await resolveRowCodes(kv, rows, ["tasks", task.guid, "codes"]);
  let sales = 0;
  let stock = 0;
  await withIngestLease(kv, task.guid, async (renew) => {
    // transactions: the first line of each (store, date, ticket) counts one; a line without a
    // ticket is a transaction of its own
    const seenTickets = new Set<string>();
    let from = 0;
    let maxLines = 200;
    while (from < rows.length) {
      // a chunk already applied by an earlier delivery of this task: skip to where it ended
      const marker = ["tasks", task.guid, "applied", from];
      const applied = (await kv.get<number>(marker)).value;
      if (applied !== null) {
        // written by this task before: counted too, so the summary is every line the task wrote
        for (const row of rows.slice(from, applied)) {
          if (row.type === "sale" && row.ticket) {
            seenTickets.add(`${row.store}|${row.date}|${row.ticket}`);
          }
          if (row.type === "sale") sales++;
          else stock++;
        }
        from = applied;
        continue;
      }
      const batch = new RollupBatch();
      const stockWrites = new Map<string, [Deno.KvKey, StockRecord]>();
      let to = from;
      const ticketsBefore = new Set(seenTickets);
      while (to < rows.length && to - from < maxLines && batch.size < 400) {
        const row = rows[to++];
        const item = items.get(row.item_number)!;
        if (row.type === "sale") {
          const ticket = row.ticket ? `${row.store}|${row.date}|${row.ticket}` : null;
          const first = ticket === null || !seenTickets.has(ticket);
          if (ticket) seenTickets.add(ticket);
          addLine(batch, { store: row.store, date: row.date, item }, [
            row.units,
            row.sales,
            row.cost,
            0,
            0,
          ]);
          if (first) addBaskets(batch, row.store, row.date, 1);
          if (row.customer_id) {
            batch.addMap(
              [...K.customerMonth(row.store), row.date.slice(0, 7)],
              row.customer_id,
              [first ? 1 : 0, row.sales, 0, 0, 0],
            );
          }
        } else {
          // stock: the latest date wins; on-hand deltas go to the store and vendor aggregates
          const key = K.stock(item.item_number, row.store);
          const id = key.join("|");
          const current = stockWrites.get(id)?.[1] ??
            (await kv.get<StockRecord>(key)).value;
          if (row.received) {
            addLine(batch, { store: row.store, date: row.date, item }, [0, 0, 0, 0, row.received]);
          }
          if (current && current.as_of > row.date) continue;
          const m = stockMeasures(item, row.on_hand - (current?.on_hand ?? 0));
          batch.addMap(K.stockByStore(row.store), item.department, m);
          batch.addMap(K.stockByVendor(item.vendor), row.store, m);
          stockWrites.set(id, [key, { on_hand: row.on_hand, as_of: row.date }]);
        }
      }
      const chunkRows = rows.slice(from, to);
      const chunkLines = lines.slice(from, to);
      try {
        await applyAtomically(kv, batch, await renew(), (op) => {
          op.check({ key: marker, versionstamp: null });
          op.set(marker, to);
          chunkRows.forEach((row, i) => {
            const n = chunkLines[i];
            const raw = codes.withGroupCodes(row);
            if (row.type === "sale") op.set(K.line(row.store, row.date, task.guid, n), raw);
            else op.set(K.stockLine(row.store, row.date, task.guid, n), raw);
          });
          for (const [key, rec] of stockWrites.values()) op.set(key, rec);
        }, { mutations: chunkRows.length + stockWrites.size + 1, bytes: chunkRows.length * 400 });
      } catch (error) {
        if (!(error instanceof BatchTooLarge) || to - from === 1) throw error;
        // too much for one atomic: retry the same lines in smaller chunks
        maxLines = Math.max(1, Math.ceil((to - from) / 2));
        seenTickets.clear();
        for (const t of ticketsBefore) seenTickets.add(t);
        continue;
      }
      for (const row of chunkRows) {
        if (row.type === "sale") sales++;
        else stock++;
      }
      from = to;
      maxLines = Math.min(200, maxLines * 2);
      await updateTask(kv, task.guid, (t) => void (t.done = to));
    }
  });
  await updateTask(kv, task.guid, (t) => {
    t.status = "done";
    t.summary = { key: "tasks.import_summary", vars: { sales, stock } };
  });
}

/**
 * The POS vendor/department codes of the rows, resolved for each store's POS system (stores with
 * no known system are skipped); unknown codes are recorded as unmatched once per import. Raw lines
 * keep the group's codes next to the POS ones (`vendor`, `department`; null when unmatched).
 */
async function resolveRowCodes(kv: Deno.Kv, rows: Row[], marker: Deno.KvKey) {
  const systems = new Map((await listPosStatuses(kv)).map((s) => [s.store_number, s.system]));
  const seen = new Map<string, CodeSighting>();
  for (const row of rows) {
    const system = systems.get(row.store);
    if (!system) continue;
    for (const kind of MAPPING_KINDS) {
      const code = kind === "vendor" ? row.pos_vendor : row.pos_department;
      if (!code) continue;
      const id = codeId(system, kind, code);
      const s = seen.get(id) ?? { system, kind, code, count: 0, sample: "" };
      s.count++;
      s.sample = `${row.store} · ${row.date} · ${row.item_number}`;
      seen.set(id, s);
    }
  }
  const resolved = seen.size ? await resolveCodes(kv, [...seen.values()], marker) : new Map();
  const group = (row: Row, kind: string, code: string | undefined) => {
    const system = systems.get(row.store);
    return code && system ? resolved.get(codeId(system, kind, code)) ?? null : undefined;
  };
  return {
    withGroupCodes: (row: Row) => ({
      ...row,
      vendor: group(row, "vendor", row.pos_vendor),
      department: group(row, "department", row.pos_department),
    }),
  };
}

function stockMeasures(item: Item, units: number): Measures {
  return [units, units * item.retail, units * item.cost, 0, 0];
}

registerRunner("sales-import", runImport);
