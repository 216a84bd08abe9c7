// The /admin index: every site tool, grouped by what it looks after. Titles come from
// `pages.titles.<id>` (the route registry's ids) and descriptions from `admin_shell.index.describe`.
export interface AdminToolGroup {
  /** `admin_shell.index.groups.<id>` */
  id: "people" | "monitoring" | "integrations" | "data";
  /** [href, route id] */
  tools: [string, string][];
}

export const ADMIN_TOOL_GROUPS: AdminToolGroup[] = [
  {
    id: "people",
    tools: [
      ["/admin/users", "admin_users"],
      ["/admin/pages", "admin_pages"],
      ["/admin/translations", "admin_translations"],
      ["/admin/redirects", "admin_redirects"],
    ],
  },
  {
    id: "monitoring",
    tools: [
      ["/admin/recent-visits", "admin_recent_visits"],
      ["/admin/response-times", "admin_response_times"],
      ["/admin/client-errors", "admin_client_errors"],
      ["/admin/tasks", "admin_tasks"],
      ["/admin/cache", "admin_cache"],
    ],
  },
  {
    id: "integrations",
    tools: [
      ["/admin/pos", "admin_pos"],
      ["/admin/locally", "admin_locally"],
      ["/admin/easypost", "admin_easypost"],
      ["/admin/store-shipping-information", "admin_store_shipping"],
    ],
  },
  {
    id: "data",
    tools: [
      ["/admin/data", "admin_data"],
      ["/admin/access", "admin_access"],
    ],
  },
];
