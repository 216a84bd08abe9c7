// /fulfillment: the store's home page data and its form posts (accept/decline an offer, a sandbox
// test order, the store's web-order settings, a team's request). Every post is read through
// lib/forms, so a bad field (even one with control characters) comes back next to its input with
// what was typed, never as a bare 400 page.
import type { PortalState } from "../state.ts";
import { NAMED_CHECKS } from "../access/checks.ts";
import { HttpError } from "../http/errors.ts";
import {
  changedFields,
  type FormValues,
  postedVersion,
  seeOther,
  staleEditErrors,
  textValue,
  validateForm,
} from "../forms/mod.ts";
import { basePath, DeclineForm, type Env, SettingsForm } from "./schema.ts";
import { settingsEntriesOf, settingsEntryOf } from "./inventory.ts";
import { storesOf } from "./access.ts";
import { storeHomes } from "./home_cache.ts";
import { accept, refuse } from "./workflow.ts";
import { sendTestOrder } from "./sandbox.ts";
import { byOpened } from "./returns.ts";
import { createTeamRequest, newestCreated, TeamRequestForm } from "./quotes.ts";
import { newestReceived, saveSettings } from "./store.ts";
import type { HomeData } from "./page_data.ts";

/** The checkboxes of the home page's forms (absent = false). */
export const HOME_FORM_SHAPE = { booleans: ["opted_in"] };

export async function loadHome(state: PortalState, env: Env): Promise<HomeData> {
  const { kv, user } = state;
  const canFulfil = user ? NAMED_CHECKS.fulfillment(user) : false;
  const stores = storesOf(user);
  const editable = !!(user?.Store_Admin || user?.Site_Admin);
  const settings = canFulfil
    ? (await settingsEntriesOf(kv, env, stores, user)).map((entry, i) => ({
      store: stores[i],
      ...entry,
      editable,
    }))
    : [];
  const takesRequests = user
    ? NAMED_CHECKS.fulfillment(user) || NAMED_CHECKS["team-fulfillment"](user)
    : false;
  const homes = await storeHomes(kv, env, stores);
  return {
    canFulfil,
    sandboxStores: canFulfil && env === "sandbox" ? stores : [],
    returns: canFulfil ? homes.flatMap((home) => home.returns).sort(byOpened) : [],
    requestStores: takesRequests ? stores : [],
    orders: canFulfil ? homes.flatMap((home) => home.orders).sort(newestReceived) : [],
    quotes: homes.flatMap((home) => home.quotes).sort(newestCreated),
    settings,
  };
}

/** What a post asks the page to show again (with its status) when it is refused. */
export type HomeRefusal = { status: number; data: Partial<HomeData> };

/** One post of the home page: a redirect when done, else what to render again. */
export async function homeAction(
  state: PortalState,
  env: Env,
  values: FormValues,
): Promise<Response | HomeRefusal> {
  const { kv, user, config, t } = state;
  const action = textValue(values, "action");
  const store = Number(textValue(values, "store"));
  if (action === "team_request") {
    const takes = user &&
      (NAMED_CHECKS.fulfillment(user) || NAMED_CHECKS["team-fulfillment"](user));
    if (!takes || !storesOf(user).includes(store)) {
      throw new HttpError(404, "fulfillment.errors.not_found");
    }
    const checked = validateForm(values, TeamRequestForm, t);
    if (!checked.ok) return { status: 400, data: { teamRequest: checked } };
    const quote = await createTeamRequest(kv, env, store, checked.data, user.email);
    return seeOther(`${basePath(env)}/team-quotes/${quote.id}`);
  }
  if (!user || !NAMED_CHECKS.fulfillment(user)) {
    throw new HttpError(401, "access.insufficient_permissions");
  }
  if (!storesOf(user).includes(store)) throw new HttpError(404, "fulfillment.errors.not_found");
  const base = basePath(env);
  if (action === "test_order") {
    // Store staff train in the sandbox on an order of their own store.
    if (env !== "sandbox") throw new HttpError(404, "fulfillment.errors.not_found");
    const sent = await sendTestOrder(kv, config, store, user.email);
    if (!sent || sent.status !== 201) {
      return { status: 409, data: { error: "fulfillment.errors.no_test_order" } };
    }
    return seeOther(`${base}?done=test_order`);
  }
  if (action === "settings") {
    if (!user.Store_Admin && !user.Site_Admin) {
      throw new HttpError(401, "access.insufficient_permissions");
    }
    const checked = validateForm(values, SettingsForm, t);
    if (!checked.ok) {
      return { status: 400, data: { settingsError: { store, ...checked } } };
    }
    if (!await saveSettings(kv, env, store, checked.data, postedVersion(values))) {
      // Changed meanwhile (another tab, another admin): say what, keep the typing, and carry the
      // current version so saving again is a deliberate overwrite.
      const { settings: now, version } = await settingsEntryOf(kv, env, store);
      const changes = changedFields(values, {
        opted_in: { label: t("fulfillment.settings.opted_in"), saved: now.opted_in },
        daily_capacity: {
          label: t("fulfillment.settings.daily_capacity"),
          saved: String(now.daily_capacity),
        },
        safety_stock: {
          label: t("fulfillment.settings.safety_stock"),
          saved: String(now.safety_stock),
        },
      });
      const errors = staleEditErrors(t, changes);
      return { status: 409, data: { settingsError: { store, errors, values, version } } };
    }
    return seeOther(`${base}?done=settings`);
  }
  const id = textValue(values, "id");
  let result;
  if (action === "decline") {
    const checked = validateForm(values, DeclineForm, t);
    if (!checked.ok) {
      const reason = checked.values.reason;
      return {
        status: 400,
        data: {
          decline: {
            id,
            error: checked.errors.reason ?? Object.values(checked.errors)[0],
            reason: typeof reason === "string" ? reason : "",
          },
        },
      };
    }
    result = await refuse(kv, config, env, id, store, checked.data.reason, user.email);
  } else {
    result = await accept(kv, config, env, id, store, user.email);
  }
  if (!result.ok) return { status: 409, data: { error: result.error } };
  return seeOther(`${base}?done=${action === "decline" ? "declined" : "accepted"}`);
}
