// /admin/translations: head office reviews, edits and approves content translations (phrases
// recorded as missing when no machine-translation provider answered, and machine translations).
// Site_Admin only (access middleware). POST forms, then back to the same filtered list.
import type { Handlers, PageProps } from "$fresh/server.ts";
import { z } from "zod";
import { ToolHeader } from "../../components/admin/AdminHeader.tsx";
import { TranslationReview } from "../../components/admin/TranslationReview.tsx";
import { LOCALES } from "../../lib/i18n/locales.ts";
import { HttpError, parseQuery } from "../../lib/http/errors.ts";
import {
  BlockSchema,
  countTranslations,
  deleteTranslation,
  listTranslations,
  saveTranslation,
  SaveTranslationSchema,
  type Translation,
  type TranslationFilter,
  type TranslationStatus,
} from "../../lib/i18n/translate.ts";
import { formValues, textValue, validateForm } from "../../lib/forms/mod.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { safeNextPath } from "../../lib/http/redirect.ts";
import type { PortalState } from "../../lib/state.ts";

const PATH = "/admin/translations";

interface Data {
  filter: TranslationFilter;
  counts: Record<TranslationStatus, number>;
  items: Translation[];
  returnTo: string;
  notice: string | null;
  errors?: Record<string, string>;
  typed?: Record<string, string>;
}

const empty = (v: unknown) => (v === "" ? undefined : v);
const FilterSchema = z.object({
  locale: z.preprocess(empty, z.enum(LOCALES).optional()),
  status: z.preprocess(empty, z.enum(["missing", "machine", "approved"]).optional()),
  block: z.preprocess(empty, BlockSchema.optional()),
  done: z.string().optional(),
});

const ActionSchema = z.object({
  action: z.enum(["approve", "delete"]),
  return_to: z.string().max(2000).optional(),
});

async function load(ctx: { state: PortalState; url: URL }): Promise<Data> {
  const { done, ...filter } = parseQuery(ctx.url, FilterSchema);
  const notice = done === "approved"
    ? ctx.state.t("admin_translations.approved")
    : done === "deleted"
    ? ctx.state.t("admin_translations.deleted")
    : done === "conflict"
    ? ctx.state.t("admin_translations.conflict")
    : null;
  const params = new URLSearchParams(ctx.url.search);
  params.delete("done");
  const query = params.toString();
  return {
    filter,
    counts: await countTranslations(ctx.state.kv),
    items: await listTranslations(ctx.state.kv, filter),
    returnTo: query ? `${PATH}?${query}` : PATH,
    notice,
  };
}

function backTo(returnTo: string | undefined, url: URL, done: string): Response {
  const safe = safeNextPath(returnTo, url);
  const target = new URL(safe?.startsWith(PATH) ? safe : PATH, url.origin);
  target.searchParams.set("done", done);
  return new Response(null, {
    status: 303,
    headers: { location: target.pathname + target.search },
  });
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    return ctx.render(await load(ctx));
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const user = requireUser(ctx.state);
    const form = await formValues(req);
    const action = ActionSchema.safeParse(form);
    if (!action.success) throw new HttpError(400, "validation.invalid_form");
    if (action.data.action === "delete") {
      const target = SaveTranslationSchema.omit({ output: true }).safeParse(form);
      if (!target.success) throw new HttpError(400, "validation.invalid_form");
      await deleteTranslation(kv, target.data.locale, target.data.block, target.data.id);
      return backTo(action.data.return_to, ctx.url, "deleted");
    }
    const input = validateForm(form, SaveTranslationSchema, t);
    if (!input.ok) {
      // Keep what was typed, with the message next to the field.
      const id = textValue(form, "id");
      const messages = input.errors;
      const back = safeNextPath(action.data.return_to, ctx.url);
      const listUrl = new URL(back?.startsWith(PATH) ? back : PATH, ctx.url.origin);
      const data = await load({ state: ctx.state, url: listUrl });
      data.errors = { [id]: messages.output ?? Object.values(messages).join(" ") };
      data.typed = { [id]: textValue(input.values, "output") };
      return ctx.render(data, { status: 400 });
    }
    const ok = await saveTranslation(kv, input.data, user.email);
    return backTo(action.data.return_to, ctx.url, ok ? "approved" : "conflict");
  },
};

export default function TranslationsPage({ data, state }: PageProps<Data, PortalState>) {
  const { t } = state;
  return (
    <>
      <ToolHeader t={t} texts="admin_translations" notice={data.notice} />
      <TranslationReview {...data} t={t} locale={state.locale} />
    </>
  );
}
