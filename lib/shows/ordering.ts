// A store's show order with one vendor: validated as a whole (grid, splits, deadline) before
// anything is written, then kept as one purchase order per delivery split in the ledger
// (lib/orders, source "show", program_id = the show's key), so every change is in the ledger's
// history. Saving, submitting, reopening and cancelling are refused on the server after the
// show's order deadline.
import { HttpError } from "../http/errors.ts";
import {
  type Actor,
  createOrder,
  getOrder,
  MAX_LINES,
  type PurchaseOrder,
  transitionOrder,
  updateOrderDetails,
  updateOrderLines,
} from "../orders/mod.ts";
import { checkGrid, type GridError, splitLines, splitsComplete } from "./grid.ts";
import {
  type Book,
  type BookStyle,
  MAX_SPLITS,
  type Show,
  type ShowOrder,
  type Split,
  SplitInput,
} from "./schema.ts";
import { commitShowOrder, getShowOrder, showOrderIdFor } from "./store.ts";
import { versionOf } from "../forms/version.ts";

/** Orders are open while the show is not archived and its deadline has not passed. */
export function isOrderingOpen(show: Pick<Show, "state" | "order_deadline">, now: Date): boolean {
  return show.state !== "archived" && now.getTime() < Date.parse(show.order_deadline);
}

export interface TypedSplit {
  start_ship: string;
  cancel_date: string;
  po_ref: string;
  ship_to: string;
  percent: string;
}

export interface CheckedOrderInput {
  /** Every rule met: the order may be submitted. */
  ok: boolean;
  /**
   * The order can be kept as a draft: every cell a number, every split valid and adding up to
   * 100 %, every split receiving units. Style minimums stop only the submit.
   */
  savable: boolean;
  quantities: Record<string, number>;
  splits: Split[];
  /** Errors by input name (`q.<item>`, `style.<id>`, `split.<i>.<field>`), keyed for t(). */
  errors: Record<string, GridError | { key: string; vars?: Record<string, number> }>;
  rounded: string[];
  /** A form-wide error key (`_`). */
  formError: string | null;
}

/** Checks the whole typed order: grid cells, each split, the splits adding up to 100 %. */
export function checkOrderInput(
  styles: BookStyle[],
  typed: Record<string, string>,
  typedSplits: TypedSplit[],
): CheckedOrderInput {
  const grid = checkGrid(styles, typed);
  const errors: CheckedOrderInput["errors"] = { ...grid.errors };
  const splits: Split[] = [];
  typedSplits.forEach((s, i) => {
    const parsed = SplitInput.safeParse(s);
    if (parsed.success) splits.push(parsed.data);
    else {
      for (const issue of parsed.error.issues) {
        errors[`split.${i}.${String(issue.path[0])}`] ??= { key: issue.message };
      }
    }
  });
  let formError: string | null = null;
  if (typedSplits.length === 0 || typedSplits.length > MAX_SPLITS) {
    formError = "shows.errors.split_count";
  } else if (splits.length === typedSplits.length && !splitsComplete(splits)) {
    formError = "shows.errors.split_sum";
  }
  if (!formError && splits.length === typedSplits.length) {
    const lines = splitLines(styles, grid.quantities, splits);
    if (lines.some((l) => l.length > MAX_LINES)) formError = "shows.errors.too_many_lines";
    // Never an empty purchase order: an empty grid is not saved, and a delivery that would
    // receive nothing is named.
    const empty = Object.keys(grid.quantities).length === 0;
    if (empty && grid.ok) formError = "shows.errors.empty_order";
    else if (!empty) {
      lines.forEach((l, i) => {
        if (l.length === 0) errors[`split.${i}.percent`] ??= { key: "shows.errors.split_no_units" };
      });
    }
  }
  const ok = Object.keys(errors).length === 0 && formError === null;
  const savable = formError === null &&
    Object.keys(errors).every((name) => name.startsWith("style."));
  return {
    ok,
    savable,
    quantities: grid.quantities,
    splits,
    errors,
    rounded: grid.rounded,
    formError,
  };
}

export interface OrderContext {
  kv: Deno.Kv;
  show: Show;
  book: Book;
  styles: BookStyle[];
  store: number;
  actor: Actor;
  now: Date;
}

function closedCheck(ctx: OrderContext) {
  if (!isOrderingOpen(ctx.show, ctx.now)) throw new HttpError(400, "shows.errors.deadline");
}

/** The ledger orders of a show order, by split (null where none yet). */
async function ledgerOrders(kv: Deno.Kv, order: ShowOrder): Promise<(PurchaseOrder | null)[]> {
  return await Promise.all(order.po_ids.map((id) => id ? getOrder(kv, id) : null));
}

/**
 * Saves checked input as the store's draft (reopening a submitted order first), creating,
 * updating or cancelling one ledger order per split.
 */
export async function saveShowOrder(
  ctx: OrderContext,
  input: { quantities: Record<string, number>; splits: Split[] },
  /** The version the form was read at (lib/forms/version.ts); absent: no check. */
  version?: string | null,
): Promise<ShowOrder> {
  closedCheck(ctx);
  const { kv, show, book, store, actor, now } = ctx;
  const id = await showOrderIdFor(kv, show.key, store, book.vendor);
  const entry = id ? await getShowOrder(kv, id) : null;
  const stored = entry ? versionOf(entry) : "";
  // Checked before any ledger write, and again in the final atomic write.
  if (version !== undefined && version !== stored) throw new StaleShowOrder(entry?.value ?? null);
  const at = now.toISOString();
  const current: ShowOrder = entry?.value ?? {
    id: crypto.randomUUID(),
    show: show.key,
    store,
    vendor: book.vendor,
    book: book.id,
    state: "draft",
    quantities: {},
    splits: [],
    po_ids: [],
    version: 0,
    created_at: at,
    updated_at: at,
    submitted_at: null,
  };
  const lines = splitLines(ctx.styles, input.quantities, input.splits);
  const existing = await ledgerOrders(kv, current);
  const options = { now, reopenUntil: show.order_deadline };
  const poIds: string[] = [];
  for (let i = 0; i < input.splits.length; i++) {
    const split = input.splits[i];
    const details = {
      start_ship: split.start_ship,
      cancel_date: split.cancel_date,
      ship_to: split.ship_to,
    };
    let po = existing[i] ?? null;
    if (!po) {
      po = await createOrder(
        kv,
        {
          store,
          vendor: book.vendor,
          source: "show",
          program_id: show.key,
          lines: lines[i],
          ...details,
        },
        actor,
        { now },
      );
    } else {
      if (po.state !== "draft") po = await transitionOrder(kv, po.id, "draft", actor, options);
      po = await updateOrderLines(kv, po.id, lines[i], actor, { now });
      if (
        po.start_ship !== details.start_ship || po.cancel_date !== details.cancel_date ||
        po.ship_to !== details.ship_to
      ) po = await updateOrderDetails(kv, po.id, details, actor, { now });
    }
    poIds.push(po.id);
  }
  for (const po of existing.slice(input.splits.length)) {
    if (po && po.state !== "cancelled") {
      await transitionOrder(kv, po.id, "cancelled", actor, { now, note: "split removed" });
    }
  }
  const next: ShowOrder = {
    ...current,
    book: book.id,
    state: "draft",
    quantities: input.quantities,
    splits: input.splits,
    po_ids: poIds,
    version: current.version + 1,
    updated_at: at,
  };
  if (!await commitShowOrder(kv, next, entry?.versionstamp ?? null)) {
    if (version !== undefined) throw new StaleShowOrder((await getShowOrder(kv, next.id)).value);
    throw new HttpError(409, "orders.errors.conflict");
  }
  return next;
}

/** A save refused because the order changed since the form was read (the order stored now). */
export class StaleShowOrder extends Error {
  constructor(readonly current: ShowOrder | null) {
    super("orders.errors.conflict");
  }
}

/** Submits a saved draft: every split's purchase order goes to "submitted". */
export async function submitShowOrder(ctx: OrderContext, orderId: string): Promise<ShowOrder> {
  closedCheck(ctx);
  const { kv, actor, now } = ctx;
  const entry = await getShowOrder(kv, orderId);
  const order = entry.value;
  if (!order) throw new HttpError(404, "shows.errors.order_not_found");
  if (order.state !== "draft") throw new HttpError(400, "shows.errors.not_draft");
  if (Object.keys(order.quantities).length === 0) throw new HttpError(400, "orders.errors.empty");
  // A draft may hold a style under its minimum; the submit may not.
  const typed = Object.fromEntries(
    Object.entries(order.quantities).map(([item, q]) => [`q.${item}`, String(q)]),
  );
  if (!checkGrid(ctx.styles, typed).ok) throw new HttpError(400, "shows.errors.minimum_submit");
  const pos = await ledgerOrders(kv, order);
  if (pos.some((po) => !po || po.lines.length === 0)) {
    throw new HttpError(400, "shows.errors.split_empty");
  }
  for (const po of pos) {
    if (po!.state === "draft") await transitionOrder(kv, po!.id, "submitted", actor, { now });
  }
  return await finish(kv, entry, { state: "submitted", submitted_at: now.toISOString() }, now);
}

/** Reopens a submitted order (back to draft, ledger orders too) until the deadline. */
export async function reopenShowOrder(ctx: OrderContext, orderId: string): Promise<ShowOrder> {
  closedCheck(ctx);
  const { kv, actor, now, show } = ctx;
  const entry = await getShowOrder(kv, orderId);
  const order = entry.value;
  if (!order) throw new HttpError(404, "shows.errors.order_not_found");
  if (order.state === "draft") return order;
  for (const po of await ledgerOrders(kv, order)) {
    if (po && po.state !== "draft") {
      await transitionOrder(kv, po.id, "draft", actor, { now, reopenUntil: show.order_deadline });
    }
  }
  return await finish(kv, entry, { state: "draft" }, now);
}

/** Cancels an order and its ledger orders (it can be reopened until the deadline). */
export async function cancelShowOrder(ctx: OrderContext, orderId: string): Promise<ShowOrder> {
  closedCheck(ctx);
  const { kv, actor, now } = ctx;
  const entry = await getShowOrder(kv, orderId);
  const order = entry.value;
  if (!order) throw new HttpError(404, "shows.errors.order_not_found");
  for (const po of await ledgerOrders(kv, order)) {
    if (po && (po.state === "draft" || po.state === "submitted")) {
      await transitionOrder(kv, po.id, "cancelled", actor, { now });
    }
  }
  return await finish(kv, entry, { state: "cancelled" }, now);
}

async function finish(
  kv: Deno.Kv,
  entry: Deno.KvEntryMaybe<ShowOrder>,
  change: Partial<ShowOrder>,
  now: Date,
): Promise<ShowOrder> {
  const next = {
    ...entry.value!,
    ...change,
    version: entry.value!.version + 1,
    updated_at: now.toISOString(),
  };
  if (!await commitShowOrder(kv, next, entry.versionstamp)) {
    throw new HttpError(409, "orders.errors.conflict");
  }
  return next;
}
