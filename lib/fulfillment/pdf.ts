// PDFs of fulfillment (pdf-lib, DejaVu Sans embedded: pdf_fonts.ts): the shipping labels (4 × 6 in, one per package, the tracking number as a Code 128 barcode, or
// the carrier's own label), the packing slip, the scan form and the team quote (Letter).
import type { PDFDocument, PDFFont, PDFPage } from "pdf-lib";
// @ts-types="./bwip.d.ts"
import bwipjs from "bwip-js";
import type { TFunction } from "i18next";
import type { Locale } from "../auth/types.ts";
import type { ShipFrom } from "../admin/shipping.ts";
import type { Store } from "../stores/mod.ts";
import type { ReturnRequest } from "./returns.ts";
import { type FulfillmentOrder, type ParcelLabel, parcelsOf } from "./schema.ts";
import type { StoreBatch } from "./batches.ts";
import { quoteTotalCents, type TeamQuote } from "./quotes.ts";
import { formatCurrency, formatDate } from "../i18n/format.ts";
import { embedFonts } from "./pdf_fonts.ts";
import { createPdf, pdfLib } from "../pdf/load.ts";

/** Text as one line: control characters (a line break typed in a name) become spaces. */
function clean(text: string): string {
  return text.replace(/\p{Cc}/gu, " ");
}

class Writer {
  y: number;
  constructor(
    public page: PDFPage,
    public font: PDFFont,
    public bold: PDFFont,
    public margin = 36,
  ) {
    this.y = page.getHeight() - margin;
  }
  line(text: string, size = 10, strong = false) {
    this.page.drawText(clean(text), {
      x: this.margin,
      y: this.y - size,
      size,
      font: strong ? this.bold : this.font,
    });
    this.y -= size * 1.4;
  }
  gap(points = 8) {
    this.y -= points;
  }
  row(cells: [string, number][], size = 9) {
    for (const [text, x] of cells) {
      this.page.drawText(clean(text), {
        x: this.margin + x,
        y: this.y - size,
        size,
        font: this.font,
      });
    }
    this.y -= size * 1.5;
  }
}

async function doc(size: [number, number]) {
  const pdf = await createPdf();
  const { font, bold } = await embedFonts(pdf);
  const w = new Writer(pdf.addPage(size), font, bold);
  return { pdf, w };
}

/** A Code 128 barcode as PNG, with the quiet zones a scanner needs. */
export async function code128Png(text: string): Promise<Uint8Array> {
  return new Uint8Array(
    await bwipjs.toBuffer({
      bcid: "code128",
      text,
      scale: 3,
      height: 18,
      backgroundcolor: "FFFFFF",
      paddingwidth: 12,
      paddingheight: 4,
    }),
  );
}

/** Draws a barcode `width` points wide at the writer's line, and moves below it. */
async function drawBarcode(pdf: PDFDocument, w: Writer, text: string, width: number, height = 72) {
  const image = await pdf.embedPng(await code128Png(text));
  w.page.drawImage(image, { x: w.margin, y: w.y - height, width, height });
  w.y -= height + 6;
}

const LABEL: [number, number] = [288, 432];

/** One 4 × 6 in label the portal draws (the fake carrier's): one package, its tracking number. */
async function drawLabel(
  pdf: PDFDocument,
  fonts: { font: PDFFont; bold: PDFFont },
  order: FulfillmentOrder,
  parcel: ParcelLabel,
  index: number,
  from: ShipFrom,
  t: TFunction,
) {
  const s = order.shipment!;
  const w = new Writer(pdf.addPage(LABEL), fonts.font, fonts.bold, 18);
  w.line(`${s.rate.carrier} ${s.rate.service}`, 14, true);
  w.gap(4);
  w.line(t("fulfillment.pdf.from"), 8, true);
  // The sender once: the company only when it is not the name again.
  const sender = from.company && from.company !== from.name
    ? `${from.name}, ${from.company}`
    : from.name;
  for (
    const l of [
      sender,
      from.street1,
      from.street2,
      `${from.city} ${from.province} ${from.postal_code}`,
    ]
  ) if (l) w.line(l, 9);
  w.gap(10);
  w.line(t("fulfillment.pdf.to"), 8, true);
  const a = order.ship_to;
  for (
    const l of [a.name, a.address1, a.address2 ?? "", `${a.city} ${a.province}  ${a.postal_code}`]
  ) if (l) w.line(l, 13, true);
  w.gap(12);
  w.line(t("fulfillment.pdf.tracking"), 8, true);
  await drawBarcode(pdf, w, parcel.tracking_code, LABEL[0] - 36);
  w.line(parcel.tracking_code, 14, true);
  w.gap(4);
  w.line(
    `${t("fulfillment.order.number")} ${order.order_number} · ${
      t("fulfillment.pdf.package_of", {
        id: parcel.package_id,
        n: index + 1,
        count: parcelsOf(order).length,
      })
    }`,
    9,
  );
}

/** Adds the carrier's own label (PDF pages, or a PNG/JPEG image on a 4 × 6 in page). */
async function addCarrierLabel(pdf: PDFDocument, url: string, fetcher: typeof fetch) {
  const res = await fetcher(url, { signal: AbortSignal.timeout(20_000) });
  if (!res.ok) throw new Error(`label ${url}: ${res.status}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const type = res.headers.get("content-type") ?? "";
  if (type.includes("pdf") || url.toLowerCase().endsWith(".pdf")) {
    const src = await (await pdfLib()).PDFDocument.load(bytes);
    for (const page of await pdf.copyPages(src, src.getPageIndices())) pdf.addPage(page);
    return;
  }
  const image = type.includes("png") || url.toLowerCase().endsWith(".png")
    ? await pdf.embedPng(bytes)
    : await pdf.embedJpg(bytes);
  const page = pdf.addPage(LABEL);
  const scale = Math.min(LABEL[0] / image.width, LABEL[1] / image.height);
  page.drawImage(image, {
    x: (LABEL[0] - image.width * scale) / 2,
    y: (LABEL[1] - image.height * scale) / 2,
    width: image.width * scale,
    height: image.height * scale,
  });
}

/**
 * Every label of these labelled orders in one PDF, one 4 × 6 in page per package: the carrier's
 * own label where it gave one (EasyPost's label_url), else the label the portal draws.
 */
export async function labelsPdf(
  orders: { order: FulfillmentOrder; from: ShipFrom }[],
  t: TFunction,
  fetcher: typeof fetch = fetch,
): Promise<Uint8Array> {
  const pdf = await createPdf();
  const fonts = await embedFonts(pdf);
  for (const { order, from } of orders) {
    for (const [i, parcel] of parcelsOf(order).entries()) {
      if (parcel.label_url) await addCarrierLabel(pdf, parcel.label_url, fetcher);
      else await drawLabel(pdf, fonts, order, parcel, i, from, t);
    }
  }
  return await pdf.save();
}

/** The return label as one PDF: the carrier's own (EasyPost's label_url), else the portal's. */
export async function returnLabelFile(
  ret: ReturnRequest,
  order: FulfillmentOrder,
  store: Store,
  t: TFunction,
  fetcher: typeof fetch = fetch,
): Promise<Uint8Array> {
  if (!ret.label?.label_url) return await returnLabelPdf(ret, order, store, t);
  const pdf = await createPdf();
  await addCarrierLabel(pdf, ret.label.label_url, fetcher);
  return await pdf.save();
}

/** The return label (4 × 6 in) the portal draws: from the customer to the receiving store. */
export async function returnLabelPdf(
  ret: ReturnRequest,
  order: FulfillmentOrder,
  store: Store,
  t: TFunction,
): Promise<Uint8Array> {
  const pdf = await createPdf();
  const { font, bold } = await embedFonts(pdf);
  const w = new Writer(pdf.addPage(LABEL), font, bold, 18);
  w.line(t("fulfillment.pdf.return_label"), 14, true);
  w.gap(4);
  w.line(t("fulfillment.pdf.from"), 8, true);
  const a = order.ship_to;
  for (
    const l of [a.name, a.address1, a.address2 ?? "", `${a.city} ${a.province} ${a.postal_code}`]
  ) {
    if (l) w.line(l, 9);
  }
  w.gap(10);
  w.line(t("fulfillment.pdf.to"), 8, true);
  for (
    const l of [store.name, store.address, `${store.city} ${store.province}  ${store.postal_code}`]
  ) {
    w.line(l, 13, true);
  }
  w.gap(12);
  w.line(t("fulfillment.pdf.tracking"), 8, true);
  await drawBarcode(pdf, w, ret.label!.tracking_code, LABEL[0] - 36);
  w.line(ret.label!.tracking_code, 14, true);
  w.gap(4);
  w.line(`${ret.id} · ${t("fulfillment.order.number")} ${ret.order_number}`, 9);
  return await pdf.save();
}

/** The packing slip that goes in the box. */
export async function packingSlipPdf(
  order: FulfillmentOrder,
  from: ShipFrom,
  t: TFunction,
  locale: Locale,
): Promise<Uint8Array> {
  const { pdf, w } = await doc([612, 792]);
  w.line(t("fulfillment.pdf.packing_slip"), 18, true);
  w.line(
    `${t("fulfillment.order.number")} ${order.order_number} · ${
      formatDate(order.created_at, locale)
    }`,
    10,
  );
  w.line(`${t("fulfillment.pdf.from")}: ${from.name}, ${from.city} ${from.province}`, 10);
  w.gap();
  w.line(t("fulfillment.pdf.to"), 10, true);
  w.line(
    `${order.ship_to.name}, ${order.ship_to.address1}, ${order.ship_to.city} ${order.ship_to.province} ${order.ship_to.postal_code}`,
    10,
  );
  w.gap(12);
  w.row([[t("fulfillment.order.item"), 0], [t("fulfillment.order.description"), 90], [
    t("fulfillment.order.quantity"),
    400,
  ], [t("fulfillment.order.price"), 460]], 9);
  for (const l of order.lines) {
    w.row([[l.item_number, 0], [l.description.slice(0, 60), 90], [String(l.quantity), 400], [
      formatCurrency(l.price_cents / 100, locale),
      460,
    ]]);
  }
  w.gap();
  w.line(
    `${t("fulfillment.order.subtotal")}: ${formatCurrency(order.subtotal_cents / 100, locale)}`,
    11,
    true,
  );
  w.gap(12);
  w.line(t("fulfillment.pdf.returns_note"), 9);
  return await pdf.save();
}

/** The scan form the driver signs for a batch: every parcel's tracking code on one sheet. */
export async function scanFormPdf(
  batch: StoreBatch,
  from: ShipFrom,
  t: TFunction,
  locale: Locale,
): Promise<Uint8Array> {
  const pdf = await createPdf();
  const { font, bold } = await embedFonts(pdf);
  const perPage = 34;
  for (let start = 0; start === 0 || start < batch.orders.length; start += perPage) {
    const w = new Writer(pdf.addPage([612, 792]), font, bold);
    w.line(t("fulfillment.pdf.scan_form"), 18, true);
    w.line(`${batch.carrier} · ${batch.scan_form_id ?? batch.id}`, 10);
    await drawBarcode(pdf, w, batch.scan_form_id ?? batch.id, 300, 60);
    w.line(
      `${
        t("fulfillment.pdf.from")
      }: ${from.name}, ${from.street1}, ${from.city} ${from.province} ${from.postal_code}`,
      10,
    );
    w.line(
      `${formatDate(batch.created_at, locale)} · ${
        t("fulfillment.pdf.parcels_count", { count: batch.orders.length })
      }`,
      10,
    );
    w.gap(12);
    w.row([["#", 0], [t("fulfillment.order.number"), 30], [t("fulfillment.pdf.package"), 110], [
      t("fulfillment.pdf.tracking"),
      160,
    ]]);
    batch.orders.slice(start, start + perPage).forEach((o, i) => {
      w.row([
        [String(start + i + 1), 0],
        [o.order_number, 30],
        [o.package_id ?? "", 110],
        [o.tracking_code, 160],
      ], 10);
    });
    if (start + perPage >= batch.orders.length) {
      w.gap(24);
      w.line(t("fulfillment.pdf.driver_signature"), 10);
    }
  }
  return await pdf.save();
}

/** The team's quote. */
export async function quotePdf(
  quote: TeamQuote,
  store: Store,
  t: TFunction,
  locale: Locale,
): Promise<Uint8Array> {
  const { pdf, w } = await doc([612, 792]);
  w.line(t("fulfillment.quotes.pdf_title", { team: quote.team }), 18, true);
  w.line(`${store.name} · ${store.address}, ${store.city} ${store.province} · ${store.phone}`, 9);
  w.line(`${t("fulfillment.quotes.contact")}: ${quote.contact.name} <${quote.contact.email}>`, 9);
  w.line(`${formatDate(quote.created_at, locale)} · ${quote.id}`, 9);
  w.gap();
  w.line(`${t("fulfillment.quotes.decoration")}: ${quote.decoration}`, 10);
  w.gap();
  w.row([[t("fulfillment.order.description"), 0], [t("fulfillment.order.quantity"), 330], [
    t("fulfillment.order.price"),
    400,
  ], [t("fulfillment.quotes.amount"), 470]]);
  for (const l of quote.lines) {
    w.row([
      [l.description.slice(0, 60), 0],
      [String(l.quantity), 330],
      [formatCurrency(l.unit_cents / 100, locale), 400],
      [formatCurrency(l.quantity * l.unit_cents / 100, locale), 470],
    ]);
  }
  w.gap();
  w.line(
    `${t("fulfillment.quotes.total")}: ${formatCurrency(quoteTotalCents(quote) / 100, locale)}`,
    12,
    true,
  );
  w.gap(12);
  w.line(t("fulfillment.quotes.roster", { count: quote.roster.length }), 10, true);
  for (const p of quote.roster.slice(0, 30)) w.line(`${p.number}  ${p.name}  ${p.size}`, 9);
  return await pdf.save();
}

export function pdfResponse(bytes: Uint8Array<ArrayBufferLike>, filename: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${filename.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
      "cache-control": "private, no-store",
    },
  });
}
