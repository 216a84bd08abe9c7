// GET /api/open-to-buy/left?store=&department=&start_ship=|month=&pending= → OTB left of one store,
// department and fiscal month (lib/otb/left.ts), for order screens that show it live as quantities
// change. Amounts in retail cents. A store the user may not see → 403.
import type { Handlers } from "$fresh/server.ts";
import { NAMED_CHECKS } from "../../../lib/access/checks.ts";
import type { ApiDoc } from "../../../lib/apidocs/types.ts";
import { apiOperation } from "../../../lib/http/api_doc.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { HttpError, json, parseQuery } from "../../../lib/http/errors.ts";
import { otbLeft } from "../../../lib/otb/left.ts";
import { LeftQuery } from "../../../lib/otb/schema.ts";
import { fiscalMonth } from "../../../lib/orders/on_order.ts";
import { canSeeStore } from "../../../lib/stores/mod.ts";
import type { PortalState } from "../../../lib/state.ts";

export const api: ApiDoc = {
  GET: apiOperation(
    "open_to_buy.api.left",
    { query: LeftQuery },
    { 200: "open_to_buy.api.left_result", 403: "open_to_buy.api.forbidden" },
    400,
    401,
  ),
};

export const handler: Handlers<unknown, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    const q = parseQuery(ctx.url, LeftQuery);
    // whoever may order or plan (sales or ordering permission; head office passes both)
    if (!NAMED_CHECKS.sales(user) && !NAMED_CHECKS.ordering(user)) {
      throw new HttpError(403, "open_to_buy.errors.no_permission");
    }
    if (!canSeeStore(user, q.store)) throw new HttpError(403, "open_to_buy.errors.not_your_store");
    const month = q.month ?? fiscalMonth(q.start_ship!).key;
    return json(
      await otbLeft(ctx.state.kv, q.store, q.department, month, Math.round(q.pending * 100)),
    );
  },
};
