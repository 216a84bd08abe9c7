// Packing an accepted order: packages with a preset box or custom dimensions, a weight and the
// units they hold; edited or removed until the label is bought. When every unit is packed the
// order is "packed". A change of packages drops the rates quoted for the old ones.
import { type Env, type FulfillmentOrder, type Package, type PackageForm } from "./schema.ts";
import { now } from "./store.ts";
import { changeOrder, type Result } from "./shipping.ts";

/** Units of each item still to pack. */
export function unpacked(order: FulfillmentOrder): Map<string, number> {
  const left = new Map<string, number>();
  for (const l of order.lines) left.set(l.item_number, (left.get(l.item_number) ?? 0) + l.quantity);
  for (const p of order.packages) {
    for (const i of p.items) left.set(i.item_number, (left.get(i.item_number) ?? 0) - i.quantity);
  }
  return left;
}

/** Adds a package holding `items`; when every unit is packed the order is "packed". */
export async function addPackage(
  kv: Deno.Kv,
  env: Env,
  id: string,
  form: PackageForm,
  items: { item_number: string; quantity: number }[],
  by: string,
): Promise<Result> {
  const at = await now(kv, env);
  return await changeOrder(kv, env, id, (o) => {
    if (o.state !== "accepted") return "fulfillment.errors.not_accepted";
    const left = unpacked(o);
    const chosen = items.filter((i) => i.quantity > 0);
    if (chosen.length === 0) return "fulfillment.errors.empty_package";
    if (chosen.some((i) => i.quantity > (left.get(i.item_number) ?? 0))) {
      return "fulfillment.errors.too_many";
    }
    const taken = new Set(o.packages.map((p) => p.id));
    let n = o.packages.length + 1;
    while (taken.has(`P${n}`)) n++;
    o.packages.push({ id: `P${n}`, ...boxOf(form), weight_g: form.weight_g, items: chosen });
    delete o.rates;
    if ([...unpacked(o).values()].every((n) => n <= 0)) {
      o.state = "packed";
      o.history.push({ at: at.toISOString(), state: "packed", by });
    }
    return null;
  });
}

function boxOf(form: PackageForm): Pick<Package, "box" | "dims_cm"> {
  return form.box === "custom"
    ? {
      box: "custom",
      dims_cm: { length: form.length_cm!, width: form.width_cm!, height: form.height_cm! },
    }
    : { box: form.box };
}

/** Changes a package's box, dimensions or weight (before the label). */
export async function updatePackage(
  kv: Deno.Kv,
  env: Env,
  id: string,
  packageId: string,
  form: PackageForm,
): Promise<Result> {
  return await changeOrder(kv, env, id, (o) => {
    if (!["accepted", "packed"].includes(o.state)) {
      return "fulfillment.errors.labelled";
    }
    const p = o.packages.find((x) => x.id === packageId);
    if (!p) return "fulfillment.errors.not_found";
    delete p.dims_cm;
    Object.assign(p, boxOf(form), { weight_g: form.weight_g });
    delete o.rates;
    return null;
  });
}

/** Removes a package (before the label); its units are to pack again. */
export async function removePackage(
  kv: Deno.Kv,
  env: Env,
  id: string,
  packageId: string,
  by: string,
): Promise<Result> {
  const at = await now(kv, env);
  return await changeOrder(kv, env, id, (o) => {
    if (!["accepted", "packed"].includes(o.state)) {
      return "fulfillment.errors.labelled";
    }
    if (!o.packages.some((x) => x.id === packageId)) {
      return "fulfillment.errors.not_found";
    }
    o.packages = o.packages.filter((x) => x.id !== packageId);
    delete o.rates;
    if (o.state === "packed") {
      o.state = "accepted";
      o.history.push({ at: at.toISOString(), state: "accepted", by, note: packageId });
    }
    return null;
  });
}
