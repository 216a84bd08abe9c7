// /head-office/blog-management (buyers): every post with its status (draft, scheduled, published),
// publication time in Toronto and tags; links to edit and to the member view.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../lib/nav/pages.ts";
import { listAllPosts } from "../../../lib/blog/store.ts";
import { type Post, postStatus } from "../../../lib/blog/schema.ts";
import { postText } from "../../../lib/blog/feed.ts";
import { formatDateTime } from "../../../lib/i18n/format.ts";

export const handler: Handlers<Post[], PortalState> = {
  async GET(_req, ctx) {
    return ctx.render(await listAllPosts(ctx.state.kv));
  },
};

export default function BlogManagement({ state, data }: PageProps<Post[], PortalState>) {
  const { t, locale } = state;
  const now = new Date();
  return (
    <>
      <PageHeader
        title={pageTitle("ho_blog_management", t)}
        crumbs={crumbsFor("ho_blog_management", t)}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("blog.manage.lead")}</p>
      <p>
        <a class="button" href="/head-office/blog-management/create">{t("blog.manage.new")}</a>
      </p>
      {data.length === 0 ? <p>{t("blog.manage.none")}</p> : (
        <div class="table-wrap">
          <table data-posts>
            <thead>
              <tr>
                <th scope="col">{t("blog.manage.title")}</th>
                <th scope="col">{t("blog.manage.status")}</th>
                <th scope="col">{t("blog.manage.when")}</th>
                <th scope="col">{t("blog.manage.tags")}</th>
                <th scope="col">{t("blog.manage.updated")}</th>
                <th scope="col">
                  <span class="visually-hidden">{t("blog.manage.edit")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((post) => {
                const status = postStatus(post, now);
                return (
                  <tr data-status={status}>
                    <td>{postText(post, locale).title}</td>
                    <td>{t(`blog.status.${status}`)}</td>
                    <td>{post.publish_at ? formatDateTime(post.publish_at, locale) : "—"}</td>
                    <td>{post.tags.join(", ")}</td>
                    <td>{formatDateTime(post.updated_at, locale)}</td>
                    <td>
                      <a href={`/head-office/blog-management/edit/${encodeURIComponent(post.id)}`}>
                        {t("blog.manage.edit")}
                      </a>
                      {status === "published" && (
                        <>
                          {" · "}
                          <a href={`/blog/${encodeURIComponent(post.id)}`}>
                            {t("blog.manage.view")}
                          </a>
                        </>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
