// The members' Atom feed (RFC 4287), at a personal signed address (lib/auth/signed_feed.ts): a
// feed reader carries no session.
import type { SignedFeed } from "../auth/signed_feed.ts";
import type { Locale } from "../auth/types.ts";
import { markdownExcerpt, renderMarkdown } from "../content/markdown.ts";
import type { Post } from "./schema.ts";

/** The blog's signed feed address; it follows /blog's access rule. */
export const BLOG_FEED: SignedFeed = {
  purpose: "blog-feed",
  path: "/blog/feed.xml",
  page: "/blog",
  refusal: "blog.errors.feed_link",
};

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export function postText(post: Post, locale: Locale) {
  const fr = locale === "fr-CA";
  return { title: fr ? post.title.fr : post.title.en, body: fr ? post.body.fr : post.body.en };
}

/** The Atom document of `posts` (newest first) in one language. */
export function atomFeed(
  posts: Post[],
  options: { origin: string; locale: Locale; title: string; selfUrl: string; now?: Date },
): string {
  const { origin, locale, title } = options;
  const updated = posts[0]?.updated_at ?? (options.now ?? new Date()).toISOString();
  const entries = posts.map((post) => {
    const text = postText(post, locale);
    const url = `${origin}/blog/${encodeURIComponent(post.id)}`;
    return [
      "  <entry>",
      `    <id>${escapeXml(url)}</id>`,
      `    <title type="text">${escapeXml(text.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${escapeXml(post.publish_at ?? post.created_at)}</published>`,
      `    <updated>${escapeXml(post.updated_at)}</updated>`,
      `    <author><name>${escapeXml(post.author.name)}</name></author>`,
      ...post.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      `    <summary type="text">${escapeXml(markdownExcerpt(text.body))}</summary>`,
      `    <content type="html">${escapeXml(renderMarkdown(text.body))}</content>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  <id>${escapeXml(`${origin}/blog`)}</id>`,
    `  <title type="text">${escapeXml(title)}</title>`,
    `  <updated>${escapeXml(updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(options.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${origin}/blog`)}"/>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
