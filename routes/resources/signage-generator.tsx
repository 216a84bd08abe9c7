// /resources/signage-generator — shelf signs from chosen items (item numbers or barcodes, with an
// optional batch price per line) or from the scheduled price changes, 1 to 24 per US-letter page
// sorted by department, French first for Québec stores. A GET form: the page shows the
// print-ready sheets; `format=pdf` downloads the same signs as a PDF. Above the form, the signs head
// office's price schedule queued for the user's store (lib/head_office/sign_queue.ts):
// `queue=pdf` prints the ones not printed yet, a POST marks the checked ones printed.
import type { FreshContext, Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { Locale } from "../../lib/auth/types.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { getStore, isMemberStore, listStores, listVendors } from "../../lib/stores/mod.ts";
import { PER_PAGE_CHOICES, type SignItem, signLanguages } from "../../lib/signage/layout.ts";
import { renderSignsPdf } from "../../lib/signage/pdf.ts";
import {
  MAX_SIGNS,
  parseSignLines,
  SignRequest,
  signsForChanges,
  signsForLines,
} from "../../lib/resources/signs.ts";
import { isHeadOffice, priceStores } from "../../lib/resources/access.ts";
import { DEPARTMENT_REFERENCE } from "../../lib/resources/departments.ts";
import { safeFilename } from "../../lib/i18n/format.ts";
import { ResourcesStyles } from "../../components/resources/ResourcesStyles.tsx";
import { SignForm } from "../../components/resources/SignForm.tsx";
import { SignSheet } from "../../components/resources/SignSheet.tsx";
import { formValues, seeOther, validateForm } from "../../lib/forms/mod.ts";
import {
  canUseSignQueue,
  markPrinted,
  MarkPrintedSchema,
  queuedSignItems,
  storeSignQueue,
} from "../../lib/head_office/sign_queue.ts";
import { QueuedSigns, type QueuedSignsView } from "../../components/head-office/QueuedSigns.tsx";

interface Data {
  form: Record<string, string>;
  request: SignRequest | null;
  errors: Record<string, string>;
  errorParams: Record<string, string>;
  signs: SignItem[] | null;
  languages: [Locale, Locale];
  stores: { number: number; name: string; province: string }[];
  vendors: { id: string; name: string }[];
  pdfHref: string;
  queue: QueuedSignsView | null;
}

/** The stores a user prints signs for (head office: every store). */
async function storesOf(ctx: FreshContext<PortalState>) {
  const { kv, user } = ctx.state;
  const all = isHeadOffice(user!)
    ? await listStores(kv)
    : (await Promise.all(user!.Stores.map(([s]) => getStore(kv, s)))).filter((s) => s !== null);
  return all.map((s) => ({ number: s.store_number, name: s.name, province: s.province }));
}

/** The queue section of one store (the first member store when none is asked). */
async function queueView(
  ctx: FreshContext<PortalState>,
  stores: Data["stores"],
  asked: number | null,
  error: string | null = null,
): Promise<QueuedSignsView | null> {
  const own = stores.filter((s) => isMemberStore(s.number));
  const store = asked ?? own[0]?.number;
  if (store === undefined) return null;
  const lang = ctx.state.locale === "fr-CA" ? "fr" : "en";
  const marked = ctx.url.searchParams.get("marked");
  return {
    store,
    stores: own,
    rows: await storeSignQueue(ctx.state.kv, store, lang),
    error,
    marked: marked === null ? null : Number(marked),
  };
}

export const handler: Handlers<Data, PortalState> = {
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const user = ctx.state.user!;
    const values = await formValues(req, { arrays: ["signs"] });
    const store = Number(values.queue_store);
    if (!Number.isInteger(store) || !canUseSignQueue(user, store)) return ctx.renderNotFound();
    const parsed = validateForm(values, MarkPrintedSchema, t);
    if (!parsed.ok) {
      const error = parsed.errors.signs ?? t("head_office.signs.pick");
      const stores = await storesOf(ctx);
      return await page(ctx, stores, await queueView(ctx, stores, store, error), 400);
    }
    const n = await markPrinted(kv, store, parsed.data.signs, user);
    return seeOther(`/resources/signage-generator?queue_store=${store}&marked=${n}#queued-signs`);
  },
  async GET(_req, ctx) {
    const { kv, user, locale } = ctx.state;
    const stores = await storesOf(ctx);
    const q = ctx.url.searchParams;
    const asked = q.has("queue_store") ? Number(q.get("queue_store")) : null;
    if (asked !== null && (!Number.isInteger(asked) || !canUseSignQueue(user!, asked))) {
      return ctx.renderNotFound();
    }
    const queue = await queueView(ctx, stores, asked);
    if (q.get("queue") === "pdf") {
      const toPrint = queue?.rows.map((r) => r.sign).filter((s) => !s.printed_at) ?? [];
      const signs = await queuedSignItems(kv, toPrint);
      if (!queue || signs.length === 0) return ctx.renderNotFound();
      const province = stores.find((s) => s.number === queue.store)?.province ?? null;
      const bytes = await renderSignsPdf(signs, {
        perPage: 8,
        languages: signLanguages(province, locale),
        title: ctx.state.t("head_office.signs.pdf_title"),
      });
      return new Response(new Uint8Array(bytes), {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": `attachment; filename="${
            safeFilename(`shelf-signs-${queue.store}`)
          }.pdf"`,
          "cache-control": "no-store",
        },
      });
    }
    return await page(ctx, stores, queue);
  },
};

async function page(
  ctx: FreshContext<PortalState>,
  stores: Data["stores"],
  queue: QueuedSignsView | null,
  forcedStatus?: number,
) {
  const { kv, user, locale } = ctx.state;
  const form = Object.fromEntries(ctx.url.searchParams);
  const vendors = (await listVendors(kv)).map((v) => ({ id: v.vendor_number, name: v.name }));
  const errors: Record<string, string> = {};
  const errorParams: Record<string, string> = {};
  const asked = ctx.url.searchParams.has("source");
  const parsed = SignRequest.safeParse(form);
  let signs: SignItem[] | null = null;
  let request: SignRequest | null = null;
  if (asked && !parsed.success) {
    for (const i of parsed.error.issues) {
      errors[String(i.path[0] ?? "lines")] ??= i.message.startsWith("resources.")
        ? i.message
        : "resources.signage.invalid";
    }
  } else if (asked && parsed.success) {
    request = parsed.data;
    if (request.store !== undefined && !stores.some((s) => s.number === request!.store)) {
      errors.store = "resources.signage.bad_store";
    } else if (request.source === "items") {
      const { lines, bad } = parseSignLines(request.lines);
      if (bad.length) {
        errors.lines = "resources.signage.bad_lines";
        errorParams.lines = bad.join(", ");
      } else if (lines.length === 0) errors.lines = "resources.signage.no_lines";
      else {
        const found = await signsForLines(kv, lines);
        if (found.missing.length) {
          errors.lines = "resources.signage.unknown_lines";
          errorParams.lines = found.missing.join(", ");
        } else signs = found.signs;
      }
    } else {
      signs = await signsForChanges(kv, request, priceStores(user!));
    }
    if (signs && signs.length > MAX_SIGNS) {
      errors.lines = "resources.signage.too_many";
      errorParams.lines = String(MAX_SIGNS);
      signs = null;
    }
  }
  const store = stores.find((s) => s.number === request?.store) ?? stores[0];
  const languages = signLanguages(store?.province ?? null, locale);
  if (signs && Object.keys(errors).length === 0 && form.format === "pdf" && signs.length > 0) {
    const bytes = await renderSignsPdf(signs, {
      perPage: request!.per_page,
      languages,
      title: ctx.state.t("resources.signage.pdf_title"),
    });
    return new Response(new Uint8Array(bytes), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${safeFilename("shelf-signs")}.pdf"`,
        "cache-control": "no-store",
      },
    });
  }
  const pdf = new URLSearchParams({ ...form, format: "pdf" });
  return ctx.render({
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
  }, { status: forcedStatus ?? (Object.keys(errors).length ? 400 : 200) });
}

export default function SignageGeneratorPage({ state, data }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <ResourcesStyles />
      <PageHeader
        title={pageTitle("res_signage_generator", t)}
        crumbs={crumbsFor("res_signage_generator", t)}
        appName={t("common.app_name")}
      />
      <div class="no-print">
        <p class="lead">{t("resources.signage.intro")}</p>
        {data.queue && <QueuedSigns t={t} locale={locale} view={data.queue} />}
        <SignForm
          t={t}
          form={data.form}
          errors={data.errors}
          errorParams={data.errorParams}
          stores={data.stores}
          vendors={data.vendors}
          perPageChoices={[...PER_PAGE_CHOICES]}
          departments={DEPARTMENT_REFERENCE.map((d) => ({
            code: d.code,
            name: locale === "fr-CA" ? d.name.fr : d.name.en,
          }))}
        />
        {data.signs && (
          <p class="actions" data-sign-summary>
            {t("resources.signage.summary", {
              count: data.signs.length,
              pages: Math.ceil(data.signs.length / (data.request?.per_page ?? 1)),
            })} {data.signs.length > 0 && (
              <a class="button" href={data.pdfHref} data-pdf-link>
                {t("resources.signage.download_pdf")}
              </a>
            )}
          </p>
        )}
        {data.signs && data.signs.length > 0 && (
          <p class="muted">{t("resources.signage.print_hint")}</p>
        )}
      </div>
      {data.signs && data.signs.length > 0 && (
        <SignSheet
          signs={data.signs}
          perPage={data.request!.per_page}
          languages={data.languages}
        />
      )}
    </>
  );
}
