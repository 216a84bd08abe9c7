// Routes of the showcloud area (see ../registry.ts for the fields).
import { type AreaRoutes } from "../types.ts";

export const SHOWCLOUD: AreaRoutes = {
  area: "showcloud",
  routes: [
    { id: "showcloud", pattern: "/showcloud", access: ["show-data"], title: true },
    {
      id: "showcloud_shipping",
      pattern: "/showcloud/shipping",
      access: ["show-data", "ordering"],
      parent: "showcloud",
      title: true,
    },
    {
      id: "showcloud_orders",
      pattern: "/showcloud/orders",
      access: ["show-data", "ordering"],
      parent: "showcloud",
      title: true,
    },
    {
      id: "showcloud_order",
      pattern: "/showcloud/orders/:order_id",
      access: ["show-data", "ordering"],
      parent: "showcloud_orders",
      title: true,
    },
    {
      id: "showcloud_order_wizard",
      pattern: "/showcloud/orders/:order_id/wizard",
      access: ["show-data", "ordering"],
      parent: "showcloud_order",
      title: true,
    },
    {
      id: "showcloud_vendor",
      pattern: "/showcloud/:vendor",
      access: ["show-data"],
      parent: "showcloud",
      title: true,
    },
    {
      id: "showcloud_vendor_order",
      pattern: "/showcloud/:vendor/order",
      access: ["show-data", "ordering"],
      parent: "showcloud_vendor",
      title: true,
    },
    {
      id: "showcloud_book",
      pattern: "/showcloud/:vendor/books/:bpg_id",
      access: ["show-data"],
      parent: "showcloud_vendor",
      title: true,
    },
  ],
};
