// Head office's next step on a placed order (approve a submitted order, mark an approved one
// processed) as a one-button form. It sends the state and version it shows, so a change made
// meanwhile is refused instead of acted on (lib/orders/review.ts).
import type { TFunction } from "i18next";
import { type PurchaseOrder } from "../../lib/orders/schema.ts";
import { reviewMove } from "../../lib/orders/review.ts";

export function ReviewButton({ order, t }: { order: PurchaseOrder; t: TFunction }) {
  const to = reviewMove(order);
  if (!to) return null;
  return (
    <form method="post" class="inline" data-review={order.po_number}>
      <input type="hidden" name="action" value="review" />
      <input type="hidden" name="po" value={order.id} />
      <input type="hidden" name="from" value={order.state} />
      <input type="hidden" name="to" value={to} />
      <input type="hidden" name="po_version" value={order.version} />
      <button type="submit" class="secondary">{t(`orders.review.${to}`)}</button>
    </form>
  );
}
