// /show/{show}: the show's page — dates, venue, order deadline, announcements (pinned first),
// links to its files, vendor pages and the showcloud — and who from the user's stores attends on
// which day (register or remove, plain forms; a store sees only its own people).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { NamedHeader } from "../../../components/orders/HeadedPage.tsx";
import { ShowStyles } from "../../../components/show/ShowStyles.tsx";
import { ShowFacts } from "../../../components/show/ShowHeader.tsx";
import { Announcements } from "../../../components/show/Announcements.tsx";
import { AttendanceForm } from "../../../components/show/AttendanceForm.tsx";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { inLocale } from "../../../lib/catalogue/mod.ts";
import { formValues, seeOther, textValue } from "../../../lib/forms/mod.ts";
import { formatDate } from "../../../lib/i18n/format.ts";
import { addAttendee, showDays } from "../../../lib/shows/content.ts";
import { orderingStores, requireShow } from "../../../lib/shows/pages.ts";
import type { Announcement, Attendee, Show } from "../../../lib/shows/schema.ts";
import {
  deleteAttendee,
  getAttendee,
  listAnnouncements,
  listAttendance,
} from "../../../lib/shows/store.ts";
import { ConfirmSubmit } from "../../../components/forms/ConfirmSubmit.tsx";

interface Data {
  show: Show;
  notes: Announcement[];
  attendees: Attendee[];
  stores: number[];
  values: Record<string, string>;
  errors: Record<string, string>;
}

async function load(kv: Deno.Kv, show: Show, stores: number[]) {
  const [notes, all] = await Promise.all([
    listAnnouncements(kv, show.key),
    listAttendance(kv, show.key),
  ]);
  return { show, notes, stores, attendees: all.filter((a) => stores.includes(a.store)) };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const stores = orderingStores(requireUser(ctx.state));
    const show = await requireShow(ctx.state.kv, ctx.params.show);
    return ctx.render({ ...(await load(ctx.state.kv, show, stores)), values: {}, errors: {} });
  },
  async POST(req, ctx) {
    const { kv } = ctx.state;
    const stores = orderingStores(requireUser(ctx.state));
    const show = await requireShow(kv, ctx.params.show);
    const values = await formValues(req);
    if (textValue(values, "action") === "remove") {
      const id = textValue(values, "id");
      const attendee = await getAttendee(kv, show.key, id);
      if (attendee && stores.includes(attendee.store)) await deleteAttendee(kv, show.key, id);
      return seeOther(`/show/${encodeURIComponent(show.key)}#attendance`);
    }
    const result = await addAttendee(kv, show, values, stores, ctx.state.t);
    if (!result.ok) {
      return ctx.render({
        ...(await load(kv, show, stores)),
        values: result.values,
        errors: result.errors,
      }, {
        status: 400,
      });
    }
    return seeOther(`/show/${encodeURIComponent(show.key)}#attendance`);
  },
};

export default function ShowPage({ data, state }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const { show } = data;
  return (
    <>
      <ShowStyles />
      <NamedHeader page="show" t={t} titleParams={{ show: inLocale(show.name, locale) }} />
      <ShowFacts show={show} t={t} locale={locale} />
      <h2>{t("shows.notes.title")}</h2>
      <Announcements notes={data.notes} t={t} locale={locale} />
      <h2 id="attendance">{t("shows.attendance.title")}</h2>
      {data.attendees.length === 0 ? <p>{t("shows.attendance.none")}</p> : (
        <ul data-attendees>
          {data.attendees.map((a) => (
            <li key={a.id}>
              {formatDate(`${a.day}T12:00:00Z`, locale)} · {t("shows.store_n", { store: a.store })}
              {" "}
              · {a.name} {show.state !== "archived" && (
                <form method="post" style="display:inline">
                  <input type="hidden" name="action" value="remove" />
                  <input type="hidden" name="id" value={a.id} />
                  <ConfirmSubmit question={t("common.confirm.remove", { what: a.name })}>
                    {t("shows.attendance.remove")}
                  </ConfirmSubmit>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      {show.state !== "archived" && data.stores.length > 0 && (
        <AttendanceForm
          stores={data.stores}
          days={showDays(show)}
          values={data.values}
          errors={data.errors}
          t={t}
          locale={locale}
        />
      )}
    </>
  );
}
