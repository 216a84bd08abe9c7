// The markup of /head-office/pricing/sales: the events' DataTable with their issues and the form
// of a new event.
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { DataTable } from "../DataTable.tsx";
import type { Column } from "../../lib/forms/table.ts";
import { ToolFrame } from "./Frame.tsx";
import { EventForm, IssueList, periodColumns } from "./Pricing.tsx";
import { DeleteForm } from "../forms/DeleteForm.tsx";
import type { SalesEventRow, SalesEventsData } from "../../lib/head_office/sales_events_page.ts";

export function SalesEvents(
  { data, state, url }: { data: SalesEventsData; state: SignedInState; url: URL },
) {
  const { t, locale } = state;
  const period = periodColumns<SalesEventRow>(t, locale, (r) => r.event);
  const columns: Column<SalesEventRow>[] = [
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
    period.starts,
    period.ends,
    {
      key: "priority",
      label: t("head_office.events.priority"),
      num: true,
      sortable: true,
      value: (r) => r.event.priority,
    },
    period.stores,
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
        <DeleteForm
          t={t}
          what={r.event.name}
          fields={{ id: r.event.id }}
          label={t("head_office.delete")}
        />
      ),
    },
  ];
  return (
    <ToolFrame
      id="ho_pricing_sales"
      t={t}
      url={url}
      texts="head_office.events"
      flags={["created", "deleted"]}
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
    </ToolFrame>
  );
}
