// /showcloud/shipping: per store, its ship-to addresses (its own first, not removable), each added
// one with a confirmed Remove, and a form to add one (errors next to the fields, typed values kept).
import { Field, fieldsOf } from "../Field.tsx";
import { ActionForm } from "../forms/ActionForm.tsx";
import type { ShippingData } from "../../lib/shows/shipping_page.ts";
import type { BodyProps } from "../orders/HeadedPage.tsx";

export function ShippingPage({ data, t }: BodyProps<ShippingData>) {
  return (
    <>
      <p class="lead">{t("shows.shipping.intro")}</p>
      {data.stores.length === 0 && <p>{t("shows.errors.no_store")}</p>}
      {data.stores.map(({ store, shipTos }) => {
        const form = data.form?.store === store ? data.form : null;
        const field = fieldsOf(form ?? { label: "", address: "" }, form ? data.errors : {});
        return (
          <section key={store} class="card" data-store={store}>
            <h2>{t("shows.store_n", { store })}</h2>
            <ul>
              {shipTos.map((s) => (
                <li key={s.id} data-ship-to={s.id}>
                  <strong>{s.label}</strong> — {s.address} {s.id !== "store" && (
                    <ActionForm
                      action="remove"
                      fields={{ store, id: s.id }}
                      confirm={t("common.confirm.remove", { what: s.label })}
                    >
                      {t("shows.shipping.remove")}
                    </ActionForm>
                  )}
                </li>
              ))}
            </ul>
            <form method="post" novalidate>
              <input type="hidden" name="action" value="add" />
              <input type="hidden" name="store" value={String(store)} />
              <Field
                {...field("label")}
                id={`label-${store}`}
                label={t("shows.shipping.label")}
                required
                maxLength={60}
              />
              <Field
                {...field("address")}
                id={`address-${store}`}
                label={t("shows.shipping.address")}
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
