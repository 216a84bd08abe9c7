// A blog post: the full article (post page, management preview) and its summary card (lists).
// Titles and tags are text (escaped by Preact); the body is Markdown made safe by
// lib/content/markdown.ts before it is inserted.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { markdownExcerpt, renderMarkdown } from "../../lib/content/markdown.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import { postText } from "../../lib/blog/feed.ts";
import type { Post } from "../../lib/blog/schema.ts";

export function TagLinks({ tags, t }: { tags: string[]; t: TFunction }) {
  if (!tags.length) return null;
  return (
    <ul class="tag-list" aria-label={t("blog.tags")}>
      {tags.map((tag) => (
        <li>
          <a href={`/blog/tags/${encodeURIComponent(tag)}`} rel="tag">{tag}</a>
        </li>
      ))}
    </ul>
  );
}

function Byline({ post, t, locale }: { post: Post; t: TFunction; locale: Locale }) {
  return (
    <p class="muted byline">
      {t("blog.by", { author: post.author.name })}
      {post.publish_at && (
        <>
          {" · "}
          <time datetime={post.publish_at}>
            {t("blog.published_on", { date: formatDateTime(post.publish_at, locale) })}
          </time>
        </>
      )}
    </p>
  );
}

/** The article; `lang` chooses the language shown (the request's by default). */
export function PostArticle(
  { post, t, locale, lang = locale, headingLevel = 2, showTitle = true }: {
    post: Post;
    t: TFunction;
    locale: Locale;
    lang?: Locale;
    headingLevel?: 2 | 3;
    /** False where the page heading already is the title (the post page). */
    showTitle?: boolean;
  },
) {
  const text = postText(post, lang);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article class="post" lang={lang === "fr-CA" ? "fr" : "en"}>
      {post.cover_url && (
        <img
          class="post-cover"
          src={post.cover_url}
          alt={t("blog.cover_alt", { title: text.title })}
          loading="lazy"
        />
      )}
      {showTitle && <Heading class="post-title">{text.title}</Heading>}
      <Byline post={post} t={t} locale={locale} />
      <div class="post-body" dangerouslySetInnerHTML={{ __html: renderMarkdown(text.body) }} />
      <TagLinks tags={post.tags} t={t} />
    </article>
  );
}

export function PostCard({ post, t, locale }: { post: Post; t: TFunction; locale: Locale }) {
  const text = postText(post, locale);
  const href = `/blog/${encodeURIComponent(post.id)}`;
  return (
    <article class="post-card card">
      <h2>
        <a href={href}>{text.title}</a>
      </h2>
      <Byline post={post} t={t} locale={locale} />
      <p>{markdownExcerpt(text.body)}</p>
      <p>
        <a href={href}>{t("blog.read_more")}</a>
      </p>
      <TagLinks tags={post.tags} t={t} />
    </article>
  );
}
