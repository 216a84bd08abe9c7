// /head-office/show/{show}/attendance: who from which store comes on which day — every store,
// sortable, exported as CSV (`?table=attendance&format=csv`); head office registers or removes
// anyone (plain forms, errors next to the fields).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { TFunction } from "i18next";
import type { PortalState } from "../../../../lib/state.ts";
import { NamedHeader } from "../../../../components/orders/HeadedPage.tsx";
import { DataTable } from "../../../../components/DataTable.tsx";
import { AttendanceForm } from "../../../../components/show/AttendanceForm.tsx";
import { type Column, csvResponseFor } from "../../../../lib/forms/table.ts";
import { formValues, seeOther, textValue } from "../../../../lib/forms/mod.ts";
import { inLocale } from "../../../../lib/catalogue/mod.ts";
import { formatDate } from "../../../../lib/i18n/format.ts";
import type { Locale } from "../../../../lib/auth/types.ts";
import { listStores } from "../../../../lib/stores/mod.ts";
import { addAttendee, showDays } from "../../../../lib/shows/content.ts";
import { requireShow } from "../../../../lib/shows/pages.ts";
import type { Attendee, Show } from "../../../../lib/shows/schema.ts";
import { deleteAttendee, listAttendance } from "../../../../lib/shows/store.ts";
import { ConfirmSubmit } from "../../../../components/forms/ConfirmSubmit.tsx";

interface Data {
  show: Show;
  rows: Attendee[];
  stores: number[];
  storeNames: Record<number, string>;
  values: Record<string, string>;
  errors: Record<string, string>;
}

function columns(t: TFunction, locale: Locale, names: Record<number, string>): Column<Attendee>[] {
  return [
    {
      key: "day",
      label: t("shows.attendance.day"),
      sortable: true,
      value: (a) => a.day,
      cell: (a) => formatDate(`${a.day}T12:00:00Z`, locale),
    },
    { key: "store", label: t("shows.store"), sortable: true, num: true, value: (a) => a.store },
    {
      key: "store_name",
      label: t("shows.attendance.store_name"),
      value: (a) => names[a.store] ?? "",
    },
    { key: "name", label: t("shows.attendance.name"), sortable: true, value: (a) => a.name },
    {
      key: "remove",
      label: "",
      csv: () => null,
      cell: (a) => (
        <form method="post">
          <input type="hidden" name="action" value="remove" />
          <input type="hidden" name="id" value={a.id} />
          <ConfirmSubmit question={t("common.confirm.remove", { what: a.name })}>
            {t("shows.attendance.remove")}
          </ConfirmSubmit>
        </form>
      ),
    },
  ];
}

async function load(kv: Deno.Kv, show: Show) {
  const stores = (await listStores(kv)).filter((s) => s.active && s.store_number !== 1000);
  return {
    show,
    rows: await listAttendance(kv, show.key),
    stores: stores.map((s) => s.store_number).sort((a, b) => a - b),
    storeNames: Object.fromEntries(stores.map((s) => [s.store_number, s.name])),
  };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const data = await load(kv, await requireShow(kv, ctx.params.show));
    const csv = csvResponseFor(
      ctx.url,
      "attendance",
      columns(t, locale, data.storeNames).filter((c) => c.key !== "remove"),
      data.rows,
      `attendance-${data.show.key}`,
      { locale: ctx.state.locale },
    );
    return csv ?? ctx.render({ ...data, values: {}, errors: {} });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const show = await requireShow(kv, ctx.params.show);
    const values = await formValues(req);
    if (textValue(values, "action") === "remove") {
      await deleteAttendee(kv, show.key, textValue(values, "id"));
      return seeOther(`/head-office/show/${show.key}/attendance`);
    }
    const data = await load(kv, show);
    const result = await addAttendee(kv, show, values, data.stores, t);
    if (!result.ok) {
      return ctx.render({ ...data, values: result.values, errors: result.errors }, { status: 400 });
    }
    return seeOther(`/head-office/show/${show.key}/attendance`);
  },
};

export default function AttendancePage({ data, state, params, url }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <NamedHeader
        page="ho_show_attendance"
        t={t}
        params={{ show: params.show }}
        detail={inLocale(data.show.name, locale)}
      />
      <DataTable
        id="attendance"
        columns={columns(t, locale, data.storeNames)}
        rows={data.rows}
        url={url}
        t={t}
        empty={t("shows.attendance.nobody")}
        defaults={{ sort: "day", dir: "asc" }}
      />
      <h2>{t("shows.attendance.add")}</h2>
      <AttendanceForm
        stores={data.stores}
        days={showDays(data.show)}
        values={data.values}
        errors={data.errors}
        t={t}
        locale={locale}
      />
    </>
  );
}
