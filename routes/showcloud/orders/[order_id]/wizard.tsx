// /showcloud/orders/{order_id}/wizard: review a draft step by step — lines, splits, shipping,
// terms, confirm (`?step=`) — then submit. Submitting needs the terms accepted and is refused
// after the show's order deadline, on the server; a refusal keeps the person on the step. An order
// over the store's open-to-buy shows the warning and needs "submit anyway" ticked too.
// lib/shows/order_detail.ts, components/showcloud/OrderWizard.tsx.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { OrderWizard } from "../../../../components/showcloud/OrderWizard.tsx";
import { requireUser } from "../../../../lib/auth/signed_in.ts";
import { postWizard, type WizardData, wizardPage } from "../../../../lib/shows/order_detail.ts";
import { pageHandlers } from "../../../../lib/orders/page_handlers.ts";

export const handler = pageHandlers<WizardData>(
  (ctx) => wizardPage(ctx.state.kv, requireUser(ctx.state), ctx.params.order_id, ctx.url),
  (req, ctx) =>
    postWizard(req, ctx.state.kv, requireUser(ctx.state), ctx.params.order_id, ctx.state.config),
);

export default function WizardPage({ data, state }: PageProps<WizardData, PortalState>) {
  return <OrderWizard data={data} t={state.t} locale={state.locale} />;
}
