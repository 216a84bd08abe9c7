// /fulfillment/:env(sandbox)?/shipments/:batch_id — one batch of the user's stores: its state
// (EasyPost's batch states), its parcels and the scan form.
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { HttpError } from "../../../../lib/http/errors.ts";
import { envOf } from "../../../../lib/fulfillment/schema.ts";
import { storesOf } from "../../../../lib/fulfillment/access.ts";
import { getBatch, refreshBatch, type StoreBatch } from "../../../../lib/fulfillment/batches.ts";
import { getOrder } from "../../../../lib/fulfillment/store.ts";
import { csvOrRender } from "../../../../lib/forms/table.ts";
import { BatchPage, parcelsTable } from "../../../../components/fulfillment/Shipments.tsx";
import { getShippingInfo } from "../../../../lib/admin/shipping.ts";
import { labelsPdf, pdfResponse, scanFormPdf } from "../../../../lib/fulfillment/pdf.ts";

export const config: RouteConfig = {
  routeOverride: "/fulfillment/:env(sandbox)?/shipments/:batch_id",
};

export const handler: Handlers<StoreBatch, PortalState> = {
  async GET(_req, ctx) {
    const { kv, config } = ctx.state;
    const stored = await getBatch(kv, envOf(ctx.params.env), ctx.params.batch_id);
    if (!stored || !storesOf(ctx.state.user).includes(stored.store)) {
      throw new HttpError(404, "fulfillment.errors.not_found");
    }
    // A batch EasyPost is still creating gets its scan form once it is created.
    const batch = await refreshBatch(kv, config, stored);
    const pdf = ctx.url.searchParams.get("pdf");
    if (pdf === "scan_form" && batch.scan_form_id) {
      // The carrier's own form when it has one (EasyPost), else the portal prints it.
      if (batch.scan_form_url) return Response.redirect(batch.scan_form_url, 302);
      const from = await getShippingInfo(kv, batch.store);
      if (!from) throw new HttpError(404, "fulfillment.errors.not_found");
      const bytes = await scanFormPdf(batch, from.ship_from, ctx.state.t, ctx.state.locale);
      return pdfResponse(bytes, `scan-form-${batch.id}.pdf`);
    }
    if (pdf === "labels") {
      // Every label of the batch in one PDF, to print at once.
      const from = await getShippingInfo(kv, batch.store);
      if (!from) throw new HttpError(404, "fulfillment.errors.not_found");
      const orders = [];
      for (const id of new Set(batch.orders.map((o) => o.id))) {
        const order = await getOrder(kv, batch.env, id);
        if (order?.shipment) orders.push({ order, from: from.ship_from });
      }
      return pdfResponse(await labelsPdf(orders, ctx.state.t), `labels-${batch.id}.pdf`);
    }
    return csvOrRender(ctx, batch, parcelsTable(batch.env), batch.orders, `batch-${batch.id}`);
  },
};

export default function Page(props: PageProps<StoreBatch, PortalState>) {
  return <BatchPage {...props} />;
}
