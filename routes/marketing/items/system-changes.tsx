// /marketing/items/system-changes: every catalogue change (who, when, field, before, after),
// newest first, 50 at a time (KV cursor), for one item or style (?subject=) or all.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { type ChangePage, listChanges } from "../../../lib/marketing/store.ts";
import { ChangeList, CHANGES } from "../../../components/marketing/ChangeList.tsx";
import { Input } from "../../../components/marketing/controls.tsx";
import { csvFor } from "../../../lib/forms/table.ts";
import { MarketingHeader } from "../../../components/marketing/ui.tsx";

interface Data {
  page: ChangePage;
  subject: string;
}

const SUBJECT = /^\d{4,14}$/;
const CURSOR = /^[0-9a-z]{19}$/;

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const params = ctx.url.searchParams;
    const subject = SUBJECT.test(params.get("subject") ?? "") ? params.get("subject")! : "";
    const before = CURSOR.test(params.get("before") ?? "") ? params.get("before")! : undefined;
    const page = await listChanges(ctx.state.kv, { subject: subject || undefined, before });
    return csvFor(ctx.url, ctx.state, CHANGES, page.changes, "system-changes") ??
      ctx.render({ page, subject });
  },
};

export default function SystemChanges({ data, state, url }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const older = (before: string) =>
    `/marketing/items/system-changes?${new URLSearchParams({
      ...(data.subject ? { subject: data.subject } : {}),
      before,
    })}`;
  return (
    <>
      <MarketingHeader page="marketing_items_system_changes" t={t} />
      <form method="get" class="search-form">
        <Input
          id="f-subject"
          name="subject"
          label={t("marketing.changes.subject_filter")}
          value={data.subject}
          inputMode="numeric"
        />
        <button type="submit">{t("marketing.filters.apply")}</button>
      </form>
      <ChangeList t={t} locale={locale} page={data.page} olderHref={older} url={url} />
    </>
  );
}
