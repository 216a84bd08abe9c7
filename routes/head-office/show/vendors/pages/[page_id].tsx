// /head-office/show/vendors/pages/{page_id}: edit a vendor's booth page (booth, description and
// show specials in both languages) and its files (price lists, catalogues, images).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../../lib/state.ts";
import { PageHeader } from "../../../../../components/PageHeader.tsx";
import { Field } from "../../../../../components/Field.tsx";
import { VendorPageView } from "../../../../../components/show/VendorPageView.tsx";
import { crumbsFor, pageTitle } from "../../../../../lib/nav/pages.ts";
import { requireUser } from "../../../../../lib/auth/signed_in.ts";
import { deleteFile, type FileMeta, getFileMeta } from "../../../../../lib/files/mod.ts";
import { seeOther, textValue, validateForm, valuesOf } from "../../../../../lib/forms/mod.ts";
import { HttpError } from "../../../../../lib/http/errors.ts";
import { getVendor } from "../../../../../lib/stores/mod.ts";
import { BOOTH_FILE_PURPOSES, pageFromInput, uploadFile } from "../../../../../lib/shows/manage.ts";
import { type VendorPage, VendorPageInput } from "../../../../../lib/shows/schema.ts";
import { getVendorPage, putVendorPage } from "../../../../../lib/shows/store.ts";
import { ConfirmSubmit } from "../../../../../components/forms/ConfirmSubmit.tsx";

interface Data {
  page: VendorPage;
  vendorName: string;
  files: FileMeta[];
  values: Record<string, string>;
  errors: Record<string, string>;
}

async function load(kv: Deno.Kv, id: string) {
  const page = await getVendorPage(kv, id);
  if (!page) throw new HttpError(404, "shows.errors.page_not_found");
  const files = (await Promise.all(page.files.map((f) => getFileMeta(kv, f))))
    .filter((f): f is FileMeta => f !== null);
  return { page, files, vendorName: (await getVendor(kv, page.vendor))?.name ?? page.vendor };
}

function valuesOfPage(p: VendorPage): Record<string, string> {
  return {
    booth: p.booth,
    description_en: p.description.en,
    description_fr: p.description.fr,
    specials_en: p.specials.en,
    specials_fr: p.specials.fr,
  };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const data = await load(ctx.state.kv, ctx.params.page_id);
    return ctx.render({ ...data, values: valuesOfPage(data.page), errors: {} });
  },
  async POST(req, ctx) {
    const { kv, t, config } = ctx.state;
    const user = requireUser(ctx.state);
    const data = await load(kv, ctx.params.page_id);
    const { page } = data;
    const form = await req.formData();
    const values = valuesOf(form);
    const action = textValue(values, "action");
    const back = seeOther(`/head-office/show/vendors/pages/${page.id}`);
    if (action === "upload") {
      const result = await uploadFile(
        kv,
        form,
        BOOTH_FILE_PURPOSES,
        `vendor:${page.vendor}`,
        user,
        config,
      );
      if (!result.ok) {
        return ctx.render({
          ...data,
          values: valuesOfPage(page),
          errors: { file: t(result.error, result.vars) },
        }, {
          status: 400,
        });
      }
      await putVendorPage(kv, { ...page, files: [...page.files, result.id] }, false);
      return back;
    }
    if (action === "delete_file") {
      const id = textValue(values, "id");
      if (page.files.includes(id)) {
        await putVendorPage(kv, { ...page, files: page.files.filter((f) => f !== id) }, false);
        await deleteFile(kv, id);
      }
      return back;
    }
    const typed = Object.fromEntries(Object.keys(values).map((k) => [k, textValue(values, k)]));
    const parsed = validateForm(typed, VendorPageInput, t);
    if (!parsed.ok) {
      return ctx.render({ ...data, values: typed, errors: parsed.errors }, { status: 400 });
    }
    await putVendorPage(kv, pageFromInput(page, parsed.data, new Date()), false);
    return back;
  },
};

export default function BoothEditor({ data, state, params }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const { values, errors } = data;
  const text = (name: string, max: number, type: "text" | "textarea" = "textarea") => (
    <Field
      name={name}
      label={t(`shows.pages.${name}`)}
      type={type}
      value={values[name] ?? ""}
      error={errors[name]}
      maxLength={max}
    />
  );
  return (
    <>
      <PageHeader
        title={pageTitle("ho_show_vendor_page", t, {
          page_id: `${data.vendorName} · ${data.page.show}`,
        })}
        crumbs={crumbsFor("ho_show_vendor_page", t, { page_id: params.page_id })}
        appName={t("common.app_name")}
      />
      <p>
        <a href={`/head-office/show/vendors/${data.page.vendor}`}>{data.vendorName}</a> ·{" "}
        <a href={`/show/${data.page.show}/vendor-pages/${data.page.vendor}`}>
          {t("shows.member_view")}
        </a>
      </p>
      <form method="post" class="card" novalidate data-page-form>
        <input type="hidden" name="action" value="save" />
        {text("booth", 20, "text")}
        {text("description_en", 4000)}
        {text("description_fr", 4000)}
        {text("specials_en", 2000)}
        {text("specials_fr", 2000)}
        <p class="hint">{t("shows.pages.specials_hint")}</p>
        <p>
          <button type="submit">{t("shows.form.save")}</button>
        </p>
      </form>
      <h2>{t("shows.pages.files")}</h2>
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
          {BOOTH_FILE_PURPOSES.map((p) => (
            <option key={p} value={p}>{t(`shows.files.purpose.${p}`)}</option>
          ))}
        </select>
        <label for="file">{t("shows.files.file")}</label>
        <input id="file" type="file" name="file" aria-invalid={errors.file ? "true" : undefined} />
        {errors.file && <p class="field-error" role="alert">{errors.file}</p>}
        <p>
          <button type="submit">{t("shows.files.upload")}</button>
        </p>
      </form>
      <h2>{t("shows.pages.preview")}</h2>
      <VendorPageView page={data.page} files={data.files} books={[]} t={t} locale={locale} />
    </>
  );
}
