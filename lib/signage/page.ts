// /resources/signage-generator: the page data (the sign request read from the GET form, its signs
// or its errors), the PDFs (the asked signs; the store's queued signs not printed yet) and the post
// that marks queued signs printed.
import type { PortalState } from "../state.ts";
import type { Locale } from "../auth/types.ts";
import { getStore, isMemberStore, listStores, listVendors } from "../stores/mod.ts";
import { type SignItem, signLanguages } from "./layout.ts";
import { renderSignsPdf } from "./pdf.ts";
import {
  MAX_SIGNS,
  parseSignLines,
  SignRequest,
  signsForChanges,
  signsForLines,
} from "../resources/signs.ts";
import { isHeadOffice, priceStores } from "../resources/access.ts";
import { safeFilename } from "../i18n/format.ts";
import { formValues, seeOther, validateForm } from "../forms/mod.ts";
import {
  canUseSignQueue,
  markPrinted,
  MarkPrintedSchema,
  queuedSignItems,
  type QueueRow,
  storeSignQueue,
} from "../head_office/sign_queue.ts";

export type SignStore = { number: number; name: string; province: string };

/** The queued signs of one store, as components/head-office/QueuedSigns.tsx shows them. */
export interface SignQueueView {
  store: number;
  stores: { number: number; name: string }[];
  rows: QueueRow[];
  error: string | null;
  marked: number | null;
}

export interface SignageData {
  form: Record<string, string>;
  request: SignRequest | null;
  errors: Record<string, string>;
  errorParams: Record<string, string>;
  signs: SignItem[] | null;
  languages: [Locale, Locale];
  stores: SignStore[];
  vendors: { id: string; name: string }[];
  pdfHref: string;
  queue: SignQueueView | null;
}

/** The stores a user prints signs for (head office: every store). */
export async function signStores(state: PortalState): Promise<SignStore[]> {
  const { kv, user } = state;
  const all = isHeadOffice(user!)
    ? await listStores(kv)
    : (await Promise.all(user!.Stores.map(([s]) => getStore(kv, s)))).filter((s) => s !== null);
  return all.map((s) => ({ number: s.store_number, name: s.name, province: s.province }));
}

/** The queue section of one store (the first member store when none is asked). */
export async function queueView(
  state: PortalState,
  url: URL,
  stores: SignStore[],
  asked: number | null,
  error: string | null = null,
): Promise<SignQueueView | null> {
  const own = stores.filter((s) => isMemberStore(s.number));
  const store = asked ?? own[0]?.number;
  if (store === undefined) return null;
  const lang = state.locale === "fr-CA" ? "fr" : "en";
  const marked = url.searchParams.get("marked");
  return {
    store,
    stores: own,
    rows: await storeSignQueue(state.kv, store, lang),
    error,
    marked: marked === null ? null : Number(marked),
  };
}

/** Signs as a PDF download. */
function signsPdfResponse(bytes: Uint8Array, name: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${safeFilename(name)}.pdf"`,
      "cache-control": "no-store",
    },
  });
}

/** ?queue=pdf: the queued signs of the store not printed yet, 8 a page; null when there are none. */
export async function queuePdf(
  state: PortalState,
  stores: SignStore[],
  queue: SignQueueView | null,
): Promise<Response | null> {
  const toPrint = queue?.rows.map((r) => r.sign).filter((s) => !s.printed_at) ?? [];
  const signs = await queuedSignItems(state.kv, toPrint);
  if (!queue || signs.length === 0) return null;
  const province = stores.find((s) => s.number === queue.store)?.province ?? null;
  const bytes = await renderSignsPdf(signs, {
    perPage: 8,
    languages: signLanguages(province, state.locale),
    title: state.t("head_office.signs.pdf_title"),
  });
  return signsPdfResponse(bytes, `shelf-signs-${queue.store}`);
}

/** The signs the GET form asks for, or the reasons it cannot have them (keys + their values). */
async function askedSigns(state: PortalState, stores: SignStore[], form: Record<string, string>) {
  const errors: Record<string, string> = {};
  const errorParams: Record<string, string> = {};
  const parsed = SignRequest.safeParse(form);
  if (!parsed.success) {
    for (const i of parsed.error.issues) {
      errors[String(i.path[0] ?? "lines")] ??= i.message.startsWith("resources.")
        ? i.message
        : "resources.signage.invalid";
    }
    return { request: null, signs: null, errors, errorParams };
  }
  const request = parsed.data;
  let signs: SignItem[] | null = null;
  if (request.store !== undefined && !stores.some((s) => s.number === request.store)) {
    errors.store = "resources.signage.bad_store";
  } else if (request.source === "items") {
    const { lines, bad } = parseSignLines(request.lines);
    if (bad.length) {
      errors.lines = "resources.signage.bad_lines";
      errorParams.lines = bad.join(", ");
    } else if (lines.length === 0) errors.lines = "resources.signage.no_lines";
    else {
      const found = await signsForLines(state.kv, lines);
      if (found.missing.length) {
        errors.lines = "resources.signage.unknown_lines";
        errorParams.lines = found.missing.join(", ");
      } else signs = found.signs;
    }
  } else {
    signs = await signsForChanges(state.kv, request, priceStores(state.user!));
  }
  if (signs && signs.length > MAX_SIGNS) {
    errors.lines = "resources.signage.too_many";
    errorParams.lines = String(MAX_SIGNS);
    signs = null;
  }
  return { request, signs, errors, errorParams };
}

/** The page (or, with format=pdf and signs to print, their PDF) and its status. */
export async function signagePage(
  state: PortalState,
  url: URL,
  stores: SignStore[],
  queue: SignQueueView | null,
  forcedStatus?: number,
): Promise<Response | { data: SignageData; status: number }> {
  const form = Object.fromEntries(url.searchParams);
  const vendors = (await listVendors(state.kv)).map((v) => ({ id: v.vendor_number, name: v.name }));
  const { request, signs, errors, errorParams } = url.searchParams.has("source")
    ? await askedSigns(state, stores, form)
    : { request: null, signs: null, errors: {}, errorParams: {} };
  const failed = Object.keys(errors).length > 0;
  const store = stores.find((s) => s.number === request?.store) ?? stores[0];
  const languages = signLanguages(store?.province ?? null, state.locale);
  if (signs && !failed && form.format === "pdf" && signs.length > 0) {
    const bytes = await renderSignsPdf(signs, {
      perPage: request!.per_page,
      languages,
      title: state.t("resources.signage.pdf_title"),
    });
    return signsPdfResponse(bytes, "shelf-signs");
  }
  const pdf = new URLSearchParams({ ...form, format: "pdf" });
  return {
    data: {
      form,
      request,
      errors,
      errorParams,
      signs,
      languages,
      stores,
      vendors,
      pdfHref: `/resources/signage-generator?${pdf}`,
      queue,
    },
    status: forcedStatus ?? (failed ? 400 : 200),
  };
}

/**
 * The GET: the page (or its PDF, or the queue's PDF with `queue=pdf`) and its status, or null (404)
 * when `queue_store` names a store that is not the user's or there is no queue to print.
 */
export async function signageGet(
  state: PortalState,
  url: URL,
): Promise<Response | { data: SignageData; status: number } | null> {
  const stores = await signStores(state);
  const q = url.searchParams;
  const asked = q.has("queue_store") ? Number(q.get("queue_store")) : null;
  if (asked !== null && (!Number.isInteger(asked) || !canUseSignQueue(state.user!, asked))) {
    return null;
  }
  const queue = await queueView(state, url, stores, asked);
  if (q.get("queue") === "pdf") return await queuePdf(state, stores, queue);
  return await signagePage(state, url, stores, queue);
}

/**
 * The post that marks checked queued signs printed: a redirect back to the queue, the page again
 * with the error (400), or null when the store is not the user's (404).
 */
export async function markPrintedAction(
  state: PortalState,
  req: Request,
  url: URL,
): Promise<Response | { data: SignageData; status: number } | null> {
  const { kv, t } = state;
  const user = state.user!;
  const values = await formValues(req, { arrays: ["signs"] });
  const store = Number(values.queue_store);
  if (!Number.isInteger(store) || !canUseSignQueue(user, store)) return null;
  const parsed = validateForm(values, MarkPrintedSchema, t);
  if (!parsed.ok) {
    const error = parsed.errors.signs ?? t("head_office.signs.pick");
    const stores = await signStores(state);
    return await signagePage(
      state,
      url,
      stores,
      await queueView(state, url, stores, store, error),
      400,
    );
  }
  const n = await markPrinted(kv, store, parsed.data.signs, user);
  return seeOther(`/resources/signage-generator?queue_store=${store}&marked=${n}#queued-signs`);
}
