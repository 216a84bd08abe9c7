// The posts of /head-office/blog-management as a DataTable (its columns also give the CSV): title,
// status as a pill, publication time in Toronto, tags, last update, and the edit and view links.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { PortalState } from "../../lib/state.ts";
import { type Post, postStatus } from "../../lib/blog/schema.ts";
import { postText } from "../../lib/blog/feed.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import { dateColumn } from "../../lib/head_office/columns.ts";
import { DataTable } from "../DataTable.tsx";
import { PostEditor, type PostEditorData } from "../blog/PostEditor.tsx";
import { HoFrame } from "./Frame.tsx";

/** The pill colour of a post's status (static/styles.css .pill). */
const PILL = { draft: "draft", scheduled: "pending", published: "active" } as const;

function postColumns(t: TFunction, locale: Locale): Column<Post>[] {
  const now = new Date();
  const status = (post: Post) => postStatus(post, now);
  const time = (iso: string) => formatDateTime(iso, locale);
  return [
    {
      key: "title",
      label: t("blog.manage.title"),
      sortable: true,
      value: (p) => postText(p, locale).title,
    },
    {
      key: "status",
      label: t("blog.manage.status"),
      sortable: true,
      value: (p) => t(`blog.status.${status(p)}`),
      cell: (p) => (
        <span class="pill" data-state={PILL[status(p)]}>{t(`blog.status.${status(p)}`)}</span>
      ),
    },
    dateColumn("when", t("blog.manage.when"), (p) => p.publish_at, time),
    { key: "tags", label: t("blog.manage.tags"), value: (p) => p.tags.join(", ") },
    dateColumn("updated", t("blog.manage.updated"), (p) => p.updated_at, time),
    {
      key: "actions",
      label: t("blog.manage.edit"),
      cell: (p) => (
        <>
          <a href={`/head-office/blog-management/edit/${encodeURIComponent(p.id)}`}>
            {t("blog.manage.edit")}
          </a>
          {status(p) === "published" && (
            <>
              {" · "}
              <a href={`/blog/${encodeURIComponent(p.id)}`}>{t("blog.manage.view")}</a>
            </>
          )}
        </>
      ),
    },
  ];
}

/** The posts' table: the page and its CSV (?table=posts&format=csv) use the same columns. */
export const POSTS: TableSpec<Post> = { id: "posts", columns: postColumns };

export function BlogPosts(
  { t, locale, url, posts }: { t: TFunction; locale: Locale; url: URL; posts: Post[] },
) {
  const now = new Date();
  return (
    <DataTable
      {...tableProps(POSTS, t, locale)}
      rows={posts}
      url={url}
      t={t}
      empty={t("blog.manage.none")}
      rowAttrs={(p) => ({ "data-status": postStatus(p, now) })}
      tableAttrs={{ "data-posts": "" }}
    />
  );
}

/** The page of the post editor (a new post, or one post's edits) under its title and breadcrumb. */
export function PostEditorPage(
  { id, state, data, action, params }: {
    id: string;
    state: PortalState;
    data: PostEditorData;
    /** Where the editor posts to. */
    action: string;
    params?: Record<string, string>;
  },
) {
  const { t, locale } = state;
  return (
    <HoFrame id={id} t={t} params={params}>
      <PostEditor data={data} t={t} locale={locale} action={action} />
    </HoFrame>
  );
}
