// Routes of the general area (see ../registry.ts for the fields).
import { type AreaRoutes } from "../types.ts";

export const GENERAL: AreaRoutes = {
  area: "general",
  routes: [
    { id: "home", pattern: "/", access: "public", title: true },
    { id: "support", pattern: "/support", access: ["member"], title: true },
    { id: "cms_page", pattern: "/pages/:permalink", access: "public", title: true },
    // A background task: signed in here; the page itself admits only its starter and site admins
    // (lib/access/owners.ts mayOpenTask, a check on the task record).
    { id: "task", pattern: "/tasks/:guid" },
  ],
};
