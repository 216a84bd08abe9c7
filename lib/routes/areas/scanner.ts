// Routes of the scanner area (see ../registry.ts for the fields).
import { type AreaRoutes } from "../types.ts";

export const SCANNER: AreaRoutes = {
  area: "scanner",
  routes: [
    { id: "scan_pal", pattern: "/scan-pal", title: true },
    { id: "scan_pal_lists", pattern: "/scan-pal/lists", parent: "scan_pal", title: true },
  ],
};
