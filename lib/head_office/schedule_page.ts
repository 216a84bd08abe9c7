// The page of /head-office/pricing/schedule (its loader and actions): the last month's and the
// coming price changes with their queued signs, saving a change (new or an edit of a pending one,
// version-checked), removing one, and queuing signs for one change or the ticked ones.
import type { SignedInState } from "../auth/signed_in.ts";
import { requireUser } from "../auth/signed_in.ts";
import {
  changedFields,
  FORM_ERROR,
  formValues,
  postedVersion,
  seeOther,
  staleEditErrors,
  validateForm,
} from "../forms/mod.ts";
import { torontoDateString } from "../i18n/format.ts";
import { addDays, type PriceChange } from "../resources/prices.ts";
import {
  changeWithVersion,
  isLocked,
  listSchedule,
  queuedCounts,
  queueSigns,
  removeScheduledChange,
  saveScheduledChange,
  ScheduleFormSchema,
} from "./schedule.ts";
import type { PriceIssue } from "./price_checks.ts";

export const SCHEDULE_PATH = "/head-office/pricing/schedule";
export const SCHEDULE_TABLE = "schedule";
/** Rows a page: each row carries its own forms, and 50 made a 70 KB page (issue 33). */
export const SCHEDULE_PAGE_SIZE = 20;

export interface ScheduleRow {
  change: PriceChange;
  locked: boolean;
  queued: number;
}

export interface ScheduleData {
  rows: ScheduleRow[];
  values: Record<string, string | string[] | boolean>;
  errors: Record<string, string>;
  issues: PriceIssue[];
  replaces: string | null;
  error: string | null;
  /** An edit: the version the change was read at (lib/forms/version.ts). */
  version: string;
}

/** The last month and everything ahead. */
export async function scheduleRows(kv: Deno.Kv, today: string): Promise<ScheduleRow[]> {
  const [changes, queued] = await Promise.all([
    listSchedule(kv, addDays(today, -30)),
    queuedCounts(kv),
  ]);
  return changes.map((change) => ({
    change,
    locked: isLocked(change, today),
    queued: queued.get(change.id) ?? 0,
  }));
}

/** A schedule form field's label, as the form shows it. */
const LABELS: Record<string, string> = {
  item_number: "head_office.item",
  kind: "head_office.schedule.kind",
  price: "head_office.schedule.price",
  starts_on: "head_office.events.starts_on",
  ends_on: "head_office.events.ends_on",
  stores: "head_office.events.stores",
};

function valuesOf(c: PriceChange): Record<string, string> {
  return {
    item_number: c.item_number,
    kind: c.kind,
    price: (c.price_cents / 100).toFixed(2),
    starts_on: c.starts_on,
    ends_on: c.ends_on ?? "",
    stores: c.stores.join(", "),
  };
}

/** The page: every row, and the change of `?edit=` in the form (a live one is refused). */
export async function loadSchedule(state: SignedInState, url: URL): Promise<ScheduleData> {
  const rows = await scheduleRows(state.kv, torontoDateString(new Date()));
  const editId = url.searchParams.get("edit");
  const editing = editId ? rows.find((r) => r.change.id === editId) : undefined;
  const open = editing && !editing.locked ? editing.change : null;
  const read = open ? await changeWithVersion(state.kv, open.id) : null;
  return {
    rows,
    values: open ? valuesOf(open) : {},
    errors: {},
    issues: [],
    replaces: open?.id ?? null,
    error: editing?.locked ? state.t("head_office.schedule.locked_error") : null,
    version: read?.version ?? "",
  };
}

/** A posted action: a redirect when done, else the page to show again with its status. */
export async function scheduleAction(
  req: Request,
  state: SignedInState,
): Promise<Response | { status: number; data: ScheduleData }> {
  const user = requireUser(state);
  const { kv, t } = state;
  const today = torontoDateString(new Date());
  const values = await formValues(req, { arrays: ["ids"] });
  const id = String(values.id ?? "");
  const fail = async (status: number, extra: Partial<ScheduleData>) => ({
    status,
    data: {
      rows: await scheduleRows(kv, today),
      values,
      errors: {},
      issues: [],
      replaces: typeof values.replaces === "string" ? values.replaces : null,
      error: null,
      version: postedVersion(values) ?? "",
      ...extra,
    },
  });
  if (values.action === "remove") {
    const result = await removeScheduledChange(kv, id, today);
    if (result === "locked") {
      return fail(409, {
        values: {},
        replaces: null,
        error: t("head_office.schedule.locked_error"),
      });
    }
    return seeOther(`${SCHEDULE_PATH}?removed=${result === "removed" ? 1 : 0}`);
  }
  if (values.action === "signs") {
    const count = await queueSigns(kv, id, user);
    return seeOther(`${SCHEDULE_PATH}?signs=${count ?? 0}`);
  }
  if (values.action === "signs_many") {
    // the signs of several changes at once: the ones ticked in the table
    const ids = [...new Set(values.ids as string[])];
    if (ids.length === 0) return fail(400, { error: t("head_office.schedule.none_chosen") });
    let count = 0;
    for (const one of ids) count += (await queueSigns(kv, one, user)) ?? 0;
    return seeOther(`${SCHEDULE_PATH}?signs=${count}`);
  }
  const parsed = validateForm(values, ScheduleFormSchema, t);
  if (!parsed.ok) return fail(400, { errors: parsed.errors });
  const replaces = typeof values.replaces === "string" && values.replaces ? values.replaces : null;
  const result = await saveScheduledChange(kv, parsed.data, today, replaces, postedVersion(values));
  if (result.ok) {
    // back on the page of the table (in its default date order) that shows the saved change
    const at = (await scheduleRows(kv, today)).findIndex((r) => r.change.id === result.change.id);
    const page = Math.floor(Math.max(0, at) / SCHEDULE_PAGE_SIZE) + 1;
    return seeOther(
      `${SCHEDULE_PATH}?saved=1&table=${SCHEDULE_TABLE}&page=${page}#${SCHEDULE_TABLE}`,
    );
  }
  if (result.reason === "checks") {
    return fail(400, { issues: result.issues, error: t("head_office.errors.price_checks") });
  }
  if (result.reason === "unknown_item") {
    return fail(400, { errors: { item_number: t("head_office.errors.unknown_item") } });
  }
  if (result.reason === "locked") {
    return fail(409, { error: t("head_office.schedule.locked_error") });
  }
  if (result.reason === "stale") {
    // the change edited was replaced meanwhile: the item's newest change is what stands now
    const now = (await listSchedule(kv, addDays(today, -30)))
      .filter((c) => c.item_number === parsed.data.item_number)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
    const fields = now
      ? Object.fromEntries(
        Object.entries(valuesOf(now)).map(([k, saved]) => [k, { label: t(LABELS[k]), saved }]),
      )
      : {};
    const errors = staleEditErrors(t, changedFields(values, fields));
    return fail(409, {
      error: errors[FORM_ERROR],
      replaces: now?.id ?? null,
      version: now ? (await changeWithVersion(kv, now.id))?.version ?? "" : "",
    });
  }
  return fail(409, { error: t("head_office.errors.changed_meanwhile") });
}
