// Loading the members' blog list for /blog and /blog/tags/{tag} (one function, two routes).
import type { PortalState } from "../state.ts";
import { BlogQuery, type Post } from "./schema.ts";
import { listPublished, visibleTags } from "./store.ts";
import { signedFeedPath } from "../auth/signed_feed.ts";
import { BLOG_FEED } from "./feed.ts";
import { linkOrigin } from "../mail/mod.ts";

/** The blog list page's data (components/blog/BlogList.tsx draws it). */
export interface BlogListData {
  posts: Post[];
  page: number;
  hasNext: boolean;
  tag?: string;
  tags: [string, number][];
  feedUrl: string;
  /** Base of the pager links: /blog or /blog/tags/{tag}. */
  base: string;
}

export async function loadBlogList(
  state: PortalState,
  url: URL,
  fixedTag?: string,
): Promise<BlogListData> {
  const query = BlogQuery.parse(Object.fromEntries(url.searchParams));
  const tag = fixedTag ?? query.tag;
  const now = new Date();
  const [page, tags, feed] = await Promise.all([
    listPublished(state.kv, { page: query.page, tag, now }),
    visibleTags(state.kv, now),
    signedFeedPath(state.kv, BLOG_FEED, state.user!.id, state.locale),
  ]);
  return {
    ...page,
    tag,
    tags,
    // a link for feed readers: the configured public origin, never the request's Host
    feedUrl: `${linkOrigin(state.config)}${feed}`,
    base: fixedTag ? `/blog/tags/${encodeURIComponent(fixedTag)}` : "/blog",
  };
}
