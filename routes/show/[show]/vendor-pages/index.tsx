// /show/{show}/vendor-pages: the vendors at a show, with their booth and a link to their page.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../../lib/nav/pages.ts";
import { inLocale } from "../../../../lib/catalogue/mod.ts";
import { listVendors } from "../../../../lib/stores/mod.ts";
import { requireShow } from "../../../../lib/shows/pages.ts";
import type { Show, VendorPage } from "../../../../lib/shows/schema.ts";
import { listVendorPages } from "../../../../lib/shows/store.ts";

type Data = { show: Show; pages: VendorPage[]; names: Record<string, string> };

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const show = await requireShow(kv, ctx.params.show);
    const names = Object.fromEntries((await listVendors(kv)).map((v) => [v.vendor_number, v.name]));
    const pages = (await listVendorPages(kv, show.key))
      .sort((a, b) => (names[a.vendor] ?? a.vendor).localeCompare(names[b.vendor] ?? b.vendor));
    return ctx.render({ show, pages, names });
  },
};

export default function VendorPagesPage({ data, state, params }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const key = encodeURIComponent(params.show);
  return (
    <>
      <PageHeader
        title={`${pageTitle("show_vendor_pages", t)} — ${inLocale(data.show.name, locale)}`}
        crumbs={crumbsFor("show_vendor_pages", t, { show: params.show })}
        appName={t("common.app_name")}
      />
      {data.pages.length === 0 ? <p>{t("shows.pages.none")}</p> : (
        <table>
          <thead>
            <tr>
              <th>{t("shows.vendor")}</th>
              <th>{t("shows.pages.booth")}</th>
              <th>{t("shows.pages.description")}</th>
            </tr>
          </thead>
          <tbody>
            {data.pages.map((p) => (
              <tr key={p.id} data-vendor={p.vendor}>
                <td>
                  <a href={`/show/${key}/vendor-pages/${encodeURIComponent(p.vendor)}`}>
                    {data.names[p.vendor] ?? p.vendor}
                  </a>
                </td>
                <td>{p.booth}</td>
                <td>{inLocale(p.description, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
