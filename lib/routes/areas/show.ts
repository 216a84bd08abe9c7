// Routes of the show area (see ../registry.ts for the fields).
import { type AreaRoutes } from "../types.ts";

export const SHOW: AreaRoutes = {
  area: "show",
  prefixes: [
    { "prefix": "/show", "require": "show-data", "note": "access.prefix.show" },
  ],
  routes: [
    { id: "show_files", pattern: "/show/files", title: true },
    { id: "show_archives", pattern: "/show/archives", title: true },
    { id: "show", pattern: "/show/:show", title: true },
    { id: "show_show_files", pattern: "/show/:show/files", parent: "show", title: true },
    { id: "show_vendor_pages", pattern: "/show/:show/vendor-pages", parent: "show", title: true },
    { id: "show_linesheet", pattern: "/show/:show/linesheets/:book", parent: "show" },
    {
      id: "show_vendor_page",
      pattern: "/show/:show/vendor-pages/:vendor",
      parent: "show_vendor_pages",
      title: true,
    },
  ],
};
