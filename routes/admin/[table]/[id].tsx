// /admin/:table/:id (site admins): one record of the generic table browser — the entry whose
// second key part is {id} (as text or as the number it spells) and the entries below it, as
// redacted, pretty-printed JSON (lib/admin/tables.ts).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { browseRecord, type RecordPage } from "../../../lib/admin/tables.ts";
import { HiddenTable, RecordEntries } from "../../../components/admin/TableBrowser.tsx";
import { AdminHeader } from "../../../components/admin/AdminHeader.tsx";

export const handler: Handlers<RecordPage, PortalState> = {
  async GET(_req, ctx) {
    return ctx.render(await browseRecord(ctx.state.kv, ctx.params.table, ctx.params.id));
  },
};

export default function RecordPageView(
  { data, state, params }: PageProps<RecordPage, PortalState>,
) {
  const { t } = state;
  return (
    <>
      <AdminHeader t={t} page="admin_table_row" params={params} />
      {data.hidden !== null
        ? <HiddenTable t={t} reason={data.hidden} />
        : <RecordEntries t={t} entries={data.entries} more={data.more} />}
    </>
  );
}
