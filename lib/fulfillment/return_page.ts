// /fulfillment/returns/{id}: one return, its label as PDF, and the post that moves it a step on
// (received → inspected with a disposition → refunded with an amount). Read through lib/forms.
import { z } from "zod";
import type { PortalState } from "../state.ts";
import { HttpError } from "../http/errors.ts";
import { type FormValues, seeOther, textValue, validateForm } from "../forms/mod.ts";
import { getStore } from "../stores/mod.ts";
import { i18nFor } from "../i18n/mod.ts";
import { type Env, orderLocale } from "./schema.ts";
import { getOrder } from "./store.ts";
import { pdfResponse, returnLabelPdf } from "./pdf.ts";
import { returnForUser } from "./returns_access.ts";
import {
  advanceReturn,
  buyReturnLabel,
  type Disposition,
  DISPOSITIONS,
  RETURN_STATES,
  type ReturnRequest,
} from "./returns.ts";
import type { ReturnData } from "./page_data.ts";

export async function returnOfPage(state: PortalState, env: Env, id: string) {
  const ret = await returnForUser(state.kv, env, state.user, id);
  if (!ret) throw new HttpError(404, "fulfillment.errors.not_found");
  return ret;
}

/** The customer's return label, in the customer's language (the carrier's own when it has one). */
export async function returnLabelResponse(kv: Deno.Kv, ret: ReturnRequest): Promise<Response> {
  if (!ret.label) throw new HttpError(404, "fulfillment.errors.no_label");
  if (ret.label.label_url) return Response.redirect(ret.label.label_url, 302);
  const order = await getOrder(kv, ret.env, ret.order_id);
  const store = await getStore(kv, ret.store);
  if (!order || !store) throw new HttpError(404, "fulfillment.errors.not_found");
  const bytes = await returnLabelPdf(ret, order, store, i18nFor(orderLocale(order)).t);
  return pdfResponse(bytes, `return-label-${ret.id}.pdf`);
}

/** The refund in cents: more than nothing, at most what the returned lines are worth; else null. */
export function refundOf(text: string, ret: ReturnRequest): number | null {
  const cents = Math.round(Number(text.trim().replace(",", ".")) * 100);
  return /^\d+([.,]\d{1,2})?$/.test(text.trim()) && cents > 0 && cents <= ret.refund_cents
    ? cents
    : null;
}

/** The step form: the disposition is needed to inspect, a valid amount to refund. */
export function returnStepForm(ret: ReturnRequest) {
  return z.object({
    to: z.string().default(""),
    disposition: z.string().default(""),
    refund: z.string().default(""),
  }).superRefine((f, ctx) => {
    if (f.to === "inspected" && !DISPOSITIONS.includes(f.disposition as Disposition)) {
      ctx.addIssue({
        code: "custom",
        path: ["disposition"],
        message: "fulfillment.errors.disposition",
      });
    }
    if (f.to === "refunded" && refundOf(f.refund, ret) === null) {
      ctx.addIssue({ code: "custom", path: ["refund"], message: "fulfillment.errors.refund" });
    }
  });
}

/** A post of the page: a redirect when the step is taken, else what to render (and its status). */
export async function returnAction(
  state: PortalState,
  ret: ReturnRequest,
  values: FormValues,
  here: string,
): Promise<Response | { status: number; data: ReturnData }> {
  const checked = validateForm(values, returnStepForm(ret), state.t);
  if (!checked.ok) {
    const form = {
      refund: textValue(checked.values, "refund"),
      disposition: textValue(checked.values, "disposition"),
    };
    return { status: 400, data: { ret, form, errors: checked.errors } };
  }
  const { to, disposition, refund } = checked.data;
  const by = state.user!.email;
  const extra: Partial<ReturnRequest> = to === "inspected"
    ? { disposition: disposition as Disposition }
    : to === "refunded"
    ? { refunded_cents: refundOf(refund, ret)! }
    : {};
  const next = to === "labelled"
    ? await buyReturnLabel(state.kv, state.config, ret, by)
    : RETURN_STATES.includes(to as ReturnRequest["state"])
    ? await advanceReturn(state.kv, ret, to as ReturnRequest["state"], by, extra)
    : null;
  if (!next) return { status: 409, data: { ret, error: "fulfillment.errors.return_state" } };
  return seeOther(here);
}
