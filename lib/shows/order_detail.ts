// What /showcloud/orders/{order_id} and its wizard do on GET and POST over order_view.ts: the
// order page's actions (reopen; cancel, asked first and done by the confirming button), and the
// wizard's steps and submit (terms accepted, open-to-buy confirmed when over, the confirmation
// e-mailed to the person who submitted). A refused action keeps the person where they were.
import type { User } from "../auth/types.ts";
import type { Config } from "../config.ts";
import { formValues, seeOther, textValue } from "../forms/mod.ts";
import { HttpError } from "../http/errors.ts";
import { sendShowConfirmation } from "./order_mail.ts";
import { loadOrderView, type OrderView, runOrderAction } from "./order_view.ts";

type Posted<D> = Response | { status: number; data: D };

export interface OrderDetailData {
  view: OrderView;
  notice: string | null;
  /** Where the submit's confirmation was e-mailed (the signed-in user). */
  email?: string;
  formError: string | null;
  /** "Cancel order" was pressed: the page asks to confirm it. */
  confirmCancel?: boolean;
}

export async function orderDetailPage(
  kv: Deno.Kv,
  user: User,
  id: string,
  url: URL,
): Promise<OrderDetailData> {
  const view = await loadOrderView(kv, user, id, new Date());
  const done = url.searchParams.get("done");
  const notice = done && ["submit", "reopen", "cancel"].includes(done) ? done : null;
  return { view, notice, formError: null, email: user.email };
}

export async function postOrderDetail(
  req: Request,
  kv: Deno.Kv,
  user: User,
  id: string,
): Promise<Posted<OrderDetailData>> {
  const now = new Date();
  const view = await loadOrderView(kv, user, id, now);
  const asked = textValue(await formValues(req), "action");
  if (asked === "cancel" && view.order.state !== "cancelled") {
    return { status: 200, data: { view, notice: null, formError: null, confirmCancel: true } };
  }
  const action = asked === "cancel_confirmed" ? "cancel" : asked;
  try {
    await runOrderAction(kv, user, view, action, now);
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) {
      return { status: 400, data: { view, notice: null, formError: error.key } };
    }
    throw error;
  }
  return seeOther(`/showcloud/orders/${view.order.id}?done=${action}`);
}

export const STEPS = ["lines", "splits", "shipping", "terms", "confirm"] as const;
export type Step = typeof STEPS[number];

export interface WizardData {
  view: OrderView;
  step: Step;
  errors: Record<string, string>;
  /** The terms box as the person left it (kept on a refusal). */
  accepted: boolean;
}

export async function wizardPage(
  kv: Deno.Kv,
  user: User,
  id: string,
  url: URL,
): Promise<WizardData> {
  const view = await loadOrderView(kv, user, id, new Date());
  const asked = url.searchParams.get("step");
  const step = (STEPS as readonly string[]).includes(asked ?? "") ? asked as Step : "lines";
  return { view, step, errors: {}, accepted: false };
}

export async function postWizard(
  req: Request,
  kv: Deno.Kv,
  user: User,
  id: string,
  config: Config,
): Promise<Posted<WizardData>> {
  const now = new Date();
  const view = await loadOrderView(kv, user, id, now);
  const values = await formValues(req, { booleans: ["accept_terms", "otb_confirm"] });
  const accepted = values.accept_terms === true;
  const refuse = (errors: Record<string, string>) => ({
    status: 400,
    data: { view, step: "confirm" as const, errors, accepted },
  });
  if (!accepted) return refuse({ accept_terms: "shows.errors.terms" });
  try {
    await runOrderAction(kv, user, view, "submit", now, {
      otbConfirmed: values.otb_confirm === true,
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return refuse({ _: error.key });
    throw error;
  }
  // The confirmation goes to the person who submitted, in their language.
  const submitted = await loadOrderView(kv, user, view.order.id, now);
  await sendShowConfirmation(kv, config, user, submitted);
  return seeOther(`/showcloud/orders/${view.order.id}?done=submit`);
}
