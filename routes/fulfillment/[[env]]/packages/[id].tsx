// /fulfillment/:env(sandbox)?/packages/:id — one accepted order: the pick list, its packages (box,
// weight, items), the label, the hand-over to the carrier and tracking; the label and packing
// slip as PDF (?pdf=label|slip). In the sandbox, buttons play the carrier's tracking scans.
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { HttpError } from "../../../../lib/http/errors.ts";
import { getShippingInfo } from "../../../../lib/admin/shipping.ts";
import {
  envOf,
  type FulfillmentOrder,
  orderLocale,
  PackageForm,
  parcelsOf,
} from "../../../../lib/fulfillment/schema.ts";
import { i18nFor } from "../../../../lib/i18n/mod.ts";
import { orderForUser } from "../../../../lib/fulfillment/access.ts";
import { buyLabel, markShipped, voidLabel } from "../../../../lib/fulfillment/shipping.ts";
import {
  addPackage,
  removePackage,
  unpacked,
  updatePackage,
} from "../../../../lib/fulfillment/packages.ts";
import { quoteRates, serviceOptions } from "../../../../lib/fulfillment/rates.ts";
import { now } from "../../../../lib/fulfillment/store.ts";
import { playTrackerScan } from "../../../../lib/fulfillment/tracking.ts";
import { labelsPdf, packingSlipPdf, pdfResponse } from "../../../../lib/fulfillment/pdf.ts";
import { TRACKER_STATUSES, type TrackerStatus } from "../../../../lib/fulfillment/carrier.ts";
import {
  createReturn,
  listReturnsOfOrder,
  returnableOf,
  ReturnForm,
} from "../../../../lib/fulfillment/returns.ts";
import { basePath } from "../../../../lib/fulfillment/schema.ts";
import { PackagesPage } from "../../../../components/fulfillment/PackagesPage.tsx";
import type { PackageFields, PackagesData } from "../../../../lib/fulfillment/page_data.ts";

export const config: RouteConfig = { routeOverride: "/fulfillment/:env(sandbox)?/packages/:id" };

function fieldsOf(form: FormData, order: FulfillmentOrder): PackageFields {
  const text = (name: string) => String(form.get(name) ?? "");
  return {
    box: text("box"),
    weight_g: text("weight_g"),
    length_cm: text("length_cm"),
    width_cm: text("width_cm"),
    height_cm: text("height_cm"),
    qty: Object.fromEntries(
      order.lines.map((l) => [l.item_number, String(form.get(`qty_${l.item_number}`) ?? "0")]),
    ),
  };
}

function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

type Ctx = Parameters<NonNullable<Handlers<PackagesData, PortalState>["GET"]>>[1];

async function loadOrder(ctx: Ctx) {
  const order = await orderForUser(
    ctx.state.kv,
    envOf(ctx.params.env),
    ctx.state.user,
    ctx.params.id,
  );
  if (!order) throw new HttpError(404, "fulfillment.errors.not_found");
  return order;
}

async function render(
  ctx: Ctx,
  order: FulfillmentOrder,
  extra: Partial<PackagesData> = {},
  status = 200,
) {
  const left = Object.fromEntries(unpacked(order));
  const qty = Object.fromEntries(Object.entries(left).map(([k, v]) => [k, String(Math.max(0, v))]));
  const returns = await listReturnsOfOrder(ctx.state.kv, order.env, order.id);
  return ctx.render({
    order,
    left,
    form: { box: "medium", weight_g: "", length_cm: "", width_cm: "", height_cm: "", qty },
    errors: {},
    returns,
    returnable: await returnableOf(ctx.state.kv, order),
    services: order.rates
      ? serviceOptions(order.rates, order, await now(ctx.state.kv, order.env))
      : null,
    returnForm: { reason_code: "", reason: "", rule: "shipping_store", qty: {} },
    ...extra,
  }, { status });
}

export const handler: Handlers<PackagesData, PortalState> = {
  async GET(_req, ctx) {
    const order = await loadOrder(ctx);
    const pdf = ctx.url.searchParams.get("pdf");
    if (pdf === "label" || pdf === "slip") {
      // The ship-from address the label was bought with (the store's shipping information).
      const from = order.store ? await getShippingInfo(ctx.state.kv, order.store) : null;
      if (!from || (pdf === "label" && !order.shipment)) {
        throw new HttpError(404, "fulfillment.errors.no_label");
      }
      // The customer's papers are in the customer's language (French for a Québec address).
      const lang = orderLocale(order);
      const t = i18nFor(lang).t;
      if (pdf === "slip") {
        const bytes = await packingSlipPdf(order, from.ship_from, t, lang);
        return pdfResponse(bytes, `slip-${order.order_number}.pdf`);
      }
      // One parcel with the carrier's own label: that label, as the carrier made it.
      const parcels = parcelsOf(order);
      if (parcels.length === 1 && parcels[0].label_url) {
        return Response.redirect(parcels[0].label_url, 302);
      }
      const bytes = await labelsPdf([{ order, from: from.ship_from }], t);
      return pdfResponse(bytes, `label-${order.order_number}.pdf`);
    }
    return render(ctx, order);
  },
  async POST(req, ctx) {
    const { kv, config, user } = ctx.state;
    const env = envOf(ctx.params.env);
    const order = await loadOrder(ctx);
    const form = await req.formData();
    const action = String(form.get("action"));
    const by = user!.email;
    let result;
    if (action === "pack" || action === "edit_package") {
      const typed = fieldsOf(form, order);
      const packageId = String(form.get("package") ?? "");
      const parsed = PackageForm.safeParse(typed);
      if (!parsed.success) {
        const errors = issuesOf(parsed.error);
        return action === "pack"
          ? render(ctx, order, { form: typed, errors }, 400)
          : render(ctx, order, { edit: { id: packageId, form: typed }, errors }, 400);
      }
      if (action === "edit_package") {
        result = await updatePackage(kv, env, order.id, packageId, parsed.data);
        if (!result.ok) {
          return render(ctx, order, {
            edit: { id: packageId, form: typed },
            errors: { package: result.error },
          }, 409);
        }
      } else {
        const items = Object.entries(typed.qty).map(([item_number, q]) => ({
          item_number,
          quantity: Math.max(0, Math.floor(Number(q) || 0)),
        }));
        result = await addPackage(kv, env, order.id, parsed.data, items, by);
        if (!result.ok) {
          return render(ctx, order, { form: typed, errors: { items: result.error } }, 400);
        }
      }
    } else if (action === "remove_package") {
      result = await removePackage(kv, env, order.id, String(form.get("package") ?? ""), by);
    } else if (action === "return") {
      const typed = {
        reason_code: String(form.get("reason_code") ?? ""),
        reason: String(form.get("reason") ?? ""),
        rule: String(form.get("rule") ?? ""),
        qty: Object.fromEntries(
          order.lines.map((l) => [l.item_number, String(form.get(`ret_${l.item_number}`) ?? "0")]),
        ),
      };
      const parsed = ReturnForm.safeParse(typed);
      if (!parsed.success) {
        return render(ctx, order, { returnForm: typed, errors: issuesOf(parsed.error) }, 400);
      }
      const lines = order.lines.map((l) => ({
        item_number: l.item_number,
        quantity: Math.max(0, Math.floor(Number(typed.qty[l.item_number]) || 0)),
      }));
      const created = await createReturn(kv, order, parsed.data, lines, by);
      if (!created.ok) {
        return render(
          ctx,
          order,
          { returnForm: typed, errors: { return_lines: created.error } },
          400,
        );
      }
      return new Response(null, {
        status: 303,
        headers: { location: `${basePath(env)}/returns/${created.ret.id}` },
      });
    } else if (action === "rates") {
      result = await quoteRates(kv, config, env, order.id);
    } else if (action === "label") {
      const [carrier, service] = String(form.get("service") ?? "").split("|");
      const chosen = carrier && service ? { carrier, service } : null;
      result = await buyLabel(kv, config, env, order.id, by, chosen);
    } else if (action === "void") {
      result = await voidLabel(kv, config, env, order.id, by);
    } else if (action === "ship") {
      result = await markShipped(kv, env, order.id, by);
    } else if (action === "scan" && env === "sandbox") {
      const status = String(form.get("status")) as TrackerStatus;
      if (!TRACKER_STATUSES.includes(status)) {
        throw new HttpError(400, "fulfillment.errors.not_found");
      }
      result = await playTrackerScan(kv, config, env, order.id, status);
    } else {
      throw new HttpError(400, "fulfillment.errors.not_found");
    }
    if (!result.ok) return render(ctx, order, { error: result.error }, 409);
    return new Response(null, { status: 303, headers: { location: ctx.url.pathname } });
  },
};

export default function Page(props: PageProps<PackagesData, PortalState>) {
  return <PackagesPage {...props} env={envOf(props.params.env)} />;
}
