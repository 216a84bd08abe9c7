import type { TFunction } from "i18next";
import type { OrderState as State } from "../../lib/fulfillment/schema.ts";

export function OrderState({ state, t }: { state: State; t: TFunction }) {
  return <span class={`badge state-${state}`}>{t(`fulfillment.states.${state}`)}</span>;
}
