// Routes of the specials area (see ../registry.ts for the fields).
import { type AreaRoutes } from "../types.ts";

export const SPECIALS: AreaRoutes = {
  area: "specials",
  prefixes: [
    { "prefix": "/specials", "require": "ordering", "note": "access.prefix.specials" },
  ],
  routes: [
    { id: "specials", pattern: "/specials", title: true },
    { id: "specials_form", pattern: "/specials/view/:form_id", parent: "specials", title: true },
    {
      id: "specials_order_edit",
      pattern: "/specials/orders/edit/:order_id",
      parent: "specials",
      title: true,
    },
  ],
};
