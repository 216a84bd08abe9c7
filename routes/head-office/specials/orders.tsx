// /head-office/specials/orders (head office): every specials order by program, with store, vendor,
// state, units and total at cost, the group's tier tracker and the stores that have not ordered;
// filters by program, vendor, store and state; ?format=csv: one row per order line (filtered);
// ?format=xlsx&vendor=V: the vendor's order sheet (lib/specials/exports.ts). POST: approve or
// process an order, or remind the stores that have not ordered (lib/specials/head_office.ts).
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { headedPage } from "../../../components/orders/HeadedPage.tsx";
import { SpecialsOrdersView } from "../../../components/specials/OrdersView.tsx";
import { ordersTableCsv } from "../../../components/specials/OrderColumns.tsx";
import { csvResponse } from "../../../lib/http/csv.ts";
import { xlsxResponse } from "../../../lib/http/xlsx.ts";
import { HttpError } from "../../../lib/http/errors.ts";
import { safeFilename } from "../../../lib/i18n/format.ts";
import { formValues, seeOther } from "../../../lib/forms/mod.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import {
  LINE_COLUMNS,
  LINE_DECIMALS,
  lineRows,
  ordersFilter,
  programOrders,
  vendorWorkbook,
} from "../../../lib/specials/exports.ts";
import {
  DONE_PARAMS,
  doneNotice,
  type HeadOfficeOrdersData,
  headOfficeOrdersData,
  postHeadOfficeOrders,
} from "../../../lib/specials/head_office.ts";

export const handler: Handlers<HeadOfficeOrdersData, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t } = ctx.state;
    const params = ctx.url.searchParams;
    const format = params.get("format");
    if (format === "csv" && params.has("table")) {
      const data = await headOfficeOrdersData(kv, params, new Date());
      const csv = ordersTableCsv(ctx.url, data, t, ctx.state.locale);
      if (!csv) throw new HttpError(404, "specials.errors.form_not_found");
      return csv;
    }
    if (format !== "csv" && format !== "xlsx") {
      return ctx.render(
        await headOfficeOrdersData(kv, params, new Date(), { notice: doneNotice(params) }),
      );
    }
    const filter = ordersFilter(params);
    const programs = await programOrders(kv, filter);
    if (format === "csv") {
      return csvResponse([[...LINE_COLUMNS], ...lineRows(programs)], "specials-orders", {
        locale: ctx.state.locale,
        decimals: LINE_DECIMALS,
      });
    }
    const vendor = filter.vendor;
    if (!vendor || !programs.some((p) => p.form.vendor === vendor)) {
      throw new HttpError(404, "specials.errors.no_vendor_orders");
    }
    const body = await vendorWorkbook(kv, programs, vendor, t, ctx.state.locale);
    return xlsxResponse(body, safeFilename(`specials-${vendor}`));
  },
  async POST(req, ctx) {
    const { kv, config } = ctx.state;
    const user = requireUser(ctx.state);
    const result = await postHeadOfficeOrders(kv, config, user, await formValues(req));
    const params = new URLSearchParams(
      [...ctx.url.searchParams].filter(([k]) => !DONE_PARAMS.includes(k)),
    );
    if ("error" in result) {
      const data = await headOfficeOrdersData(kv, params, new Date(), { error: result.error });
      return ctx.render(data, { status: result.status });
    }
    for (const [k, v] of Object.entries(result.done)) params.set(k, v);
    return seeOther(`/head-office/specials/orders?${params}`);
  },
};

export default headedPage("ho_specials_orders", SpecialsOrdersView);
