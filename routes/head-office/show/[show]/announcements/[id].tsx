// /head-office/show/{show}/announcements/{id}: edit one announcement in both languages, or delete it.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../../lib/state.ts";
import { NamedHeader } from "../../../../../components/orders/HeadedPage.tsx";
import { AnnouncementForm } from "../../../../../components/show/AnnouncementForm.tsx";
import { inLocale } from "../../../../../lib/catalogue/mod.ts";
import {
  type FormValues,
  formValues,
  postedVersion,
  seeOther,
  textValue,
  validateForm,
} from "../../../../../lib/forms/mod.ts";
import { found, staleErrors } from "../../../../../lib/shows/edit_form.ts";
import { noteFromInput } from "../../../../../lib/shows/manage.ts";
import { requireShow } from "../../../../../lib/shows/pages.ts";
import { type Announcement, AnnouncementInput } from "../../../../../lib/shows/schema.ts";
import {
  deleteAnnouncement,
  getAnnouncementEntry,
  saveAnnouncement,
} from "../../../../../lib/shows/store.ts";
import { ConfirmSubmit } from "../../../../../components/forms/ConfirmSubmit.tsx";

interface Data {
  note: Announcement;
  values: FormValues;
  errors: Record<string, string>;
  version: string;
}

async function load(kv: Deno.Kv, show: string, id: string) {
  await requireShow(kv, show);
  const entry = await getAnnouncementEntry(kv, show, id);
  const { value, version } = found(entry, "shows.errors.announcement_not_found");
  return { note: value, version };
}

const noteValues = (note: Announcement): FormValues => ({
  title_en: note.title.en,
  title_fr: note.title.fr,
  body_en: note.body.en,
  body_fr: note.body.fr,
  date: note.date,
  pinned: note.pinned,
});

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { note, version } = await load(ctx.state.kv, ctx.params.show, ctx.params.id);
    return ctx.render({ note, values: noteValues(note), errors: {}, version });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const { note, version } = await load(kv, ctx.params.show, ctx.params.id);
    const back = seeOther(`/head-office/show/${note.show}/announcements`);
    const values = await formValues(req, { booleans: ["pinned"] });
    if (textValue(values, "action") === "delete") {
      await deleteAnnouncement(kv, note.show, note.id);
      return back;
    }
    const parsed = validateForm(values, AnnouncementInput, t);
    if (!parsed.ok) {
      return ctx.render({ note, values, errors: parsed.errors, version }, { status: 400 });
    }
    const next = noteFromInput(note.show, note.id, parsed.data);
    if (!await saveAnnouncement(kv, next, postedVersion(values))) {
      const now = await load(kv, note.show, note.id);
      const errors = staleErrors(t, values, noteValues(now.note), (f) => t(`shows.notes.${f}`));
      return ctx.render({ note, values, errors, version: now.version }, { status: 409 });
    }
    return back;
  },
};

export default function AnnouncementPage({ data, state, params }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <NamedHeader
        page="ho_show_announcement"
        t={t}
        params={{ show: params.show, id: params.id }}
        titleParams={{ id: inLocale(data.note.title, locale) }}
      />
      <AnnouncementForm
        values={data.values}
        errors={data.errors}
        t={t}
        submit={t("shows.form.save")}
        version={data.version}
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
