// GET /blog/feed.xml?user=&lang=&sig= — a member's Atom feed of the latest published posts. Public
// in the access table because feed readers carry no session: the signed address stands in for it
// (lib/auth/signed_feed.ts), and the account must still exist, be enabled and be allowed /blog.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { feedReader } from "../../lib/auth/signed_feed.ts";
import { atomFeed, BLOG_FEED } from "../../lib/blog/feed.ts";
import { listPublished } from "../../lib/blog/store.ts";
import { i18nFor } from "../../lib/i18n/mod.ts";
import { linkOrigin } from "../../lib/mail/mod.ts";

export const handler: Handlers<unknown, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const { lang } = await feedReader(kv, BLOG_FEED, ctx.url);
    const { posts } = await listPublished(kv, { size: 20 });
    // the feed's links use the configured public origin, never the request's Host
    const origin = linkOrigin(ctx.state.config);
    const xml = atomFeed(posts, {
      origin,
      locale: lang,
      title: i18nFor(lang).t("blog.feed_title"),
      selfUrl: `${origin}${ctx.url.pathname}${ctx.url.search}`,
    });
    return new Response(xml, {
      headers: {
        "content-type": "application/atom+xml; charset=utf-8",
        "cache-control": "private, max-age=300",
      },
    });
  },
};
