// /head-office/pricing/sales (buyers): sales events — name, type, dates, priority, stores, items at
// sale prices. A new event is refused when an item is unknown, below cost or not marked down;
// overlaps with other events are listed (the higher priority wins where two price one item).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../../lib/auth/signed_in.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { formValues, seeOther, validateForm } from "../../../lib/forms/mod.ts";
import { formatDate } from "../../../lib/i18n/format.ts";
import {
  createEvent,
  deleteEvent,
  EventFormSchema,
  itemPrices,
  listEvents,
  type SalesEvent,
} from "../../../lib/head_office/events.ts";
import { checkEvent, type PriceIssue } from "../../../lib/head_office/price_checks.ts";
import { DataTable } from "../../../components/DataTable.tsx";
import type { Column } from "../../../lib/forms/table.ts";
import { HoFrame } from "../../../components/head-office/Frame.tsx";
import { EventForm, IssueList } from "../../../components/head-office/Pricing.tsx";
import { ConfirmSubmit } from "../../../components/forms/ConfirmSubmit.tsx";

interface Row {
  event: SalesEvent;
  issues: PriceIssue[];
}

interface Data {
  rows: Row[];
  values: Record<string, string | string[] | boolean>;
  errors: Record<string, string>;
  rejected: PriceIssue[];
}

async function rows(kv: Deno.Kv): Promise<Row[]> {
  const events = await listEvents(kv);
  const prices = await itemPrices(kv, events.flatMap((e) => e.items.map((i) => i.item_number)));
  return events.map((event) => ({ event, issues: checkEvent(event, events, prices) }));
}

export const handler: Handlers<Data, SignedInState> = {
  async GET(_req, ctx) {
    return ctx.render({ rows: await rows(ctx.state.kv), values: {}, errors: {}, rejected: [] });
  },
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    const { kv, t } = ctx.state;
    const values = await formValues(req);
    if (values.action === "delete") {
      await deleteEvent(kv, String(values.id ?? ""));
      return seeOther("/head-office/pricing/sales?deleted=1");
    }
    const parsed = validateForm(values, EventFormSchema, t);
    if (!parsed.ok) {
      return ctx.render({ rows: await rows(kv), values, errors: parsed.errors, rejected: [] }, {
        status: 400,
      });
    }
    const result = await createEvent(kv, user, parsed.data);
    if (!result.ok) {
      const errors = {
        items: result.unknown.length
          ? t("head_office.errors.unknown_items", { items: result.unknown.join(", ") })
          : t("head_office.errors.price_checks"),
      };
      return ctx.render({ rows: await rows(kv), values, errors, rejected: result.issues }, {
        status: 400,
      });
    }
    return seeOther("/head-office/pricing/sales?created=1");
  },
};

export default function SalesEventsPage({ data, state, url }: PageProps<Data, SignedInState>) {
  const { t, locale } = state;
  const columns: Column<Row>[] = [
    {
      key: "name",
      label: t("head_office.events.name"),
      sortable: true,
      value: (r) => r.event.name,
    },
    {
      key: "type",
      label: t("head_office.events.type"),
      value: (r) => t(`head_office.events.types.${r.event.type}`),
    },
    {
      key: "starts_on",
      label: t("head_office.events.starts_on"),
      sortable: true,
      value: (r) => r.event.starts_on,
      cell: (r) => formatDate(r.event.starts_on, locale),
    },
    {
      key: "ends_on",
      label: t("head_office.events.ends_on"),
      sortable: true,
      value: (r) => r.event.ends_on,
      cell: (r) => formatDate(r.event.ends_on, locale),
    },
    {
      key: "priority",
      label: t("head_office.events.priority"),
      num: true,
      sortable: true,
      value: (r) => r.event.priority,
    },
    {
      key: "stores",
      label: t("head_office.events.stores"),
      value: (r) => r.event.stores.join(" ") || t("head_office.all_stores"),
    },
    {
      key: "items",
      label: t("head_office.events.item_count"),
      num: true,
      value: (r) => r.event.items.length,
    },
    {
      key: "checks",
      label: t("head_office.events.checks"),
      value: (r) => r.issues.length,
      cell: (r) =>
        r.issues.length ? <IssueList t={t} issues={r.issues} /> : t("head_office.checks.ok"),
    },
    {
      key: "actions",
      label: t("head_office.actions"),
      cell: (r) => (
        <form method="post">
          <input type="hidden" name="action" value="delete" />
          <input type="hidden" name="id" value={r.event.id} />
          <ConfirmSubmit question={t("common.confirm.delete", { what: r.event.name })}>
            {t("head_office.delete")}
          </ConfirmSubmit>
        </form>
      ),
    },
  ];
  const q = url.searchParams;
  return (
    <HoFrame
      id="ho_pricing_sales"
      t={t}
      lead={t("head_office.events.lead")}
      notice={q.has("created")
        ? t("head_office.events.created")
        : q.has("deleted")
        ? t("head_office.events.deleted")
        : null}
    >
      <DataTable
        id="events"
        columns={columns}
        rows={data.rows}
        url={url}
        t={t}
        csv={false}
        empty={t("head_office.events.empty")}
        rowAttrs={(r) => ({ "data-event": r.event.id })}
      />
      <EventForm t={t} values={data.values} errors={data.errors} />
      <IssueList t={t} issues={data.rejected} />
    </HoFrame>
  );
}
