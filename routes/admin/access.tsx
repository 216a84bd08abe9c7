// /admin/access (site admins): the access rules read-only, generated from the same data the
// middleware enforces (lib/access/table.ts, lib/access/checks.ts).
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { AccessTableView } from "../../components/nav/AccessTableView.tsx";

export default function AdminAccess({ state }: PageProps<unknown, PortalState>) {
  const { t } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("admin_access", t)}
        crumbs={crumbsFor("admin_access", t)}
        appName={t("common.app_name")}
      />
      <AccessTableView t={t} />
    </>
  );
}
