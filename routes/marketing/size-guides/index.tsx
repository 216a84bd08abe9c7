// /marketing/size-guides: every size guide (kind, measurements, sizes, styles using it; CSV) and a
// form to start a new one (markup in components/marketing/SizeGuideList.tsx).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { type FieldErrors, readForm, seeOther } from "../../../lib/forms/mod.ts";
import type { FormValues } from "../../../lib/forms/read.ts";
import { listGuides, LK, putVersioned } from "../../../lib/marketing/library.ts";
import type { SizeGuide } from "../../../lib/marketing/model.ts";
import { NewGuideForm } from "../../../lib/marketing/schema.ts";
import { contentMap } from "../../../lib/marketing/store.ts";
import { csvOrRender } from "../../../lib/forms/table.ts";
import { guidesTable, SizeGuideList } from "../../../components/marketing/SizeGuideList.tsx";

interface Data {
  guides: SizeGuide[];
  used: Record<string, number>;
  values: FormValues;
  errors: FieldErrors;
}

async function load(kv: Deno.Kv) {
  const used: Record<string, number> = {};
  for (const { content } of (await contentMap(kv)).values()) {
    if (content.size_guide_id) used[content.size_guide_id] = (used[content.size_guide_id] ?? 0) + 1;
  }
  return { guides: await listGuides(kv), used };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const page = await load(ctx.state.kv);
    const data = { ...page, values: { kind: "body" }, errors: {} };
    return csvOrRender(ctx, data, guidesTable(page.used), page.guides, "size-guides");
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const user = requireUser(ctx.state);
    const form = await readForm(req, NewGuideForm, { t, arrays: ["measures"] });
    if (form.ok) {
      const d = form.data;
      const guide: SizeGuide = {
        id: d.id,
        name: { en: d.name_en, fr: d.name_fr },
        kind: d.kind,
        measures: d.measures,
        rows: [],
        updated_at: new Date().toISOString(),
        updated_by: user.email,
      };
      if (await putVersioned(kv, LK.guide(d.id), guide, "")) {
        return seeOther(`/marketing/size-guides/${d.id}`);
      }
    }
    const errors = form.ok ? { id: t("marketing.errors.id_taken") } : form.errors;
    return ctx.render({ ...await load(kv), values: form.values, errors }, { status: 400 });
  },
};

export default function SizeGuides({ data, state, url }: PageProps<Data, PortalState>) {
  return <SizeGuideList t={state.t} locale={state.locale} url={url} {...data} />;
}
