// Routes of the fulfillment admin area (see ../registry.ts for the fields).
import { type AreaRoutes, ENV } from "../types.ts";

export const FULFILLMENT_ADMIN: AreaRoutes = {
  area: "fulfillment_admin",
  prefixes: [
    { "prefix": "/fulfillment/admin", "require": "buyer", "note": "access.prefix.buyer" },
  ],
  routes: [
    { id: "fa_home", pattern: `/fulfillment/admin/${ENV}`, title: true },
    { id: "fa_reports", pattern: "/fulfillment/admin/reports", parent: "fa_home", title: true },
    { id: "fa_return", pattern: "/fulfillment/admin/returns/:id", parent: "fa_home", title: true },
    {
      id: "fa_accounting",
      pattern: "/fulfillment/admin/accounting",
      parent: "fa_home",
      title: true,
    },
    {
      id: "fa_payouts",
      pattern: "/fulfillment/admin/accounting/payouts",
      parent: "fa_accounting",
      title: true,
    },
    {
      id: "fa_payout",
      pattern: "/fulfillment/admin/accounting/payouts/:env/:payout_number",
      parent: "fa_payouts",
      title: true,
    },
    {
      id: "fa_team_quotes",
      pattern: "/fulfillment/admin/team-quotes",
      parent: "fa_home",
      title: true,
    },
    {
      id: "fa_penalties",
      pattern: `/fulfillment/admin/${ENV}/penalties`,
      parent: "fa_home",
      title: true,
    },
    {
      id: "fa_order",
      pattern: `/fulfillment/admin/${ENV}/orders/:order_number`,
      parent: "fa_home",
      title: true,
    },
    {
      id: "fa_order_accounting",
      pattern: `/fulfillment/admin/${ENV}/orders/:order_number/accounting`,
      parent: "fa_order",
      title: true,
    },
  ],
};
