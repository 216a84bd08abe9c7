// The markup of /head-office/pricing/schedule: the change form, the price-check messages, and the
// schedule's DataTable (its columns also give the CSV) with each row's edit, sign and remove
// actions and a box to queue the signs of several changes at once.
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { formatCurrency } from "../../lib/i18n/format.ts";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import {
  SCHEDULE_PAGE_SIZE,
  SCHEDULE_PATH,
  SCHEDULE_TABLE,
  type ScheduleData,
  type ScheduleRow,
} from "../../lib/head_office/schedule_page.ts";
import { DataTable } from "../DataTable.tsx";
import { ConfirmSubmit } from "../forms/ConfirmSubmit.tsx";
import { HoFrame } from "./Frame.tsx";
import { IssueList, periodColumns, ScheduleFormView } from "./Pricing.tsx";

function scheduleColumns(
  t: SignedInState["t"],
  locale: SignedInState["locale"],
): Column<ScheduleRow>[] {
  const money = (c: number) => formatCurrency(c / 100, locale);
  // the texts every row repeats, translated once for the table
  const text = {
    live: t("head_office.schedule.live"),
    pending: t("head_office.schedule.pending"),
    edit: t("head_office.edit"),
    queue: t("head_office.schedule.queue_signs"),
    remove: t("head_office.delete"),
    kinds: {
      sale: t("head_office.schedule.kinds.sale"),
      permanent: t("head_office.schedule.kinds.permanent"),
    },
  };
  const period = periodColumns<ScheduleRow>(t, locale, (r) => r.change);
  return [
    period.starts,
    period.ends,
    ...(["item", "vendor"] as const).map((key): Column<ScheduleRow> => ({
      key,
      label: t(`head_office.${key}`),
      sortable: true,
      value: (r) => key === "item" ? r.change.item_number : r.change.vendor,
    })),
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
    period.stores,
    {
      key: "status",
      label: t("head_office.schedule.status"),
      value: (r) => (r.locked ? text.live : text.pending),
      cell: (r) => r.locked ? <span class="ho-locked" data-locked>{text.live}</span> : text.pending,
    },
    { key: "signs", label: t("head_office.schedule.signs"), num: true, value: (r) => r.queued },
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
            <a href={`${SCHEDULE_PATH}?edit=${encodeURIComponent(r.change.id)}#schedule-form`}>
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

/** The schedule's table: the page and its CSV download (?table=schedule&format=csv). */
export const SCHEDULE: TableSpec<ScheduleRow> = { id: SCHEDULE_TABLE, columns: scheduleColumns };

export function Schedule(
  { data, state, url }: { data: ScheduleData; state: SignedInState; url: URL },
) {
  const { t, locale } = state;
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
      <ScheduleFormView t={t} {...data} />
      <IssueList t={t} issues={data.issues} />
      <DataTable
        {...tableProps(SCHEDULE, t, locale)}
        rows={data.rows}
        pageSize={SCHEDULE_PAGE_SIZE}
        url={url}
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
