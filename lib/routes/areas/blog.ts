// Routes of the blog area (see ../registry.ts for the fields).
import { type AreaRoutes } from "../types.ts";

export const BLOG: AreaRoutes = {
  area: "blog",
  routes: [
    { id: "blog", pattern: "/blog", access: ["member"], title: true },
    { id: "blog_post", pattern: "/blog/:blog_id", parent: "blog", access: ["member"], title: true },
    { id: "blog_tag", pattern: "/blog/tags/:tag", parent: "blog", access: ["member"], title: true },
  ],
};
