// The members' blog list (/blog and /blog/tags/{tag}): a tag filter that works as a plain GET
// form, the posts of the page, newer/older links, and the member's personal Atom feed address.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { asset, Head } from "$fresh/runtime.ts";
import { PostCard } from "./PostView.tsx";
import type { BlogListData } from "../../lib/blog/page.ts";
import { PageHeader } from "../PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";

export type { BlogListData };

function pageHref(base: string, page: number, tag?: string): string {
  const query = new URLSearchParams();
  if (tag && base === "/blog") query.set("tag", tag);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

export function BlogList(
  { data, t, locale }: { data: BlogListData; t: TFunction; locale: Locale },
) {
  return (
    <>
      <Head>
        <link rel="stylesheet" href={asset("/content.css")} />
        <link
          rel="alternate"
          type="application/atom+xml"
          title={t("blog.feed_title")}
          href={data.feedUrl}
        />
      </Head>
      <form method="get" action="/blog" class="search-form">
        <label for="blog-tag">{t("blog.filter_tag")}</label>
        <select id="blog-tag" name="tag">
          <option value="">{t("blog.all_tags")}</option>
          {data.tags.map(([tag, count]) => (
            <option value={tag} selected={tag === data.tag}>{`${tag} (${count})`}</option>
          ))}
        </select>
        <button type="submit" class="secondary">{t("blog.filter")}</button>
      </form>
      {data.posts.length === 0
        ? <p data-empty>{t(data.tag ? "blog.none_tag" : "blog.none")}</p>
        : (
          <div class="post-list" data-posts>
            {data.posts.map((post) => <PostCard key={post.id} post={post} t={t} locale={locale} />)}
          </div>
        )}
      <nav class="pager" aria-label={t("blog.page_n", { page: data.page })}>
        {data.page > 1 && (
          <a href={pageHref(data.base, data.page - 1, data.tag)} rel="prev">{t("blog.previous")}</a>
        )}
        <span>{t("blog.page_n", { page: data.page })}</span>
        {data.hasNext && (
          <a href={pageHref(data.base, data.page + 1, data.tag)} rel="next">{t("blog.next")}</a>
        )}
      </nav>
      <section class="feed-link">
        <h2>{t("blog.feed")}</h2>
        <p class="hint">{t("blog.feed_hint")}</p>
        <input
          type="text"
          readOnly
          value={data.feedUrl}
          aria-label={t("blog.feed")}
          data-feed-url
        />
      </section>
    </>
  );
}

/** The whole page: /blog (with its lead) or /blog/tags/{tag}. */
export function BlogListPage(
  { page, data, t, locale }: {
    page: "blog" | "blog_tag";
    data: BlogListData;
    t: TFunction;
    locale: Locale;
  },
) {
  const params = { tag: data.tag ?? "" };
  return (
    <>
      <PageHeader
        title={pageTitle(page, t, params)}
        crumbs={crumbsFor(page, t, params)}
        appName={t("common.app_name")}
      />
      {page === "blog" && <p class="lead">{t("blog.lead")}</p>}
      <BlogList data={data} t={t} locale={locale} />
    </>
  );
}
