// The "show order submitted" e-mail to the person who submitted it, in their own language: each
// delivery's PO number, window, ship-to, units and cost, the total, and a link (from the
// configured public origin, lib/mail linkOrigin) to the order.
import type { User } from "../auth/types.ts";
import type { Config } from "../config.ts";
import { i18nFor } from "../i18n/mod.ts";
import { formatCurrency, formatDate, formatDateTime } from "../i18n/format.ts";
import { linkOrigin, sendMail } from "../mail/mod.ts";
import { inLocale } from "../catalogue/mod.ts";
import type { OrderView } from "./order_view.ts";

/** The PO numbers of a show order's deliveries, for titles and breadcrumbs ("PO-1, PO-2"). */
export function poNumbers(view: Pick<OrderView, "pos">): string {
  return view.pos.filter((p) => p !== null).map((p) => p!.po_number).join(", ");
}

export async function sendShowConfirmation(
  kv: Deno.Kv,
  config: Config,
  user: User,
  view: OrderView,
): Promise<void> {
  const locale = user.locale;
  const t = i18nFor(locale).t;
  const day = (d: string) => formatDate(`${d}T12:00:00Z`, locale);
  const deliveries = view.pos.filter((p) => p !== null).map((po) => {
    const units = po!.lines.reduce((n, l) => n + l.quantity, 0);
    const cents = po!.lines.reduce((n, l) => n + Math.round(l.unit_cost * 100) * l.quantity, 0);
    return t("shows.mail.delivery", {
      po: po!.po_number,
      start: day(po!.start_ship),
      cancel: day(po!.cancel_date),
      ship_to: po!.ship_to,
      units,
      cost: formatCurrency(cents / 100, locale),
      interpolation: { escapeValue: false },
    });
  }).join("\n");
  await sendMail(kv, config, {
    to: user.email,
    subject: t("shows.mail.subject", { pos: poNumbers(view), vendor: view.vendorName }),
    text: t("shows.mail.body", {
      name: user.name,
      show: inLocale(view.show.name, locale),
      vendor: view.vendorName,
      store: view.order.store,
      deliveries,
      units: view.total.units,
      total: formatCurrency(view.total.cost / 100, locale),
      deadline: formatDateTime(view.show.order_deadline, locale),
      link: `${linkOrigin(config)}/showcloud/orders/${view.order.id}`,
      interpolation: { escapeValue: false },
    }),
  }, locale);
}
