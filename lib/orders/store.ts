// The purchase-order ledger in KV. Key layout (registered in lib/db/keys.ts):
//   ["orders", id]                           → PurchaseOrder (lines included, ≤ MAX_LINES)
//   ["orders_history", id, version]          → OrderChange (who, when, what), one per version
//   ["orders_by_store", store, id]           → true
//   ["orders_by_vendor", vendor, id]         → true
//   ["orders_by_program", program_id, id]    → true (orders with a program only)
//   ["orders_by_source", source, id]         → true
//   ["orders_po", po_number]                 → id (a PO number is never given twice)
//   ["orders_counter"]                       → last PO sequence number
//   ["orders_rev", "program"|"store", value] → true, set with every write of an order under it
//                                              (the cache of lib/orders/cache.ts)
// Store, vendor, source and program never change after creation, so the indexes are written once,
// with the order, in the same atomic operation. Every change re-reads the order and commits only
// if its versionstamp is unchanged (retrying on a concurrent write), so no edit is lost; a caller
// that passes the version its form showed gets a 409 instead when someone changed it meanwhile.
// reviseOrder writes several changes (reopen, lines, window, submit) in one atomic operation.
import type { z } from "zod";
import { HttpError } from "../http/errors.ts";
import { type OnOrderCell, onOrderCells } from "./on_order.ts";
import {
  type Actor,
  type LineChange,
  NewOrder,
  type OrderChange,
  OrderDetails,
  type OrderLine,
  OrderLines,
  type OrderSource,
  type OrderState,
  type PurchaseOrder,
} from "./schema.ts";
import { canTransition, isEditable, REOPENABLE } from "./states.ts";
import { versionCheck } from "../forms/version.ts";
import { cachedOrders, revisionKey } from "./cache.ts";

const ATTEMPTS = 100;

export interface ChangeOptions {
  /** The version the person saw; a different stored version → 409 "orders.errors.conflict". */
  version?: number;
  /**
   * The versionstamp the person's form was read at (lib/forms/version.ts; null: the post carried
   * none). When given, a write over any other stored version is refused with StaleOrder instead of
   * being retried.
   */
  stamp?: string | null;
  now?: Date;
  note?: string;
}

export interface TransitionOptions extends ChangeOptions {
  /**
   * Reopening (→ draft) is allowed until this instant (ISO text or Date: the program's order
   * deadline), or while this predicate says the program is open. Without it reopen is refused.
   */
  reopenUntil?: string | Date | ((order: PurchaseOrder, now: Date) => boolean);
}

/** A save refused because the order changed since the form was read (the order as stored now). */
export class StaleOrder extends Error {
  constructor(readonly current: PurchaseOrder, readonly versionstamp: string) {
    super("orders.errors.conflict");
  }
}

function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new HttpError(400, "validation.invalid_body", { zodError: result.error, input });
  }
  return result.data;
}

/** Sets the revisions of the order's store and program (see lib/orders/cache.ts). */
function revised(op: Deno.AtomicOperation, order: PurchaseOrder): Deno.AtomicOperation {
  op.set(revisionKey("store", order.store), true);
  if (order.program_id !== null) op.set(revisionKey("program", order.program_id), true);
  return op;
}

export function poNumber(sequence: number): string {
  return `PO-${String(sequence).padStart(6, "0")}`;
}

function lineChanges(before: OrderLine[], after: OrderLine[]): LineChange[] {
  const old = new Map(before.map((l) => [l.item_number, l.quantity]));
  const now = new Map(after.map((l) => [l.item_number, l.quantity]));
  const out: LineChange[] = [];
  for (const item of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(item) ?? null, b = now.get(item) ?? null;
    if (a !== b) out.push({ item_number: item, before: a, after: b });
  }
  // Same quantities but another cost or retail is still a change worth recording.
  for (const line of after) {
    const prev = before.find((l) => l.item_number === line.item_number);
    if (
      prev && prev.quantity === line.quantity &&
      (prev.unit_cost !== line.unit_cost || prev.retail !== line.retail)
    ) out.push({ item_number: line.item_number, before: prev.quantity, after: line.quantity });
  }
  return out;
}

/** Creates a draft order with the next PO number. Bad input → 400 with the zod issues. */
export async function createOrder(
  kv: Deno.Kv,
  input: unknown,
  actor: Actor,
  options: { now?: Date } = {},
): Promise<PurchaseOrder> {
  const data = parse(NewOrder, input);
  const at = (options.now ?? new Date()).toISOString();
  const id = crypto.randomUUID();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const counter = await kv.get<number>(["orders_counter"]);
    const sequence = (counter.value ?? 0) + 1;
    const order: PurchaseOrder = {
      ...data,
      id,
      po_number: poNumber(sequence),
      state: "draft",
      version: 1,
      created_at: at,
      updated_at: at,
    };
    const change: OrderChange = {
      version: 1,
      at,
      actor,
      action: "created",
      to: "draft",
      lines: lineChanges([], data.lines),
    };
    const op = kv.atomic()
      .check(counter)
      .check({ key: ["orders_po", order.po_number], versionstamp: null })
      .set(["orders_counter"], sequence)
      .set(["orders_po", order.po_number], id)
      .set(["orders", id], order)
      .set(["orders_history", id, 1], change)
      .set(["orders_by_store", order.store, id], true)
      .set(["orders_by_vendor", order.vendor, id], true)
      .set(["orders_by_source", order.source, id], true);
    if (order.program_id !== null) op.set(["orders_by_program", order.program_id, id], true);
    if ((await revised(op, order).commit()).ok) return order;
    await new Promise((r) => setTimeout(r, Math.random() * 5));
  }
  throw new HttpError(409, "orders.errors.conflict");
}

export async function getOrder(kv: Deno.Kv, id: string): Promise<PurchaseOrder | null> {
  return (await getOrderEntry(kv, id)).value;
}

/** An order with its versionstamp. */
export async function getOrderEntry(kv: Deno.Kv, id: string) {
  return await kv.get<PurchaseOrder>(["orders", id]);
}

export async function getOrderByPo(kv: Deno.Kv, po: string): Promise<PurchaseOrder | null> {
  const id = (await kv.get<string>(["orders_po", po])).value;
  return id ? await getOrder(kv, id) : null;
}

/** Every change of an order, oldest first. */
export async function getOrderHistory(kv: Deno.Kv, id: string): Promise<OrderChange[]> {
  const out: OrderChange[] = [];
  for await (const e of kv.list<OrderChange>({ prefix: ["orders_history", id] })) out.push(e.value);
  return out;
}

type Change = Omit<OrderChange, "version" | "at" | "actor">;
type Step = (order: PurchaseOrder, now: Date) => { order: PurchaseOrder; change: Change };

/**
 * Applies `steps` in turn to the current order and commits them as ONE atomic write (one version
 * and one history entry per step) under a versionstamp check, retrying on a race. A step that
 * throws leaves the stored order untouched.
 */
async function mutate(
  kv: Deno.Kv,
  id: string,
  actor: Actor,
  options: ChangeOptions,
  ...steps: Step[]
): Promise<PurchaseOrder> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const entry = await kv.get<PurchaseOrder>(["orders", id]);
    if (!entry.value) throw new HttpError(404, "orders.errors.not_found");
    if (options.version !== undefined && entry.value.version !== options.version) {
      throw new HttpError(409, "orders.errors.conflict");
    }
    const now = options.now ?? new Date();
    const at = now.toISOString();
    if (options.stamp !== undefined && entry.versionstamp !== options.stamp) {
      throw new StaleOrder(entry.value, entry.versionstamp);
    }
    const op = kv.atomic()
      .check(options.stamp === undefined ? entry : versionCheck(["orders", id], options.stamp));
    let order = entry.value;
    for (const step of steps) {
      const result = step(order, now);
      const version = order.version + 1;
      order = { ...result.order, version, updated_at: at };
      const record: OrderChange = {
        version,
        at,
        actor,
        ...result.change,
        ...(options.note ? { note: options.note } : {}),
      };
      op.set(["orders_history", id, version], record);
    }
    const ok = await revised(op.set(["orders", id], order), order).commit();
    if (ok.ok) return order;
    if (options.stamp !== undefined) {
      const latest = await kv.get<PurchaseOrder>(["orders", id]);
      if (latest.value) throw new StaleOrder(latest.value, latest.versionstamp);
    }
    await new Promise((r) => setTimeout(r, Math.random() * 5));
  }
  throw new HttpError(409, "orders.errors.conflict");
}

function linesStep(input: unknown): Step {
  const lines = parse(OrderLines, input);
  return (order) => {
    if (!isEditable(order.state)) throw new HttpError(400, "orders.errors.not_editable");
    return {
      order: { ...order, lines },
      change: { action: "lines", lines: lineChanges(order.lines, lines) },
    };
  };
}

function detailsStep(input: unknown): Step {
  const details = parse(OrderDetails, input);
  return (order) => {
    if (!isEditable(order.state)) throw new HttpError(400, "orders.errors.not_editable");
    const changed: Partial<OrderDetails> = {};
    for (const key of ["start_ship", "cancel_date", "ship_to"] as const) {
      if (order[key] !== details[key]) changed[key] = details[key];
    }
    return { order: { ...order, ...details }, change: { action: "details", details: changed } };
  };
}

/** A change of one step to an order (see mutate). */
function change(step: (input: unknown) => Step) {
  return (
    kv: Deno.Kv,
    id: string,
    input: unknown,
    actor: Actor,
    options: ChangeOptions = {},
  ): Promise<PurchaseOrder> => mutate(kv, id, actor, options, step(input));
}

/** Replaces a draft's lines (the whole list, as a form sends it). */
export const updateOrderLines = change(linesStep);

/** Changes a draft's delivery window and ship-to. */
export const updateOrderDetails = change(detailsStep);

function programOpen(
  order: PurchaseOrder,
  now: Date,
  until: TransitionOptions["reopenUntil"],
): boolean {
  if (until === undefined) return false;
  if (typeof until === "function") return until(order, now);
  const deadline = until instanceof Date ? until : new Date(until);
  return !Number.isNaN(deadline.getTime()) && now.getTime() <= deadline.getTime();
}

/**
 * Moves an order to another state (see lib/orders/states.ts). A move the state machine does not
 * allow → 400 "orders.errors.invalid_transition"; a reopen after the program closed → 400
 * "orders.errors.program_closed"; an empty order cannot be submitted.
 */
export function transitionOrder(
  kv: Deno.Kv,
  id: string,
  to: OrderState,
  actor: Actor,
  options: TransitionOptions = {},
): Promise<PurchaseOrder> {
  return mutate(kv, id, actor, options, transitionStep(to, options.reopenUntil));
}

function transitionStep(to: OrderState, reopenUntil: TransitionOptions["reopenUntil"]): Step {
  return (order, now) => {
    if (!canTransition(order.state, to)) {
      throw new HttpError(400, "orders.errors.invalid_transition", { from: order.state, to });
    }
    if (to === "draft" && REOPENABLE.includes(order.state)) {
      if (!programOpen(order, now, reopenUntil)) {
        throw new HttpError(400, "orders.errors.program_closed");
      }
    }
    if (to === "submitted" && order.lines.length === 0) {
      throw new HttpError(400, "orders.errors.empty");
    }
    return {
      order: { ...order, state: to },
      change: { action: "transition", from: order.state, to },
    };
  };
}

/** One part of a revision (see reviseOrder). */
export type Revision =
  | { lines: unknown }
  | { details: unknown }
  | { to: OrderState };

/**
 * Several changes — e.g. reopen a submitted order, replace its lines, change its window and submit
 * it again — checked in order and written as ONE atomic operation: either every change (each its
 * own version and history entry) or none. Reopening needs `reopenUntil` as in transitionOrder.
 */
export function reviseOrder(
  kv: Deno.Kv,
  id: string,
  revisions: Revision[],
  actor: Actor,
  options: TransitionOptions = {},
): Promise<PurchaseOrder> {
  const steps = revisions.map((r) =>
    "lines" in r
      ? linesStep(r.lines)
      : "details" in r
      ? detailsStep(r.details)
      : transitionStep(r.to, options.reopenUntil)
  );
  return mutate(kv, id, actor, options, ...steps);
}

export interface OrderFilter {
  store?: number;
  vendor?: string;
  source?: OrderSource;
  program_id?: string;
  state?: OrderState;
}

async function idsUnder(kv: Deno.Kv, prefix: Deno.KvKey): Promise<string[]> {
  const ids: string[] = [];
  for await (const e of kv.list({ prefix })) ids.push(String(e.key[e.key.length - 1]));
  return ids;
}

async function ordersUnder(kv: Deno.Kv, prefix: Deno.KvKey): Promise<PurchaseOrder[]> {
  const ids = await idsUnder(kv, prefix);
  const orders: PurchaseOrder[] = [];
  for (let i = 0; i < ids.length; i += 10) {
    const batch = await kv.getMany<PurchaseOrder[]>(
      ids.slice(i, i + 10).map((id) => ["orders", id]),
    );
    for (const e of batch) if (e.value) orders.push(e.value);
  }
  return orders;
}

/**
 * Orders matching every given field, newest first. A program's or a store's orders come from the
 * cache (lib/orders/cache.ts: one KV read while none changed); else it reads the narrowest index
 * (vendor, then source) and filters the rest. The orders are shared and frozen: copy to change.
 */
export async function listOrders(kv: Deno.Kv, filter: OrderFilter = {}): Promise<PurchaseOrder[]> {
  let orders: readonly PurchaseOrder[];
  if (filter.program_id !== undefined) {
    const program = filter.program_id;
    orders = await cachedOrders(
      kv,
      "program",
      program,
      () => ordersUnder(kv, ["orders_by_program", program]),
    );
  } else if (filter.store !== undefined) {
    const store = filter.store;
    orders = await cachedOrders(
      kv,
      "store",
      store,
      () => ordersUnder(kv, ["orders_by_store", store]),
    );
  } else if (filter.vendor !== undefined) {
    orders = await ordersUnder(kv, ["orders_by_vendor", filter.vendor]);
  } else if (filter.source !== undefined) {
    orders = await ordersUnder(kv, ["orders_by_source", filter.source]);
  } else {
    const all: PurchaseOrder[] = [];
    for await (const e of kv.list<PurchaseOrder>({ prefix: ["orders"] })) all.push(e.value);
    orders = all;
  }
  return orders
    .filter((o) =>
      (filter.store === undefined || o.store === filter.store) &&
      (filter.vendor === undefined || o.vendor === filter.vendor) &&
      (filter.source === undefined || o.source === filter.source) &&
      (filter.program_id === undefined || o.program_id === filter.program_id) &&
      (filter.state === undefined || o.state === filter.state)
    )
    .sort((a, b) =>
      b.created_at.localeCompare(a.created_at) || b.po_number.localeCompare(a.po_number)
    );
}

/**
 * On order for one store by department × fiscal month (keys like "2026-M03", see on_order.ts):
 * submitted, approved and processed orders, by their start-ship date.
 */
export async function onOrderByMonth(
  kv: Deno.Kv,
  store: number,
  options: { months?: string[] } = {},
): Promise<OnOrderCell[]> {
  return onOrderCells(await listOrders(kv, { store }), options.months);
}
