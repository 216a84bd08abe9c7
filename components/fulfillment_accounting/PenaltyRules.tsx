// The penalty rules with their amounts, shown wherever penalties are.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import {
  PENALTY_CENTS,
  PENALTY_RULES,
  SHIP_BY_BUSINESS_HOURS,
  TRACKING_GRACE_HOURS,
} from "../../lib/fulfillment_accounting/schema.ts";
import { money } from "./shared.tsx";

export function PenaltyRules({ t, locale }: { t: TFunction; locale: Locale }) {
  return (
    <details class="card" data-penalty-rules>
      <summary>{t("fulfillment_accounting.rules_title")}</summary>
      <dl>
        {PENALTY_RULES.map((rule) => (
          <>
            <dt>
              {t(`fulfillment_accounting.rules.${rule}.name`)} —{" "}
              {money(PENALTY_CENTS[rule], locale)}
            </dt>
            <dd>
              {t(`fulfillment_accounting.rules.${rule}.rule`, {
                hours: SHIP_BY_BUSINESS_HOURS,
                grace: TRACKING_GRACE_HOURS,
              })}
            </dd>
          </>
        ))}
      </dl>
    </details>
  );
}
