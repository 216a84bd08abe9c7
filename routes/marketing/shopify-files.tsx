// /marketing/shopify-files: every product image of the catalogue, the style it shows, and whether
// the sync has staged it to Shopify (status, when) or not yet.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { type FileMeta, listFiles } from "../../lib/files/mod.ts";
import { contentMap } from "../../lib/marketing/store.ts";
import { listSyncedFiles, type SyncedFile } from "../../lib/marketing/sync_store.ts";
import { DataTable } from "../../components/DataTable.tsx";
import type { Column } from "../../lib/forms/table.ts";
import { MarketingHeader } from "../../components/marketing/ui.tsx";
import { formatDateTime, formatNumber } from "../../lib/i18n/format.ts";

interface Row {
  file: FileMeta;
  style: string | null;
  synced: SyncedFile | null;
}

export const handler: Handlers<Row[], PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const [files, contents, synced] = await Promise.all([
      listFiles(kv, { purpose: "product_image" }),
      contentMap(kv),
      listSyncedFiles(kv),
    ]);
    const styleOf = new Map<string, string>();
    for (const { content } of contents.values()) {
      for (const f of content.images) styleOf.set(f, content.style_id);
    }
    const byFile = new Map(synced.map((s) => [s.file_id, s]));
    return ctx.render(files.map((file) => ({
      file,
      style: styleOf.get(file.id) ?? null,
      synced: byFile.get(file.id) ?? null,
    })));
  },
};

export default function ShopifyFiles({ data, state, url }: PageProps<Row[], PortalState>) {
  const { t, locale } = state;
  const columns: Column<Row>[] = [
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
    },
    {
      key: "at",
      label: t("marketing.files.sent"),
      value: (r) => r.synced?.at ?? "",
      cell: (r) => (r.synced ? formatDateTime(r.synced.at, locale) : ""),
    },
  ];
  return (
    <>
      <MarketingHeader page="marketing_shopify_files" t={t} />
      <DataTable
        id="files"
        columns={columns}
        rows={data}
        url={url}
        t={t}
        csv={false}
        empty={t("marketing.files.none")}
      />
    </>
  );
}
