// Routes of the showcloud area (see ../registry.ts for the fields).
import { type AreaRoutes } from "../types.ts";

export const SHOWCLOUD: AreaRoutes = {
  area: "showcloud",
  routes: [
    { id: "showcloud", pattern: "/showcloud", title: true },
    { id: "showcloud_shipping", pattern: "/showcloud/shipping", parent: "showcloud", title: true },
    { id: "showcloud_orders", pattern: "/showcloud/orders", parent: "showcloud", title: true },
    {
      id: "showcloud_order",
      pattern: "/showcloud/orders/:order_id",
      parent: "showcloud_orders",
      title: true,
    },
    {
      id: "showcloud_order_wizard",
      pattern: "/showcloud/orders/:order_id/wizard",
      parent: "showcloud_order",
      title: true,
    },
    { id: "showcloud_vendor", pattern: "/showcloud/:vendor", parent: "showcloud", title: true },
    {
      id: "showcloud_vendor_order",
      pattern: "/showcloud/:vendor/order",
      parent: "showcloud_vendor",
      title: true,
    },
    {
      id: "showcloud_book",
      pattern: "/showcloud/:vendor/books/:bpg_id",
      parent: "showcloud_vendor",
      title: true,
    },
  ],
};
