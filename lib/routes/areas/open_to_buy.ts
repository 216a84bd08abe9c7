// Routes of the open to buy area (see ../registry.ts for the fields).
import { type AreaRoutes } from "../types.ts";

export const OPEN_TO_BUY: AreaRoutes = {
  area: "open_to_buy",
  prefixes: [
    { "prefix": "/open-to-buy", "require": "sales", "note": "access.prefix.open_to_buy" },
  ],
  routes: [
    { id: "otb", pattern: "/open-to-buy", title: true },
    { id: "otb_reports", pattern: "/open-to-buy/reports", parent: "otb", title: true },
    {
      id: "otb_report",
      pattern: "/open-to-buy/reports/:report_id",
      parent: "otb_reports",
      title: true,
    },
    { id: "otb_results", pattern: "/open-to-buy/results/:guid", parent: "otb", title: true },
    // OTB left for order screens: members and head office; the handler also asks for the sales or
    // ordering permission (prefix rules do not cover /api, and access lists are all-of)
    { id: "api_otb_left", pattern: "/api/open-to-buy/left", access: ["member"] },
  ],
};
