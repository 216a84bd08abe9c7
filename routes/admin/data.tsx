// /admin/data (site admins): the key space, one registered prefix per table, each browsable table
// linked to its records (/admin/{table}).
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { listTables } from "../../lib/admin/tables.ts";
import { KEY_PREFIXES } from "../../lib/db/keys.ts";
import { AdminHeader } from "../../components/admin/AdminHeader.tsx";

export default function AdminData({ state }: PageProps<unknown, PortalState>) {
  const { t } = state;
  return (
    <>
      <AdminHeader t={t} page="admin_data" lead={t("admin_tables.list_intro")} />
      <ul class="admin-tables">
        {listTables().map(({ table, policy }) => (
          <li>
            {policy.browse
              ? (
                <a href={`/admin/${table}`}>
                  <code>{table}</code>
                </a>
              )
              : (
                <>
                  <code>{table}</code>{" "}
                  <span class="muted">({t("admin_tables.not_browsable")})</span>
                </>
              )}{" "}
            <span class="muted">
              {t("admin_tables.owner")} <code>{KEY_PREFIXES[table]}</code>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
