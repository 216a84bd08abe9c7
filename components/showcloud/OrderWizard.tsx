// The review wizard of a draft show order (/showcloud/orders/{order_id}/wizard): the steps
// (lines, splits, shipping, terms, confirm), each step's view, and on the last the terms box, the
// open-to-buy panel and the submit button.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { formatCurrency } from "../../lib/i18n/format.ts";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { fmtFor } from "../../lib/sales/format.ts";
import { STEPS, type WizardData } from "../../lib/shows/order_detail.ts";
import { poNumbers } from "../../lib/shows/order_mail.ts";
import { vendorOrderUrl } from "../../lib/shows/vendor_order.ts";
import { OtbLeftPanel } from "../open-to-buy/OtbLeftPanel.tsx";
import { PageHeader } from "../PageHeader.tsx";
import { ShowStyles } from "../show/ShowStyles.tsx";
import { OrderLines, OrderSplits } from "./OrderSummary.tsx";

export function OrderWizard(
  { data, t, locale }: { data: WizardData; t: TFunction; locale: Locale },
) {
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
