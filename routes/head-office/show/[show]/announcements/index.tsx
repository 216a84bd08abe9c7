// /head-office/show/{show}/announcements: the show's announcements (pinned first) and a form to
// publish one in both languages.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../../lib/state.ts";
import { NamedHeader } from "../../../../../components/orders/HeadedPage.tsx";
import { Announcements } from "../../../../../components/show/Announcements.tsx";
import { AnnouncementForm } from "../../../../../components/show/AnnouncementForm.tsx";
import { inLocale } from "../../../../../lib/catalogue/mod.ts";
import { type FormValues, readForm, seeOther } from "../../../../../lib/forms/mod.ts";
import { torontoDateString } from "../../../../../lib/i18n/format.ts";
import { noteFromInput } from "../../../../../lib/shows/manage.ts";
import { requireShow } from "../../../../../lib/shows/pages.ts";
import {
  type Announcement,
  AnnouncementInput,
  type Show,
} from "../../../../../lib/shows/schema.ts";
import { listAnnouncements, putAnnouncement } from "../../../../../lib/shows/store.ts";

interface Data {
  show: Show;
  notes: Announcement[];
  values: FormValues;
  errors: Record<string, string>;
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const show = await requireShow(kv, ctx.params.show);
    return ctx.render({
      show,
      notes: await listAnnouncements(kv, show.key),
      values: { date: torontoDateString(new Date()) },
      errors: {},
    });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const show = await requireShow(kv, ctx.params.show);
    const form = await readForm(req, AnnouncementInput, { t, booleans: ["pinned"] });
    if (!form.ok) {
      return ctx.render({
        show,
        notes: await listAnnouncements(kv, show.key),
        values: form.values,
        errors: form.errors,
      }, {
        status: 400,
      });
    }
    await putAnnouncement(kv, noteFromInput(show.key, crypto.randomUUID().slice(0, 8), form.data));
    return seeOther(`/head-office/show/${show.key}/announcements`);
  },
};

export default function AnnouncementsPage({ data, state, params }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <NamedHeader
        page="ho_show_announcements"
        t={t}
        params={{ show: params.show }}
        detail={inLocale(data.show.name, locale)}
      />
      <Announcements
        notes={data.notes}
        t={t}
        locale={locale}
        editBase={`/head-office/show/${data.show.key}/announcements`}
      />
      <h2>{t("shows.notes.new")}</h2>
      <AnnouncementForm
        values={data.values}
        errors={data.errors}
        t={t}
        submit={t("shows.notes.publish")}
      />
    </>
  );
}
