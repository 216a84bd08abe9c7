// The store's batches of parcels (one list) and one batch (its parcels), as DataTables whose
// columns also give their CSV (the routes answer ?table=…&format=csv).
import type { PageProps } from "$fresh/server.ts";
import type { TFunction } from "i18next";
import type { PortalState } from "../../lib/state.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { basePath, type Env } from "../../lib/fulfillment/schema.ts";
import type { StoreBatch } from "../../lib/fulfillment/batches.ts";
import type { ShipmentsData } from "../../lib/fulfillment/page_data.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import { DataTable } from "../DataTable.tsx";
import { FulfillmentHeader } from "./EnvBar.tsx";
import { numeric, sortable, stateColumn } from "./columns.tsx";

/** A store's batches of one environment, and one batch's parcels. */
export const batchesTable = (env: Env): TableSpec<StoreBatch> => ({
  id: "batches",
  columns: (t, locale) => batchColumns(t, locale, env),
});
export const parcelsTable = (env: Env): TableSpec<Parcel> => ({
  id: "parcels",
  columns: (t) => parcelColumns(t, env),
});

export function batchColumns(t: TFunction, locale: Locale, env: Env): Column<StoreBatch>[] {
  return [
    sortable("batch", t("fulfillment.shipments.batch"), (b) => b.id, {
      cell: (b) => <a href={`${basePath(env)}/shipments/${b.id}`}>{b.id}</a>,
    }),
    sortable("store", t("fulfillment.shipments.store"), (b) => b.store),
    stateColumn(
      "state",
      t("fulfillment.shipments.state"),
      (b) => b.state,
      (s) => t(`fulfillment.shipments.states.${s}`),
    ),
    numeric("parcels", t("fulfillment.shipments.parcels"), (b) => b.orders.length),
    sortable("created", t("fulfillment.shipments.created"), (b) => b.created_at, {
      cell: (b) => formatDateTime(b.created_at, locale),
    }),
  ];
}

type Parcel = StoreBatch["orders"][number];

export function parcelColumns(t: TFunction, env: Env): Column<Parcel>[] {
  return [
    sortable("order", t("fulfillment.order.number"), (o) => o.order_number, {
      cell: (o) => <a href={`${basePath(env)}/packages/${o.id}`}>{o.order_number}</a>,
    }),
    sortable("package", t("fulfillment.pdf.package"), (o) => o.package_id ?? ""),
    sortable("tracking", t("fulfillment.order.tracking"), (o) => o.tracking_code),
  ];
}

export function ShipmentsPage(
  { data, state, params, url, env }: PageProps<ShipmentsData, PortalState> & { env: Env },
) {
  const { t, locale } = state;
  return (
    <>
      <FulfillmentHeader page="ful_shipments" params={params} env={env} t={t} />
      <p class="lead">{t("fulfillment.shipments.intro")}</p>
      {data.error && <p class="error" role="alert">{t(data.error)}</p>}
      {data.ready.map((r) => (
        <form method="post" class="inline">
          <input type="hidden" name="store" value={r.store} />
          {t("fulfillment.shipments.store")} {r.store}:{" "}
          {t("fulfillment.shipments.ready", { count: r.count })}{" "}
          {r.count > 0 && <button type="submit">{t("fulfillment.shipments.create")}</button>}
        </form>
      ))}
      <DataTable
        {...tableProps(batchesTable(env), t, locale)}
        rows={data.batches}
        url={url}
        empty={t("fulfillment.shipments.none")}
        tableAttrs={{ "data-batches": "" }}
      />
    </>
  );
}

export function BatchPage({ data, state, params, url }: PageProps<StoreBatch, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <FulfillmentHeader page="ful_shipment_batch" params={params} env={data.env} t={t} />
      <p data-batch-state>
        {t("fulfillment.shipments.store")} {data.store} ·{" "}
        {t(`fulfillment.shipments.states.${data.state}`)} ·{" "}
        {formatDateTime(data.created_at, locale)} · {data.created_by}
      </p>
      <p>
        <a href="?pdf=labels" data-batch-labels>{t("fulfillment.shipments.labels_pdf")}</a>
        {" · "}
        {t("fulfillment.shipments.scan_form")}:{" "}
        {data.scan_form_id ?? t("fulfillment.shipments.scan_form_pending")}
        {data.scan_form_id && (
          <>
            {" · "}
            <a href="?pdf=scan_form" data-scan-form-pdf>
              {t("fulfillment.shipments.scan_form_pdf")}
            </a>
          </>
        )}
      </p>
      <DataTable
        {...tableProps(parcelsTable(data.env), t, locale)}
        rows={data.orders}
        url={url}
        tableAttrs={{ "data-batch-orders": "" }}
      />
    </>
  );
}
