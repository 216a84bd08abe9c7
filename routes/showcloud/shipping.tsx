// /showcloud/shipping: the ship-to addresses of the user's stores — each store's own address,
// plus addresses the store adds (a warehouse, a second door), offered on every delivery split.
// Plain forms: add (label and address, errors next to the fields, typed values kept) or remove.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Field } from "../../components/Field.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { formValues, seeOther, textValue, validateForm } from "../../lib/forms/mod.ts";
import { HttpError } from "../../lib/http/errors.ts";
import { orderingStores } from "../../lib/shows/pages.ts";
import { type ShipTo, ShipToInput } from "../../lib/shows/schema.ts";
import { addShipTo, removeShipTo, shipTosOf } from "../../lib/shows/shipping.ts";
import { ConfirmSubmit } from "../../components/forms/ConfirmSubmit.tsx";

interface Data {
  stores: { store: number; shipTos: ShipTo[] }[];
  form: { store: number; label: string; address: string } | null;
  errors: Record<string, string>;
}

async function load(kv: Deno.Kv, stores: number[]) {
  return await Promise.all(
    stores.map(async (store) => ({ store, shipTos: await shipTosOf(kv, store) })),
  );
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const stores = orderingStores(requireUser(ctx.state));
    return ctx.render({ stores: await load(ctx.state.kv, stores), form: null, errors: {} });
  },
  async POST(req, ctx) {
    const { kv } = ctx.state;
    const stores = orderingStores(requireUser(ctx.state));
    const values = await formValues(req);
    const store = Number(textValue(values, "store"));
    if (!stores.includes(store)) throw new HttpError(403, "shows.errors.not_your_store");
    if (textValue(values, "action") === "remove") {
      await removeShipTo(kv, store, textValue(values, "id"));
      return seeOther("/showcloud/shipping");
    }
    const typed = { label: textValue(values, "label"), address: textValue(values, "address") };
    const parsed = validateForm(typed, ShipToInput, ctx.state.t);
    if (!parsed.ok) {
      return ctx.render({
        stores: await load(kv, stores),
        form: { store, ...typed },
        errors: parsed.errors,
      }, {
        status: 400,
      });
    }
    await addShipTo(kv, store, parsed.data);
    return seeOther("/showcloud/shipping");
  },
};

export default function ShippingPage({ data, state }: PageProps<Data, PortalState>) {
  const { t } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("showcloud_shipping", t)}
        crumbs={crumbsFor("showcloud_shipping", t)}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("shows.shipping.intro")}</p>
      {data.stores.length === 0 && <p>{t("shows.errors.no_store")}</p>}
      {data.stores.map(({ store, shipTos }) => {
        const form = data.form?.store === store ? data.form : null;
        return (
          <section key={store} class="card" data-store={store}>
            <h2>{t("shows.store_n", { store })}</h2>
            <ul>
              {shipTos.map((s) => (
                <li key={s.id} data-ship-to={s.id}>
                  <strong>{s.label}</strong> — {s.address}
                  {s.id !== "store" && (
                    <form method="post" style="display:inline">
                      <input type="hidden" name="action" value="remove" />
                      <input type="hidden" name="store" value={String(store)} />
                      <input type="hidden" name="id" value={s.id} />{" "}
                      <ConfirmSubmit question={t("common.confirm.remove", { what: s.label })}>
                        {t("shows.shipping.remove")}
                      </ConfirmSubmit>
                    </form>
                  )}
                </li>
              ))}
            </ul>
            <form method="post" novalidate>
              <input type="hidden" name="action" value="add" />
              <input type="hidden" name="store" value={String(store)} />
              <Field
                name="label"
                id={`label-${store}`}
                label={t("shows.shipping.label")}
                value={form?.label ?? ""}
                error={form ? data.errors.label : undefined}
                required
                maxLength={60}
              />
              <Field
                name="address"
                id={`address-${store}`}
                label={t("shows.shipping.address")}
                value={form?.address ?? ""}
                error={form ? data.errors.address : undefined}
                required
                maxLength={300}
              />
              <p>
                <button type="submit">{t("shows.shipping.add")}</button>
              </p>
            </form>
          </section>
        );
      })}
    </>
  );
}
