// /head-office/show/management (buyers and site admins): the active show — the show the top
// navigation links to as /show/{key} (lib/nav/show.ts). Plain forms: set it (key and short name,
// validated with ActiveShowInput; errors are translated and keep what was typed) or clear it.
import type { FreshContext, Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { NamedHeader } from "../../../components/orders/HeadedPage.tsx";
import { Field } from "../../../components/Field.tsx";
import {
  type ActiveShow,
  ActiveShowInput,
  getActiveShow,
  setActiveShow,
} from "../../../lib/nav/show.ts";
import { formValues, seeOther, textValue, validateForm } from "../../../lib/forms/mod.ts";

interface Data {
  active: ActiveShow | null;
  form: { key: string; short_name: string };
  errors: Record<string, string>;
  notice: "saved" | "cleared" | null;
}

async function page(
  ctx: FreshContext<PortalState, Data>,
  extra: Partial<Data> = {},
  status = 200,
) {
  const active = await getActiveShow(ctx.state.kv);
  const form = active ? { ...active } : { key: "", short_name: "" };
  return ctx.render({ active, form, errors: {}, notice: null, ...extra }, { status });
}

export const handler: Handlers<Data, PortalState> = {
  GET(_req, ctx) {
    const saved = ctx.url.searchParams.get("saved");
    return page(ctx, { notice: saved === "saved" || saved === "cleared" ? saved : null });
  },
  async POST(req, ctx) {
    const form = await formValues(req);
    if (form.action === "clear") {
      await setActiveShow(ctx.state.kv, null);
      return redirect("cleared");
    }
    const typed = { key: textValue(form, "key"), short_name: textValue(form, "short_name") };
    const parsed = validateForm(typed, ActiveShowInput, ctx.state.t);
    if (!parsed.ok) return page(ctx, { form: typed, errors: parsed.errors }, 400);
    await setActiveShow(ctx.state.kv, parsed.data);
    return redirect("saved");
  },
};

function redirect(saved: "saved" | "cleared") {
  return seeOther(`/head-office/show/management?saved=${saved}`);
}

export default function ShowManagement({ data, state }: PageProps<Data, PortalState>) {
  const { t } = state;
  const { active, form, errors } = data;
  return (
    <>
      <NamedHeader page="ho_show_management" t={t} />
      <p class="lead">{t("show_admin.intro")}</p>
      {data.notice && <p class="notice" role="status">{t(`show_admin.${data.notice}`)}</p>}
      <h2>{t("show_admin.current")}</h2>
      {active
        ? (
          <p data-active-show>
            <a href={`/show/${encodeURIComponent(active.key)}`}>{active.short_name}</a>{" "}
            <code>{active.key}</code>
          </p>
        )
        : <p data-active-show>{t("show_admin.none")}</p>}
      <h2>{t("show_admin.set_title")}</h2>
      <form method="post" class="card" novalidate>
        <input type="hidden" name="action" value="save" />
        <Field
          name="key"
          label={t("show_admin.key")}
          value={form.key}
          hint={t("show_admin.key_hint")}
          error={errors.key}
          required
          maxLength={60}
        />
        <Field
          name="short_name"
          label={t("show_admin.short_name")}
          value={form.short_name}
          hint={t("show_admin.short_name_hint")}
          error={errors.short_name}
          required
          maxLength={60}
        />
        <p>
          <button type="submit">{t("show_admin.save")}</button>
        </p>
      </form>
      {active && (
        <form method="post">
          <input type="hidden" name="action" value="clear" />
          <button type="submit" class="secondary">{t("show_admin.clear")}</button>
        </form>
      )}
    </>
  );
}
