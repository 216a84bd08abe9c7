// Routes of the general area (see ../registry.ts for the fields).
import { type AreaRoutes } from "../types.ts";

export const GENERAL: AreaRoutes = {
  area: "general",
  routes: [
    { id: "home", pattern: "/", access: "public", title: true },
    { id: "support", pattern: "/support", access: ["member"], title: true },
    { id: "cms_page", pattern: "/pages/:permalink", access: "public", title: true },
  ],
};
