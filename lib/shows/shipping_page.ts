// /showcloud/shipping: the ship-to addresses of the user's stores (lib/shows/shipping.ts), with the
// add form's typed values and errors kept when it is refused.
import type { User } from "../auth/types.ts";
import { type FormValues, textValue, validateForm } from "../forms/mod.ts";
import { HttpError } from "../http/errors.ts";
import type { Translate } from "../i18n/validation.ts";
import { orderingStores } from "./pages.ts";
import { type ShipTo, ShipToInput } from "./schema.ts";
import { addShipTo, removeShipTo, shipTosOf } from "./shipping.ts";

export interface ShippingData {
  stores: { store: number; shipTos: ShipTo[] }[];
  /** The add form as typed, for the store it was refused for. */
  form: { store: number; label: string; address: string } | null;
  errors: Record<string, string>;
}

export async function shippingData(
  kv: Deno.Kv,
  user: User,
  refused: Pick<ShippingData, "form" | "errors"> = { form: null, errors: {} },
): Promise<ShippingData> {
  const stores = await Promise.all(
    orderingStores(user).map(async (store) => ({ store, shipTos: await shipTosOf(kv, store) })),
  );
  return { stores, ...refused };
}

/** Adds or removes a ship-to of one of the user's stores: true when done, else the refused form. */
export async function postShipping(
  kv: Deno.Kv,
  user: User,
  values: FormValues,
  t: Translate,
): Promise<true | Pick<ShippingData, "form" | "errors">> {
  const store = Number(textValue(values, "store"));
  if (!orderingStores(user).includes(store)) {
    throw new HttpError(403, "shows.errors.not_your_store");
  }
  if (textValue(values, "action") === "remove") {
    await removeShipTo(kv, store, textValue(values, "id"));
    return true;
  }
  const typed = { label: textValue(values, "label"), address: textValue(values, "address") };
  const parsed = validateForm(typed, ShipToInput, t);
  if (!parsed.ok) return { form: { store, ...typed }, errors: parsed.errors };
  await addShipTo(kv, store, parsed.data);
  return true;
}
