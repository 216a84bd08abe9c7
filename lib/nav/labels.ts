// Names for the identifiers in a page's address, so titles and breadcrumbs read "Fall Show 2026",
// "Bauer Hockey" and "PO-000012" instead of fall-2026, V100 and a UUID. labelsMiddleware looks the
// current route's parameters up once per request (in the request's language) and keeps them for
// the request; pageTitle and crumbsFor (lib/nav/pages.ts) use a name wherever a title would show
// the raw value, so every page follows without passing names itself. Links keep the raw values.
// People recorded by e-mail and vendors recorded by number are named the same way (personName,
// vendorLabel; components/Person.tsx, components/Vendor.tsx), from lib/nav/directory.ts.
import { AsyncLocalStorage } from "node:async_hooks";
import type { FreshContext } from "$fresh/server.ts";
import type { PortalState } from "../state.ts";
import { getShow, getShowOrder } from "../shows/store.ts";
import { getVendor } from "../stores/store.ts";
import { getOrder } from "../orders/store.ts";
import { inLocale } from "../catalogue/model.ts";
import type { Locale } from "../i18n/locales.ts";
import { type Directory, directory } from "./directory.ts";
import { normalizeEmail } from "../auth/store.ts";

type Resolver = (kv: Deno.Kv, value: string, locale: Locale) => Promise<string | null>;

const vendorName: Resolver = async (kv, value) => (await getVendor(kv, value))?.name ?? null;

/** Parameter name → how to name its value. */
const RESOLVERS: Partial<Record<string, Resolver>> = {
  show: async (kv, value, locale) => {
    const show = await getShow(kv, value);
    return show ? inLocale(show.name, locale) : null;
  },
  vendor: vendorName,
  vendor_number: vendorName,
  // A show order is named by its purchase orders' numbers (one per delivery split).
  order_id: async (kv, value) => {
    const order = (await getShowOrder(kv, value)).value;
    if (order) {
      const pos = await Promise.all(order.po_ids.map((id) => (id ? getOrder(kv, id) : null)));
      const numbers = pos.filter((po) => po !== null).map((po) => po!.po_number);
      return numbers.length ? numbers.join(", ") : null;
    }
    return (await getOrder(kv, value))?.po_number ?? null;
  },
};

interface Names extends Directory {
  labels: Map<string, string>;
}

const current = new AsyncLocalStorage<Names>();

/** The name of a parameter's value in the current request, or the value itself. */
export function labelFor(name: string, value: string): string {
  return current.getStore()?.labels.get(`${name}=${value}`) ?? value;
}

/** The name of the person with this e-mail address, or the address (not an account's). */
export function personName(email: string): string {
  return current.getStore()?.people.get(normalizeEmail(email)) ?? email;
}

/** The name of the vendor with this number, or the number (an unknown vendor). */
export function vendorLabel(vendor: string): string {
  return current.getStore()?.vendors.get(vendor) ?? vendor;
}

/** Runs `fn` with these names (tests; the middleware uses it for each request). */
export function withLabels<T>(
  labels: Map<string, string>,
  fn: () => T,
  names: Directory = { people: new Map(), vendors: new Map() },
): T {
  return current.run({ labels, ...names }, fn);
}

export async function resolveLabels(
  kv: Deno.Kv,
  params: Record<string, string>,
  locale: Locale,
): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  await Promise.all(
    Object.entries(params).map(async ([name, value]) => {
      const resolve = RESOLVERS[name];
      const label = resolve && value ? await resolve(kv, value, locale).catch(() => null) : null;
      if (label) labels.set(`${name}=${value}`, label);
    }),
  );
  return labels;
}

/** Pages (not the JSON API, files or assets) get the names of the request. */
export async function labelsMiddleware(_req: Request, ctx: FreshContext<PortalState>) {
  const { kv } = ctx.state;
  if (ctx.destination !== "route" || !kv || ctx.url.pathname.startsWith("/api/")) {
    return ctx.next();
  }
  const [labels, names] = await Promise.all([
    resolveLabels(kv, ctx.params ?? {}, ctx.state.locale),
    directory(kv),
  ]);
  return await withLabels(labels, () => ctx.next(), names);
}
