// /admin/cache: the generic KV cache (spec sections 3 and 9), listed with key, size, age and
// expiry; clear one item or all (POST forms, then back here). Site_Admin only (access middleware).
import type { Handlers, PageProps } from "$fresh/server.ts";
import { z } from "zod";
import { CACHE, CacheTable } from "../../components/admin/CacheTable.tsx";
import { csvOrRender } from "../../lib/forms/table.ts";
import { ToolHeader } from "../../components/admin/AdminHeader.tsx";
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
    return csvOrRender(ctx, { entries, notice }, CACHE, entries);
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
      <ToolHeader t={t} texts="admin_cache" notice={data.notice} />
      <CacheTable entries={data.entries} t={t} locale={state.locale} url={url} />
    </>
  );
}
