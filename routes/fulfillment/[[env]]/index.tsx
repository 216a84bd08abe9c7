// /fulfillment/:env(sandbox)? — the store's web orders: offers to accept or decline, orders in
// progress (pick, pack, label) and recent shipments; team quotes for team-fulfillment staff.
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { NAMED_CHECKS } from "../../../lib/access/checks.ts";
import { HttpError } from "../../../lib/http/errors.ts";
import { basePath, DeclineForm, envOf, SettingsForm } from "../../../lib/fulfillment/schema.ts";
import { settingsOf } from "../../../lib/fulfillment/inventory.ts";
import { saveSettings } from "../../../lib/fulfillment/store.ts";
import { ordersForUser, storesOf } from "../../../lib/fulfillment/access.ts";
import { accept, refuse } from "../../../lib/fulfillment/workflow.ts";
import { sendTestOrder } from "../../../lib/fulfillment/sandbox.ts";
import { listOpenReturnsOfStores } from "../../../lib/fulfillment/returns.ts";
import {
  createTeamRequest,
  listQuotesForStores,
  TeamRequestForm,
} from "../../../lib/fulfillment/quotes.ts";
import { seeOther, validateForm, valuesOf } from "../../../lib/forms/mod.ts";
import { FulfillmentHome } from "../../../components/fulfillment/FulfillmentHome.tsx";
import type { HomeData } from "../../../lib/fulfillment/page_data.ts";

export const config: RouteConfig = { routeOverride: "/fulfillment/:env(sandbox)?" };

async function load(ctx: Parameters<NonNullable<Handlers<HomeData, PortalState>["GET"]>>[1]) {
  const { kv, user } = ctx.state;
  const env = envOf(ctx.params.env);
  const canFulfil = user ? NAMED_CHECKS.fulfillment(user) : false;
  const settings = [];
  if (canFulfil) {
    for (const store of storesOf(user)) {
      settings.push({
        store,
        settings: await settingsOf(kv, env, store),
        editable: !!(user?.Store_Admin || user?.Site_Admin),
      });
    }
  }
  const takesRequests = user
    ? NAMED_CHECKS.fulfillment(user) || NAMED_CHECKS["team-fulfillment"](user)
    : false;
  return {
    canFulfil,
    sandboxStores: canFulfil && env === "sandbox" ? storesOf(user) : [],
    returns: canFulfil ? await listOpenReturnsOfStores(kv, env, storesOf(user)) : [],
    requestStores: takesRequests ? storesOf(user) : [],
    orders: canFulfil ? await ordersForUser(kv, env, user) : [],
    quotes: await listQuotesForStores(kv, env, storesOf(user)),
    settings,
  };
}

export const handler: Handlers<HomeData, PortalState> = {
  async GET(_req, ctx) {
    const done = ctx.url.searchParams.get("done") ?? undefined;
    return ctx.render({ ...await load(ctx), done });
  },
  async POST(req, ctx) {
    const { kv, user, config } = ctx.state;
    const env = envOf(ctx.params.env);
    const form = await req.formData();
    if (form.get("action") === "team_request") return await teamRequest(form, ctx);
    if (!user || !NAMED_CHECKS.fulfillment(user)) {
      throw new HttpError(401, "access.insufficient_permissions");
    }
    const id = String(form.get("id") ?? "");
    const store = Number(form.get("store"));
    if (!storesOf(user).includes(store)) throw new HttpError(404, "fulfillment.errors.not_found");
    const action = String(form.get("action"));
    if (action === "test_order") {
      // Store staff train in the sandbox on an order of their own store.
      if (env !== "sandbox") throw new HttpError(404, "fulfillment.errors.not_found");
      const sent = await sendTestOrder(kv, config, store, user.email);
      if (!sent || sent.status !== 201) {
        return ctx.render({ ...await load(ctx), error: "fulfillment.errors.no_test_order" }, {
          status: 409,
        });
      }
      return seeOther("/fulfillment/sandbox?done=test_order");
    }
    if (action === "settings") {
      if (!user.Store_Admin && !user.Site_Admin) {
        throw new HttpError(401, "access.insufficient_permissions");
      }
      const values = {
        daily_capacity: String(form.get("daily_capacity") ?? ""),
        safety_stock: String(form.get("safety_stock") ?? ""),
      };
      const parsed = SettingsForm.safeParse({ ...values, opted_in: form.has("opted_in") });
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
        return ctx.render({ ...await load(ctx), settingsError: { store, errors, values } }, {
          status: 400,
        });
      }
      await saveSettings(kv, env, store, parsed.data);
      return new Response(null, {
        status: 303,
        headers: {
          location: `${env === "sandbox" ? "/fulfillment/sandbox" : "/fulfillment"}?done=settings`,
        },
      });
    }
    let result;
    if (action === "decline") {
      const parsed = DeclineForm.safeParse({ reason: form.get("reason") ?? "" });
      if (!parsed.success) {
        const reason = String(form.get("reason") ?? "");
        return ctx.render({
          ...await load(ctx),
          decline: { id, error: parsed.error.issues[0].message, reason },
        }, {
          status: 400,
        });
      }
      result = await refuse(kv, config, env, id, store, parsed.data.reason, user.email);
    } else {
      result = await accept(kv, config, env, id, store, user.email);
    }
    if (!result.ok) return ctx.render({ ...await load(ctx), error: result.error }, { status: 409 });
    const base = env === "sandbox" ? "/fulfillment/sandbox" : "/fulfillment";
    return new Response(null, {
      status: 303,
      headers: { location: `${base}?done=${action === "decline" ? "declined" : "accepted"}` },
    });
  },
};

/** A team's request taken by store staff (fulfillment or team fulfillment): a new team quote. */
async function teamRequest(
  form: FormData,
  ctx: Parameters<NonNullable<Handlers<HomeData, PortalState>["POST"]>>[1],
) {
  const { kv, user, t } = ctx.state;
  const env = envOf(ctx.params.env);
  const data = await load(ctx);
  const store = Number(form.get("store"));
  if (!data.requestStores.includes(store)) throw new HttpError(404, "fulfillment.errors.not_found");
  const checked = validateForm(valuesOf(form), TeamRequestForm, t);
  if (!checked.ok) {
    return ctx.render({ ...data, teamRequest: checked }, { status: 400 });
  }
  const quote = await createTeamRequest(kv, env, store, checked.data, user!.email);
  return seeOther(`${basePath(env)}/team-quotes/${quote.id}`);
}

export default function Page(props: PageProps<HomeData, PortalState>) {
  return <FulfillmentHome {...props} env={envOf(props.params.env)} />;
}
