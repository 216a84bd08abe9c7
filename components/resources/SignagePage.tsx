// The signage generator: the store's queued signs, the sign form, and the print-ready sheets.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { SignageData } from "../../lib/signage/page.ts";
import { ToolPage } from "./ToolPage.tsx";
import { SignForm } from "./SignForm.tsx";
import { SignSheet } from "./SignSheet.tsx";
import { QueuedSigns } from "../head-office/QueuedSigns.tsx";

export function SignagePage({ state, data }: PageProps<SignageData, PortalState>) {
  const { t, locale } = state;
  return (
    <ToolPage page="res_signage_generator" t={t}>
      <div class="no-print">
        <p class="lead">{t("resources.signage.intro")}</p>
        {data.queue && <QueuedSigns t={t} locale={locale} view={data.queue} />}
        <SignForm t={t} locale={locale} data={data} />
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
    </ToolPage>
  );
}
