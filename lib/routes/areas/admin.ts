// Routes of the admin area (see ../registry.ts for the fields).
import { type AreaRoutes } from "../types.ts";

export const ADMIN: AreaRoutes = {
  area: "admin",
  prefixes: [
    { "prefix": "/admin", "require": "admin", "note": "access.prefix.admin" },
  ],
  routes: [
    { id: "admin", pattern: "/admin", title: true },
    { id: "admin_cache", pattern: "/admin/cache" },
    { id: "admin_locally", pattern: "/admin/locally", parent: "admin", title: true },
    { id: "admin_easypost", pattern: "/admin/easypost", parent: "admin", title: true },
    { id: "admin_pos", pattern: "/admin/pos", parent: "admin", title: true },
    { id: "admin_pos_versions", pattern: "/admin/pos/versions", parent: "admin_pos", title: true },
    {
      id: "admin_pos_store",
      pattern: "/admin/pos/stores/:store_number",
      parent: "admin_pos",
      title: true,
    },
    { id: "admin_pages", pattern: "/admin/pages", parent: "admin", title: true },
    { id: "admin_page_edit", pattern: "/admin/pages/edit/:id", parent: "admin_pages", title: true },
    { id: "admin_users", pattern: "/admin/users", parent: "admin", title: true },
    { id: "admin_user", pattern: "/admin/users/:id", parent: "admin_users", title: true },
    { id: "admin_tasks", pattern: "/admin/tasks", parent: "admin", title: true },
    { id: "admin_tasks_guid", pattern: "/admin/tasks/:guid" },
    { id: "admin_recent_visits", pattern: "/admin/recent-visits", parent: "admin", title: true },
    { id: "admin_response_times", pattern: "/admin/response-times", parent: "admin", title: true },
    { id: "admin_redirects", pattern: "/admin/redirects", parent: "admin", title: true },
    {
      id: "admin_store_shipping",
      pattern: "/admin/store-shipping-information",
      parent: "admin",
      title: true,
    },
    {
      id: "admin_store_shipping_store",
      pattern: "/admin/store-shipping-information/:store_number",
      parent: "admin_store_shipping",
      title: true,
    },
    { id: "admin_translations", pattern: "/admin/translations" },
    { id: "admin_client_errors", pattern: "/admin/client-errors" },
    { id: "admin_data", pattern: "/admin/data", parent: "admin", title: true },
    { id: "admin_access", pattern: "/admin/access", parent: "admin", title: true },
    { id: "admin_table", pattern: "/admin/:table", parent: "admin_data", title: true },
    { id: "admin_table_row", pattern: "/admin/:table/:id", parent: "admin_table", title: true },
  ],
};
