// GET /blog/feed.xml?user=&lang=&sig= — a member's Atom feed of the latest published posts. Public
// in the access table because feed readers carry no session: the signed address stands in for it
// (lib/blog/feed.ts), and the account must still exist, be enabled and be allowed /blog.
import type { Handlers } from "$fresh/server.ts";
import { z } from "zod";
import type { PortalState } from "../../lib/state.ts";
import { HttpError, parseQuery } from "../../lib/http/errors.ts";
import { LOCALES } from "../../lib/auth/types.ts";
import { getUser, publicUser } from "../../lib/auth/store.ts";
import { canAccess } from "../../lib/access/table.ts";
import { atomFeed, verifyFeedSignature } from "../../lib/blog/feed.ts";
import { listPublished } from "../../lib/blog/store.ts";
import { i18nFor } from "../../lib/i18n/mod.ts";
import { linkOrigin } from "../../lib/mail/mod.ts";

const FeedQuery = z.object({
  user: z.string().min(1).max(100),
  lang: z.enum(LOCALES).catch("en-US"),
  sig: z.string().min(1).max(100),
});

export const handler: Handlers<unknown, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const query = parseQuery(ctx.url, FeedQuery);
    const record = await verifyFeedSignature(kv, query.user, query.sig)
      ? await getUser(kv, query.user)
      : null;
    const user = record && !record.Disabled ? publicUser(record) : null;
    if (!user || !canAccess(user, "/blog")) throw new HttpError(403, "blog.errors.feed_link");
    const { posts } = await listPublished(kv, { size: 20 });
    // the feed's links use the configured public origin, never the request's Host
    const origin = linkOrigin(ctx.state.config);
    const xml = atomFeed(posts, {
      origin,
      locale: query.lang,
      title: i18nFor(query.lang).t("blog.feed_title"),
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
