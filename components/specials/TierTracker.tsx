// The tier tracker of a program: where the group stands against the rebate tiers, the rebate
// earned so far, the store's part of it, and how far the group is from the next tier with the
// store's share of that gap at its current pace. Never names another store.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { formatCurrency, formatNumber } from "../../lib/i18n/format.ts";
import type { TierTracker } from "../../lib/specials/rebates.ts";

export function TierTrackerPanel(
  { tracker, t, locale, group = false }: {
    tracker: TierTracker;
    t: TFunction;
    locale: Locale;
    /** Head office's view: the group only, no store lines. */
    group?: boolean;
  },
) {
  const money = (cents: number) => formatCurrency(cents / 100, locale);
  const pct = (p: number) => formatNumber(p, locale);
  return (
    <section class="card" data-tier-tracker>
      <h2>{t("specials.tracker.title")}</h2>
      <p data-tracker-group>
        {t("specials.tracker.group_submitted", { total: money(tracker.groupCents) })}{" "}
        {tracker.reached
          ? t("specials.tracker.reached", {
            percent: pct(tracker.reached.percent),
            rebate: money(tracker.groupRebateCents),
          })
          : t("specials.tracker.none_reached")}
      </p>
      {tracker.next
        ? (
          <p data-tracker-next>
            {t("specials.tracker.next", {
              gap: money(tracker.next.gapCents),
              percent: pct(tracker.next.tier.percent),
            })} {!group && (tracker.storeCents > 0
              ? t("specials.tracker.your_share", { share: money(tracker.next.storeShareCents) })
              : t("specials.tracker.no_pace"))}
          </p>
        )
        : <p data-tracker-top>{t("specials.tracker.top")}</p>}
      {!group && tracker.withOrder && (
        <p data-tracker-with-order>
          {t("specials.tracker.with_order", {
            order: money(tracker.withOrder.orderCents),
            total: money(tracker.withOrder.groupCents),
          })} {tracker.withOrder.reached
            ? t("specials.tracker.with_order_reached", {
              percent: pct(tracker.withOrder.reached.percent),
            })
            : t("specials.tracker.with_order_none")}
        </p>
      )}
      {!group && (
        <p data-tracker-store>
          {t("specials.tracker.your_total", {
            total: money(tracker.storeCents),
            rebate: money(tracker.storeRebateCents),
          })}
        </p>
      )}
    </section>
  );
}
