// /head-office/show/{show}: edit a show (names, dates, venue, state, order deadline, terms),
// upload and remove its files (price lists, catalogues), its vendor pages and books, and links to
// attendance and announcements. Plain forms (the upload is multipart); errors keep what was typed.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import { ShowForm } from "../../../../components/show/ShowForm.tsx";
import { FileList } from "../../../../components/show/FileList.tsx";
import { crumbsFor, pageTitle } from "../../../../lib/nav/pages.ts";
import { requireUser } from "../../../../lib/auth/signed_in.ts";
import { inLocale } from "../../../../lib/catalogue/mod.ts";
import { deleteFile, type FileMeta } from "../../../../lib/files/mod.ts";
import { seeOther, textValue, validateForm, valuesOf } from "../../../../lib/forms/mod.ts";
import { listVendors } from "../../../../lib/stores/mod.ts";
import { showFiles } from "../../../../lib/shows/content.ts";
import {
  SHOW_FILE_PURPOSES,
  showFromInput,
  showValues,
  uploadFile,
} from "../../../../lib/shows/manage.ts";
import { requireShow } from "../../../../lib/shows/pages.ts";
import { type Book, type Show, ShowInput, type VendorPage } from "../../../../lib/shows/schema.ts";
import { listBooks, listVendorPages, putShow } from "../../../../lib/shows/store.ts";
import { ConfirmSubmit } from "../../../../components/forms/ConfirmSubmit.tsx";

interface Data {
  show: Show;
  files: FileMeta[];
  pages: VendorPage[];
  books: Book[];
  names: Record<string, string>;
  values: Record<string, string>;
  errors: Record<string, string>;
  notice: string | null;
}

async function load(kv: Deno.Kv, show: Show) {
  const [files, pages, books, vendors] = await Promise.all([
    showFiles(kv, show.key),
    listVendorPages(kv, show.key),
    listBooks(kv, show.key),
    listVendors(kv),
  ]);
  const names = Object.fromEntries(vendors.map((v) => [v.vendor_number, v.name]));
  return { show, files, pages, books, names };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const show = await requireShow(ctx.state.kv, ctx.params.show);
    const notice = ctx.url.searchParams.get("saved") ? "show_saved" : null;
    return ctx.render({
      ...(await load(ctx.state.kv, show)),
      values: showValues(show),
      errors: {},
      notice,
    });
  },
  async POST(req, ctx) {
    const { kv, t, config } = ctx.state;
    const user = requireUser(ctx.state);
    const show = await requireShow(kv, ctx.params.show);
    const form = await req.formData();
    const values = valuesOf(form);
    const action = textValue(values, "action");
    const back = seeOther(`/head-office/show/${show.key}?saved=1`);
    if (action === "upload") {
      const result = await uploadFile(
        kv,
        form,
        SHOW_FILE_PURPOSES,
        `program:${show.key}`,
        user,
        config,
      );
      if (!result.ok) {
        return ctx.render({
          ...(await load(kv, show)),
          values: showValues(show),
          errors: { file: t(result.error, result.vars) },
          notice: null,
        }, { status: 400 });
      }
      return back;
    }
    if (action === "delete_file") {
      const id = textValue(values, "id");
      if ((await showFiles(kv, show.key)).some((f) => f.id === id)) await deleteFile(kv, id);
      return back;
    }
    const typed = Object.fromEntries(Object.keys(values).map((k) => [k, textValue(values, k)]));
    const parsed = validateForm({ ...typed, key: show.key }, ShowInput, t);
    if (!parsed.ok) {
      return ctx.render({
        ...(await load(kv, show)),
        values: typed,
        errors: parsed.errors,
        notice: null,
      }, {
        status: 400,
      });
    }
    await putShow(kv, showFromInput(parsed.data, show.created_at));
    return back;
  },
};

export default function HeadOfficeShow({ data, state, params }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const { show } = data;
  return (
    <>
      <PageHeader
        title={pageTitle("ho_show_show", t, { show: inLocale(show.name, locale) })}
        crumbs={crumbsFor("ho_show_show", t, { show: params.show })}
        appName={t("common.app_name")}
      />
      {data.notice && <p class="notice" role="status">{t(`shows.notices.${data.notice}`)}</p>}
      <p>
        <a href={`/head-office/show/${show.key}/attendance`}>
          {t("pages.titles.ho_show_attendance")}
        </a>{" "}
        ·{" "}
        <a href={`/head-office/show/${show.key}/announcements`}>
          {t("pages.titles.ho_show_announcements")}
        </a>{" "}
        ·{" "}
        <a href={`/head-office/showcloud-booking-reports?show=${show.key}`}>
          {t("pages.titles.ho_showcloud_booking_reports")}
        </a>{" "}
        · <a href={`/show/${show.key}`}>{t("shows.member_view")}</a>
      </p>
      <ShowForm values={data.values} errors={data.errors} t={t} isNew={false} />
      <h2>{t("shows.pages.files")}</h2>
      <FileList files={data.files} t={t} locale={locale} />
      {data.files.map((f) => (
        <form key={f.id} method="post" style="display:inline">
          <input type="hidden" name="action" value="delete_file" />
          <input type="hidden" name="id" value={f.id} />
          <ConfirmSubmit question={t("common.confirm.delete", { what: f.name })}>
            {t("shows.files.delete", { name: f.name })}
          </ConfirmSubmit>
          {" "}
        </form>
      ))}
      <form method="post" enctype="multipart/form-data" class="card" data-upload>
        <input type="hidden" name="action" value="upload" />
        <label for="purpose">{t("shows.files.kind")}</label>
        <select id="purpose" name="purpose">
          <option value="show_price_list">{t("shows.files.purpose.show_price_list")}</option>
          <option value="show_catalogue">{t("shows.files.purpose.show_catalogue")}</option>
        </select>
        <label for="file">{t("shows.files.file")}</label>
        <input
          id="file"
          type="file"
          name="file"
          aria-invalid={data.errors.file ? "true" : undefined}
        />
        {data.errors.file && <p class="field-error" role="alert">{data.errors.file}</p>}
        <p>
          <button type="submit">{t("shows.files.upload")}</button>
        </p>
      </form>
      <h2>{t("pages.titles.show_vendor_pages")}</h2>
      <ul data-pages>
        {data.pages.map((p) => (
          <li key={p.id}>
            <a href={`/head-office/show/vendors/pages/${p.id}`}>
              {data.names[p.vendor] ?? p.vendor}
            </a>{" "}
            {p.booth && <span class="muted">{t("shows.pages.booth_n", { booth: p.booth })}</span>}
          </li>
        ))}
      </ul>
      <h2>{t("shows.cloud.books_title")}</h2>
      <ul data-books>
        {data.books.map((b) => (
          <li key={b.id}>
            <a href={`/head-office/show/${show.key}/books/${b.id}`}>
              {data.names[b.vendor] ?? b.vendor}
            </a>{" "}
            — {inLocale(b.name, locale)} · {t("shows.cloud.style_count", { count: b.style_count })}
            {" · "}
            <a href={`/show/${show.key}/linesheets/${b.id}`}>{t("show_books.linesheet")}</a>
          </li>
        ))}
      </ul>
      <p>
        <a href={`/head-office/show/${show.key}/books/new`} class="button" data-new-book>
          {t("show_books.new_book")}
        </a>
      </p>
    </>
  );
}
