import type { Handlers, PageProps } from "$fresh/server.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { isMemberStore, listStores, type Store } from "../../lib/stores/mod.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import type { PortalState } from "../../lib/state.ts";

const COLUMNS = ["name", "city", "province", "phone", "banner"] as const;
type Col = typeof COLUMNS[number];

interface Data {
  stores: Store[];
  sort: Col;
  dir: "asc" | "desc";
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    requireUser(ctx.state);
    const sort = (COLUMNS as readonly string[]).includes(ctx.url.searchParams.get("sort") ?? "")
      ? ctx.url.searchParams.get("sort") as Col
      : "name";
    const dir = ctx.url.searchParams.get("dir") === "desc" ? "desc" : "asc";
    const stores = (await listStores(ctx.state.kv))
      .filter((s) => s.active && isMemberStore(s.store_number))
      .sort((a, b) =>
        (dir === "asc" ? 1 : -1) * String(a[sort]).localeCompare(String(b[sort]), "fr-CA")
      );
    return ctx.render({ stores, sort, dir });
  },
};

/** The store listing for vendors: name, city, province, phone and banner, sortable by links. */
export default function MemberList({ data, state }: PageProps<Data, PortalState>) {
  const { t } = state;
  return (
    <>
      <PageHeader
        title={t("reporting.member_list.title")}
        crumbs={[{ label: t("common.home"), href: "/" }]}
      />
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th
                  scope="col"
                  aria-sort={data.sort === c
                    ? (data.dir === "asc" ? "ascending" : "descending")
                    : undefined}
                >
                  <a
                    href={`?sort=${c}&dir=${
                      data.sort === c && data.dir === "asc" ? "desc" : "asc"
                    }`}
                  >
                    {t(`reporting.member_list.${c}`)}
                    {data.sort === c ? (data.dir === "asc" ? " ▲" : " ▼") : ""}
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.stores.map((s) => (
              <tr>
                <td>{s.name}</td>
                <td>{s.city}</td>
                <td>{s.province}</td>
                <td>
                  <a href={`tel:${s.phone}`}>{s.phone}</a>
                </td>
                <td>{s.banner}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
