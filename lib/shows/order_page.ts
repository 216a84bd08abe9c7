// The store's order with a vendor (/showcloud/{vendor}/order), as a plain form: the size × colour
// grid of every style (`q.<item>`), quick entry by size run (`run.<style>`), the delivery splits
// (`split.<i>.<field>`, add, remove, "copy to all") and save / review. Helper buttons re-render
// with what was typed and write nothing; save validates everything first (lib/shows/ordering.ts)
// and the page keeps every typed value with the errors next to their inputs.
import type { User } from "../auth/types.ts";
import {
  type FormValues,
  formValues,
  postedVersion,
  staleEditMessage,
  textValue,
  versionOf,
} from "../forms/mod.ts";
import type { Translate } from "../i18n/validation.ts";
import { HttpError } from "../http/errors.ts";
import { isHeadOffice, isMemberStore } from "../stores/mod.ts";
import { type Actor, actorOf } from "../orders/mod.ts";
import { allocate, applySizeRun, orderTotal, parseSizeRun } from "./grid.ts";
import {
  checkOrderInput,
  isOrderingOpen,
  saveShowOrder,
  StaleShowOrder,
  type TypedSplit,
} from "./ordering.ts";
import { canOrderFor } from "./pages.ts";
import type { StyleInsight } from "./report.ts";
import { bookInsights } from "./insights.ts";
import {
  type Book,
  type BookStyle,
  MAX_SPLITS,
  type ShipTo,
  type Show,
  type ShowOrder,
} from "./schema.ts";
import { shipTosOf } from "./shipping.ts";
import { proposeFromSales } from "./size_run.ts";
import { getShowOrder, showOrderIdFor } from "./store.ts";
import type { OtbLeft } from "../otb/left.ts";
import { typedShowOtb } from "./otb.ts";

export interface PageError {
  key: string;
  vars?: Record<string, number>;
}

export interface OrderPageData {
  show: Show;
  book: Book;
  styles: BookStyle[];
  store: number;
  stores: number[];
  order: ShowOrder | null;
  open: boolean;
  typed: Record<string, string>;
  splits: TypedSplit[];
  errors: Record<string, PageError>;
  formError: string | null;
  notice: string | null;
  noticeVars: Record<string, number | string>;
  /** The version of the store's order the form was read at (lib/forms/version.ts). */
  version: string;
  /** A form-wide message already translated (a stale save names what changed meanwhile). */
  formMessage: string | null;
  /** Size runs shown in the quick-entry fields (typed, or proposed from sales), by style. */
  runs: Record<string, string>;
  rounded: string[];
  shipTos: ShipTo[];
  /** Units and cents of what the grid holds now. */
  total: { units: number; cost: number; retail: number };
  insights: Record<string, StyleInsight>;
  /** Open-to-buy left after what the grid holds, per department and month of its splits. */
  otb: OtbLeft[];
  /**
   * The version of the stored order the grid shows as stored ("" when there is none), or null
   * when it shows something else (typed, copied, a size run or errors of a post): the style grids
   * of a stored order can be kept rendered under it (components/showcloud/OrderGrid.tsx).
   */
  gridVersion: string | null;
}

/**
 * Head office ordering for a member store that is not on its account (ordering on behalf): allowed,
 * and every change records it (showActor).
 */
export function orderingOnBehalf(user: User, store: number): boolean {
  return !canOrderFor(user, store) && isHeadOffice(user) && isMemberStore(store);
}

/** Who a change is by, for the ledger's history (on behalf of the store when head office). */
export function showActor(user: User, store: number): Actor {
  return actorOf(user, store, orderingOnBehalf(user, store));
}

/**
 * The user as the order pages' store checks see them: head office ordering on behalf of `store`
 * is seen as that store's staff (lib/shows/vendor_order.ts picks the page's store from them).
 */
export function actingFor(user: User, store: number | null): User {
  return store !== null && orderingOnBehalf(user, store)
    ? { ...user, Stores: [[store, ""]] }
    : user;
}

/** The typed form of a stored order (or an empty grid with one split over the first window). */
function typedFrom(order: ShowOrder | null, book: Book, address: string) {
  const typed: Record<string, string> = {};
  if (order && order.state !== "cancelled") {
    for (const [item, q] of Object.entries(order.quantities)) typed[`q.${item}`] = String(q);
  }
  const splits: TypedSplit[] = order && order.splits.length > 0
    ? order.splits.map((s) => ({ ...s, percent: String(s.percent) }))
    : [{ ...book.windows[0], po_ref: "", ship_to: address, percent: "100" }];
  return { typed, splits };
}

/** The grid's errors (its cells and styles) among an order's (which also has its splits'). */
function gridErrors(errors: Record<string, PageError>): Record<string, PageError> {
  return Object.fromEntries(Object.entries(errors).filter(([name]) => !name.startsWith("split.")));
}

function quantitiesOf(typed: Record<string, string>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, text] of Object.entries(typed)) {
    const q = Number(text);
    if (name.startsWith("q.") && Number.isInteger(q) && q > 0) out[name.slice(2)] = q;
  }
  return out;
}

export async function orderPageData(
  kv: Deno.Kv,
  args: { show: Show; book: Book; styles: BookStyle[]; store: number; stores: number[] },
  now: Date,
  edit?: Partial<OrderPageData>,
  /** The store's order as the caller has just read it (null: none; undefined: read here). */
  known?: Deno.KvEntryMaybe<ShowOrder> | null,
): Promise<OrderPageData> {
  const { show, book, styles, store } = args;
  let entry = known;
  if (entry === undefined) {
    const id = await showOrderIdFor(kv, show.key, store, book.vendor);
    entry = id ? await getShowOrder(kv, id) : null;
  }
  const order = entry?.value ?? null;
  const shipTos = await shipTosOf(kv, store);
  const stored = typedFrom(order, book, shipTos[0].address);
  const typed = edit?.typed ?? stored.typed;
  const splits = edit?.splits ?? stored.splits;
  // Read once for the grid's errors and the open-to-buy beside it.
  const checked = checkOrderInput(styles, typed, splits);
  return {
    ...args,
    order,
    open: isOrderingOpen(show, now),
    typed,
    splits,
    // A saved draft shows the style minimums it does not meet yet (they stop only the submit).
    errors: edit?.errors ?? gridErrors(checked.errors),
    formError: edit?.formError ?? null,
    version: edit?.version ?? (entry ? versionOf(entry) : ""),
    formMessage: edit?.formMessage ?? null,
    notice: edit?.notice ?? null,
    noticeVars: edit?.noticeVars ?? {},
    runs: edit?.runs ?? {},
    rounded: edit?.rounded ?? [],
    shipTos,
    total: orderTotal(styles, quantitiesOf(typed)),
    insights: await bookInsights(kv, book, styles, store, now),
    gridVersion: edit?.typed || edit?.errors || edit?.runs || edit?.rounded
      ? null
      : entry?.versionstamp ?? "",
    otb: await typedShowOtb(kv, store, styles, checked, splits.length, order),
  };
}

function typedSplits(values: FormValues): TypedSplit[] {
  const count = Math.min(MAX_SPLITS, Math.max(0, Number(textValue(values, "split_count")) || 0));
  return Array.from({ length: count }, (_, i) => ({
    start_ship: textValue(values, `split.${i}.start_ship`),
    cancel_date: textValue(values, `split.${i}.cancel_date`),
    po_ref: textValue(values, `split.${i}.po_ref`),
    ship_to: textValue(values, `split.${i}.ship_to`),
    percent: textValue(values, `split.${i}.percent`),
  }));
}

export type PostResult =
  | { kind: "saved"; order: ShowOrder; review: boolean }
  | { kind: "render"; data: OrderPageData; status: number };

/** The order form's POST: a helper action re-renders; save / review validate and write. */
export async function postOrderPage(
  req: Request,
  kv: Deno.Kv,
  user: User,
  args: { show: Show; book: Book; styles: BookStyle[]; store: number; stores: number[] },
  now: Date,
  t: Translate,
): Promise<PostResult> {
  const behalf = orderingOnBehalf(user, args.store);
  if (!behalf && !canOrderFor(user, args.store)) {
    throw new HttpError(403, "shows.errors.not_your_store");
  }
  const values = await formValues(req);
  const action = textValue(values, "action");
  const posted = postedVersion(values);
  let typed: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (k.startsWith("q.")) typed[k] = String(v);
  let splits = typedSplits(values);
  const render = async (edit: Partial<OrderPageData>, status = 200): Promise<PostResult> => ({
    kind: "render",
    status,
    data: await orderPageData(kv, args, now, {
      typed,
      splits,
      version: posted ?? undefined,
      ...edit,
    }),
  });

  if (action.startsWith("propose.")) {
    const style = args.styles.find((s) => s.style_id === action.slice(8));
    if (!style) throw new HttpError(400, "shows.errors.style_not_found");
    const units = Object.values(style.items)
      .reduce((n, item) => n + (Number(typed[`q.${item}`]) || 0), 0);
    const proposal = await proposeFromSales(kv, args.store, style, units, now);
    return render({
      runs: { [style.style_id]: style.sizes.map((size) => proposal.run[size]).join(" ") },
      notice: "proposed",
      noticeVars: { count: proposal.sold },
    });
  }
  if (action.startsWith("run.")) {
    const style = args.styles.find((s) => s.style_id === action.slice(4));
    if (!style) throw new HttpError(400, "shows.errors.style_not_found");
    const text = textValue(values, action);
    const run = parseSizeRun(text, style.sizes, style.case_pack);
    if (!run) {
      return render({ errors: { [action]: { key: "shows.errors.size_run" } } }, 400);
    }
    typed = applySizeRun(style, run, typed);
    // Say what rounding to whole cases changed, size by size.
    const asTyped = text.trim().split(/[\s,;]+/).map(Number);
    const changes = style.sizes
      .map((size, i) => asTyped[i] !== run[size] ? `${size}: ${asTyped[i]} → ${run[size]}` : "")
      .filter((c) => c !== "");
    if (changes.length === 0) return render({ notice: "run_applied" });
    return render({
      notice: "run_rounded",
      noticeVars: { case_pack: style.case_pack, changes: changes.join(", ") },
    });
  }
  if (action === "add_split") {
    if (splits.length >= MAX_SPLITS) return render({ formError: "shows.errors.split_count" }, 400);
    const last = splits[splits.length - 1];
    const window = args.book.windows[splits.length] ?? args.book.windows[0];
    splits = [...splits, { ...window, po_ref: "", ship_to: last?.ship_to ?? "", percent: "0" }];
    return render({});
  }
  if (action.startsWith("remove_split.")) {
    const i = Number(action.slice("remove_split.".length));
    if (splits.length > 1) splits = rebalance(splits, i);
    return render({});
  }
  if (action === "copy_to_all") {
    const first = splits[0];
    if (first) {
      splits = splits.map((s) => ({
        ...s,
        ship_to: first.ship_to,
        po_ref: s.po_ref || first.po_ref,
      }));
    }
    return render({ notice: "copied" });
  }
  if (action !== "save" && action !== "review") throw new HttpError(400, "shows.errors.action");
  if (!isOrderingOpen(args.show, now)) return render({ formError: "shows.errors.deadline" }, 400);
  const checked = checkOrderInput(args.styles, typed, splits);
  // A draft keeps a style under its minimum (shown on the page); going on to submit does not.
  if (action === "review" ? !checked.ok : !checked.savable) {
    return render(
      { errors: checked.errors, formError: checked.formError ?? "shows.errors.fix" },
      400,
    );
  }
  let order: ShowOrder;
  try {
    order = await saveShowOrder(
      { kv, ...args, actor: showActor(user, args.store), now },
      { quantities: checked.quantities, splits: checked.splits },
      posted,
    );
  } catch (e) {
    if (!(e instanceof StaleShowOrder)) throw e;
    // Everything typed stays; the form now carries the current version (orderPageData reads it).
    return {
      kind: "render",
      status: 409,
      data: await orderPageData(kv, args, now, {
        typed,
        splits,
        formMessage: staleMessage(t, args.styles, values, e.current),
      }),
    };
  }
  return { kind: "saved", order, review: action === "review" };
}

/**
 * The answer to a background save (islands/DraftAutosave.tsx): the saved draft's version and time,
 * or the first error in words (the page itself is not re-rendered; the next full save shows
 * every error next to its input).
 */
export async function autosaveAnswer(
  kv: Deno.Kv,
  result: PostResult,
  t: Translate,
): Promise<Response> {
  if (result.kind === "saved") {
    const entry = await getShowOrder(kv, result.order.id);
    return Response.json({ version: versionOf(entry), saved_at: result.order.updated_at });
  }
  const { data } = result;
  const first = Object.values(data.errors)[0];
  const error = data.formMessage ??
    (data.formError
      ? t(data.formError)
      : first
      ? t(first.key, first.vars ?? {})
      : t("shows.errors.fix"));
  return Response.json({ error }, { status: result.status === 200 ? 400 : result.status });
}

/** The stale-save message: each grid cell that differs from the order as stored now. */
function staleMessage(
  t: Translate,
  styles: BookStyle[],
  values: FormValues,
  current: ShowOrder | null,
): string {
  const fields: Record<string, { label: string; saved: string }> = {};
  for (const style of styles) {
    for (const [cell, item] of Object.entries(style.items)) {
      const q = current?.state === "cancelled" ? undefined : current?.quantities[item];
      fields[`q.${item}`] = {
        label: `${style.style_id} ${cell.replace("|", " ")}`,
        saved: q ? String(q) : "",
      };
    }
  }
  return staleEditMessage(t, values, fields);
}

/** The splits without split `removed`, its share given to the others in proportion. */
export function rebalance(splits: TypedSplit[], removed: number): TypedSplit[] {
  const rest = splits.filter((_, k) => k !== removed);
  const shares = rest.map((s) => Math.max(0, Number(s.percent) || 0));
  const total = shares.reduce((a, b) => a + b, 0);
  if (!rest.length) return rest;
  // Largest remainder over whole percents, so the shares add up to 100 again.
  const weights = total > 0 ? shares : rest.map(() => 1);
  const parts = allocate(100, 1, weights);
  return rest.map((s, k) => ({ ...s, percent: String(parts[k]) }));
}
