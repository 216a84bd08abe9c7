// The markup of /marketing/shopify-files: the images' DataTable with their style, sync status and
// the reason each is not on Shopify, with "Send again" where it helps.
import type { PortalState } from "../../lib/state.ts";
import { canResend } from "../../lib/marketing/file_status.ts";
import { DataTable } from "../DataTable.tsx";
import { tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { ActionForm } from "../forms/ActionForm.tsx";
import { MarketingHeader } from "./ui.tsx";
import { formatDateTime, formatNumber } from "../../lib/i18n/format.ts";
import type { ShopifyFileRow, ShopifyFilesData } from "../../lib/marketing/shopify_files_page.ts";

/** Every product image with its sync status (the CSV gives the status without the buttons). */
export const SHOPIFY_FILES: TableSpec<ShopifyFileRow> = {
  id: "files",
  columns: (t, locale) => [
    {
      key: "image",
      label: t("marketing.files.image"),
      cell: (r) => (
        <img src={`/files/${r.file.id}`} alt={r.file.name} width={48} height={48} loading="lazy" />
      ),
    },
    { key: "name", label: t("marketing.files.name"), sortable: true, value: (r) => r.file.name },
    {
      key: "style",
      label: t("marketing.master.style"),
      sortable: true,
      value: (r) => r.style ?? "",
      cell: (
        r,
      ) => (r.style
        ? <a href={`/marketing/master-items/${r.style}`}>{r.style}</a>
        : t("marketing.files.unused")),
    },
    {
      key: "size",
      label: t("marketing.files.size"),
      num: true,
      value: (r) => r.file.size,
      cell: (r) => `${formatNumber(r.file.size / 1024, locale, 1)} KB`,
    },
    {
      key: "status",
      label: t("marketing.files.status"),
      sortable: true,
      value: (
        r,
      ) => (r.synced
        ? t(`marketing.files.statuses.${r.synced.status}`)
        : t("marketing.files.not_sent")),
      cell: (r) =>
        r.synced
          ? t(`marketing.files.statuses.${r.synced.status}`)
          : (
            <span data-not-sent={r.reason}>
              {t("marketing.files.not_sent")}: {t(`marketing.files.reasons.${r.reason}`)}
              {r.detail && (
                <>
                  — <q>{r.detail}</q>
                </>
              )}
              {r.reason && canResend(r.reason) && (
                <ActionForm fields={{ style: r.style ?? "" }} button={{ class: "secondary" }}>
                  {t("marketing.files.resend")}
                </ActionForm>
              )}
            </span>
          ),
    },
    {
      key: "at",
      label: t("marketing.files.sent"),
      value: (r) => r.synced?.at ?? "",
      cell: (r) => (r.synced ? formatDateTime(r.synced.at, locale) : ""),
    },
  ],
};

export function ShopifyFilesView(
  { data, state, url }: { data: ShopifyFilesData; state: PortalState; url: URL },
) {
  const { t, locale } = state;
  return (
    <>
      <MarketingHeader page="marketing_shopify_files" t={t} />
      <DataTable
        {...tableProps(SHOPIFY_FILES, t, locale)}
        rows={data}
        url={url}
        empty={t("marketing.files.none")}
      />
    </>
  );
}
