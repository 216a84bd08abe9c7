// Routes of the dashboards area (see ../registry.ts for the fields).
import { type AreaRoutes } from "../types.ts";

export const DASHBOARDS: AreaRoutes = {
  area: "dashboards",
  routes: [
    { id: "dashboards_mystery_minis", pattern: "/dashboards/mystery-minis" },
    { id: "dashboards_group_dashboard", pattern: "/dashboards/group-dashboard", access: ["buyer"] },
    {
      id: "dashboards_member_dashboard",
      pattern: "/dashboards/member-dashboard",
      access: ["member", "sales"],
    },
    {
      id: "dashboards_vendor_dashboard",
      pattern: "/dashboards/vendor-dashboard",
      access: ["vendor"],
    },
    {
      id: "dashboards_customer_dashboard",
      pattern: "/dashboards/customer-dashboard",
      access: ["member", "sales", "customers"],
    },
    {
      id: "dashboards_item_item_number",
      pattern: "/dashboards/item/:item_number",
      access: ["member", "sales"],
    },
  ],
};
