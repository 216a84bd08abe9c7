// /fulfillment/:env(sandbox)?/shipments/:batch_id — one batch of the user's stores: its state
// (EasyPost's batch states), its parcels and the scan form.
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { HttpError } from "../../../../lib/http/errors.ts";
import { basePath, envOf } from "../../../../lib/fulfillment/schema.ts";
import { storesOf } from "../../../../lib/fulfillment/access.ts";
import { getBatch, type StoreBatch } from "../../../../lib/fulfillment/batches.ts";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../../lib/nav/pages.ts";
import { formatDateTime } from "../../../../lib/i18n/format.ts";
import { EnvBar } from "../../../../components/fulfillment/EnvBar.tsx";
import { getShippingInfo } from "../../../../lib/admin/shipping.ts";
import { pdfResponse, scanFormPdf } from "../../../../lib/fulfillment/pdf.ts";

export const config: RouteConfig = {
  routeOverride: "/fulfillment/:env(sandbox)?/shipments/:batch_id",
};

export const handler: Handlers<StoreBatch, PortalState> = {
  async GET(_req, ctx) {
    const batch = await getBatch(ctx.state.kv, envOf(ctx.params.env), ctx.params.batch_id);
    if (!batch || !storesOf(ctx.state.user).includes(batch.store)) {
      throw new HttpError(404, "fulfillment.errors.not_found");
    }
    if (ctx.url.searchParams.get("pdf") === "scan_form" && batch.scan_form_id) {
      // The carrier's own form when it has one (EasyPost), else the portal prints it.
      if (batch.scan_form_url) return Response.redirect(batch.scan_form_url, 302);
      const from = await getShippingInfo(ctx.state.kv, batch.store);
      if (!from) throw new HttpError(404, "fulfillment.errors.not_found");
      const bytes = await scanFormPdf(batch, from.ship_from, ctx.state.t, ctx.state.locale);
      return pdfResponse(bytes, `scan-form-${batch.id}.pdf`);
    }
    return ctx.render(batch);
  },
};

export default function Page({ data, state, params }: PageProps<StoreBatch, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("ful_shipment_batch", t, params)}
        crumbs={crumbsFor("ful_shipment_batch", t, params)}
        appName={t("common.app_name")}
      />
      <EnvBar env={data.env} t={t} />
      <p data-batch-state>
        {t("fulfillment.shipments.store")} {data.store} ·{" "}
        {t(`fulfillment.shipments.states.${data.state}`)} ·{" "}
        {formatDateTime(data.created_at, locale)} · {data.created_by}
      </p>
      <p>
        {t("fulfillment.shipments.scan_form")}: {data.scan_form_id ?? "—"}
        {data.scan_form_id && (
          <>
            {" · "}
            <a href="?pdf=scan_form" data-scan-form-pdf>
              {t("fulfillment.shipments.scan_form_pdf")}
            </a>
          </>
        )}
      </p>
      <div class="table-wrap">
        <table data-batch-orders>
          <thead>
            <tr>
              <th scope="col">{t("fulfillment.order.number")}</th>
              <th scope="col">{t("fulfillment.order.tracking")}</th>
            </tr>
          </thead>
          <tbody>
            {data.orders.map((o) => (
              <tr>
                <td>
                  <a href={`${basePath(data.env)}/packages/${o.id}`}>{o.order_number}</a>
                </td>
                <td>{o.tracking_code}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
