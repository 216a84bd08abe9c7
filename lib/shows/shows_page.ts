// What /head-office/show and /head-office/show/categories/{category_id} load and do: the list of
// shows with the new-show form, the categories with the new-category form and the vendors with
// books; a category's edit form (with the version it was read at) and its styles in the open
// shows' books. Forms through lib/forms: translated errors at their fields, what was typed kept.
import { formValues, postedVersion, seeOther, validateForm } from "../forms/mod.ts";
import type { Translate } from "../i18n/validation.ts";
import { categoryFromInput, showFromInput } from "./manage.ts";
import { found, type Posted, staleErrors, typedOf } from "./edit_form.ts";
import { openBooks } from "./pages.ts";
import {
  type Book,
  type BookStyle,
  type Category,
  CategoryInput,
  type Show,
  ShowInput,
} from "./schema.ts";
import {
  bookStyles,
  createShow,
  getCategoryEntry,
  listBooks,
  listCategories,
  listShows,
  saveCategory,
} from "./store.ts";

type Form = { values: Record<string, string>; errors: Record<string, string> };

export interface ShowsPageData {
  shows: Show[];
  categories: Category[];
  /** Vendor numbers with a book at any show. */
  vendors: string[];
  showForm: Form;
  categoryForm: Form;
}

export async function showsPage(
  kv: Deno.Kv,
  edit: Partial<ShowsPageData> = {},
): Promise<ShowsPageData> {
  const [shows, categories] = await Promise.all([listShows(kv), listCategories(kv)]);
  const vendors = new Set<string>();
  for (const s of shows) for (const b of await listBooks(kv, s.key)) vendors.add(b.vendor);
  return {
    shows,
    categories,
    vendors: [...vendors].sort((a, b) => a.localeCompare(b, "en", { numeric: true })),
    showForm: { values: { state: "upcoming" }, errors: {} },
    categoryForm: { values: {}, errors: {} },
    ...edit,
  };
}

/** The page's two creation forms: a show (action "create") or a category ("category"). */
export async function postShowsPage(
  req: Request,
  kv: Deno.Kv,
  t: Translate,
): Promise<Posted<ShowsPageData>> {
  const typed = typedOf(await formValues(req));
  const fail = async (edit: Partial<ShowsPageData>) => ({
    status: 400,
    data: await showsPage(kv, edit),
  });
  if (typed.action === "category") {
    const parsed = validateForm(typed, CategoryInput, t);
    if (!parsed.ok) return fail({ categoryForm: { values: typed, errors: parsed.errors } });
    if (!await saveCategory(kv, categoryFromInput(parsed.data), "")) {
      return fail({ categoryForm: { values: typed, errors: { id: t("shows.errors.key_taken") } } });
    }
    return seeOther(`/head-office/show/categories/${parsed.data.id}`);
  }
  const parsed = validateForm(typed, ShowInput, t);
  if (!parsed.ok) return fail({ showForm: { values: typed, errors: parsed.errors } });
  const show = showFromInput(parsed.data, new Date().toISOString());
  if (!await createShow(kv, show)) {
    return fail({ showForm: { values: typed, errors: { key: t("shows.errors.key_taken") } } });
  }
  return seeOther(`/head-office/show/${show.key}`);
}

// A category ------------------------------------------------------------------------------------

export interface CategoryPageData extends Form {
  category: Category;
  version: string;
  styles: { book: Book; style: BookStyle }[];
}

const categoryValues = (c: Category) => ({
  id: c.id,
  name_en: c.name.en,
  name_fr: c.name.fr,
  classes: c.classes.join(", "),
});

async function categoryEntry(kv: Deno.Kv, id: string) {
  const entry = await getCategoryEntry(kv, id);
  const { value, version } = found(entry, "shows.errors.category_not_found");
  return { category: value, version };
}

export async function categoryPage(
  kv: Deno.Kv,
  id: string,
  edit: Partial<CategoryPageData> = {},
): Promise<CategoryPageData> {
  const { category, version } = await categoryEntry(kv, id);
  const styles: CategoryPageData["styles"] = [];
  for (const { book } of await openBooks(kv)) {
    for (const style of await bookStyles(kv, book.id)) {
      if (style.category === id) styles.push({ book, style });
    }
  }
  return { category, version, styles, values: categoryValues(category), errors: {}, ...edit };
}

export async function postCategory(
  req: Request,
  kv: Deno.Kv,
  id: string,
  t: Translate,
): Promise<Posted<CategoryPageData>> {
  const { category } = await categoryEntry(kv, id);
  const values = await formValues(req);
  const typed = { ...typedOf(values), id: category.id };
  const parsed = validateForm(typed, CategoryInput, t);
  if (!parsed.ok) {
    return {
      status: 400,
      data: await categoryPage(kv, id, { values: typed, errors: parsed.errors }),
    };
  }
  if (!await saveCategory(kv, categoryFromInput(parsed.data), postedVersion(values))) {
    const { id: _, ...now } = categoryValues((await categoryEntry(kv, id)).category);
    const labels: Record<string, string> = {
      name_en: "shows.form.name_en",
      name_fr: "shows.form.name_fr",
      classes: "shows.categories.classes",
    };
    const errors = staleErrors(t, values, now, (f) => t(labels[f]));
    return { status: 409, data: await categoryPage(kv, id, { values: typed, errors }) };
  }
  return seeOther(`/head-office/show/categories/${category.id}`);
}
