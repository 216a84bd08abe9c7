// Routes of the blog area (see ../registry.ts for the fields).
import { type AreaRoutes } from "../types.ts";

export const BLOG: AreaRoutes = {
  area: "blog",
  routes: [
    { id: "blog", pattern: "/blog", access: ["member"], title: true },
    { id: "blog_post", pattern: "/blog/:blog_id", parent: "blog", access: ["member"], title: true },
    { id: "blog_tag", pattern: "/blog/tags/:tag", parent: "blog", access: ["member"], title: true },
    // The members' Atom feed: feed readers carry no session; the handler checks the signed link.
    { id: "blog_feed", pattern: "/blog/feed.xml", access: "public" },
  ],
};
