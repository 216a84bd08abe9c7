// The page of /marketing/vendors/{vendor_number} (its loader and actions): the vendor's styles
// with their completeness, the duplicates to merge, and its marketing contacts (add, remove).
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../state.ts";
import { type FieldErrors, formValues, seeOther, validateForm } from "../forms/mod.ts";
import type { FormValues } from "../forms/read.ts";
import { listVariants, type Style } from "../catalogue/mod.ts";
import { getVendor, type Vendor } from "../stores/mod.ts";
import type { Completeness } from "./completeness.ts";
import { getContacts, updateContacts, type VendorContact } from "./library.ts";
import { ContactForm } from "./schema.ts";
import { stylesById } from "./items.ts";
import { contentMap, storedOrFresh } from "./store.ts";
import { proposeDuplicates } from "./duplicates.ts";

export interface VendorPageData {
  vendor: Vendor;
  styles: { style: Style; completeness: Completeness }[];
  duplicates: number;
  contacts: VendorContact[];
  values: FormValues;
  errors: FieldErrors;
}

async function load(kv: Deno.Kv, number: string) {
  const vendor = await getVendor(kv, number);
  if (!vendor) return null;
  const [styles, contents, variants, contacts] = await Promise.all([
    stylesById(kv),
    contentMap(kv),
    listVariants(kv, { vendor: number }),
    getContacts(kv, number),
  ]);
  const byStyle = Map.groupBy(variants, (v) => v.style_id);
  const mine = [...styles.values()].filter((s) => s.vendor === number)
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((style) => ({
      style,
      completeness: storedOrFresh(contents, style, byStyle.get(style.id) ?? []).completeness,
    }));
  return { vendor, styles: mine, duplicates: proposeDuplicates(variants).length, contacts };
}

export const vendorPageHandler: Handlers<VendorPageData, PortalState> = {
  async GET(_req, ctx) {
    const loaded = await load(ctx.state.kv, ctx.params.vendor_number);
    if (!loaded) return ctx.renderNotFound();
    return ctx.render({ ...loaded, values: {}, errors: {} });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const loaded = await load(kv, ctx.params.vendor_number);
    if (!loaded) return ctx.renderNotFound();
    const here = `/marketing/vendors/${loaded.vendor.vendor_number}`;
    const values = await formValues(req);
    if (values.action === "remove") {
      // removed by address, not position: the list may have changed since the page loaded
      const email = String(values.email ?? "");
      await updateContacts(
        kv,
        loaded.vendor.vendor_number,
        (list) => list.filter((c) => c.email !== email),
      );
      return seeOther(here);
    }
    const form = validateForm(values, ContactForm, t);
    if (!form.ok) {
      return ctx.render({ ...loaded, values: form.values, errors: form.errors }, { status: 400 });
    }
    await updateContacts(
      kv,
      loaded.vendor.vendor_number,
      (list) => [...list.filter((c) => c.email !== form.data.email), form.data].slice(0, 20),
    );
    return seeOther(here);
  },
};
