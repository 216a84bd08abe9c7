// /admin/access (site admins): the access rules read-only, generated from the same data the
// middleware enforces (lib/access/table.ts, lib/access/checks.ts).
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { AccessTableView } from "../../components/nav/AccessTableView.tsx";
import { AdminHeader } from "../../components/admin/AdminHeader.tsx";

export default function AdminAccess({ state }: PageProps<unknown, PortalState>) {
  const { t } = state;
  return (
    <>
      <AdminHeader t={t} page="admin_access" />
      <AccessTableView t={t} />
    </>
  );
}
