// /specials for a member: the forms open now (deadline, time left, the group's standing against the
// rebate tiers, "ordered" when one of the user's stores has an order), the user's stores' orders,
// and the past forms. Both lists are DataTables; `specialsTableCsv` answers their CSV links.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { type Column, csvResponseFor } from "../../lib/forms/table.ts";
import { formatCurrency, formatDateTime, formatNumber } from "../../lib/i18n/format.ts";
import type { PurchaseOrder } from "../../lib/orders/schema.ts";
import { type SpecialsListData, timeLeft } from "../../lib/specials/list_page.ts";
import type { TierTracker } from "../../lib/specials/rebates.ts";
import type { SpecialForm } from "../../lib/specials/schema.ts";
import { DataTable } from "../DataTable.tsx";
import { poColumn, stateColumn, totalColumn } from "./OrderColumns.tsx";
import { Vendor } from "../Vendor.tsx";

function columns(data: SpecialsListData, t: TFunction, locale: Locale) {
  const lang = locale === "fr-CA" ? "fr" : "en";
  const names = new Map([...data.open, ...data.past].map((f) => [f.id, f.name[lang]]));
  const ordered = new Set(
    data.orders.filter((o) => o.state !== "cancelled").map((o) => o.program_id),
  );
  const tierStatus = (tracker: TierTracker | null) =>
    !tracker ? "" : tracker.next
      ? t("specials.tracker.short", {
        gap: formatCurrency(tracker.next.gapCents / 100, locale),
        percent: formatNumber(tracker.next.tier.percent, locale),
      })
      : t("specials.tracker.top_short");
  const open: Column<SpecialForm>[] = [
    {
      key: "program",
      label: t("specials.program"),
      sortable: true,
      value: (f) => f.name[lang],
      cell: (f) => <a href={`/specials/view/${encodeURIComponent(f.id)}`}>{f.name[lang]}</a>,
    },
    {
      key: "vendor",
      label: t("specials.vendor"),
      sortable: true,
      value: (f) => f.vendor,
      cell: (f) => <Vendor code={f.vendor} />,
    },
    {
      key: "deadline",
      label: t("specials.deadline"),
      sortable: true,
      value: (f) => f.deadline,
      cell: (f) => formatDateTime(f.deadline, locale),
    },
    {
      key: "left",
      label: t("specials.time_left"),
      value: (f) => {
        const left = timeLeft(f.deadline, data.now);
        return t(left.key, { count: left.count });
      },
    },
    {
      key: "tier",
      label: t("specials.tracker.column"),
      value: (f) => tierStatus(data.trackers[f.id]),
      cell: (f) => <span data-tier-status>{tierStatus(data.trackers[f.id])}</span>,
    },
    {
      key: "status",
      label: t("specials.status"),
      sortable: true,
      value: (f) => ordered.has(f.id) ? t("specials.ordered") : "",
      cell: (f) =>
        ordered.has(f.id) && <span class="pill" data-ordered>{t("specials.ordered")}</span>,
    },
  ];
  const orders: Column<PurchaseOrder>[] = [
    poColumn(t),
    {
      key: "program",
      label: t("specials.program"),
      sortable: true,
      value: (o) => names.get(o.program_id!) ?? "",
    },
    {
      key: "store",
      label: t("specials.store"),
      sortable: true,
      value: (o) => `${o.store} ${data.storeNames[o.store] ?? ""}`.trim(),
    },
    stateColumn(t),
    totalColumn(t, locale),
  ];
  return { open, orders };
}

/** The CSV of the list the URL asks for (`?table=open|orders&format=csv`), or null. */
export function specialsTableCsv(
  url: URL,
  data: SpecialsListData,
  t: TFunction,
  locale: Locale,
): Response | null {
  const cols = columns(data, t, locale);
  return csvResponseFor(url, "open", cols.open, data.open, "specials-open", { locale }) ??
    csvResponseFor(url, "orders", cols.orders, data.orders, "specials-orders", { locale });
}

export function SpecialsList(
  { data, url, t, locale }: { data: SpecialsListData; url: URL; t: TFunction; locale: Locale },
) {
  const lang = locale === "fr-CA" ? "fr" : "en";
  const cols = columns(data, t, locale);
  return (
    <>
      <h2>{t("specials.open_forms")}</h2>
      <DataTable
        id="open"
        columns={cols.open}
        rows={data.open}
        url={url}
        t={t}
        empty={t("specials.none_open")}
        tableAttrs={{ "data-open-forms": "" }}
      />
      <h2>{t("specials.your_orders")}</h2>
      <DataTable
        id="orders"
        columns={cols.orders}
        rows={data.orders}
        url={url}
        t={t}
        empty={t("specials.no_orders")}
        rowAttrs={(o) => ({ "data-order": o.po_number })}
        tableAttrs={{ "data-orders": "" }}
      />
      <h2>{t("specials.past_forms")}</h2>
      {data.past.length === 0 ? <p>{t("specials.none_past")}</p> : (
        <ul data-past-forms>
          {data.past.map((f) => (
            <li>
              <a href={`/specials/view/${encodeURIComponent(f.id)}`}>{f.name[lang]}</a> ·{" "}
              <Vendor code={f.vendor} /> · {formatDateTime(f.deadline, locale)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
