// An order's history with its refusals in time order: "Declined by … (store 1310): reason", or
// "Lapsed at the deadline (store 1310)", between the states it went through.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { FulfillmentOrder } from "../../lib/fulfillment/schema.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import { personName } from "../../lib/nav/labels.ts";

export function OrderHistory(
  { order, t, locale }: { order: FulfillmentOrder; t: TFunction; locale: Locale },
) {
  const rows = [
    ...order.history.map((h) => ({
      at: h.at,
      text: `${t(`fulfillment.states.${h.state}`)} · ${personName(h.by)}${
        h.note ? ` · ${h.note}` : ""
      }`,
      refusal: false,
    })),
    ...order.refusals.map((r) => ({
      at: r.at,
      text: r.reason === null
        ? t("fulfillment.history.lapsed", { store: r.store })
        : t("fulfillment.history.declined", {
          by: r.by ?? t("fulfillment.history.the_store"),
          store: r.store,
          reason: r.reason,
        }),
      refusal: true,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at) || Number(b.refusal) - Number(a.refusal));
  return (
    <ol data-history>
      {rows.map((r) => (
        <li {...(r.refusal ? { "data-refusal": true } : {})}>
          {formatDateTime(r.at, locale)} · {r.text}
        </li>
      ))}
    </ol>
  );
}
