// The stock-sales watchlist page's data and its form (/reporting/stock-sales-watchlist): the rows of
// the chosen store, and the add/remove post read through lib/forms, so a bad item or threshold comes
// back as a message next to its field with what was typed.
import type { TFunction } from "i18next";
import type { User } from "../auth/types.ts";
import type { Locale } from "../i18n/locales.ts";
import { chooseStore } from "../sales/dashboards.ts";
import { ownStores } from "../stores/mod.ts";
import { getVariant } from "../catalogue/store.ts";
import { follow, FollowInput, unfollow, watchlist, type WatchRow } from "../sales/watchlist.ts";
import {
  type FieldErrors,
  FORM_ERROR,
  type FormValues,
  formValues,
  seeOther,
  textValue,
  validateForm,
} from "../forms/mod.ts";

export interface WatchlistData {
  store: number;
  stores: [number, string][];
  rows: WatchRow[];
  /** A refused add: the messages by field (FORM_ERROR: all of them, labelled) and what was typed. */
  errors?: FieldErrors;
  values?: FormValues;
}

export async function loadWatchlist(
  kv: Deno.Kv,
  user: User,
  store: string | null,
  locale: Locale,
  form?: { errors: FieldErrors; values: FormValues },
): Promise<WatchlistData> {
  const chosen = chooseStore(user, store);
  return {
    store: chosen,
    stores: ownStores(user),
    rows: await watchlist(kv, chosen, locale),
    ...form,
  };
}

/** Follows or unfollows an item: a 303 back to the list, or the page with the add form's errors. */
export async function postWatchlist(
  req: Request,
  kv: Deno.Kv,
  user: User,
  t: TFunction,
  locale: Locale,
): Promise<Response | WatchlistData> {
  const values = await formValues(req);
  const store = chooseStore(user, textValue(values, "store"));
  const back = seeOther(`/reporting/stock-sales-watchlist?store=${store}`);
  if (values.action === "remove") {
    await unfollow(kv, store, textValue(values, "item_number").trim());
    return back;
  }
  const kept = { item_number: textValue(values, "item_number"), threshold: values.threshold ?? "" };
  const read = validateForm(kept, FollowInput, t);
  const errors: FieldErrors = read.ok ? {} : { ...read.errors };
  if (read.ok && !(await getVariant(kv, read.data.item_number))) {
    errors.item_number = t("reporting.watchlist.unknown_item");
  }
  if (!read.ok || Object.keys(errors).length) {
    // One line above the form naming each field, as well as each message under its own field.
    errors[FORM_ERROR] = Object.entries(errors).filter(([field]) => field !== FORM_ERROR)
      .map(([field, message]) =>
        t("validation.field", {
          field: t(`reporting.watchlist.${field === "threshold" ? field : "item"}`),
          message,
        })
      ).join(" ");
    return await loadWatchlist(kv, user, String(store), locale, { errors, values: read.values });
  }
  await follow(kv, store, read.data.item_number, read.data.threshold);
  return back;
}
