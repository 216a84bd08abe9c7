// Routes of the fulfillment area (see ../registry.ts for the fields).
import { type AreaRoutes, ENV } from "../types.ts";

export const FULFILLMENT: AreaRoutes = {
  area: "fulfillment",
  prefixes: [
    { "prefix": "/fulfillment", "require": "fulfillment", "note": "access.prefix.fulfillment" },
    {
      "prefix": "/fulfillment",
      "exact": true,
      "require": { "any": ["fulfillment", "team-fulfillment"] },
      "note": "access.prefix.fulfillment_home",
    },
    {
      "prefix": "/fulfillment/team-quotes",
      "require": { "any": ["fulfillment", "team-fulfillment"] },
      "note": "access.prefix.fulfillment_team_quotes",
    },
    {
      "prefix": "/fulfillment/accounting",
      "require": { "all": ["fulfillment", "accounting"] },
      "note": "access.prefix.fulfillment_accounting",
    },
    {
      "prefix": "/fulfillment/analytics",
      "require": { "all": ["fulfillment", "sales"] },
      "note": "access.prefix.fulfillment_analytics",
    },
  ],
  routes: [
    { id: "ful_home", pattern: `/fulfillment/${ENV}`, title: true },
    {
      id: "ful_return",
      pattern: `/fulfillment/${ENV}/returns/:id`,
      parent: "ful_home",
      title: true,
    },
    {
      id: "ful_return_routing",
      pattern: `/fulfillment/${ENV}/returns/routing/:id`,
      parent: "ful_home",
      title: true,
    },
    {
      id: "ful_routing",
      pattern: `/fulfillment/${ENV}/routing/:id`,
      parent: "ful_home",
      title: true,
    },
    {
      id: "ful_package",
      pattern: `/fulfillment/${ENV}/packages/:id`,
      parent: "ful_home",
      title: true,
    },
    {
      id: "ful_analytics",
      pattern: `/fulfillment/${ENV}/analytics`,
      parent: "ful_home",
      title: true,
    },
    {
      id: "ful_shipments",
      pattern: `/fulfillment/${ENV}/shipments`,
      parent: "ful_home",
      title: true,
    },
    {
      id: "ful_shipment_batch",
      pattern: `/fulfillment/${ENV}/shipments/:batch_id`,
      parent: "ful_shipments",
      title: true,
    },
    {
      id: "ful_accounting",
      pattern: `/fulfillment/${ENV}/accounting`,
      parent: "ful_home",
      title: true,
    },
    {
      id: "ful_team_quote",
      pattern: `/fulfillment/${ENV}/team-quotes/:id`,
      parent: "ful_home",
      title: true,
    },
  ],
};
