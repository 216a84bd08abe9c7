// /head-office/show/{show}/announcements/{id}: edit one announcement in both languages, or delete it.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../../lib/state.ts";
import { PageHeader } from "../../../../../components/PageHeader.tsx";
import { AnnouncementForm } from "../../../../../components/show/AnnouncementForm.tsx";
import { crumbsFor, pageTitle } from "../../../../../lib/nav/pages.ts";
import { inLocale } from "../../../../../lib/catalogue/mod.ts";
import {
  type FormValues,
  formValues,
  seeOther,
  textValue,
  validateForm,
} from "../../../../../lib/forms/mod.ts";
import { HttpError } from "../../../../../lib/http/errors.ts";
import { noteFromInput } from "../../../../../lib/shows/manage.ts";
import { requireShow } from "../../../../../lib/shows/pages.ts";
import { type Announcement, AnnouncementInput } from "../../../../../lib/shows/schema.ts";
import {
  deleteAnnouncement,
  getAnnouncement,
  putAnnouncement,
} from "../../../../../lib/shows/store.ts";
import { ConfirmSubmit } from "../../../../../components/forms/ConfirmSubmit.tsx";

interface Data {
  note: Announcement;
  values: FormValues;
  errors: Record<string, string>;
}

async function load(kv: Deno.Kv, show: string, id: string) {
  await requireShow(kv, show);
  const note = await getAnnouncement(kv, show, id);
  if (!note) throw new HttpError(404, "shows.errors.announcement_not_found");
  return note;
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const note = await load(ctx.state.kv, ctx.params.show, ctx.params.id);
    const values = {
      title_en: note.title.en,
      title_fr: note.title.fr,
      body_en: note.body.en,
      body_fr: note.body.fr,
      date: note.date,
      pinned: note.pinned,
    };
    return ctx.render({ note, values, errors: {} });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const note = await load(kv, ctx.params.show, ctx.params.id);
    const back = seeOther(`/head-office/show/${note.show}/announcements`);
    const values = await formValues(req, { booleans: ["pinned"] });
    if (textValue(values, "action") === "delete") {
      await deleteAnnouncement(kv, note.show, note.id);
      return back;
    }
    const parsed = validateForm(values, AnnouncementInput, t);
    if (!parsed.ok) return ctx.render({ note, values, errors: parsed.errors }, { status: 400 });
    await putAnnouncement(kv, noteFromInput(note.show, note.id, parsed.data));
    return back;
  },
};

export default function AnnouncementPage({ data, state, params }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("ho_show_announcement", t, { id: inLocale(data.note.title, locale) })}
        crumbs={crumbsFor("ho_show_announcement", t, { show: params.show, id: params.id })}
        appName={t("common.app_name")}
      />
      <AnnouncementForm
        values={data.values}
        errors={data.errors}
        t={t}
        submit={t("shows.form.save")}
      />
      <form method="post">
        <input type="hidden" name="action" value="delete" />
        <ConfirmSubmit
          question={t("common.confirm.delete", { what: inLocale(data.note.title, locale) })}
        >
          {t("shows.notes.delete")}
        </ConfirmSubmit>
      </form>
    </>
  );
}
