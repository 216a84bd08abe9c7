// What /head-office/show/vendors/{vendor_number} loads and does: a vendor at every show (its booth
// page, books, booked units and cost from the ledger's show purchase orders) and the form that
// opens its booth page at a show it has none at (lib/forms: the show picked, an error at it).
import { z } from "zod";
import { readForm, seeOther } from "../forms/mod.ts";
import { HttpError } from "../http/errors.ts";
import type { Translate } from "../i18n/validation.ts";
import { listOrders } from "../orders/mod.ts";
import { getVendor, type Vendor } from "../stores/mod.ts";
import { cents } from "./grid.ts";
import { BOOKED_STATES } from "./report.ts";
import type { Book, Show, VendorPage } from "./schema.ts";
import { listBooks, listShows, putVendorPage, vendorPagesOf } from "./store.ts";

export interface VendorShowRow {
  show: Show;
  page: VendorPage | null;
  books: Book[];
  units: number;
  /** Cents. */
  cost: number;
}

export interface VendorShowsData {
  vendor: Vendor;
  rows: VendorShowRow[];
  /** Errors of the open-a-booth-page form, by field. */
  errors: Record<string, string>;
}

export async function vendorShowsPage(kv: Deno.Kv, number: string): Promise<VendorShowsData> {
  const vendor = await getVendor(kv, number);
  if (!vendor) throw new HttpError(404, "shows.errors.vendor_not_found");
  const shows = await listShows(kv);
  const [books, pages, orders] = await Promise.all([
    Promise.all(shows.map((s) => listBooks(kv, s.key, number))).then((b) => b.flat()),
    vendorPagesOf(kv, number),
    listOrders(kv, { vendor: number, source: "show" }),
  ]);
  const rows = shows.map((show): VendorShowRow => ({
    show,
    page: pages.find((p) => p.show === show.key) ?? null,
    books: books.filter((b) => b.show === show.key),
    units: 0,
    cost: 0,
  }));
  for (const o of orders) {
    const row = rows.find((r) => r.show.key === o.program_id);
    if (!row || !BOOKED_STATES.includes(o.state)) continue;
    for (const l of o.lines) {
      row.units += l.quantity;
      row.cost += l.quantity * cents(l.unit_cost);
    }
  }
  return { vendor, rows, errors: {} };
}

const OpenPage = z.object({ show: z.string().trim().min(1) });

/** Opens the vendor's (empty) booth page at the posted show; its editor is next. */
export async function openBoothPage(
  req: Request,
  kv: Deno.Kv,
  number: string,
  t: Translate,
): Promise<Response | { status: number; data: VendorShowsData }> {
  const data = await vendorShowsPage(kv, number);
  const form = await readForm(req, OpenPage, { t });
  const row = form.ok ? data.rows.find((r) => r.show.key === form.data.show) : undefined;
  if (!form.ok || !row) {
    const errors = form.ok ? { show: t("shows.errors.show_not_found") } : form.errors;
    return { status: 400, data: { ...data, errors } };
  }
  const page: VendorPage = {
    id: `${row.show.key}-${data.vendor.vendor_number.toLowerCase()}`,
    show: row.show.key,
    vendor: data.vendor.vendor_number,
    booth: "",
    description: { en: "", fr: "" },
    specials: { en: "", fr: "" },
    files: [],
    updated_at: new Date().toISOString(),
  };
  if (!await putVendorPage(kv, page, true)) {
    return { status: 400, data: { ...data, errors: { show: t("shows.errors.page_exists") } } };
  }
  return seeOther(`/head-office/show/vendors/pages/${page.id}`);
}
