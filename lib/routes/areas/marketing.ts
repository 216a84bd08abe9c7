// Routes of the marketing area (see ../registry.ts for the fields).
import { type AreaRoutes } from "../types.ts";

export const MARKETING: AreaRoutes = {
  area: "marketing",
  prefixes: [
    { "prefix": "/marketing", "require": "buyer", "note": "access.prefix.buyer" },
  ],
  routes: [
    { id: "marketing", pattern: "/marketing", title: true },
    { id: "marketing_items", pattern: "/marketing/items", parent: "marketing", title: true },
    {
      id: "marketing_item",
      pattern: "/marketing/items/:id",
      parent: "marketing_items",
      title: true,
    },
    {
      id: "marketing_items_merge",
      pattern: "/marketing/items/merge/:vendor",
      parent: "marketing_items",
      title: true,
    },
    {
      id: "marketing_items_system_changes",
      pattern: "/marketing/items/system-changes",
      parent: "marketing_items",
      title: true,
    },
    {
      id: "marketing_items_migrate",
      pattern: "/marketing/items/migrate/:from_id/:to_id",
      parent: "marketing_items",
      title: true,
    },
    {
      id: "marketing_items_by_sale_date",
      pattern: "/marketing/items/by-sale-date/:start_date/:end_date",
      parent: "marketing_items",
      title: true,
    },
    {
      id: "marketing_sync_errors",
      pattern: "/marketing/sync-errors",
      parent: "marketing",
      title: true,
    },
    {
      id: "marketing_price_import",
      pattern: "/marketing/price-import",
      parent: "marketing",
      title: true,
    },
    {
      id: "marketing_shopify_sync",
      pattern: "/marketing/shopify-sync",
      parent: "marketing",
      title: true,
    },
    {
      id: "marketing_shopify_files",
      pattern: "/marketing/shopify-files",
      parent: "marketing",
      title: true,
    },
    {
      id: "marketing_shopify_reviews",
      pattern: "/marketing/shopify-reviews",
      parent: "marketing",
      title: true,
    },
    {
      id: "marketing_collections",
      pattern: "/marketing/collections",
      parent: "marketing",
      title: true,
    },
    {
      id: "marketing_master_items",
      pattern: "/marketing/master-items",
      parent: "marketing",
      title: true,
    },
    {
      id: "marketing_master_item",
      pattern: "/marketing/master-items/:id",
      parent: "marketing_master_items",
      title: true,
    },
    {
      id: "marketing_size_guides",
      pattern: "/marketing/size-guides",
      parent: "marketing",
      title: true,
    },
    {
      id: "marketing_size_guide",
      pattern: "/marketing/size-guides/:id",
      parent: "marketing_size_guides",
      title: true,
    },
    {
      id: "marketing_assortment",
      pattern: "/marketing/assortments/:id",
      parent: "marketing",
      title: true,
    },
    {
      id: "marketing_assortment_hda",
      pattern: "/marketing/assortments/:id/hda-link",
      parent: "marketing_assortment",
      title: true,
    },
    {
      id: "marketing_vendor",
      pattern: "/marketing/vendors/:vendor_number",
      parent: "marketing",
      title: true,
    },
  ],
};
