// /showcloud/orders/{order_id}/wizard: review a draft step by step — lines, splits, shipping,
// terms, confirm (`?step=`) — then submit. Submitting needs the terms accepted and is refused
// after the show's order deadline, on the server; a refusal keeps the person on the step. An order
// over the store's open-to-buy shows the warning and needs "submit anyway" ticked too.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import { ShowStyles } from "../../../../components/show/ShowStyles.tsx";
import { OrderLines, OrderSplits } from "../../../../components/showcloud/OrderSummary.tsx";
import { crumbsFor, pageTitle } from "../../../../lib/nav/pages.ts";
import { requireUser } from "../../../../lib/auth/signed_in.ts";
import { formValues, seeOther } from "../../../../lib/forms/mod.ts";
import { HttpError } from "../../../../lib/http/errors.ts";
import { inLocale } from "../../../../lib/catalogue/mod.ts";
import { formatCurrency } from "../../../../lib/i18n/format.ts";
import { poNumbers, sendShowConfirmation } from "../../../../lib/shows/order_mail.ts";
import { loadOrderView, type OrderView, runOrderAction } from "../../../../lib/shows/order_view.ts";
import { vendorOrderUrl } from "../../../../lib/shows/vendor_order.ts";
import { fmtFor } from "../../../../lib/sales/format.ts";
import { OtbLeftPanel } from "../../../../components/open-to-buy/OtbLeftPanel.tsx";

const STEPS = ["lines", "splits", "shipping", "terms", "confirm"] as const;
type Step = typeof STEPS[number];

interface Data {
  view: OrderView;
  step: Step;
  errors: Record<string, string>;
  /** The terms box as the person left it (kept on a refusal). */
  accepted: boolean;
}

function stepOf(url: URL): Step {
  const asked = url.searchParams.get("step");
  return (STEPS as readonly string[]).includes(asked ?? "") ? asked as Step : "lines";
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    const view = await loadOrderView(ctx.state.kv, user, ctx.params.order_id, new Date());
    return ctx.render({ view, step: stepOf(ctx.url), errors: {}, accepted: false });
  },
  async POST(req, ctx) {
    const { kv } = ctx.state;
    const user = requireUser(ctx.state);
    const now = new Date();
    const view = await loadOrderView(kv, user, ctx.params.order_id, now);
    const values = await formValues(req, { booleans: ["accept_terms", "otb_confirm"] });
    const accepted = values.accept_terms === true;
    const refuse = (errors: Record<string, string>) =>
      ctx.render({ view, step: "confirm", errors, accepted }, { status: 400 });
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
    await sendShowConfirmation(kv, ctx.state.config, user, submitted);
    return seeOther(`/showcloud/orders/${view.order.id}?done=submit`);
  },
};

export default function WizardPage({ data, state }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const { view, step, errors } = data;
  const { order } = view;
  const base = `/showcloud/orders/${order.id}/wizard`;
  const index = STEPS.indexOf(step);
  const next = STEPS[index + 1];
  const lang = locale === "fr-CA" ? "fr" : "en";
  return (
    <>
      <ShowStyles />
      <PageHeader
        title={pageTitle("showcloud_order_wizard", t)}
        crumbs={crumbsFor("showcloud_order_wizard", t, { order_id: order.id }).map((c) =>
          // The order's crumb names its PO numbers, not its id.
          c.href === `/showcloud/orders/${order.id}`
            ? { ...c, label: pageTitle("showcloud_order", t, { order_id: poNumbers(view) }) }
            : c
        )}
        appName={t("common.app_name")}
      />
      <p class="lead">
        {view.vendorName} · {t("shows.store_n", { store: order.store })} ·{" "}
        {inLocale(view.show.name, locale)}
      </p>
      <ol class="steps">
        {STEPS.map((s, i) => (
          <li key={s}>
            <a href={`${base}?step=${s}`} aria-current={s === step ? "step" : undefined}>
              {i + 1}. {t(`shows.wizard.${s}`)}
            </a>
          </li>
        ))}
      </ol>
      {order.state !== "draft" && (
        <p class="notice" role="status">
          {t("shows.wizard.not_draft", { state: t(`shows.states.${order.state}`) })}
        </p>
      )}
      {errors._ && <p class="error" role="alert" data-form-error>{t(errors._)}</p>}
      {step === "lines" && <OrderLines view={view} t={t} locale={locale} />}
      {step === "splits" && <OrderSplits view={view} t={t} locale={locale} />}
      {step === "shipping" && (
        <ul data-ship-tos>
          {order.splits.map((s, i) => (
            <li key={i}>
              {t("shows.wizard.delivery", { n: i + 1, ship_to: s.ship_to })}
              {s.po_ref && <>{" · "}{t("shows.order.po_ref")} {s.po_ref}</>}
            </li>
          ))}
        </ul>
      )}
      {step === "terms" && <p class="card" data-terms>{view.show.terms[lang]}</p>}
      {step === "confirm" && (
        <>
          <p data-confirm-total>
            {t("shows.order.total", { units: view.total.units })}{" "}
            <strong>{formatCurrency(view.total.cost / 100, locale)}</strong> ·{" "}
            {t("shows.wizard.deliveries", { count: order.splits.length })}
          </p>
          {view.open && view.mayChange && order.state === "draft" && (
            <form method="post" class="card" novalidate>
              <label>
                <input
                  type="checkbox"
                  name="accept_terms"
                  checked={data.accepted}
                  aria-invalid={errors.accept_terms ? "true" : undefined}
                  style="width:auto"
                />{" "}
                {t("shows.wizard.accept")}
              </label>
              {errors.accept_terms && (
                <p class="field-error" role="alert">{t(errors.accept_terms)}</p>
              )}
              <OtbLeftPanel cells={view.otb} t={t} f={fmtFor(locale)} confirmable />
              <p>
                <button type="submit">{t("shows.wizard.submit")}</button>
              </p>
            </form>
          )}
        </>
      )}
      <p class="actions">
        {view.open && view.mayChange && order.state === "draft" && (
          <a class="button secondary" href={vendorOrderUrl(order.vendor, order.book, order.store)}>
            {t("shows.order.edit")}
          </a>
        )} {next && <a class="button" href={`${base}?step=${next}`}>{t("shows.wizard.next")}</a>}
      </p>
    </>
  );
}
