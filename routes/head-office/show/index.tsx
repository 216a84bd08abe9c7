// /head-office/show: every show (dates, state, deadline, bookings) with a form to create one;
// the show categories with a form to add one; the vendors with books; links to the active-show
// tool and the booking report. Plain forms; errors are translated and keep what was typed.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { Field } from "../../../components/Field.tsx";
import { ShowForm } from "../../../components/show/ShowForm.tsx";
import { crumbsFor, pageTitle } from "../../../lib/nav/pages.ts";
import { inLocale } from "../../../lib/catalogue/mod.ts";
import { formValues, seeOther, textValue, validateForm } from "../../../lib/forms/mod.ts";
import { formatDate, formatDateTime } from "../../../lib/i18n/format.ts";
import { listVendors } from "../../../lib/stores/mod.ts";
import { categoryFromInput, showFromInput } from "../../../lib/shows/manage.ts";
import { type Category, CategoryInput, type Show, ShowInput } from "../../../lib/shows/schema.ts";
import {
  createShow,
  getCategory,
  listBooks,
  listCategories,
  listShows,
  putCategory,
} from "../../../lib/shows/store.ts";

interface Data {
  shows: Show[];
  categories: Category[];
  vendors: { vendor_number: string; name: string }[];
  showValues: Record<string, string>;
  showErrors: Record<string, string>;
  catValues: Record<string, string>;
  catErrors: Record<string, string>;
}

async function load(kv: Deno.Kv): Promise<Pick<Data, "shows" | "categories" | "vendors">> {
  const [shows, categories, vendors] = await Promise.all([
    listShows(kv),
    listCategories(kv),
    listVendors(kv),
  ]);
  const withBooks = new Set<string>();
  for (const s of shows) for (const b of await listBooks(kv, s.key)) withBooks.add(b.vendor);
  return { shows, categories, vendors: vendors.filter((v) => withBooks.has(v.vendor_number)) };
}

const EMPTY = { showValues: { state: "upcoming" }, showErrors: {}, catValues: {}, catErrors: {} };

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    return ctx.render({ ...(await load(ctx.state.kv)), ...EMPTY });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const values = await formValues(req);
    const typed = Object.fromEntries(Object.keys(values).map((k) => [k, textValue(values, k)]));
    const fail = async (edit: Partial<Data>) =>
      ctx.render({ ...(await load(kv)), ...EMPTY, ...edit }, { status: 400 });
    if (typed.action === "category") {
      const parsed = validateForm(typed, CategoryInput, t);
      if (!parsed.ok) return fail({ catValues: typed, catErrors: parsed.errors });
      if (await getCategory(kv, parsed.data.id)) {
        return fail({ catValues: typed, catErrors: { id: t("shows.errors.key_taken") } });
      }
      await putCategory(kv, categoryFromInput(parsed.data));
      return seeOther(`/head-office/show/categories/${parsed.data.id}`);
    }
    const parsed = validateForm(typed, ShowInput, t);
    if (!parsed.ok) return fail({ showValues: typed, showErrors: parsed.errors });
    const show = showFromInput(parsed.data, new Date().toISOString());
    if (!await createShow(kv, show)) {
      return fail({ showValues: typed, showErrors: { key: t("shows.errors.key_taken") } });
    }
    return seeOther(`/head-office/show/${show.key}`);
  },
};

export default function HeadOfficeShows({ data, state }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("ho_show", t)}
        crumbs={crumbsFor("ho_show", t)}
        appName={t("common.app_name")}
      />
      <p>
        <a href="/head-office/show/management">{t("pages.titles.ho_show_management")}</a> ·{" "}
        <a href="/head-office/showcloud-booking-reports">
          {t("pages.titles.ho_showcloud_booking_reports")}
        </a>
      </p>
      <table data-shows>
        <thead>
          <tr>
            <th>{t("shows.show")}</th>
            <th>{t("shows.dates")}</th>
            <th>{t("shows.state")}</th>
            <th>{t("shows.deadline")}</th>
          </tr>
        </thead>
        <tbody>
          {data.shows.map((s) => (
            <tr key={s.key} data-show={s.key}>
              <td>
                <a href={`/head-office/show/${s.key}`}>{inLocale(s.name, locale)}</a>{" "}
                <code>{s.key}</code>
              </td>
              <td>
                {formatDate(`${s.starts}T12:00:00Z`, locale)} –{" "}
                {formatDate(`${s.ends}T12:00:00Z`, locale)}
              </td>
              <td>{t(`shows.show_states.${s.state}`)}</td>
              <td>{formatDateTime(s.order_deadline, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t("shows.form.new_show")}</h2>
      <ShowForm values={data.showValues} errors={data.showErrors} t={t} isNew />
      <h2>{t("shows.categories.title")}</h2>
      <ul data-categories>
        {data.categories.map((c) => (
          <li key={c.id}>
            <a href={`/head-office/show/categories/${c.id}`}>{inLocale(c.name, locale)}</a>{" "}
            <span class="muted">{c.classes.join(", ")}</span>
          </li>
        ))}
      </ul>
      <form method="post" class="card" novalidate>
        <input type="hidden" name="action" value="category" />
        <Field
          name="id"
          id="cat-id"
          label={t("shows.categories.id")}
          value={data.catValues.id ?? ""}
          error={data.catErrors.id}
          required
          maxLength={60}
        />
        <Field
          name="name_en"
          id="cat-name-en"
          label={t("shows.form.name_en")}
          value={data.catValues.name_en ?? ""}
          error={data.catErrors.name_en}
          required
          maxLength={80}
        />
        <Field
          name="name_fr"
          id="cat-name-fr"
          label={t("shows.form.name_fr")}
          value={data.catValues.name_fr ?? ""}
          error={data.catErrors.name_fr}
          required
          maxLength={80}
        />
        <Field
          name="classes"
          id="cat-classes"
          label={t("shows.categories.classes")}
          hint={t("shows.categories.classes_hint")}
          value={data.catValues.classes ?? ""}
          error={data.catErrors.classes}
          maxLength={200}
        />
        <p>
          <button type="submit">{t("shows.categories.add")}</button>
        </p>
      </form>
      <h2>{t("shows.vendors_title")}</h2>
      <ul data-vendors>
        {data.vendors.map((v) => (
          <li key={v.vendor_number}>
            <a href={`/head-office/show/vendors/${v.vendor_number}`}>{v.name}</a>{" "}
            <small class="muted">({v.vendor_number})</small>
          </li>
        ))}
      </ul>
    </>
  );
}
