// /fulfillment/packages/{id}: the page data of one accepted order (packages, label, returns), its
// papers as PDF, and its form posts. Posts are read through lib/forms: a bad field comes back
// translated next to its input with what was typed, never as a bare 400.
import type { PortalState } from "../state.ts";
import { HttpError } from "../http/errors.ts";
import {
  type FieldErrors,
  type FormValues,
  seeOther,
  textValue,
  validateForm,
} from "../forms/mod.ts";
import { getShippingInfo } from "../admin/shipping.ts";
import { i18nFor } from "../i18n/mod.ts";
import {
  basePath,
  type Env,
  type FulfillmentOrder,
  orderLocale,
  PackageForm,
  parcelsOf,
} from "./schema.ts";
import { orderForUser } from "./access.ts";
import { buyLabel, markShipped, voidLabel } from "./shipping.ts";
import { addPackage, removePackage, unpacked, updatePackage } from "./packages.ts";
import { quoteRates, serviceOptions } from "./rates.ts";
import { now } from "./store.ts";
import { playTrackerScan } from "./tracking.ts";
import { labelsPdf, packingSlipPdf, pdfResponse } from "./pdf.ts";
import { TRACKER_STATUSES, type TrackerStatus } from "./carrier.ts";
import { createReturn, listReturnsOfOrder, returnableOf, ReturnForm } from "./returns.ts";
import type { PackageFields, PackagesData } from "./page_data.ts";

/** The order of the page, if the user may work on it; else 404. */
export async function packagesOrder(state: PortalState, env: Env, id: string) {
  const order = await orderForUser(state.kv, env, state.user, id);
  if (!order) throw new HttpError(404, "fulfillment.errors.not_found");
  return order;
}

export async function packagesData(
  state: PortalState,
  order: FulfillmentOrder,
  extra: Partial<PackagesData> = {},
): Promise<PackagesData> {
  const left = Object.fromEntries(unpacked(order));
  const qty = Object.fromEntries(Object.entries(left).map(([k, v]) => [k, String(Math.max(0, v))]));
  return {
    order,
    left,
    form: { box: "medium", weight_g: "", length_cm: "", width_cm: "", height_cm: "", qty },
    errors: {},
    returns: await listReturnsOfOrder(state.kv, order.env, order.id),
    returnable: await returnableOf(state.kv, order),
    services: order.rates
      ? serviceOptions(order.rates, order, await now(state.kv, order.env))
      : null,
    returnForm: { reason_code: "", reason: "", rule: "shipping_store", qty: {} },
    ...extra,
  };
}

/** ?pdf=label|slip: the label or the packing slip, in the customer's language; else null. */
export async function packagesPdf(
  state: PortalState,
  order: FulfillmentOrder,
  kind: string | null,
): Promise<Response | null> {
  if (kind !== "label" && kind !== "slip") return null;
  // The ship-from address the label was bought with (the store's shipping information).
  const from = order.store ? await getShippingInfo(state.kv, order.store) : null;
  if (!from || (kind === "label" && !order.shipment)) {
    throw new HttpError(404, "fulfillment.errors.no_label");
  }
  // The customer's papers are in the customer's language (French for a Québec address).
  const lang = orderLocale(order);
  const t = i18nFor(lang).t;
  if (kind === "slip") {
    return pdfResponse(
      await packingSlipPdf(order, from.ship_from, t, lang),
      `slip-${order.order_number}.pdf`,
    );
  }
  // One parcel with the carrier's own label: that label, as the carrier made it.
  const parcels = parcelsOf(order);
  if (parcels.length === 1 && parcels[0].label_url) {
    return Response.redirect(parcels[0].label_url, 302);
  }
  const bytes = await labelsPdf([{ order, from: from.ship_from }], t);
  return pdfResponse(bytes, `label-${order.order_number}.pdf`);
}

/** What was typed for a package, as the form renders it back. */
function packageFields(values: FormValues, order: FulfillmentOrder): PackageFields {
  const text = (name: string) => textValue(values, name);
  return {
    box: text("box"),
    weight_g: text("weight_g"),
    length_cm: text("length_cm"),
    width_cm: text("width_cm"),
    height_cm: text("height_cm"),
    qty: Object.fromEntries(
      order.lines.map((l) => [l.item_number, textValue(values, `qty_${l.item_number}`) || "0"]),
    ),
  };
}

function returnFields(values: FormValues, order: FulfillmentOrder) {
  return {
    reason_code: textValue(values, "reason_code"),
    reason: textValue(values, "reason"),
    rule: textValue(values, "rule"),
    qty: Object.fromEntries(
      order.lines.map((l) => [l.item_number, textValue(values, `ret_${l.item_number}`) || "0"]),
    ),
  };
}

/** The values with each named field present ("" when the form left it out, as an empty input). */
function withFields(values: FormValues, names: string[]): FormValues {
  return { ...values, ...Object.fromEntries(names.map((n) => [n, textValue(values, n)])) };
}

const PACKAGE_FIELDS = ["box", "weight_g", "length_cm", "width_cm", "height_cm"];
const RETURN_FIELDS = ["reason_code", "reason", "rule"];

const units = (typed: string | undefined) => Math.max(0, Math.floor(Number(typed) || 0));

/** What a refused post shows again, with its status. */
export type PackagesRefusal = { status: number; data: Partial<PackagesData> };

type Result = { ok: true } | { ok: false; error: string };

/** One post of the page: a redirect when done, else what to render again. */
export async function packagesAction(
  state: PortalState,
  env: Env,
  order: FulfillmentOrder,
  values: FormValues,
  here: string,
): Promise<Response | PackagesRefusal> {
  const { kv, config, user, t } = state;
  const action = textValue(values, "action");
  const by = user!.email;
  const packageId = textValue(values, "package");
  let result: Result;
  if (action === "pack" || action === "edit_package") {
    const checked = validateForm(withFields(values, PACKAGE_FIELDS), PackageForm, t);
    const typed = packageFields(checked.values, order);
    const refuse = (errors: FieldErrors, status: number): PackagesRefusal => ({
      status,
      data: action === "pack"
        ? { form: typed, errors }
        : { edit: { id: packageId, form: typed }, errors },
    });
    if (!checked.ok) return refuse(checked.errors, 400);
    if (action === "edit_package") {
      result = await updatePackage(kv, env, order.id, packageId, checked.data);
      if (!result.ok) return refuse({ package: t(result.error) }, 409);
    } else {
      const items = Object.entries(typed.qty).map(([item_number, q]) => ({
        item_number,
        quantity: units(q),
      }));
      result = await addPackage(kv, env, order.id, checked.data, items, by);
      if (!result.ok) return refuse({ items: t(result.error) }, 400);
    }
  } else if (action === "remove_package") {
    result = await removePackage(kv, env, order.id, packageId, by);
  } else if (action === "return") {
    const checked = validateForm(withFields(values, RETURN_FIELDS), ReturnForm, t);
    const typed = returnFields(checked.values, order);
    if (!checked.ok) return { status: 400, data: { returnForm: typed, errors: checked.errors } };
    const lines = order.lines.map((l) => ({
      item_number: l.item_number,
      quantity: units(typed.qty[l.item_number]),
    }));
    const created = await createReturn(kv, order, checked.data, lines, by);
    if (!created.ok) {
      return {
        status: 400,
        data: { returnForm: typed, errors: { return_lines: t(created.error) } },
      };
    }
    return seeOther(`${basePath(env)}/returns/${created.ret.id}`);
  } else if (action === "rates") {
    result = await quoteRates(kv, config, env, order.id);
  } else if (action === "label") {
    const [carrier, service] = textValue(values, "service").split("|");
    const chosen = carrier && service ? { carrier, service } : null;
    result = await buyLabel(kv, config, env, order.id, by, chosen);
  } else if (action === "void") {
    result = await voidLabel(kv, config, env, order.id, by);
  } else if (action === "ship") {
    result = await markShipped(kv, env, order.id, by);
  } else if (action === "scan" && env === "sandbox") {
    const status = textValue(values, "status") as TrackerStatus;
    if (!TRACKER_STATUSES.includes(status)) {
      throw new HttpError(400, "fulfillment.errors.not_found");
    }
    result = await playTrackerScan(kv, config, env, order.id, status);
  } else {
    throw new HttpError(400, "fulfillment.errors.not_found");
  }
  if (!result.ok) return { status: 409, data: { error: result.error } };
  return seeOther(here);
}
