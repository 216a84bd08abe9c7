// Routes of the reporting area (see ../registry.ts for the fields).
import { type AreaRoutes } from "../types.ts";

export const REPORTING: AreaRoutes = {
  area: "reporting",
  routes: [
    { id: "reporting_member_list", pattern: "/reporting/member-list", access: ["vendor"] },
    { id: "reporting_sales_guid", pattern: "/reporting/sales/:guid", access: ["sales"] },
    { id: "reporting_stock_guid", pattern: "/reporting/stock/:guid", access: ["sales"] },
    { id: "reporting_report_builder", pattern: "/reporting/report-builder", access: ["sales"] },
    {
      id: "reporting_stock_sales_watchlist",
      pattern: "/reporting/stock-sales-watchlist",
      access: ["sales"],
    },
    {
      id: "reporting_bauer_elp_reports",
      pattern: "/reporting/bauer-elp-reports",
      access: ["vendor"],
    },
    {
      id: "reporting_vendor_orders",
      pattern: "/reporting/vendor-orders",
      access: ["vendor"],
      title: true,
    },
    { id: "reporting_shopify_sync_store", pattern: "/reporting/shopify-sync/:store" },
  ],
};
