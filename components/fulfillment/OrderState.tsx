import type { TFunction } from "i18next";
import type { OrderState as State } from "../../lib/fulfillment/schema.ts";

/** An order's state as the portal's state pill (static/styles.css .pill). */
export function OrderState({ state, t }: { state: State; t: TFunction }) {
  return <span class="pill" data-state={state}>{t(`fulfillment.states.${state}`)}</span>;
}
