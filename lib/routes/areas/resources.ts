// Routes of the resources area (see ../registry.ts for the fields).
import { type AreaRoutes } from "../types.ts";

export const RESOURCES: AreaRoutes = {
  area: "resources",
  routes: [
    { id: "pos_docs", pattern: "/pos-docs", title: true },
    {
      id: "res_upc_validation",
      pattern: "/resources/upc-validation",
      access: ["show-data"],
      title: true,
    },
    {
      id: "res_upcoming_price_changes",
      pattern: "/resources/upcoming-price-changes",
      access: ["show-data"],
      title: true,
    },
    {
      id: "res_marketing_assets",
      pattern: "/resources/marketing-assets",
      access: ["marketing"],
      title: true,
    },
    {
      id: "res_signage_generator",
      pattern: "/resources/signage-generator",
      access: ["marketing"],
      title: true,
    },
    {
      id: "res_pos_documentation",
      pattern: "/resources/pos-documentation",
      access: ["member"],
      title: true,
    },
    { id: "res_department_reference", pattern: "/resources/department-reference", title: true },
    { id: "res_store_training", pattern: "/resources/store-training", title: true },
    {
      id: "res_store_training_user",
      pattern: "/resources/store-training/users/:id",
      parent: "res_store_training",
      title: true,
    },
  ],
};
