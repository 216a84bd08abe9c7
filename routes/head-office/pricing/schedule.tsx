// /head-office/pricing/schedule (buyers): dated price changes (the stores' upcoming-changes page
// and the sign generator read the same entries). A change locks once live: no edit, no removal.
// Each change can queue its shelf sign for the stores it applies to.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../../lib/auth/signed_in.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import {
  changedFields,
  FORM_ERROR,
  formValues,
  postedVersion,
  seeOther,
  staleEditErrors,
  validateForm,
} from "../../../lib/forms/mod.ts";
import { formatCurrency, formatDate, torontoDateString } from "../../../lib/i18n/format.ts";
import { addDays, type PriceChange } from "../../../lib/resources/prices.ts";
import {
  changeWithVersion,
  isLocked,
  listSchedule,
  queuedCounts,
  queueSigns,
  removeScheduledChange,
  saveScheduledChange,
  ScheduleFormSchema,
} from "../../../lib/head_office/schedule.ts";
import type { PriceIssue } from "../../../lib/head_office/price_checks.ts";
import { DataTable } from "../../../components/DataTable.tsx";
import { type Column, csvResponseFor } from "../../../lib/forms/table.ts";
import { HoFrame } from "../../../components/head-office/Frame.tsx";
import { IssueList, ScheduleFormView } from "../../../components/head-office/Pricing.tsx";
import { ConfirmSubmit } from "../../../components/forms/ConfirmSubmit.tsx";

interface Row {
  change: PriceChange;
  locked: boolean;
  queued: number;
}

interface Data {
  rows: Row[];
  values: Record<string, string | string[] | boolean>;
  errors: Record<string, string>;
  issues: PriceIssue[];
  replaces: string | null;
  error: string | null;
  /** An edit: the version the change was read at (lib/forms/version.ts). */
  version: string;
}

/** The last month and everything ahead. */
async function rows(kv: Deno.Kv, today: string): Promise<Row[]> {
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
const labelOf = (field: string, t: (key: string) => string) => t(LABELS[field]);

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

export const handler: Handlers<Data, SignedInState> = {
  async GET(_req, ctx) {
    const { kv, t } = ctx.state;
    const today = torontoDateString(new Date());
    const all = await rows(kv, today);
    const editId = ctx.url.searchParams.get("edit");
    const csv = csvResponseFor(
      ctx.url,
      "schedule",
      scheduleColumns(t, ctx.state.locale),
      all,
      "price-schedule",
      { locale: ctx.state.locale },
    );
    if (csv) return csv;
    const editing = editId ? all.find((r) => r.change.id === editId) : undefined;
    const read = editing && !editing.locked ? await changeWithVersion(kv, editing.change.id) : null;
    return ctx.render({
      rows: all,
      values: editing && !editing.locked ? valuesOf(editing.change) : {},
      errors: {},
      issues: [],
      replaces: editing && !editing.locked ? editing.change.id : null,
      error: editing?.locked ? t("head_office.schedule.locked_error") : null,
      version: read?.version ?? "",
    });
  },
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    const { kv, t } = ctx.state;
    const today = torontoDateString(new Date());
    const values = await formValues(req, { arrays: ["ids"] });
    const id = String(values.id ?? "");
    const fail = async (
      status: number,
      extra: Partial<Data>,
    ) =>
      ctx.render({
        rows: await rows(kv, today),
        values,
        errors: {},
        issues: [],
        replaces: typeof values.replaces === "string" ? values.replaces : null,
        error: null,
        version: postedVersion(values) ?? "",
        ...extra,
      }, { status });
    if (values.action === "remove") {
      const result = await removeScheduledChange(kv, id, today);
      if (result === "locked") {
        return fail(409, {
          values: {},
          replaces: null,
          error: t("head_office.schedule.locked_error"),
        });
      }
      return seeOther(`/head-office/pricing/schedule?removed=${result === "removed" ? 1 : 0}`);
    }
    if (values.action === "signs") {
      const count = await queueSigns(kv, id, user);
      return seeOther(`/head-office/pricing/schedule?signs=${count ?? 0}`);
    }
    if (values.action === "signs_many") {
      // the signs of several changes at once: the ones ticked in the table
      const ids = [...new Set(values.ids as string[])];
      if (ids.length === 0) return fail(400, { error: t("head_office.schedule.none_chosen") });
      let count = 0;
      for (const one of ids) count += (await queueSigns(kv, one, user)) ?? 0;
      return seeOther(`/head-office/pricing/schedule?signs=${count}`);
    }
    const parsed = validateForm(values, ScheduleFormSchema, t);
    if (!parsed.ok) return fail(400, { errors: parsed.errors });
    const replaces = typeof values.replaces === "string" && values.replaces
      ? values.replaces
      : null;
    const result = await saveScheduledChange(
      kv,
      parsed.data,
      today,
      replaces,
      postedVersion(values),
    );
    if (result.ok) return seeOther("/head-office/pricing/schedule?saved=1");
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
      const now = (await rows(kv, today)).map((r) => r.change)
        .filter((c) => c.item_number === parsed.data.item_number)
        .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
      const fields = now
        ? Object.fromEntries(
          Object.entries(valuesOf(now)).map(([k, saved]) => [k, { label: labelOf(k, t), saved }]),
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
  },
};

/** The schedule's columns: the page's table and its CSV download (?table=schedule&format=csv). */
function scheduleColumns(t: SignedInState["t"], locale: SignedInState["locale"]): Column<Row>[] {
  const money = (c: number) => formatCurrency(c / 100, locale);
  // the texts every row repeats, translated once for the table
  const text = {
    live: t("head_office.schedule.live"),
    pending: t("head_office.schedule.pending"),
    edit: t("head_office.edit"),
    queue: t("head_office.schedule.queue_signs"),
    remove: t("head_office.delete"),
    all: t("head_office.all_stores"),
    kinds: {
      sale: t("head_office.schedule.kinds.sale"),
      permanent: t("head_office.schedule.kinds.permanent"),
    },
  };
  return [
    {
      key: "starts_on",
      label: t("head_office.events.starts_on"),
      sortable: true,
      value: (r) => r.change.starts_on,
      cell: (r) => formatDate(r.change.starts_on, locale),
    },
    {
      key: "ends_on",
      label: t("head_office.events.ends_on"),
      value: (r) => r.change.ends_on ?? "",
      cell: (r) => (r.change.ends_on ? formatDate(r.change.ends_on, locale) : "—"),
    },
    {
      key: "item",
      label: t("head_office.item"),
      sortable: true,
      value: (r) => r.change.item_number,
    },
    {
      key: "vendor",
      label: t("head_office.vendor"),
      sortable: true,
      value: (r) => r.change.vendor,
    },
    {
      key: "kind",
      label: t("head_office.schedule.kind"),
      value: (r) => text.kinds[r.change.kind],
    },
    {
      key: "regular",
      label: t("head_office.editor.regular"),
      num: true,
      value: (r) => r.change.regular_cents / 100,
      cell: (r) => money(r.change.regular_cents),
    },
    {
      key: "price",
      label: t("head_office.schedule.price"),
      num: true,
      value: (r) => r.change.price_cents / 100,
      cell: (r) => money(r.change.price_cents),
    },
    {
      key: "stores",
      label: t("head_office.events.stores"),
      value: (r) => r.change.stores.join(" ") || text.all,
    },
    {
      key: "status",
      label: t("head_office.schedule.status"),
      value: (r) => (r.locked ? text.live : text.pending),
      cell: (r) => r.locked ? <span class="ho-locked" data-locked>{text.live}</span> : text.pending,
    },
    {
      key: "signs",
      label: t("head_office.schedule.signs"),
      num: true,
      value: (r) => r.queued,
    },
    {
      key: "select",
      label: t("head_office.schedule.select"),
      cell: (r) => (
        <input
          type="checkbox"
          name="ids"
          value={r.change.id}
          form="bulk-signs"
          aria-label={t("head_office.schedule.select_change", { item: r.change.item_number })}
        />
      ),
    },
    {
      key: "actions",
      label: t("head_office.actions"),
      cell: (r) => (
        <>
          {!r.locked && (
            <a
              href={`/head-office/pricing/schedule?edit=${
                encodeURIComponent(r.change.id)
              }#schedule-form`}
            >
              {text.edit}
            </a>
          )}
          <form method="post">
            <input type="hidden" name="id" value={r.change.id} />
            <button type="submit" name="action" value="signs" class="secondary">
              {text.queue}
            </button>
            {!r.locked && (
              <ConfirmSubmit
                name="action"
                value="remove"
                question={t("common.confirm.delete", { what: r.change.item_number })}
              >
                {text.remove}
              </ConfirmSubmit>
            )}
          </form>
        </>
      ),
    },
  ];
}

export default function SchedulePage({ data, state, url }: PageProps<Data, SignedInState>) {
  const { t, locale } = state;
  const columns = scheduleColumns(t, locale);
  const q = url.searchParams;
  const notice = q.has("saved")
    ? t("head_office.schedule.saved")
    : q.has("signs")
    ? t("head_office.schedule.signs_queued", { count: Number(q.get("signs")) })
    : q.get("removed") === "1"
    ? t("head_office.schedule.removed")
    : null;
  return (
    <HoFrame
      id="ho_pricing_schedule"
      t={t}
      lead={t("head_office.schedule.lead")}
      notice={notice}
      error={data.error}
    >
      <ScheduleFormView
        t={t}
        values={data.values}
        errors={data.errors}
        replaces={data.replaces}
        version={data.version}
      />
      <IssueList t={t} issues={data.issues} />
      <DataTable
        id="schedule"
        columns={columns}
        rows={data.rows}
        url={url}
        t={t}
        rowAttrs={(r) => ({ "data-change": r.change.id })}
        empty={t("head_office.schedule.empty")}
      />
      {data.rows.length > 0 && (
        <form id="bulk-signs" method="post">
          <input type="hidden" name="action" value="signs_many" />
          <button type="submit" class="secondary">
            {t("head_office.schedule.queue_selected")}
          </button>
        </form>
      )}
    </HoFrame>
  );
}
