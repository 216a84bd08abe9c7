// /head-office/show/categories/{category_id}: a show category — its names in both languages and
// the catalogue classes it gathers (editable) — and the styles in it across the open shows' books.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import { Field } from "../../../../components/Field.tsx";
import { crumbsFor, pageTitle } from "../../../../lib/nav/pages.ts";
import { inLocale } from "../../../../lib/catalogue/mod.ts";
import { formValues, seeOther, textValue, validateForm } from "../../../../lib/forms/mod.ts";
import { formatCurrency } from "../../../../lib/i18n/format.ts";
import { HttpError } from "../../../../lib/http/errors.ts";
import { categoryFromInput } from "../../../../lib/shows/manage.ts";
import { openBooks } from "../../../../lib/shows/pages.ts";
import {
  type Book,
  type BookStyle,
  type Category,
  CategoryInput,
} from "../../../../lib/shows/schema.ts";
import { bookStyles, getCategory, putCategory } from "../../../../lib/shows/store.ts";

interface Data {
  category: Category;
  styles: { book: Book; style: BookStyle }[];
  values: Record<string, string>;
  errors: Record<string, string>;
}

async function load(kv: Deno.Kv, id: string) {
  const category = await getCategory(kv, id);
  if (!category) throw new HttpError(404, "shows.errors.category_not_found");
  const styles: Data["styles"] = [];
  for (const { book } of await openBooks(kv)) {
    for (const style of await bookStyles(kv, book.id)) {
      if (style.category === id) styles.push({ book, style });
    }
  }
  return { category, styles };
}

const valuesOfCategory = (c: Category) => ({
  id: c.id,
  name_en: c.name.en,
  name_fr: c.name.fr,
  classes: c.classes.join(", "),
});

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const data = await load(ctx.state.kv, ctx.params.category_id);
    return ctx.render({ ...data, values: valuesOfCategory(data.category), errors: {} });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const data = await load(kv, ctx.params.category_id);
    const values = await formValues(req);
    const typed = {
      id: data.category.id,
      name_en: textValue(values, "name_en"),
      name_fr: textValue(values, "name_fr"),
      classes: textValue(values, "classes"),
    };
    const parsed = validateForm(typed, CategoryInput, t);
    if (!parsed.ok) {
      return ctx.render({ ...data, values: typed, errors: parsed.errors }, { status: 400 });
    }
    await putCategory(kv, categoryFromInput(parsed.data));
    return seeOther(`/head-office/show/categories/${data.category.id}`);
  },
};

export default function CategoryPage({ data, state, params }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const { values, errors } = data;
  return (
    <>
      <PageHeader
        title={pageTitle("ho_show_category", t, {
          category_id: inLocale(data.category.name, locale),
        })}
        crumbs={crumbsFor("ho_show_category", t, { category_id: params.category_id })}
        appName={t("common.app_name")}
      />
      <form method="post" class="card" novalidate>
        <Field
          name="name_en"
          label={t("shows.form.name_en")}
          value={values.name_en}
          error={errors.name_en}
          required
          maxLength={80}
        />
        <Field
          name="name_fr"
          label={t("shows.form.name_fr")}
          value={values.name_fr}
          error={errors.name_fr}
          required
          maxLength={80}
        />
        <Field
          name="classes"
          label={t("shows.categories.classes")}
          hint={t("shows.categories.classes_hint")}
          value={values.classes}
          error={errors.classes}
          maxLength={200}
        />
        <p>
          <button type="submit">{t("shows.form.save")}</button>
        </p>
      </form>
      <h2>{t("shows.categories.styles")}</h2>
      {data.styles.length === 0
        ? <p>{t("shows.categories.no_styles")}</p>
        : (
          <table data-category-styles>
            <thead>
              <tr>
                <th>{t("shows.book.style")}</th>
                <th>{t("shows.vendor")}</th>
                <th class="num">{t("shows.book.wholesale")}</th>
                <th class="num">{t("shows.book.retail")}</th>
              </tr>
            </thead>
            <tbody>
              {data.styles.map(({ book, style }) => (
                <tr key={`${book.id}-${style.style_id}`}>
                  <td>
                    <a href={`/showcloud/${book.vendor}/books/${book.id}`}>
                      {inLocale(style.name, locale)}
                    </a>{" "}
                    #{style.style_id}
                  </td>
                  <td>
                    <a href={`/head-office/show/vendors/${book.vendor}`}>{book.vendor}</a>
                  </td>
                  <td class="num">{formatCurrency(style.wholesale, locale)}</td>
                  <td class="num">{formatCurrency(style.retail, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
    </>
  );
}
