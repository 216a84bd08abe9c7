// /admin/cache: the generic KV cache (spec sections 3 and 9), listed with key, size, age and
// expiry; clear one item or all (POST forms, then back here). Site_Admin only (access middleware).
import type { Handlers, PageProps } from "$fresh/server.ts";
import { z } from "zod";
import { CACHE_TABLE_ID, cacheColumns, CacheTable } from "../../components/admin/CacheTable.tsx";
import { csvResponseFor } from "../../lib/forms/table.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { type CacheEntryInfo, clearCache, deleteCached, listCache } from "../../lib/db/cache.ts";
import { HttpError } from "../../lib/http/errors.ts";
import { readForm, seeOther } from "../../lib/forms/mod.ts";
import type { PortalState } from "../../lib/state.ts";

interface Data {
  entries: CacheEntryInfo[];
  notice: string | null;
}

const Action = z.discriminatedUnion("action", [
  z.object({ action: z.literal("clear"), key: z.string().min(1).max(1000) }),
  z.object({ action: z.literal("clear_all") }),
]);

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const done = ctx.url.searchParams.get("cleared");
    const notice = done === "all"
      ? ctx.state.t("admin_cache.cleared_all", {
        count: Number(ctx.url.searchParams.get("count")) || 0,
      })
      : done === "one"
      ? ctx.state.t("admin_cache.cleared_one")
      : null;
    const entries = await listCache(ctx.state.kv);
    const columns = cacheColumns(ctx.state.t, ctx.state.locale);
    return csvResponseFor(ctx.url, CACHE_TABLE_ID, columns, entries, "cache", {
      sort: "key",
      locale: ctx.state.locale,
    }) ??
      ctx.render({ entries, notice });
  },
  async POST(req, ctx) {
    // Hidden fields only: a bad action is a broken request, not a typing error.
    const read = await readForm(req, Action, { t: ctx.state.t });
    if (!read.ok) throw new HttpError(400, "validation.invalid_form");
    const form = read.data;
    let location = "/admin/cache?cleared=one";
    if (form.action === "clear") await deleteCached(ctx.state.kv, form.key);
    else location = `/admin/cache?cleared=all&count=${await clearCache(ctx.state.kv)}`;
    return seeOther(location);
  },
};

export default function CachePage({ data, state, url }: PageProps<Data, PortalState>) {
  const { t } = state;
  return (
    <>
      <PageHeader
        title={t("admin_cache.title")}
        crumbs={[{ label: t("admin_cache.admin"), href: "/admin" }]}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("admin_cache.intro")}</p>
      {data.notice && <p role="status" class="notice">{data.notice}</p>}
      <CacheTable entries={data.entries} t={t} locale={state.locale} url={url} />
    </>
  );
}
